// The String Utilities' chain step: it runs the page's own conversions with the page's operation,
// checked against Python's str methods where Python has the same operation.
import { execFileSync } from "node:child_process";
import { defaultOptions } from "~/lib/chain/step-declaration";
import { STRING_OPERATIONS } from "./string-operations";
import { transformText } from "./string-utilities";
import { step } from "./step";

const defaults = defaultOptions(step.options);
const TEXT = "Straße café: the QUICK brown fox\nsecond line, don't stop\nthirdLine HTTPServer";

/** What Python makes of `text` with the expression `expression` (the text is `s`). */
function python(expression: string, text: string): string {
  return execFileSync(
    "python3",
    ["-c", `import sys; s = sys.stdin.buffer.read().decode(); sys.stdout.write(${expression})`],
    { input: Buffer.from(text, "utf8") },
  ).toString("utf8");
}

// Each check starts a Python process: a second or more on a loaded machine.
describe("the String Utilities' step", { timeout: 30_000 }, () => {
  it("converts to UPPER CASE by default, as the page starts, and as Python's str.upper does", async () => {
    const output = await step.run(TEXT, defaults);
    expect(defaults).toEqual({ operation: "upper" });
    expect(output).toBe(transformText(TEXT, "upper"));
    expect(output).toBe(python("s.upper()", TEXT));
    expect(output).toContain("STRASSE CAFÉ");
  });

  it("lower-cases and reverses the lines as Python's str.lower and line reversal do", async () => {
    expect(await step.run(TEXT, { operation: "lower" })).toBe(python("s.lower()", TEXT));
    expect(await step.run(TEXT, { operation: "reverse-lines" })).toBe(
      python("'\\n'.join(reversed(s.split('\\n')))", TEXT),
    );
  });

  it("runs each of the page's operations as the page does, each giving another text", async () => {
    const outputs = new Set<string>();
    for (const { value } of STRING_OPERATIONS) {
      const output = await step.run(TEXT, { operation: value });
      expect(output, value).toBe(transformText(TEXT, value));
      outputs.add(output);
    }
    expect(outputs.size).toBe(STRING_OPERATIONS.length);
    expect(await step.run("hello world-wide web", { operation: "snake" })).toBe(
      "hello_world_wide_web",
    );
    expect(await step.run("hello world-wide web", { operation: "camel" })).toBe(
      "helloWorldWideWeb",
    );
  });

  it("gives every text a result, so a chain never stops here (the page shows no error either)", async () => {
    // A lone surrogate, control characters and an empty line: the conversions take any string.
    const odd = "\ud800 \u0000\n\nx";
    await expect(step.run(odd, { operation: "reverse-characters" })).resolves.toBe(
      transformText(odd, "reverse-characters"),
    );
  });
});
