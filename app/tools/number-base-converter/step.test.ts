// The Number Base Converter's chain step: the page's own converter with the page's options, its
// numbers checked against Debian's python (int(text, 0), format, bytes.hex), and input that is no
// number fails with the converter's own message.
import { execFileSync } from "node:child_process";
import { defaultOptions } from "~/lib/chain/step-declaration";
import { numberBaseConverter } from "./number-base-converter";
import { step } from "./step";

const defaults = defaultOptions(step.options);
const NUMBERS = "255\n0x1F4\n0b101101\n0o777\n123456789012345678901234567890";

/** What Debian's python prints for `expression`, with the numbers' lines as `lines`. */
function python(expression: string, text: string): string {
  return execFileSync(
    "/usr/bin/python3",
    ["-c", `import sys\nlines = sys.stdin.read().split('\\n')\nsys.stdout.write(${expression})`],
    { input: text },
  ).toString();
}

// Python starts in a second or more on a loaded machine.
describe("the Number Base Converter's step", { timeout: 30_000 }, () => {
  it("writes a number's report by default, as the page shows 0xFF, with python's digits", async () => {
    const output = await step.run("0xFF", defaults);
    expect(defaults).toEqual({ kind: "number", fromBase: "auto", toBase: "36", grouped: false });
    expect(output).toBe(
      numberBaseConverter({
        text: "0xFF",
        kind: "number",
        fromBase: "auto",
        toBase: "36",
        grouped: false,
      }),
    );
    const [decimal, hex, octal, binary] = python(
      "' '.join([str(int(lines[0], 0)), format(int(lines[0], 0), 'X'), format(int(lines[0], 0), 'o'), format(int(lines[0], 0), 'b')])",
      "0xFF",
    ).split(" ");
    expect(output).toContain(
      `Decimal:   ${decimal}\nHex:       ${hex}\nOctal:     ${octal}\nBinary:    ${binary}\n→ Base 36: 73\n`,
    );
  });

  it("writes each of several numbers in the chosen base, as python's format does", async () => {
    expect(await step.run(NUMBERS, { ...defaults, toBase: "16" })).toBe(
      python("'\\n'.join(format(int(line, 0), 'X') for line in lines)", NUMBERS),
    );
    expect(await step.run(NUMBERS, { ...defaults, toBase: "2" })).toBe(
      python("'\\n'.join(format(int(line, 0), 'b') for line in lines)", NUMBERS),
    );
  });

  it("reads numbers in the chosen base and groups digits when asked", async () => {
    expect(await step.run("777\n10", { ...defaults, fromBase: "8", toBase: "10" })).toBe("511\n8");
    expect(await step.run("1234567\n10", { ...defaults, toBase: "10", grouped: true })).toBe(
      "1,234,567\n10",
    );
  });

  it("writes text's UTF-8 bytes, and reads bytes back to text, as the kind of input says", async () => {
    const text = await step.run("héllo", { ...defaults, kind: "text" });
    expect(text).toContain(
      `Hex:           ${python("bytes.hex(lines[0].encode(), ' ').upper()", "héllo")}\n`,
    );
    const bytes = await step.run("68 C3 A9", { ...defaults, kind: "bytes", fromBase: "16" });
    expect(bytes).toContain("Text (UTF-8):  hé\n");
  });

  it("fails on input that is no number with the converter's own message", async () => {
    await expect(step.run("12\n0xZZ", defaults)).rejects.toThrow(
      'Line 2, column 3: "Z" is not a digit in base 16 (0-9, A-F)',
    );
    await expect(
      step.run("68 1FF", { ...defaults, kind: "bytes", fromBase: "16" }),
    ).rejects.toThrow('"1FF": 3 hex digits do not make whole bytes (2 a byte)');
  });
});
