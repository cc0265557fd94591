// Debian's Python as the Number Base Converter's reference: int(text, base), format(), Fraction,
// int.to_bytes and struct on each question; one process answers a whole list.
import { execFileSync } from "node:child_process";

export interface PythonNumber {
  /** The value in decimal (python's str of the int or Fraction's whole part with sign). */
  decimal: string;
  hex: string;
  octal: string;
  binary: string;
  /** In the asked base, digits 0-9A-Z, fraction cut after 64 digits with "…". */
  inBase: string;
  /** Per width that holds the value: big-endian bytes in hex, and the signed and unsigned readings. */
  widths: Record<string, { bytes: string; signed: string; unsigned: string } | null>;
  float32: string;
  float64: string;
  /** repr(float(value)) and repr of its float32 rounding. */
  double: string;
  single: string;
}

const SCRIPT = String.raw`
import json, struct, sys
from fractions import Fraction
DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"
def digits(n, base):
    if n == 0: return "0"
    out = ""
    while n: n, r = divmod(n, base); out = DIGITS[r] + out
    return out
def write(value, base, point):
    sign = "-" if value < 0 else ""
    value = abs(value)
    whole = value.numerator // value.denominator
    text = sign + digits(whole, base)
    if point:
        rest = value - whole
        frac = ""
        while rest and len(frac) < 64:
            rest *= base; d = rest.numerator // rest.denominator; frac += DIGITS[d]; rest -= d
        text += "." + (frac or "0") + ("…" if rest else "")
    return text
out = []
for text, base, to in json.load(sys.stdin):
    neg = text.startswith("-")
    body = text.lstrip("+-")
    whole, _, frac = body.partition(".")
    point = "." in body
    value = Fraction(int(whole or "0", base)) + (Fraction(int(frac, base), base ** len(frac)) if frac else 0)
    if neg: value = -value
    integer = value.numerator if value.denominator == 1 else None
    widths = {}
    for w in (8, 16, 32, 64, 128):
        if integer is not None and -(1 << (w - 1)) <= integer < (1 << w):
            pattern = integer & ((1 << w) - 1)
            signed = pattern - (1 << w) if pattern >> (w - 1) else pattern
            widths[str(w)] = {"bytes": pattern.to_bytes(w // 8, "big").hex().upper(), "signed": str(signed), "unsigned": str(pattern)}
        else:
            widths[str(w)] = None
    inf = float("inf") if value > 0 else float("-inf")
    try: f = float(value)
    except OverflowError: f = inf
    # IEEE 754 rounds a double too large for binary32 to infinity; struct refuses to: done here.
    try: f32 = struct.pack(">f", f)
    except OverflowError: f32 = struct.pack(">f", inf)
    single = repr(struct.unpack(">f", f32)[0]); f32 = f32.hex().upper()
    out.append({"decimal": write(value, 10, point), "hex": write(value, 16, point), "octal": write(value, 8, point),
                "binary": write(value, 2, point), "inBase": write(value, to, point), "widths": widths,
                "float32": f32, "float64": struct.pack(">d", f).hex().upper(), "double": repr(f), "single": single})
json.dump(out, sys.stdout, ensure_ascii=False)
`;

/** Python's readings of `[text, base, toBase]` questions, in order. */
export function askPython(questions: [string, number, number][]): PythonNumber[] {
  const output = execFileSync("/usr/bin/python3", ["-c", SCRIPT], {
    input: JSON.stringify(questions),
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(output) as PythonNumber[];
}

/** python's float.fromhex of IEEE bits: repr of struct.unpack of each hex pattern (8 or 16 digits). */
export function pythonFloatsOfBits(patterns: string[]): string[] {
  const script = String.raw`
import json, struct, sys
print(json.dumps([repr(struct.unpack(">f" if len(p) == 8 else ">d", bytes.fromhex(p))[0]) for p in json.load(sys.stdin)]))
`;
  return JSON.parse(
    execFileSync("/usr/bin/python3", ["-c", script], {
      input: JSON.stringify(patterns),
      encoding: "utf8",
    }),
  ) as string[];
}
