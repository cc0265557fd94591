// The character encodings the site converts between, named as the WHATWG Encoding Standard names
// them, with byte order marks and the decoder they are read with (file encodings).
import type { OptionItem } from "~/lib/options";

/** How an encoding maps characters to bytes: it decides which encoder rules apply. */
export type EncodingKind =
  | "utf-8"
  | "utf-16le"
  | "utf-16be"
  | "single-byte"
  | "shift_jis"
  | "euc-jp"
  | "euc-kr"
  | "big5"
  | "gbk"
  | "gb18030";

export interface TextEncodingInfo {
  /** The standard's name, which TextDecoder accepts as a label. */
  name: string;
  /** What a person picks it by: the name and the script or region it is for. */
  label: string;
  kind: EncodingKind;
}

const singleByte = (name: string, region: string): TextEncodingInfo => ({
  name,
  label: `${name} (${region})`,
  kind: "single-byte",
});

/** Every encoding offered, Unicode first, then by region; names are the standard's. */
export const TEXT_ENCODINGS: readonly TextEncodingInfo[] = [
  { name: "UTF-8", label: "UTF-8", kind: "utf-8" },
  { name: "UTF-16LE", label: "UTF-16LE (little-endian)", kind: "utf-16le" },
  { name: "UTF-16BE", label: "UTF-16BE (big-endian)", kind: "utf-16be" },
  // The standard reads the labels ISO-8859-1, Latin-1 and US-ASCII as windows-1252.
  singleByte("windows-1252", "Western European, also ISO-8859-1"),
  singleByte("windows-1250", "Central European"),
  singleByte("windows-1251", "Cyrillic"),
  singleByte("windows-1253", "Greek"),
  singleByte("windows-1254", "Turkish, also ISO-8859-9"),
  singleByte("windows-1255", "Hebrew"),
  singleByte("windows-1256", "Arabic"),
  singleByte("windows-1257", "Baltic"),
  singleByte("windows-1258", "Vietnamese"),
  singleByte("windows-874", "Thai, also ISO-8859-11"),
  singleByte("ISO-8859-2", "Central European"),
  singleByte("ISO-8859-3", "South European"),
  singleByte("ISO-8859-4", "North European"),
  singleByte("ISO-8859-5", "Cyrillic"),
  singleByte("ISO-8859-6", "Arabic"),
  singleByte("ISO-8859-7", "Greek"),
  singleByte("ISO-8859-8", "Hebrew"),
  singleByte("ISO-8859-10", "Nordic"),
  singleByte("ISO-8859-13", "Baltic"),
  singleByte("ISO-8859-14", "Celtic"),
  singleByte("ISO-8859-15", "Western European with €"),
  singleByte("ISO-8859-16", "South-Eastern European"),
  singleByte("KOI8-R", "Russian"),
  singleByte("KOI8-U", "Ukrainian"),
  singleByte("IBM866", "DOS Cyrillic"),
  singleByte("macintosh", "Mac OS Roman"),
  singleByte("x-mac-cyrillic", "Mac OS Cyrillic"),
  { name: "Shift_JIS", label: "Shift_JIS (Japanese)", kind: "shift_jis" },
  { name: "EUC-JP", label: "EUC-JP (Japanese)", kind: "euc-jp" },
  { name: "GBK", label: "GBK (Simplified Chinese)", kind: "gbk" },
  { name: "gb18030", label: "GB18030 (Chinese, all of Unicode)", kind: "gb18030" },
  { name: "Big5", label: "Big5 (Traditional Chinese)", kind: "big5" },
  { name: "EUC-KR", label: "EUC-KR (Korean)", kind: "euc-kr" },
];

export const ENCODING_OPTIONS: readonly OptionItem<string>[] = TEXT_ENCODINGS.map(
  ({ name, label }) => ({ value: name, label }),
);

/**
 * The encodings a file can be read in, led by `auto`, which stands for the one detected: named
 * ("Detected: windows-1252") once the detection is known.
 */
export function encodingChoices(auto: string, detected: string | null): OptionItem<string>[] {
  return [
    { value: auto, label: detected ? `Detected: ${detected}` : "Detect automatically" },
    ...ENCODING_OPTIONS,
  ];
}

const byName = new Map(TEXT_ENCODINGS.map((encoding) => [encoding.name, encoding]));

export function isTextEncodingName(value: unknown): value is string {
  return typeof value === "string" && byName.has(value);
}

export function encodingInfo(name: string): TextEncodingInfo {
  const info = byName.get(name);
  if (!info) throw new Error(`Unknown encoding ${name}`);
  return info;
}

/** UTF-8 and UTF-16 can start with a byte order mark; legacy encodings have none. */
export function hasByteOrderMark(name: string): boolean {
  const kind = encodingInfo(name).kind;
  return kind === "utf-8" || kind === "utf-16le" || kind === "utf-16be";
}

const BYTE_ORDER_MARKS: { name: string; bytes: readonly number[] }[] = [
  { name: "UTF-8", bytes: [0xef, 0xbb, 0xbf] },
  { name: "UTF-16BE", bytes: [0xfe, 0xff] },
  { name: "UTF-16LE", bytes: [0xff, 0xfe] },
];

/** The byte order mark written before text in `name` (empty for encodings without one). */
export function byteOrderMark(name: string): Uint8Array {
  return Uint8Array.from(BYTE_ORDER_MARKS.find((mark) => mark.name === name)?.bytes ?? []);
}

/** The standard's BOM sniffing: the encoding a leading byte order mark names, and its length. */
export function sniffByteOrderMark(bytes: Uint8Array): { name: string; length: number } | null {
  for (const mark of BYTE_ORDER_MARKS) {
    if (bytes.length >= mark.bytes.length && mark.bytes.every((byte, i) => bytes[i] === byte))
      return { name: mark.name, length: mark.bytes.length };
  }
  return null;
}

/** The part of TextDecoder the converters use, so tests can pass a reference decoder. */
export interface StreamDecoder {
  decode(input?: Uint8Array, options?: { stream?: boolean }): string;
}

/** Makes a fresh, non-fatal decoder that keeps a BOM as U+FEFF (sniffing is done before). */
export type DecoderFactory = (encoding: string) => StreamDecoder;

/** The browser's own decoders, which follow the WHATWG Encoding Standard. */
export const browserDecoders: DecoderFactory = (encoding) =>
  new TextDecoder(encoding, { ignoreBOM: true });
