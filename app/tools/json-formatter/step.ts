// The JSON Formatter's facts, declared once (app/lib/chain/step-declaration.ts): its options as the
// page stores them, their defaults and choices, and its core on one text (format or minify). The
// page, its share link and the chain's step read this.
import { type StepDeclaration, choiceOption, switchOption } from "~/lib/chain/step-declaration";
import { DEFAULT_INDENT, JSON_INDENTS, JSON_MODES } from "./json-options";

export const stepOptions = {
  mode: choiceOption("Mode", JSON_MODES, "format"),
  indent: choiceOption("Indentation", JSON_INDENTS, DEFAULT_INDENT),
  sortKeys: switchOption("Sort keys", false),
};

// A plain object (no call), so a page that imports only the options leaves `run` and the core out
// of its first-load script.
export const step = {
  options: stepOptions,
  // The formatter is imported when a step runs: the page reads the options above on its first load.
  run: async (input, { mode, indent, sortKeys }) => {
    const { formatJson, minifyJson } = await import("./json-format");
    return (mode === "minify" ? minifyJson : formatJson)(input, { indent, sortKeys }).output;
  },
} satisfies StepDeclaration<typeof stepOptions>;
