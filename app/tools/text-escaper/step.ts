// The Text Escaper's facts, declared once (app/lib/chain/step-declaration.ts): its options as the
// page stores them (text-escaper-options.ts, whose choices and defaults they are), and its core on
// one text. The page, its share link and the chain's step read this.
import { type StepDeclaration, choiceOption, switchOption } from "~/lib/chain/step-declaration";
import {
  CSV_DELIMITERS,
  DEFAULT_ESCAPE_OPTIONS as defaults,
  ESCAPE_DIRECTIONS,
  ESCAPE_FORMATS,
} from "./text-escaper-options";

export const stepOptions = {
  format: choiceOption("Format", ESCAPE_FORMATS, defaults.format),
  direction: choiceOption("Direction", ESCAPE_DIRECTIONS, defaults.direction),
  escapeNonAscii: switchOption("Escape non-ASCII characters", defaults.escapeNonAscii),
  csvDelimiter: choiceOption("Delimiter", CSV_DELIMITERS, defaults.csvDelimiter),
  sqlBackslashEscapes: switchOption("Backslash escapes (MySQL)", defaults.sqlBackslashEscapes),
};

// A plain object (no call), so a page that imports only the options leaves `run` and the core out
// of its first-load script; the escapers (with HTML's entity table) are imported when a step runs.
export const step = {
  options: stepOptions,
  run: async (input, options) => {
    const { runEscaper } = await import("./text-escaper");
    return runEscaper({ text: input, options });
  },
} satisfies StepDeclaration<typeof stepOptions>;
