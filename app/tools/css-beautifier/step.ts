// The CSS Beautifier's facts, declared once (app/lib/chain/step-declaration.ts): its options as the
// page's option fields name them (css-beautify-options.ts, whose choices and defaults they are),
// and its core on one text. The page, its share link and the chain's step read this.
import { INDENT_CHOICES, PRINT_WIDTH_CHOICES } from "~/lib/code/code-format-options";
import { type StepDeclaration, choiceOption } from "~/lib/chain/step-declaration";
import {
  CSS_SYNTAX_CHOICES,
  DEFAULT_CSS_BEAUTIFY_OPTIONS as defaults,
} from "./css-beautify-options";

export const stepOptions = {
  syntax: choiceOption("Syntax", CSS_SYNTAX_CHOICES, defaults.syntax),
  indent: choiceOption("Indent", INDENT_CHOICES, defaults.indent),
  printWidth: choiceOption("Print width", PRINT_WIDTH_CHOICES, defaults.printWidth),
};

// A plain object (no call), so a page that imports only the options leaves `run` and the core out
// of its first-load script.
export const step = {
  options: stepOptions,
  // Prettier and its postcss plugin are imported when a step runs, as the page's worker loads them.
  run: async (input, options) => {
    const { beautifyCss } = await import("./css-beautify");
    return beautifyCss(input, options);
  },
} satisfies StepDeclaration<typeof stepOptions>;
