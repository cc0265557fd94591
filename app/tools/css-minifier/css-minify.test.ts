import { ToolError } from "~/lib/tool-error";
import { CASCADE_STYLESHEETS } from "../../../test-support/css-minifier/cascade-fixtures";
import {
  CSS_MINIFY_SAMPLE,
  type CssMinifyOptions,
  DEFAULT_CSS_MINIFY_OPTIONS,
} from "./css-minify-options";
import { MAX_WARNINGS, minifyCss } from "./css-minify";

const minify = (source: string, options: Partial<CssMinifyOptions> = {}) =>
  minifyCss(source, { ...DEFAULT_CSS_MINIFY_OPTIONS, ...options });
const minified = async (source: string, options: Partial<CssMinifyOptions> = {}) =>
  (await minify(source, options)).code;

describe("minifying CSS", () => {
  it("removes whitespace and comments and shortens values", async () => {
    expect(await minified("/* note */\nbody {\n  margin: 0px;\n  color: #ff0000;\n}\n")).toBe(
      "body{margin:0;color:red}",
    );
  });

  it("keeps the rules in their order, even when a later one repeats an earlier selector", async () => {
    expect(await minified(".a { color: red }\n.b { color: blue }\n.a { color: green }")).toBe(
      ".a{color:red}.b{color:#00f}.a{color:green}",
    );
  });

  it("keeps !important", async () => {
    expect(await minified("p { color: red !important; margin: 0 ! important }")).toBe(
      "p{color:red!important;margin:0!important}",
    );
  });

  it("keeps @media, @supports and @layer blocks where they are", async () => {
    expect(
      await minified(
        "p{color:red} @media (min-width: 600px) { p { color: blue } } @layer base { p { color: green } }",
      ),
    ).toBe("p{color:red}@media (min-width:600px){p{color:#00f}}@layer base{p{color:green}}");
  });

  it("keeps /*! licence comments unless asked not to", async () => {
    const source = "/*! MIT */\n/* plain */\na { color: red }";
    expect(await minified(source)).toBe("/*! MIT */\na{color:red}");
    expect(await minified(source, { keepLicenseComments: false })).toBe("a{color:red}");
  });

  it("keeps values whose computed form csso would change: background: none and 0%", async () => {
    expect(await minified("a { background: none; background-position: 0% 0%; }")).toBe(
      "a{background:none;background-position:0% 0%}",
    );
    expect(await minified("a { background: transparent none repeat scroll; }")).toBe(
      "a{background:none}",
    );
  });

  it("still shortens other backgrounds and non-zero percentages", async () => {
    expect(await minified("a { background: #ffffff url(x.png) no-repeat; width: 50.0% }")).toBe(
      "a{background:#fff url(x.png)no-repeat;width:50%}",
    );
  });

  it("merges rules only when restructuring is on", async () => {
    const source = ".a { color: red } .b { color: red }";
    expect(await minified(source)).toBe(".a{color:red}.b{color:red}");
    expect(await minified(source, { restructure: true })).toBe(".a,.b{color:red}");
  });

  it("measures the sizes before, after and gzipped", async () => {
    const { code, sizes } = await minify(CSS_MINIFY_SAMPLE);
    expect(sizes.original).toBe(new TextEncoder().encode(CSS_MINIFY_SAMPLE).length);
    expect(sizes.minified).toBe(code.length);
    expect(sizes.minified).toBeLessThan(sizes.original);
    expect(sizes.gzipped).toBeGreaterThan(0);
  });

  it("minifies every cascade sample to something smaller", async () => {
    for (const css of Object.values(CASCADE_STYLESHEETS)) {
      expect((await minified(css)).length).toBeLessThan(css.length);
    }
  });
});

describe("warnings", () => {
  it("lists what the parser skipped, with line and column, and minifies the rest", async () => {
    const result = await minify("a { color: red }\nb { color }\nc { color: blue }");
    expect(result.warnings).toEqual(["Colon is expected at line 2, column 11"]);
    expect(result.code).toBe("a{color:red}c{color:#00f}");
  });

  it("reports a block that is never closed where it opens", async () => {
    const result = await minify("@media print {\n  a { color: red }\n");
    expect(result.warnings).toEqual(["Unclosed block at line 1, column 14"]);
    expect(result.code).toBe("@media print{a{color:red}}");
  });

  it("reports a stray closing brace", async () => {
    expect((await minify("a { color: red; }}")).warnings).toEqual([
      "Selector is expected at line 1, column 18",
      '"{" is expected at line 1, column 19',
    ]);
  });

  it("places 100,000 unclosed blocks quickly (counted one by one from the start, they took 30 s)", async () => {
    const started = performance.now();
    const { warnings } = await minify("{".repeat(100_000));
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(warnings).toContain("Unclosed block at line 1, column 1");
    expect(warnings.at(-1)).toMatch(/^… and \d+ more$/);
  });

  it("gives no warnings for valid CSS", async () => {
    expect((await minify(CSS_MINIFY_SAMPLE)).warnings).toEqual([]);
  });

  it(`lists at most ${MAX_WARNINGS} warnings and counts the rest`, async () => {
    const broken = Array.from({ length: MAX_WARNINGS + 10 }, (_, i) => `a${i} { color }`).join(
      "\n",
    );
    const { warnings } = await minify(broken);
    expect(warnings).toHaveLength(MAX_WARNINGS + 1);
    expect(warnings[MAX_WARNINGS]).toBe("… and 10 more");
  });
});

describe("errors", () => {
  it("rejects blank input with a clear message", async () => {
    await expect(minify(" \n\t ")).rejects.toThrow(
      new ToolError("The input is empty: paste or type some CSS to minify."),
    );
  });
});
