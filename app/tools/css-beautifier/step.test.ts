// The CSS Beautifier's chain step: it runs the page's own beautifier with the page's options, and
// CSS it cannot read fails with its message.
import { defaultOptions } from "~/lib/chain/step-declaration";
import { beautifyCss } from "./css-beautify";
import { CSS_BEAUTIFIER, CSS_SAMPLE, DEFAULT_CSS_BEAUTIFY_OPTIONS } from "./css-beautify-options";
import { asCodeToolFields } from "../../../test-support/code-tool-fields";
import { step } from "./step";

const defaults = defaultOptions(step.options);

describe("the CSS Beautifier's step", () => {
  it("has the page's option fields: the same names, labels, choices and defaults, in order", () => {
    expect(asCodeToolFields(step.options)).toEqual(CSS_BEAUTIFIER.fields);
    expect(defaults).toEqual(DEFAULT_CSS_BEAUTIFY_OPTIONS);
  });

  it("beautifies with the page's defaults into what the page shows", async () => {
    const output = await step.run(CSS_SAMPLE, defaults);
    expect(output).toBe(await beautifyCss(CSS_SAMPLE, DEFAULT_CSS_BEAUTIFY_OPTIONS));
    expect(output).toContain(":root {\n  --brand: #1d4ed8;\n  --gap: 1rem;\n}\n");
  });

  it("changes syntax, indentation and print width as the page's options do", async () => {
    const rule = "a{color:red;margin:0 auto}";
    expect(await step.run(rule, { ...defaults, indent: "4" })).toBe(
      "a {\n    color: red;\n    margin: 0 auto;\n}\n",
    );
    expect(await step.run(rule, { ...defaults, indent: "tab" })).toBe(
      "a {\n\tcolor: red;\n\tmargin: 0 auto;\n}\n",
    );
    // Only Less reads a variable's ":" before a value; only SCSS lays out a map's pairs.
    const lessVariable = "@gap:4px;.a{margin:@gap}";
    expect(await step.run(lessVariable, defaults)).toBe("@gap:4px;\n.a {\n  margin: @gap;\n}\n");
    expect(await step.run(lessVariable, { ...defaults, syntax: "less" })).toBe(
      "@gap: 4px;\n.a {\n  margin: @gap;\n}\n",
    );
    expect(await step.run("$map:(a:1,b:2);", { ...defaults, syntax: "scss" })).toBe(
      "$map: (\n  a: 1,\n  b: 2\n);\n",
    );
    const grid =
      "a{grid-template-columns:[full-start] minmax(1rem,1fr) [content-start] minmax(0,60rem) [content-end] minmax(1rem,1fr) [full-end]}";
    expect((await step.run(grid, { ...defaults, printWidth: "160" })).split("\n")).toHaveLength(4);
    expect(
      (await step.run(grid, { ...defaults, printWidth: "40" })).split("\n").length,
    ).toBeGreaterThan(4);
  });

  it("fails on CSS it cannot read with the beautifier's own message", async () => {
    await expect(step.run("a { color: red; }\nb { color: blue;", defaults)).rejects.toThrow(
      "Unclosed block at line 2, column 1",
    );
  });
});
