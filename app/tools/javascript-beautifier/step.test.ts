// The JavaScript Beautifier's chain step: it runs the page's own beautifier with the page's options
// (node's own engine computes the same value from its result), and a syntax error fails with its
// message.
import { runInNewContext } from "node:vm";
import { defaultOptions } from "~/lib/chain/step-declaration";
import { beautifyJavaScript } from "./js-beautify";
import {
  DEFAULT_JS_BEAUTIFY_OPTIONS,
  JAVASCRIPT_BEAUTIFIER,
  JS_SAMPLE,
} from "./js-beautify-options";
import { asCodeToolFields } from "../../../test-support/code-tool-fields";
import { step } from "./step";

const defaults = defaultOptions(step.options);

const PROGRAM = `const total=items=>items.filter(item=>item.price>0&&!item.removed).reduce((sum,{price,quantity=1})=>sum+price*quantity,0)
const label=(n)=>n>100?'large order: '+n:\`order of \${n}\`;label(total([{price:40,quantity:2},{price:25},{price:9,removed:true},{price:0}]))`;

describe("the JavaScript Beautifier's step", () => {
  it("has the page's option fields: the same names, labels, choices and defaults, in order", () => {
    expect(asCodeToolFields(step.options)).toEqual(JAVASCRIPT_BEAUTIFIER.fields);
    expect(defaults).toEqual(DEFAULT_JS_BEAUTIFY_OPTIONS);
  });

  it("beautifies with the page's defaults into what the page shows, a program node runs alike", async () => {
    expect(await step.run(JS_SAMPLE, defaults)).toBe(
      await beautifyJavaScript(JS_SAMPLE, DEFAULT_JS_BEAUTIFY_OPTIONS),
    );
    const output = await step.run(PROGRAM, defaults);
    expect(output).toContain("const total = (items) =>\n  items\n");
    expect(runInNewContext(output)).toBe("large order: 105");
    expect(runInNewContext(output)).toBe(runInNewContext(PROGRAM));
  });

  it("changes indentation, quotes, semicolons, trailing commas and print width as the page's options do", async () => {
    expect(await step.run("if(a){b('x')}", defaults)).toBe('if (a) {\n  b("x");\n}\n');
    expect(await step.run("if(a){b('x')}", { ...defaults, indent: "tab" })).toBe(
      'if (a) {\n\tb("x");\n}\n',
    );
    expect(await step.run("if(a){b('x')}", { ...defaults, indent: "4", quotes: "single" })).toBe(
      "if (a) {\n    b('x');\n}\n",
    );
    expect(await step.run("a();\n[1, 2].forEach(f)", { ...defaults, semicolons: false })).toBe(
      "a()\n;[1, 2].forEach(f)\n",
    );
    const call = "doSomething(alphaValue, betaValue, gammaValue);";
    expect(await step.run(call, defaults)).toBe(`${call}\n`);
    expect(await step.run(call, { ...defaults, printWidth: "40" })).toBe(
      "doSomething(\n  alphaValue,\n  betaValue,\n  gammaValue,\n);\n",
    );
    expect(await step.run(call, { ...defaults, printWidth: "40", trailingCommas: "es5" })).toBe(
      "doSomething(\n  alphaValue,\n  betaValue,\n  gammaValue\n);\n",
    );
  });

  it("fails on a syntax error with the beautifier's own message", async () => {
    await expect(step.run("function f() {\n  return 1 +;\n}", defaults)).rejects.toThrow(
      "Unexpected token at line 2, column 13",
    );
  });
});
