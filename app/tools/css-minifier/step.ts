// The CSS Minifier's facts, declared once (app/lib/chain/step-declaration.ts): its options as the
// page's option fields name them (css-minify-options.ts, whose defaults they are), and its core on
// one text. The page, its share link and the chain's step read this.
import { type StepDeclaration, switchOption } from "~/lib/chain/step-declaration";
import { DEFAULT_CSS_MINIFY_OPTIONS as defaults, CSS_MINIFIER } from "./css-minify-options";

export const stepOptions = {
  restructure: switchOption("Restructure rules (merge and move)", defaults.restructure),
  keepLicenseComments: switchOption("Keep /*! comments", defaults.keepLicenseComments),
};

// A plain object (no call), so a page that imports only the options leaves `run` and the core out
// of its first-load script.
export const step = {
  options: stepOptions,
  // csso is imported when a step runs, as the page's worker loads it. The step's result is the
  // page's Output, the minified code; the sizes and parser warnings shown under it are not passed on.
  run: async (input, options) => {
    const { minifyCss } = await import("./css-minify");
    return CSS_MINIFIER.outputText(await minifyCss(input, options));
  },
} satisfies StepDeclaration<typeof stepOptions>;
