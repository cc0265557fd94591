import fc from "fast-check";
import { rejectedToolError } from "../../../test-support/thrown-tool-error";
import {
  DEFAULT_JS_BEAUTIFY_OPTIONS,
  type JsBeautifyOptions,
  JS_SAMPLE,
} from "./js-beautify-options";
import { beautifyJavaScript } from "./js-beautify";

const beautify = (source: string, options: Partial<JsBeautifyOptions> = {}) =>
  beautifyJavaScript(source, { ...DEFAULT_JS_BEAUTIFY_OPTIONS, ...options });

const beautifyError = (source: string) => rejectedToolError(() => beautify(source));

describe("beautifying JavaScript", () => {
  it("lays out statements and blocks with 2-space indentation", async () => {
    expect(await beautify("function f(a,b){if(a>b){return a}return b}")).toBe(
      "function f(a, b) {\n  if (a > b) {\n    return a;\n  }\n  return b;\n}\n",
    );
  });

  it("indents by 4 spaces or a tab when asked", async () => {
    expect(await beautify("if(a){b()}", { indent: "4" })).toBe("if (a) {\n    b();\n}\n");
    expect(await beautify("if(a){b()}", { indent: "tab" })).toBe("if (a) {\n\tb();\n}\n");
  });

  it("uses double quotes by default and single quotes when asked", async () => {
    expect(await beautify("const s = 'text'")).toBe('const s = "text";\n');
    expect(await beautify('const s = "text"', { quotes: "single" })).toBe("const s = 'text';\n");
  });

  it("leaves out semicolons when asked, keeping the ones that protect a line", async () => {
    expect(await beautify("a();\n[1, 2].forEach(f)", { semicolons: false })).toBe(
      "a()\n;[1, 2].forEach(f)\n",
    );
  });

  it("adds trailing commas wherever valid, only in ES5 places, or nowhere", async () => {
    const source =
      "configure([firstValueInTheList, secondValueInTheList], firstArgument, secondArgument);";
    const lines = (text: string) => text.split("\n").map((line) => line.trim());
    expect(lines(await beautify(source, { printWidth: "60", trailingCommas: "all" }))).toEqual([
      "configure(",
      "[firstValueInTheList, secondValueInTheList],",
      "firstArgument,",
      "secondArgument,",
      ");",
      "",
    ]);
    expect(await beautify(source, { printWidth: "60", trailingCommas: "es5" })).toContain(
      "  secondArgument\n);",
    );
    expect(await beautify(source, { printWidth: "40", trailingCommas: "none" })).not.toMatch(
      /,\n\s*[)\]]/,
    );
  });

  it("breaks a call that does not fit in the print width", async () => {
    const source = "doSomething(alphaValue, betaValue, gammaValue);";
    expect(await beautify(source, { printWidth: "40" })).toBe(
      "doSomething(\n  alphaValue,\n  betaValue,\n  gammaValue,\n);\n",
    );
    expect(await beautify(source, { printWidth: "80" })).toBe(`${source}\n`);
  });

  it("formats modern syntax and JSX", async () => {
    expect(
      await beautify("const C=()=><div className='x'>{items?.map(i=><b key={i}>{i}</b>)}</div>"),
    ).toBe(
      'const C = () => (\n  <div className="x">\n    {items?.map((i) => (\n      <b key={i}>{i}</b>\n    ))}\n  </div>\n);\n',
    );
  });
});

describe("errors", () => {
  it("reports an unexpected token with its line and column", async () => {
    const error = await beautifyError("function f() {\n  return 1 +;\n}");
    expect(error.message).toBe("Unexpected token at line 2, column 13");
    expect([error.line, error.column]).toEqual([2, 13]);
  });

  it("reports an unterminated string", async () => {
    expect((await beautifyError("const s = 'open;")).message).toBe(
      "Unterminated string constant at line 1, column 11",
    );
  });

  it("reports a missing closing brace at the end", async () => {
    expect((await beautifyError("if (a) {\n  b();\n")).message).toBe(
      "Unexpected token at line 3, column 1",
    );
  });
});

// Programs from a small grammar of expressions and statements.
const name = fc.constantFrom("a", "b", "count", "items", "user", "total");
const literal = fc.constantFrom(
  "0",
  "42",
  "3.5",
  "'text'",
  '"quoted"',
  "`tpl ${a}`",
  "null",
  "true",
  "/ab+c/g",
);
const { expression } = fc.letrec<{ expression: string }>((tie) => ({
  expression: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    name,
    literal,
    fc
      .tuple(
        tie("expression"),
        fc.constantFrom("+", "*", "&&", "??", "===", "<"),
        tie("expression"),
      )
      .map(([l, op, r]) => `(${l} ${op} ${r})`),
    fc
      .tuple(name, fc.array(tie("expression"), { maxLength: 3 }))
      .map(([f, args]) => `${f}(${args.join(",")})`),
    fc.tuple(tie("expression"), name).map(([o, p]) => `(${o}).${p}`),
    fc.array(tie("expression"), { maxLength: 4 }).map((xs) => `[${xs.join(",")}]`),
    fc
      .array(fc.tuple(name, tie("expression")), { maxLength: 3 })
      .map((entries) => `({${entries.map(([k, v]) => `${k}:${v}`).join(",")}})`),
    fc.tuple(name, tie("expression")).map(([p, body]) => `((${p}) => (${body}))`),
    fc
      .tuple(tie("expression"), tie("expression"), tie("expression"))
      .map(([c, t, e]) => `(${c} ? ${t} : ${e})`),
  ),
}));
const { statement } = fc.letrec<{ statement: string }>((tie) => ({
  statement: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.tuple(name, expression).map(([n, e]) => `${n} = ${e};`),
    fc.tuple(name, expression).map(([n, e]) => `${n}(${e});`),
    fc
      .tuple(
        expression,
        fc.array(tie("statement"), { maxLength: 3 }),
        fc.array(tie("statement"), { maxLength: 2 }),
      )
      .map(([c, t, e]) => `if (${c}) {${t.join("")}} else {${e.join("")}}`),
    fc
      .tuple(name, expression, fc.array(tie("statement"), { maxLength: 3 }))
      .map(([n, e, body]) => `for (const ${n} of ${e}) {${body.join("")}}`),
    fc
      .tuple(name, fc.array(tie("statement"), { maxLength: 3 }), expression)
      .map(([n, body, r]) => `function ${n}_fn(x, y = 1, ...rest) {${body.join("")} return ${r};}`),
  ),
}));

describe("properties", () => {
  it("beautifying beautified JavaScript changes nothing, whatever the options", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(statement, { minLength: 1, maxLength: 5 }),
        fc.record<JsBeautifyOptions>({
          indent: fc.constantFrom("2", "4", "tab"),
          printWidth: fc.constantFrom("40", "80", "120"),
          quotes: fc.constantFrom("double", "single"),
          semicolons: fc.boolean(),
          trailingCommas: fc.constantFrom("all", "es5", "none"),
        }),
        async (statements, options) => {
          const once = await beautify(statements.join("\n"), options);
          expect(await beautify(once, options)).toBe(once);
        },
      ),
      { numRuns: Number(process.env.FC_RUNS ?? 60) },
    );
  }, 60_000);

  it("beautifying the sample twice changes nothing", async () => {
    const once = await beautify(JS_SAMPLE);
    expect(await beautify(once)).toBe(once);
  });
});
