import fc from "fast-check";
import { rejectedToolError } from "../../../test-support/thrown-tool-error";
import {
  CSS_SAMPLE,
  type CssBeautifyOptions,
  DEFAULT_CSS_BEAUTIFY_OPTIONS,
} from "./css-beautify-options";
import { beautifyCss } from "./css-beautify";

const beautify = (source: string, options: Partial<CssBeautifyOptions> = {}) =>
  beautifyCss(source, { ...DEFAULT_CSS_BEAUTIFY_OPTIONS, ...options });

const beautifyError = (source: string, options: Partial<CssBeautifyOptions> = {}) =>
  rejectedToolError(() => beautify(source, options));

describe("beautifying CSS", () => {
  it("puts each declaration on its own line, indented by 2 spaces", async () => {
    expect(await beautify("a{color:red;margin:0 auto}")).toBe(
      "a {\n  color: red;\n  margin: 0 auto;\n}\n",
    );
  });

  it("indents by 4 spaces or a tab when asked", async () => {
    expect(await beautify("a{color:red}", { indent: "4" })).toBe("a {\n    color: red;\n}\n");
    expect(await beautify("a{color:red}", { indent: "tab" })).toBe("a {\n\tcolor: red;\n}\n");
  });

  it("puts each selector of a list on its own line and nests @media blocks", async () => {
    expect(await beautify("@media (max-width:600px){h1,h2>a{display:none}}")).toBe(
      "@media (max-width: 600px) {\n  h1,\n  h2 > a {\n    display: none;\n  }\n}\n",
    );
  });

  it("keeps comments and !important", async () => {
    expect(await beautify("/* note */a{color:red!important}")).toBe(
      "/* note */\na {\n  color: red !important;\n}\n",
    );
  });

  it("wraps a long value at the print width", async () => {
    const source =
      "a{grid-template-columns:[full-start] minmax(1rem,1fr) [content-start] minmax(0,60rem) [content-end] minmax(1rem,1fr) [full-end]}";
    const narrow = await beautify(source, { printWidth: "40" });
    const wide = await beautify(source, { printWidth: "160" });
    expect(wide.split("\n")).toHaveLength(4);
    expect(narrow.split("\n").length).toBeGreaterThan(4);
  });

  it("formats SCSS nesting and variables with the SCSS syntax", async () => {
    expect(await beautify("$gap:4px;.a{.b{margin:$gap}}", { syntax: "scss" })).toBe(
      "$gap: 4px;\n.a {\n  .b {\n    margin: $gap;\n  }\n}\n",
    );
  });

  it("formats Less variables with the Less syntax", async () => {
    expect(await beautify("@gap:4px;.a{margin:@gap}", { syntax: "less" })).toBe(
      "@gap: 4px;\n.a {\n  margin: @gap;\n}\n",
    );
  });
});

describe("errors", () => {
  it("reports an unclosed block where it opens", async () => {
    const error = await beautifyError("a { color: red; }\nb { color: blue;");
    expect(error.message).toBe("Unclosed block at line 2, column 1");
    expect([error.line, error.column]).toEqual([2, 1]);
  });

  it("reports a stray closing brace", async () => {
    expect((await beautifyError("a { color: red; }}")).message).toBe(
      "Unexpected } at line 1, column 18",
    );
  });

  it("reports an unclosed string", async () => {
    expect((await beautifyError('a { content: "open }')).message).toBe(
      "Unclosed string at line 1, column 14",
    );
  });
});

// Stylesheets from a grammar of selectors, declarations and @media blocks.
const selector = fc
  .array(
    fc.constantFrom("a", ".card", "#main", "ul > li", "a:hover", "p::first-line", "[data-x]"),
    {
      minLength: 1,
      maxLength: 3,
    },
  )
  .map((parts) => parts.join(", "));
const declaration = fc.constantFrom(
  "color: red",
  "margin: 0 auto",
  "padding: 1px 2px 3px 4px",
  "font: 16px/1.5 system-ui, sans-serif",
  "background: url(x.png) no-repeat",
  "width: calc(100% - 2rem)",
  "color: #fff !important",
  "--gap: 1rem",
  "transition: opacity 0.2s ease-in-out, transform 0.3s",
);
const rule = fc
  .tuple(selector, fc.array(declaration, { maxLength: 5 }))
  .map(([s, ds]) => `${s}{${ds.join(";")}}`);
const block = fc.oneof(
  rule,
  fc
    .array(rule, { minLength: 1, maxLength: 3 })
    .map((rs) => `@media (max-width:600px){${rs.join("")}}`),
  fc.constant("/* a comment */"),
);

describe("properties", () => {
  it("beautifying beautified CSS changes nothing", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(block, { minLength: 1, maxLength: 6 }),
        fc.constantFrom<CssBeautifyOptions["indent"]>("2", "4", "tab"),
        fc.constantFrom<CssBeautifyOptions["printWidth"]>("40", "80", "120"),
        async (blocks, indent, printWidth) => {
          const once = await beautify(blocks.join("\n"), { indent, printWidth });
          expect(await beautify(once, { indent, printWidth })).toBe(once);
        },
      ),
      { numRuns: Number(process.env.FC_RUNS ?? 60) },
    );
  }, 60_000);

  it("beautifying the sample twice changes nothing", async () => {
    const once = await beautify(CSS_SAMPLE);
    expect(await beautify(once)).toBe(once);
  });
});
