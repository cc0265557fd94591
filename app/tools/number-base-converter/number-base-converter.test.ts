// The Number Base Converter against Debian's python on 1,000 random numbers (int(text, base),
// format, Fraction for fractions, int.to_bytes for two's complement, struct for IEEE 754), and the
// page's own reports, text and bytes, and messages.
import {
  askPython,
  pythonFloatsOfBits,
} from "../../../test-support/number-base-converter/python-numbers";
import { seededRandom } from "../../../test-support/random";
import { thrownToolError } from "../../../test-support/thrown-tool-error";
import {
  DIGITS,
  MAX_DIGITS,
  bytesOf,
  fixedWidth,
  floatBits,
  floatOfBits,
  formatNumber,
  parseNumber,
  signedOf,
  signedValue,
  toDouble,
} from "./number-base";
import {
  type NumberBaseJob,
  SAMPLE_INPUT,
  WIDTHS,
  doubleText,
  numberBaseConverter,
} from "./number-base-converter";

const random = seededRandom(48_4);
const pick = (below: number) => Math.floor(random() * below);
const run = (text: string, more: Partial<NumberBaseJob> = {}) =>
  numberBaseConverter({
    text,
    kind: "number",
    fromBase: "auto",
    toBase: "36",
    grouped: false,
    ...more,
  });

describe("numbers against python", () => {
  it("reads and writes 1,000 random numbers of every base as python does", () => {
    const questions = Array.from({ length: 1000 }, (_, i) => {
      const base = 2 + pick(35);
      const length = 1 + pick(i % 10 === 0 ? 60 : 12);
      let text = "";
      for (let k = 0; k < length; k++) {
        const digit = DIGITS[pick(base)];
        text += random() < 0.5 ? digit.toLowerCase() : digit;
      }
      if (random() < 0.25)
        text += `.${Array.from({ length: 1 + pick(8) }, () => DIGITS[pick(base)]).join("")}`;
      if (random() < 0.3) text = `-${text}`;
      return [text, base, 2 + pick(35)] as [string, number, number];
    });
    // A few exact edges of each width.
    for (const width of WIDTHS) {
      for (const value of [
        -(2n ** BigInt(width - 1)),
        2n ** BigInt(width) - 1n,
        2n ** BigInt(width - 1) - 1n,
      ]) {
        questions.push([value.toString(16), 16, 10]);
        questions.push([(value - 1n).toString(16), 16, 10]);
      }
    }
    const python = askPython(questions);
    questions.forEach(([text, base, to], i) => {
      const expected = python[i];
      const number = parseNumber(text, base);
      expect(formatNumber(number, 10, false), text).toBe(expected.decimal);
      expect(formatNumber(number, 16, false), text).toBe(expected.hex);
      expect(formatNumber(number, 8, false), text).toBe(expected.octal);
      expect(formatNumber(number, 2, false), text).toBe(expected.binary);
      expect(formatNumber(number, to, false), text).toBe(expected.inBase);
      const whole = !number.fraction || number.fraction.numerator === 0n;
      for (const width of WIDTHS) {
        const pattern = whole ? fixedWidth(signedValue(number), width) : null;
        const want = expected.widths[String(width)];
        if (!want) {
          expect(pattern, `${text} in ${width} bits`).toBeNull();
          continue;
        }
        expect(pattern, `${text} in ${width} bits`).not.toBeNull();
        expect(
          bytesOf(pattern!, width)
            .map((b) => b.toString(16).toUpperCase().padStart(2, "0"))
            .join(""),
        ).toBe(want.bytes);
        expect(String(signedOf(pattern!, width))).toBe(want.signed);
        expect(String(pattern)).toBe(want.unsigned);
      }
      const double = toDouble(number);
      const bits = floatBits(double);
      expect(bits.double, text).toBe(expected.float64);
      expect(bits.single, text).toBe(expected.float32);
      expect(doubleText(double), text).toBe(expected.double);
      expect(doubleText(bits.singleValue), text).toBe(expected.single);
    });
  });

  it("reads IEEE 754 bit patterns as python's struct does, and writes doubles as its repr", () => {
    const patterns = [
      "3F800000",
      "7F800000",
      "FF800000",
      "00000001",
      "7F7FFFFF",
      "80000000",
      "3DCCCCCD",
      "3FF0000000000000",
      "0000000000000001",
      "7FEFFFFFFFFFFFFF",
      "3FB999999999999A",
      "C00921FB54442D18",
      "4341C37937E08000",
      "3F1A36E2EB1C432D",
      "44B52D02C7E14AF6",
    ];
    for (let i = 0; i < 200; i++) {
      const width = i % 2 === 0 ? 8 : 16;
      // NaN payloads aside: python and the engine agree on every NaN's repr, not its bits.
      patterns.push(Array.from({ length: width }, () => "0123456789ABCDEF"[pick(16)]).join(""));
    }
    const python = pythonFloatsOfBits(patterns);
    patterns.forEach((pattern, i) => {
      const value = floatOfBits(BigInt(`0x${pattern}`), pattern.length === 8 ? 32 : 64);
      expect(doubleText(value), pattern).toBe(python[i]);
    });
  });
});

