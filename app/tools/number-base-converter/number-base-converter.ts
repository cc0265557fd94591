// Number Base Converter: the pure core. A number typed in one base is written in the common bases
// and the chosen one, in fixed-width two's complement with its bytes both ways round, and as IEEE 754
// bits; several numbers (one a line) are each written in the chosen base. Text and bytes are the
// other way in: UTF-8 text to its bytes, or bytes (hex, binary or decimal) to text and a number.
import { groupedCount } from "~/lib/number/count-text";
import { decodeUtf8Strict, encodeUtf8Strict, findInvalidUtf8 } from "~/lib/text/utf8";
import { ToolError } from "~/lib/tool-error";
import {
  type ParsedNumber,
  bytesOf,
  fixedWidth,
  floatBits,
  floatOfBits,
  formatNumber,
  groupDigits,
  integerDigits,
  parseNumber,
  signedOf,
  signedValue,
  toDouble,
} from "./number-base";
import { type InputKind, baseName } from "./number-base-options";

// The options are listed in number-base-options.ts, which the page and the chain step read without
// this core; re-exported for the core's callers.
export { BASES, FROM_BASES, INPUT_KINDS, type InputKind } from "./number-base-options";

export interface NumberBaseJob {
  text: string;
  kind: InputKind;
  /** "auto" or "2" to "36": the base of a number, or of each byte. */
  fromBase: string;
  /** "2" to "36": the extra base a number is written in, and the base of a list's results. */
  toBase: string;
  grouped: boolean;
}

export const SAMPLE_INPUT = "0xFF";
export const WIDTHS = [8, 16, 32, 64, 128] as const;
/** Bytes read as one big-endian number up to this many (a longer one is no number anyone reads). */
export const MAX_NUMBER_BYTES = 1_024;

const readBase = (text: string): number | "auto" => (text === "auto" ? "auto" : Number(text));

function table(rows: [string, string][]): string[] {
  const width = Math.max(...rows.map(([label]) => label.length)) + 2;
  return rows.map(([label, value]) => `${`${label}:`.padEnd(width)}${value}`);
}

const hexBytes = (bytes: ArrayLike<number>) =>
  Array.from(bytes, (b) => b.toString(16).toUpperCase().padStart(2, "0")).join(" ");

/**
 * A double as python's repr writes it: the shortest digits that read back the same (what
 * String(value) finds), positional from 1e-4 up to 1e16, else as "1.5e-05" or "1e+16".
 */
export function doubleText(value: number): string {
  if (Number.isNaN(value)) return "nan";
  if (!Number.isFinite(value)) return value > 0 ? "inf" : "-inf";
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  const [mantissa, exponent = "0"] = String(Math.abs(value)).split("e");
  const [whole, fraction = ""] = mantissa.split(".");
  const all = whole + fraction;
  const lead = all.length - all.replace(/^0+/, "").length;
  let end = all.length;
  while (end > lead && all[end - 1] === "0") end--;
  const digits = all.slice(lead, end) || "0";
  // The power of ten of the first significant digit.
  const power = value === 0 ? 0 : whole.length - lead - 1 + Number(exponent);
  if (power >= -4 && power < 16) {
    if (power < 0) return `${sign}0.${"0".repeat(-power - 1)}${digits}`;
    const head = digits.slice(0, power + 1).padEnd(power + 1, "0");
    return `${sign}${head}.${digits.slice(power + 1) || "0"}`;
  }
  const rest = digits.slice(1);
  const shown = String(Math.abs(power)).padStart(2, "0");
  return `${sign}${digits[0]}${rest ? `.${rest}` : ""}e${power < 0 ? "-" : "+"}${shown}`;
}

function oneNumber(number: ParsedNumber, toBase: number, grouped: boolean): string {
  const bases = [
    10,
    16,
    8,
    2,
    ...(toBase === 10 || toBase === 16 || toBase === 8 || toBase === 2 ? [] : [toBase]),
  ];
  const lines = table(
    bases.map((base) => [
      `${base === toBase ? "→ " : ""}${baseName(base)[0].toUpperCase()}${baseName(base).slice(1)}`,
      formatNumber(number, base, grouped),
    ]),
  );
  const value = signedValue(number);
  if (!number.fraction || number.fraction.numerator === 0n) {
    const widths = WIDTHS.map((width) => ({ width, pattern: fixedWidth(value, width) })).filter(
      (w): w is { width: (typeof WIDTHS)[number]; pattern: bigint } => w.pattern !== null,
    );
    if (widths.length > 0) {
      lines.push("", "Fixed width (two's complement):");
      for (const { width, pattern } of widths) {
        const hex = integerDigits(pattern, 16).padStart(width / 4, "0");
        const bytes = bytesOf(pattern, width);
        lines.push(
          `  ${`${width}-bit:`.padEnd(9)}${grouped ? groupDigits(hex, 16) : hex}  signed ${groupedCount(signedOf(pattern, width))}, unsigned ${groupedCount(pattern)}`,
          `    bytes: ${hexBytes(bytes)} (big-endian) · ${hexBytes([...bytes].reverse())} (little-endian)`,
        );
      }
      const asBits = widths.filter(({ width }) => width === 32 || width === 64) as {
        width: 32 | 64;
        pattern: bigint;
      }[];
      if (asBits.length > 0) {
        lines.push("", "These bits as IEEE 754:");
        for (const { width, pattern } of asBits) {
          lines.push(`  float${width}:  ${doubleText(floatOfBits(pattern, width))}`);
        }
      }
    }
  }
  const double = toDouble(number);
  const { single, double: doubleHex, singleValue } = floatBits(double);
  lines.push(
    "",
    "This value in IEEE 754:",
    `  float32:  0x${single} (${doubleText(singleValue)})`,
    `  float64:  0x${doubleHex} (${doubleText(double)})`,
  );
  return lines.join("\n");
}

