// The Number Base Converter at its edges: the menus, python's float repr at each switch of form,
// which sections a report has for numbers too large or not whole, separators and signs, the
// widths' exact limits, bytes at their limits, and each message.
import { thrownToolError } from "../../../test-support/thrown-tool-error";
import { fixedWidth, groupDigits, parseNumber, signedValue, toDouble } from "./number-base";
import {
  BASES,
  FROM_BASES,
  INPUT_KINDS,
  MAX_NUMBER_BYTES,
  type NumberBaseJob,
  doubleText,
  numberBaseConverter,
} from "./number-base-converter";

const run = (text: string, more: Partial<NumberBaseJob> = {}) =>
  numberBaseConverter({
    text,
    kind: "number",
    fromBase: "auto",
    toBase: "36",
    grouped: false,
    ...more,
  });
const message = (text: string, more: Partial<NumberBaseJob> = {}) =>
  thrownToolError(() => run(text, more)).message;

it("offers every kind of input and every base from 2 to 36, named", () => {
  expect(INPUT_KINDS).toEqual([
    { value: "number", label: "A number" },
    { value: "text", label: "Text (UTF-8)" },
    { value: "bytes", label: "Bytes" },
  ]);
  expect(BASES).toHaveLength(35);
  expect(BASES[0]).toEqual({ value: "2", label: "2 (binary)" });
  expect(BASES.find((b) => b.value === "16")).toEqual({ value: "16", label: "16 (hex)" });
  expect(BASES[34]).toEqual({ value: "36", label: "36 (base 36)" });
  expect(FROM_BASES[0]).toEqual({ value: "auto", label: "Auto (0x, 0b, 0o or decimal)" });
  expect(FROM_BASES.slice(1)).toEqual(BASES);
});

it("writes doubles as python's repr does at each change of form", () => {
  const cases: [number, string][] = [
    [Number.NaN, "nan"],
    [Infinity, "inf"],
    [-Infinity, "-inf"],
    [0, "0.0"],
    [-0, "-0.0"],
    [123, "123.0"],
    [0.0001, "0.0001"],
    [0.00001, "1e-05"],
    [0.000123, "0.000123"],
    [1.5e-7, "1.5e-07"],
    [1e15, "1000000000000000.0"],
    [1e16, "1e+16"],
    [1.25e16, "1.25e+16"],
    [9.999e15, "9999000000000000.0"],
    [1e100, "1e+100"],
    [5e-324, "5e-324"],
    [-2.5, "-2.5"],
    [100.5, "100.5"],
  ];
  for (const [value, text] of cases) expect([value, doubleText(value)]).toEqual([value, text]);
});

describe("the report's sections", () => {
  it("adds the chosen base only when it is not one of the four", () => {
    for (const toBase of ["2", "8", "10", "16"]) {
      const rows = run("10", { toBase }).split("\n\n")[0].split("\n");
      expect(rows).toHaveLength(4);
      expect(rows.filter((row) => row.startsWith("→ "))).toHaveLength(1);
    }
    expect(run("10", { toBase: "3" }).split("\n\n")[0].split("\n")).toHaveLength(5);
  });

  it("gives fixed widths to whole numbers only, and IEEE bits only to those of 32 or 64 bits", () => {
    expect(run("5.0")).toContain("Fixed width");
    expect(run("5.5")).not.toContain("Fixed width");
    const huge = run((2n ** 200n).toString());
    expect(huge).not.toContain("Fixed width");
    expect(huge).not.toContain("These bits as IEEE 754");
    const wide = run((2n ** 100n).toString());
    expect(wide).toContain("128-bit:");
    expect(wide).not.toContain("64-bit:");
    expect(wide).not.toContain("These bits as IEEE 754");
    expect(run("255")).toContain(
      "These bits as IEEE 754:\n  float32:  3.5733110840282835e-43\n  float64:  1.26e-321",
    );
  });

  it("takes the one number among blank lines, and numbers the lines of a list in messages", () => {
    expect(run("\n\n  7\n").split("\n")[0]).toBe("Decimal:   7");
    const error = thrownToolError(() => run("1\n\n2z", { toBase: "10" }));
    expect(error.message).toBe('Line 3, column 2: "z" is not a digit in base 10 (0-9)');
    expect(error.line).toBe(3);
    expect(error.column).toBe(2);
    expect(message("")).toBe("Type a number");
    expect(message(" \n ")).toBe("Type a number");
  });
});

