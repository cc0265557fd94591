// The JavaScript Beautifier's facts, declared once (app/lib/chain/step-declaration.ts): its options
// as the page's option fields name them (js-beautify-options.ts, whose choices and defaults they
// are), and its core on one text. The page, its share link and the chain's step read this.
import { INDENT_CHOICES, PRINT_WIDTH_CHOICES } from "~/lib/code/code-format-options";
import { type StepDeclaration, choiceOption, switchOption } from "~/lib/chain/step-declaration";
import {
  DEFAULT_JS_BEAUTIFY_OPTIONS as defaults,
  JS_QUOTE_CHOICES,
  JS_TRAILING_COMMA_CHOICES,
} from "./js-beautify-options";

export const stepOptions = {
  indent: choiceOption("Indent", INDENT_CHOICES, defaults.indent),
  printWidth: choiceOption("Print width", PRINT_WIDTH_CHOICES, defaults.printWidth),
  quotes: choiceOption("Quotes", JS_QUOTE_CHOICES, defaults.quotes),
  trailingCommas: choiceOption(
    "Trailing commas",
    JS_TRAILING_COMMA_CHOICES,
    defaults.trailingCommas,
  ),
  semicolons: switchOption("Semicolons", defaults.semicolons),
};

// A plain object (no call), so a page that imports only the options leaves `run` and the core out
// of its first-load script.
export const step = {
  options: stepOptions,
  // Prettier, Babel and estree are imported when a step runs, as the page's worker loads them.
  run: async (input, options) => {
    const { beautifyJavaScript } = await import("./js-beautify");
    return beautifyJavaScript(input, options);
  },
} satisfies StepDeclaration<typeof stepOptions>;
