// The CSS Minifier's chain step: it runs the page's own minifier with the page's options, and an
// empty input fails with its message (csso reads past anything else, as the page does).
import { defaultOptions } from "~/lib/chain/step-declaration";
import { minifyCss } from "./css-minify";
import { CSS_MINIFIER, CSS_MINIFY_SAMPLE, DEFAULT_CSS_MINIFY_OPTIONS } from "./css-minify-options";
import { asCodeToolFields } from "../../../test-support/code-tool-fields";
import { step } from "./step";

const defaults = defaultOptions(step.options);

describe("the CSS Minifier's step", () => {
  it("has the page's option fields: the same names, labels and defaults, in order", () => {
    expect(asCodeToolFields(step.options)).toEqual(CSS_MINIFIER.fields);
    expect(defaults).toEqual(DEFAULT_CSS_MINIFY_OPTIONS);
  });

  it("minifies with the page's defaults into the page's Output", async () => {
    const output = await step.run(CSS_MINIFY_SAMPLE, defaults);
    expect(output).toBe((await minifyCss(CSS_MINIFY_SAMPLE, DEFAULT_CSS_MINIFY_OPTIONS)).code);
    expect(output).toMatch(/^\/\*! Site styles \| MIT \*\/\n:root\{--brand:#1d4ed8;/);
    expect(output).toContain("body{margin:0;padding:0 0 0 0;");
    expect(output).toContain("color:#000;background-color:#fff}");
  });

  it("restructures and drops licence comments as the page's options do", async () => {
    const rules = "/*! MIT */\n.a { color: red } .b { color: red }";
    expect(await step.run(rules, defaults)).toBe("/*! MIT */\n.a{color:red}.b{color:red}");
    expect(await step.run(rules, { ...defaults, restructure: true })).toBe(
      "/*! MIT */\n.a,.b{color:red}",
    );
    expect(await step.run(rules, { ...defaults, keepLicenseComments: false })).toBe(
      ".a{color:red}.b{color:red}",
    );
  });

  it("fails on an empty input with the minifier's own message", async () => {
    await expect(step.run(" \n\t ", defaults)).rejects.toThrow(
      "The input is empty: paste or type some CSS to minify.",
    );
  });
});