function numbers(
  text: string,
  fromBase: number | "auto",
  toBase: number,
  grouped: boolean,
): string {
  const lines = text.split(/\r\n|\r|\n/);
  const filled = lines.filter((line) => line.trim() !== "");
  if (filled.length === 0) throw new ToolError("Type a number");
  if (filled.length === 1) {
    const index = lines.findIndex((line) => line.trim() !== "");
    return oneNumber(
      withLine(() => parseNumber(lines[index], fromBase), index, lines.length),
      toBase,
      grouped,
    );
  }
  return lines
    .map((line, index) =>
      line.trim() === ""
        ? ""
        : formatNumber(
            withLine(() => parseNumber(line, fromBase), index, lines.length),
            toBase,
            grouped,
          ),
    )
    .join("\n");
}

/** Runs `read`, putting "Line N, " before its message when there are several lines. */
function withLine<T>(read: () => T, index: number, lineCount: number): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof ToolError && lineCount > 1) {
      throw new ToolError(
        `Line ${index + 1}, ${error.message[0].toLowerCase()}${error.message.slice(1)}`,
        {
          line: index + 1,
          column: error.column,
        },
      );
    }
    throw error;
  }
}

function bytesReport(bytes: Uint8Array, grouped: boolean): string {
  const text = decodeUtf8Strict(bytes);
  const invalid = text === null ? findInvalidUtf8(bytes) : null;
  const number =
    bytes.length > MAX_NUMBER_BYTES
      ? 0n
      : bytes.reduce((value, byte) => value * 256n + BigInt(byte), 0n);
  const rows: [string, string][] = [
    ["Bytes", groupedCount(bytes.length)],
    ["Hex", hexBytes(bytes)],
    ["Binary", Array.from(bytes, (b) => b.toString(2).padStart(8, "0")).join(" ")],
    ["Decimal", Array.from(bytes).join(" ")],
    ["Text (UTF-8)", text ?? `not valid UTF-8 at byte ${groupedCount((invalid?.start ?? 0) + 1)}`],
    [
      "As one number",
      bytes.length > MAX_NUMBER_BYTES
        ? `not shown for more than ${groupedCount(MAX_NUMBER_BYTES)} bytes`
        : `${grouped ? groupDigits(String(number), 10) : String(number)} (0x${integerDigits(number, 16)})`,
    ],
  ];
  if (text !== null && text !== "") {
    rows.push([
      "Code points",
      Array.from(
        text,
        (c) => `U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`,
      ).join(" "),
    ]);
  }
  return table(rows).join("\n");
}

/**
 * Bytes typed in `base`: separated by spaces, commas or colons, each at most 255; hex or binary may
 * also run together (two hex digits or eight binary digits a byte), with or without 0x.
 */
function readBytes(text: string, fromBase: number | "auto"): Uint8Array {
  const base = fromBase === "auto" ? 16 : fromBase;
  const cleaned = base === 16 ? text.replace(/0x/gi, " ") : text;
  let tokens = cleaned.split(/[\s,:;]+/).filter((token) => token !== "");
  const run = base === 16 ? 2 : base === 2 ? 8 : 0;
  if (run > 0) {
    tokens = tokens.flatMap((token) => {
      if (token.length <= run) return [token];
      if (token.length % run !== 0) {
        throw new ToolError(
          `"${token.slice(0, 40)}": ${token.length} ${baseName(base)} digits do not make whole bytes (${run} a byte)`,
        );
      }
      return Array.from({ length: token.length / run }, (_, k) =>
        token.slice(k * run, (k + 1) * run),
      );
    });
  }
  if (tokens.length === 0) throw new ToolError("Type the bytes, separated by spaces");
  return Uint8Array.from(tokens, (token, i) => {
    const { integer, fraction, negative } = parseNumber(token, base);
    if (fraction || negative || integer > 255n) {
      throw new ToolError(`Byte ${i + 1} ("${token}") is not a whole number from 0 to 255`);
    }
    return Number(integer);
  });
}

export function numberBaseConverter(job: NumberBaseJob): string {
  const fromBase = readBase(job.fromBase);
  const toBase = Number(job.toBase);
  if (job.kind === "text") {
    if (job.text === "") throw new ToolError("Type the text to turn into bytes");
    return bytesReport(encodeUtf8Strict(job.text), job.grouped);
  }
  if (job.kind === "bytes") return bytesReport(readBytes(job.text, fromBase), job.grouped);
  return numbers(job.text, fromBase, toBase, job.grouped);
}