describe("the report", () => {
  it("writes the sample in every base, every width and as IEEE 754 bits", () => {
    expect(run(SAMPLE_INPUT)).toBe(
      [
        "Decimal:   255",
        "Hex:       FF",
        "Octal:     377",
        "Binary:    11111111",
        "→ Base 36: 73",
        "",
        "Fixed width (two's complement):",
        "  8-bit:   FF  signed -1, unsigned 255",
        "    bytes: FF (big-endian) · FF (little-endian)",
        "  16-bit:  00FF  signed 255, unsigned 255",
        "    bytes: 00 FF (big-endian) · FF 00 (little-endian)",
        "  32-bit:  000000FF  signed 255, unsigned 255",
        "    bytes: 00 00 00 FF (big-endian) · FF 00 00 00 (little-endian)",
        "  64-bit:  00000000000000FF  signed 255, unsigned 255",
        "    bytes: 00 00 00 00 00 00 00 FF (big-endian) · FF 00 00 00 00 00 00 00 (little-endian)",
        "  128-bit: 000000000000000000000000000000FF  signed 255, unsigned 255",
        "    bytes: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 FF (big-endian) · FF 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 (little-endian)",
        "",
        "These bits as IEEE 754:",
        "  float32:  3.5733110840282835e-43",
        "  float64:  1.26e-321",
        "",
        "This value in IEEE 754:",
        "  float32:  0x437F0000 (255.0)",
        "  float64:  0x406FE00000000000 (255.0)",
      ].join("\n"),
    );
  });

  it("groups digits, marks the chosen base, and writes a cut fraction with …", () => {
    const report = run("-1234567.1", { fromBase: "10", toBase: "2", grouped: true });
    expect(report).toContain("Decimal:  -1,234,567.1\n");
    expect(report).toMatch(/→ Binary: -1 0010 1101 0110 1000 0111\.0001100110011.*…\n/);
    expect(report).not.toContain("Fixed width");
    expect(report).toContain("float64:  0xC132D6871999999A (-1234567.1)");
  });

  it("writes each line of a list in the chosen base", () => {
    expect(run("255\n\n0x10\n-0b101", { toBase: "16" })).toBe("FF\n\n10\n-5");
    expect(thrownToolError(() => run("1\n2\n1G", { toBase: "16" })).message).toBe(
      'Line 3, column 2: "G" is not a digit in base 10 (0-9)',
    );
  });

  it("names the character that is not a digit, and its column", () => {
    const error = thrownToolError(() => run("  12Z4", { fromBase: "16" }));
    expect(error.message).toBe('Column 5: "Z" is not a digit in base 16 (0-9, A-F)');
    expect(error.column).toBe(5);
    expect(thrownToolError(() => run("0x", {})).message).toBe("Column 3: a digit is missing");
    expect(thrownToolError(() => run("   ", {})).message).toBe("Type a number");
    expect(thrownToolError(() => run("1.2.3", {})).message).toBe(
      'Column 4: "." is not a digit in base 10 (0-9)',
    );
    expect(thrownToolError(() => run("7".repeat(MAX_DIGITS + 1), {})).message).toBe(
      "The number has more than 10,000 digits: this page converts numbers up to that length",
    );
  });
});

describe("text and bytes", () => {
  it("turns text into its UTF-8 bytes and back", () => {
    const report = run("Hé€😀", { kind: "text" });
    expect(report).toContain("Hex:           48 C3 A9 E2 82 AC F0 9F 98 80\n");
    expect(report).toContain("Decimal:       72 195 169 226 130 172 240 159 152 128\n");
    expect(report).toContain("Code points:   U+0048 U+00E9 U+20AC U+1F600");
    const back = run("48 C3 A9 E2 82 AC F0 9F 98 80", { kind: "bytes", fromBase: "16" });
    expect(back).toContain("Text (UTF-8):  Hé€😀\n");
    expect(run("0x480xC3A9", { kind: "bytes", fromBase: "auto" })).toContain("Text (UTF-8):  Hé\n");
    expect(run("01001000 01101001", { kind: "bytes", fromBase: "2" })).toContain(
      "Text (UTF-8):  Hi\n",
    );
    expect(run("0100100001101001", { kind: "bytes", fromBase: "2" })).toContain(
      "As one number: 18537 (0x4869)",
    );
    expect(run("72, 105", { kind: "bytes", fromBase: "10" })).toContain(
      "Binary:        01001000 01101001\n",
    );
  });

  it("says where bytes are not UTF-8, and which byte is not a byte", () => {
    expect(run("48 FF 49", { kind: "bytes", fromBase: "16" })).toContain(
      "Text (UTF-8):  not valid UTF-8 at byte 2\n",
    );
    expect(thrownToolError(() => run("12 300", { kind: "bytes", fromBase: "10" })).message).toBe(
      'Byte 2 ("300") is not a whole number from 0 to 255',
    );
    expect(thrownToolError(() => run("ABC", { kind: "bytes", fromBase: "16" })).message).toBe(
      '"ABC": 3 hex digits do not make whole bytes (2 a byte)',
    );
    expect(thrownToolError(() => run("\ud800", { kind: "text" })).message).toMatch(/surrogate/);
  });
});

// A megabyte is refused at once; the longest numbers allowed, and 100,000 bytes, are answered.
it("answers a megabyte at once", { timeout: 30_000 }, () => {
  expect(thrownToolError(() => run("9".repeat(1_000_000))).message).toMatch(
    /more than 10,000 digits/,
  );
  expect(run("9".repeat(10_000)).split("\n")[0]).toMatch(/^Decimal: +9{10000}$/);
  expect(run(`${"FF ".repeat(100_000)}`, { kind: "bytes", fromBase: "16" })).toContain(
    "Bytes:         100,000",
  );
});
