// The Number Base Converter's facts, declared once (app/lib/chain/step-declaration.ts): its options
// as the page stores them (number-base-options.ts, whose choices they are), and its core on one
// text: the page's Output, a number's report, each of several numbers in the chosen base, or the
// bytes of text.
import { type StepDeclaration, choiceOption, switchOption } from "~/lib/chain/step-declaration";
import { BASES, FROM_BASES, INPUT_KINDS } from "./number-base-options";

export const stepOptions = {
  kind: choiceOption("Input is", INPUT_KINDS, "number"),
  fromBase: choiceOption("From base", FROM_BASES, "auto"),
  toBase: choiceOption("To base", BASES, "36"),
  grouped: switchOption("Group digits", false),
};

// A plain object (no call), so a page that imports only the options leaves `run` and the core out
// of its first-load script; the converter is imported when a step runs.
export const step = {
  options: stepOptions,
  run: async (input, options) => {
    const { numberBaseConverter } = await import("./number-base-converter");
    return numberBaseConverter({ text: input, ...options });
  },
} satisfies StepDeclaration<typeof stepOptions>;
