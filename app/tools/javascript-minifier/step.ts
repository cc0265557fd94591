// The JavaScript Minifier's facts, declared once (app/lib/chain/step-declaration.ts): its options as
// the page's option fields name them (js-minify-options.ts, whose defaults they are), and its core
// on one text. The page, its share link and the chain's step read this.
import { type StepDeclaration, switchOption } from "~/lib/chain/step-declaration";
import { DEFAULT_JS_MINIFY_OPTIONS as defaults, JAVASCRIPT_MINIFIER } from "./js-minify-options";

export const stepOptions = {
  compress: switchOption("Compress", defaults.compress),
  mangle: switchOption("Mangle names", defaults.mangle),
  keepNames: switchOption("Keep function and class names", defaults.keepNames),
  module: switchOption("ES module", defaults.module),
};

// A plain object (no call), so a page that imports only the options leaves `run` and the core out
// of its first-load script.
export const step = {
  options: stepOptions,
  // Terser is imported when a step runs, as the page's worker loads it. The step's result is the
  // page's Output, the minified code; the sizes shown under it are not passed on.
  run: async (input, options) => {
    const { minifyJavaScript } = await import("./js-minify");
    return JAVASCRIPT_MINIFIER.outputText(await minifyJavaScript(input, options));
  },
} satisfies StepDeclaration<typeof stepOptions>;
