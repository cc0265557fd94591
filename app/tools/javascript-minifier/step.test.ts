// The JavaScript Minifier's chain step: it runs the page's own minifier with the page's options
// (node's own engine computes the same value from its result), and a syntax error fails with its
// message.
import { runInNewContext } from "node:vm";
import { defaultOptions } from "~/lib/chain/step-declaration";
import { minifyJavaScript } from "./js-minify";
import {
  DEFAULT_JS_MINIFY_OPTIONS,
  JAVASCRIPT_MINIFIER,
  JS_MINIFY_SAMPLE,
} from "./js-minify-options";
import { asCodeToolFields } from "../../../test-support/code-tool-fields";
import { step } from "./step";

const defaults = defaultOptions(step.options);

const PROGRAM = `// Totals of a cart, with a discount above a threshold.
function cartTotal(items, threshold) {
  const subtotal = items.reduce((sum, item) => sum + item.price * item.quantity, 0);
  const discount = subtotal > threshold ? subtotal * 0.1 : 0;
  return Math.round((subtotal - discount) * 100) / 100;
}
[cartTotal([{ price: 49, quantity: 1 }, { price: 25, quantity: 2 }], 90), cartTotal([], 0)].join(" ");
`;

describe("the JavaScript Minifier's step", () => {
  it("has the page's option fields: the same names, labels and defaults, in order", () => {
    expect(asCodeToolFields(step.options)).toEqual(JAVASCRIPT_MINIFIER.fields);
    expect(defaults).toEqual(DEFAULT_JS_MINIFY_OPTIONS);
  });

  it("minifies with the page's defaults into the page's Output, a program node runs alike", async () => {
    expect(await step.run(JS_MINIFY_SAMPLE, defaults)).toBe(
      (await minifyJavaScript(JS_MINIFY_SAMPLE, DEFAULT_JS_MINIFY_OPTIONS)).code,
    );
    const output = await step.run(PROGRAM, defaults);
    expect(output.length).toBeLessThan(PROGRAM.length * 0.6);
    expect(output).not.toContain("Totals");
    expect(runInNewContext(output)).toBe("89.1 0");
    expect(runInNewContext(output)).toBe(runInNewContext(PROGRAM));
  });

  it("compresses, mangles, keeps names and reads a module as the page's options do", async () => {
    const deadCode = "function f(first) { if (false) { g(); } return first * 2 * 3; }";
    expect(await step.run(deadCode, defaults)).toBe("function f(n){return 2*n*3}");
    expect(await step.run(deadCode, { ...defaults, compress: false })).toBe(
      "function f(f){if(false){g()}return f*2*3}",
    );
    expect(await step.run(deadCode, { ...defaults, mangle: false })).toBe(
      "function f(first){return 2*first*3}",
    );
    const named = "function outer() { function helper() {} return helper.name; } outer();";
    expect(runInNewContext(await step.run(named, defaults))).not.toBe("helper");
    expect(runInNewContext(await step.run(named, { ...defaults, keepNames: true }))).toBe("helper");
    const topLevel = "const helperValue = 40; export const answer = helperValue + 2;";
    expect(await step.run(topLevel, { ...defaults, module: true })).toBe("export const answer=42;");
    expect(await step.run(topLevel, defaults)).toContain("helperValue");
  });

  it("fails on a syntax error with the minifier's own message", async () => {
    await expect(step.run("var total = 1;\nvar x = ;", defaults)).rejects.toThrow(
      "Unexpected token ; at line 2, column 9",
    );
  });
});
