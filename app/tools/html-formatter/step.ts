// The HTML Formatter's facts, declared once (app/lib/chain/step-declaration.ts): its options as the
// page's option fields name them (html-format-options.ts, whose choices and defaults they are), and
// its core on one text. The page, its share link and the chain's step read this.
import { INDENT_CHOICES, PRINT_WIDTH_CHOICES } from "~/lib/code/code-format-options";
import { type StepDeclaration, choiceOption, switchOption } from "~/lib/chain/step-declaration";
import {
  DEFAULT_HTML_FORMAT_OPTIONS as defaults,
  HTML_WHITESPACE_CHOICES,
} from "./html-format-options";

export const stepOptions = {
  indent: choiceOption("Indent", INDENT_CHOICES, defaults.indent),
  printWidth: choiceOption("Print width", PRINT_WIDTH_CHOICES, defaults.printWidth),
  whitespace: choiceOption("Whitespace", HTML_WHITESPACE_CHOICES, defaults.whitespace),
  formatEmbedded: switchOption("Format embedded CSS and JavaScript", defaults.formatEmbedded),
};

// A plain object (no call), so a page that imports only the options leaves `run` and the core out
// of its first-load script.
export const step = {
  options: stepOptions,
  // Prettier and its plugins are imported when a step runs, as the page's worker loads them.
  run: async (input, options) => {
    const { formatHtml } = await import("./html-format");
    return formatHtml(input, options);
  },
} satisfies StepDeclaration<typeof stepOptions>;