describe("reading numbers", () => {
  it("skips spaces, underscores, commas and tabs between digits, and reads signs and prefixes", () => {
    for (const text of ["1 000", "1_000", "1,000", "1\t000", "+1000", "1000"]) {
      expect(signedValue(parseNumber(text, 10)), text).toBe(1000n);
    }
    expect(signedValue(parseNumber("-0x10", "auto"))).toBe(-16n);
    expect(signedValue(parseNumber("0x10", 16))).toBe(16n);
    expect(signedValue(parseNumber("0b10", 16))).toBe(0xb10n);
    expect(signedValue(parseNumber("0o17", "auto"))).toBe(15n);
    expect(parseNumber("-0", 10).negative).toBe(false);
    expect(parseNumber("-0.0", 10).negative).toBe(false);
    expect(thrownToolError(() => parseNumber("12", 2)).message).toBe(
      'Column 2: "2" is not a digit in base 2 (0-1)',
    );
    expect(thrownToolError(() => parseNumber("Z", 35)).message).toBe(
      'Column 1: "Z" is not a digit in base 35 (0-9, A-Y)',
    );
    expect(signedValue(parseNumber("Y", 35))).toBe(34n);
    expect(thrownToolError(() => parseNumber("   ", 10)).message).toBe("Type a number");
  });

  it("reads numbers across the chunks it reads them in, in every base", () => {
    for (let base = 2; base <= 36; base++) {
      for (const length of [1, 9, 10, 11, 12, 13, 15, 16, 17, 26, 27, 52, 53, 54]) {
        const value = BigInt(base) ** BigInt(length) - 1n;
        expect(signedValue(parseNumber(value.toString(base), base)), `${base}^${length} - 1`).toBe(
          value,
        );
      }
    }
  });

  it("reads the most digits, and refuses one more", () => {
    expect(parseNumber("1".repeat(10_000), 10).integer > 0n).toBe(true);
    expect(
      thrownToolError(() => parseNumber(`${"1".repeat(5_000)}.${"1".repeat(5_001)}`, 10)).message,
    ).toBe("The number has more than 10,000 digits: this page converts numbers up to that length");
  });

  it("reads fractions exactly for the double", () => {
    expect(toDouble(parseNumber("0.1", 3))).toBe(1 / 3);
    expect(toDouble(parseNumber("-10.5", 10))).toBe(-10.5);
    expect(toDouble(parseNumber("7.", 10))).toBe(7);
  });
});

describe("widths and grouping", () => {
  it("fits values to the exact limits of a width", () => {
    expect(fixedWidth(-128n, 8)).toBe(128n);
    expect(fixedWidth(-129n, 8)).toBeNull();
    expect(fixedWidth(255n, 8)).toBe(255n);
    expect(fixedWidth(256n, 8)).toBeNull();
  });

  it("groups binary and hex by four, octal by three, decimal with commas, others not", () => {
    expect(groupDigits("11111111", 2)).toBe("1111 1111");
    expect(groupDigits("1111", 2)).toBe("1111");
    expect(groupDigits("11111", 2)).toBe("1 1111");
    expect(groupDigits("DEADBEEF", 16)).toBe("DEAD BEEF");
    expect(groupDigits("1234567", 8)).toBe("1 234 567");
    expect(groupDigits("1234567", 10)).toBe("1,234,567");
    expect(groupDigits("123", 10)).toBe("123");
    expect(groupDigits("123456789", 7)).toBe("123456789");
  });
});

describe("bytes", () => {
  const bytes = (text: string, fromBase = "16") => run(text, { kind: "bytes", fromBase });

  it("shows the number of up to 1,024 bytes, and says so past it", () => {
    expect(bytes("01 ".repeat(MAX_NUMBER_BYTES))).toMatch(/As one number: \d+ \(0x1(01){1023}\)/);
    expect(bytes("01 ".repeat(MAX_NUMBER_BYTES + 1))).toContain(
      "As one number: not shown for more than 1,024 bytes",
    );
  });

  it("lists code points only for valid text, and names where UTF-8 breaks", () => {
    expect(bytes("C3 A9")).toContain("Code points:   U+00E9");
    const broken = bytes("41 C3 41");
    expect(broken).toContain("Text (UTF-8):  not valid UTF-8 at byte 2");
    expect(broken).not.toContain("Code points");
  });

  it("reads bytes in each base, spaced or run together, and names what is not a byte", () => {
    expect(bytes("0x41 0x42")).toContain("Text (UTF-8):  AB");
    expect(bytes("101 102", "8")).toContain("Text (UTF-8):  AB");
    expect(bytes("65;66:67", "10")).toContain("Text (UTF-8):  ABC");
    expect(bytes("0100000101000010", "2")).toContain("Text (UTF-8):  AB");
    expect(bytes("4142", "16")).toContain("Text (UTF-8):  AB");
    expect(bytes("41", "16")).toContain("Text (UTF-8):  A");
    expect(thrownToolError(() => bytes("1.5", "10")).message).toBe(
      'Byte 1 ("1.5") is not a whole number from 0 to 255',
    );
    expect(thrownToolError(() => bytes("-1", "10")).message).toBe(
      'Byte 1 ("-1") is not a whole number from 0 to 255',
    );
    expect(thrownToolError(() => bytes("256", "10")).message).toBe(
      'Byte 1 ("256") is not a whole number from 0 to 255',
    );
    expect(thrownToolError(() => bytes(" , ; ")).message).toBe(
      "Type the bytes, separated by spaces",
    );
    expect(thrownToolError(() => bytes("101010101", "2")).message).toBe(
      '"101010101": 9 binary digits do not make whole bytes (8 a byte)',
    );
    expect(thrownToolError(() => run("", { kind: "text" })).message).toBe(
      "Type the text to turn into bytes",
    );
  });
});
