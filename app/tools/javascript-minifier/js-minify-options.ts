// The JavaScript minifier's options and page settings: light enough for the page, which must not
// load Terser (the worker does).
import type { CodeToolSettings } from "~/lib/code/code-tool";
import { type MinifyResult, minifiedCode } from "~/lib/code/minified-size";

export interface JsMinifyOptions {
  /** Rewrite code to shorter equivalents (dead code, constant folding, joined statements). */
  compress: boolean;
  /** Rename local variables and functions to short names. */
  mangle: boolean;
  /** Keep function and class names, for code that reads fn.name or class names in stack traces. */
  keepNames: boolean;
  /** Parse as an ES module: strict mode, top-level await; top-level names may then be renamed. */
  module: boolean;
}

export const DEFAULT_JS_MINIFY_OPTIONS: JsMinifyOptions = {
  compress: true,
  mangle: true,
  keepNames: false,
  module: false,
};

export const JS_MINIFY_SAMPLE = `/*! Cart helpers v1.2 | MIT */
function createCart(taxRate) {
  const items = [];
  function subtotal() {
    return items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  }
  return {
    add(name, price, quantity = 1) {
      const existing = items.find((item) => item.name === name);
      if (existing) {
        existing.quantity += quantity;
      } else {
        items.push({ name, price, quantity });
      }
      return this;
    },
    get total() {
      const value = subtotal() * (1 + taxRate);
      return Math.round(value * 100) / 100;
    },
  };
}

const cart = createCart(0.2).add("Keyboard", 49).add("Mouse", 25, 2);
console.log(\`Total: \${cart.total}\`);
`;

export const JAVASCRIPT_MINIFIER: CodeToolSettings<JsMinifyOptions, MinifyResult> = {
  defaults: DEFAULT_JS_MINIFY_OPTIONS,
  fields: [
    { kind: "checkbox", key: "compress", label: "Compress" },
    { kind: "checkbox", key: "mangle", label: "Mangle names" },
    { kind: "checkbox", key: "keepNames", label: "Keep function and class names" },
    { kind: "checkbox", key: "module", label: "ES module" },
  ],
  runLabel: "Minify",
  verb: "minify",
  outputFileName: "minified.js",
  mimeType: "text/javascript",
  accept: ".js,.mjs,.cjs,text/javascript",
  sample: JS_MINIFY_SAMPLE,
  outputText: minifiedCode,
};
