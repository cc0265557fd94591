// Punycode (RFC 3492) decoding of host labels, for the Unicode form of an internationalised host
// name; the browser's URL gives only the ASCII form, and turns the Unicode form back into it.

const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 128;
const MAX_CODE_POINT = 0x10ffff;
/** RFC 3492 §6.4: the decoder works in 31-bit integers. */
const MAX_INT = 0x7fffffff;
export const MAX_LABEL_LENGTH = 253;

/** RFC 3492 §6.1: the bias after each decoded code point. */
function adapt(delta: number, points: number, first: boolean): number {
  let d = first ? Math.floor(delta / DAMP) : delta >> 1;
  d += Math.floor(d / points);
  let k = 0;
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + SKEW));
}

/** 0–35 for a–z (either case) and 0–9, or -1 for anything else. */
function digitValue(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 22; // '0'–'9' are 26–35
  if (code >= 0x41 && code <= 0x5a) return code - 0x41;
  if (code >= 0x61 && code <= 0x7a) return code - 0x61;
  return -1;
}

/**
 * Decodes the part of a label after "xn--" (RFC 3492 §6.2). Returns null for text that is not
 * valid Punycode (a bad digit, an overflow, or a truncated number), or longer than a whole DNS
 * name may be (253 characters).
 */
export function decodePunycode(encoded: string): string | null {
  // Inserting is quadratic in the label's length: refuse what no DNS name could hold.
  if (encoded.length > MAX_LABEL_LENGTH) return null;
  const delimiter = encoded.lastIndexOf("-");
  const output: number[] = [];
  for (let i = 0; i < Math.max(delimiter, 0); i++) {
    const code = encoded.charCodeAt(i);
    if (code >= 0x80) return null;
    output.push(code);
  }
  let n = INITIAL_N;
  let bias = INITIAL_BIAS;
  let i = 0;
  let position = delimiter > 0 ? delimiter + 1 : 0;
  while (position < encoded.length) {
    const oldI = i;
    let w = 1;
    for (let k = BASE; ; k += BASE) {
      if (position >= encoded.length) return null;
      const digit = digitValue(encoded.charCodeAt(position++));
      if (digit < 0 || digit > Math.floor((MAX_INT - i) / w)) return null;
      i += digit * w;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < t) break;
      w *= BASE - t;
      if (w > MAX_INT) return null;
    }
    const points = output.length + 1;
    bias = adapt(i - oldI, points, oldI === 0);
    n += Math.floor(i / points);
    i %= points;
    if (n > MAX_CODE_POINT || (n >= 0xd800 && n <= 0xdfff)) return null;
    output.splice(i, 0, n);
    i++;
  }
  return String.fromCodePoint(...output);
}

const isXnLabel = (label: string) =>
  label.length >= 4 && label.slice(0, 4).toLowerCase() === "xn--";

/** Whether a decoded label could stand for its "xn--" form: some non-ASCII, and not "xn--" again. */
function meaningfulDecoding(decoded: string): boolean {
  if (isXnLabel(decoded)) return false;
  for (let i = 0; i < decoded.length; i++) if (decoded.charCodeAt(i) >= 0x80) return true;
  return false;
}

/**
 * The Unicode form of an ASCII host name: each "xn--" label decoded, others kept. A label whose
 * decoding would not turn back into it (invalid, all ASCII, or "xn--" again) stays as it is.
 */
export function hostToUnicode(hostname: string): string {
  return hostname
    .split(".")
    .map((label) => {
      if (!isXnLabel(label)) return label;
      const decoded = decodePunycode(label.slice(4));
      return decoded !== null && meaningfulDecoding(decoded) ? decoded : label;
    })
    .join(".");
}
