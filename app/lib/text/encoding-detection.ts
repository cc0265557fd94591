// Guesses the encoding of a file's bytes, with a confidence: certain rules first (byte order mark,
// plain ASCII), then chardet's statistics. Used by the File Encoding Converter and by Text to PDF when it opens a file.
import { sniffByteOrderMark } from "~/lib/text/text-encodings";

export interface EncodingCandidate {
  /** The WHATWG name of an offered encoding. */
  encoding: string;
  /** 0 to 100. */
  confidence: number;
}

/** How the guess was made: it decides what the page says about it. */
export type DetectionBasis = "byte-order-mark" | "ascii" | "utf-16-zeros" | "statistics";

export interface Detection {
  basis: DetectionBasis;
  /** Best first; never empty. */
  candidates: EncodingCandidate[];
}

/** chardet's analyse(): its guesses with a confidence from 0 to 100. */
export type Analyse = (bytes: Uint8Array) => { name: string; confidence: number }[];

/** chardet reads this much of a file: it takes about 0.4 s per MB, and 256 KiB tells enough. */
export const DETECTION_SAMPLE_BYTES = 256 * 1024;
export const MAX_CANDIDATES = 5;

/**
 * chardet's names → the standard's. ISO-8859-1 and ISO-8859-9 are labels of windows-1252 and
 * windows-1254 in the standard; UTF-32 and ISO-2022 are not offered, so they are left out.
 */
const CHARDET_NAMES: Record<string, string> = {
  "UTF-8": "UTF-8",
  "UTF-16LE": "UTF-16LE",
  "UTF-16BE": "UTF-16BE",
  Shift_JIS: "Shift_JIS",
  "EUC-JP": "EUC-JP",
  "EUC-KR": "EUC-KR",
  Big5: "Big5",
  GB18030: "gb18030",
  "ISO-8859-1": "windows-1252",
  "ISO-8859-2": "ISO-8859-2",
  "ISO-8859-5": "ISO-8859-5",
  "ISO-8859-6": "ISO-8859-6",
  "ISO-8859-7": "ISO-8859-7",
  "ISO-8859-8": "ISO-8859-8",
  "ISO-8859-9": "windows-1254",
  "windows-1250": "windows-1250",
  "windows-1251": "windows-1251",
  "windows-1252": "windows-1252",
  "windows-1253": "windows-1253",
  "windows-1254": "windows-1254",
  "windows-1255": "windows-1255",
  "windows-1256": "windows-1256",
  "windows-1257": "windows-1257",
  "windows-1258": "windows-1258",
  "windows-874": "windows-874",
  "KOI8-R": "KOI8-R",
  ASCII: "UTF-8",
};

export function standardNameOf(chardetName: string): string | null {
  return CHARDET_NAMES[chardetName] ?? null;
}

/**
 * UTF-16 without a byte order mark, recognised by its zero bytes: Latin text in UTF-16LE has a
 * zero in nearly every odd byte and almost none in the even ones (the other way round in BE).
 */
function utf16ByZeros(sample: Uint8Array): EncodingCandidate | null {
  const units = Math.floor(sample.length / 2);
  if (units < 2) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i + 1 < sample.length; i += 2) {
    if (sample[i] === 0) evenZeros++;
    if (sample[i + 1] === 0) oddZeros++;
  }
  const confidence = (zeros: number, others: number) =>
    zeros / units >= 0.5 && others / units <= 0.05 ? Math.round((zeros / units) * 100) : 0;
  const little = confidence(oddZeros, evenZeros);
  const big = confidence(evenZeros, oddZeros);
  if (little > 0) return { encoding: "UTF-16LE", confidence: little };
  if (big > 0) return { encoding: "UTF-16BE", confidence: big };
  return null;
}

function isAscii(bytes: Uint8Array): boolean {
  for (let i = 0; i < bytes.length; i++) if (bytes[i] >= 0x80) return false;
  return true;
}

/** Whether `bytes` are UTF-8; `cut` when they are the start of a file, maybe mid-character. */
function isValidUtf8(bytes: Uint8Array, cut: boolean): boolean {
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes, { stream: cut });
    return true;
  } catch {
    return false;
  }
}

/** The encoding `bytes` are most likely in, and the next likeliest, best first. */
export function detectEncoding(bytes: Uint8Array, analyse: Analyse): Detection {
  const mark = sniffByteOrderMark(bytes);
  if (mark)
    return { basis: "byte-order-mark", candidates: [{ encoding: mark.name, confidence: 100 }] };
  const sample = bytes.subarray(0, DETECTION_SAMPLE_BYTES);
  const utf16 = utf16ByZeros(sample);
  if (utf16) return { basis: "utf-16-zeros", candidates: [utf16] };
  // ASCII reads the same in UTF-8 and every other offered encoding. (chardet's own ASCII check
  // gives up at the first line break, so it would not say so.)
  if (isAscii(bytes))
    return { basis: "ascii", candidates: [{ encoding: "UTF-8", confidence: 100 }] };

  const best = new Map<string, number>();
  for (const { name, confidence } of analyse(sample)) {
    const encoding = standardNameOf(name);
    if (encoding && confidence > (best.get(encoding) ?? -1)) best.set(encoding, confidence);
  }
  // Bytes that are not valid UTF-8 are not UTF-8, whatever the statistics say (chardet calls
  // "Caf\xe9" ASCII, 0 %: read as UTF-8 it showed "Caf\ufffd").
  if (!isValidUtf8(sample, sample.length < bytes.length)) best.delete("UTF-8");
  const candidates = [...best]
    .map(([encoding, confidence]) => ({ encoding, confidence }))
    .sort((a, b) => b.confidence - a.confidence)
    .slice(0, MAX_CANDIDATES);
  // Nothing recognised: windows-1252 reads any byte, so the text is at least visible.
  if (candidates.length === 0) candidates.push({ encoding: "windows-1252", confidence: 0 });
  return { basis: "statistics", candidates };
}

/** A text file read as text: how, and what the page says about it. */
export interface DecodedTextFile {
  text: string;
  /** The encoding the text was read in: the one asked for, else the likeliest. */
  encoding: string;
  /** The likeliest encoding, whatever was asked for (the page offers it as "Detected"). */
  detected: string;
  /**
   * The bytes are neither ASCII nor valid UTF-8, and carry no byte order mark: the page says why
   * they were not read as UTF-8, the encoding of most text files today.
   */
  notUtf8: boolean;
}

/**
 * A text file's bytes as text, in `chosen` when the user picked an encoding, else in the one it
 * most likely has (its byte order mark dropped), for tools that take a file as text (Text to PDF).
 */
export function decodeTextFile(
  bytes: Uint8Array,
  analyse: Analyse,
  chosen: string | null = null,
): DecodedTextFile {
  const detection = detectEncoding(bytes, analyse);
  const detected = detection.candidates[0].encoding;
  const encoding = chosen ?? detected;
  return {
    // The decoder drops a byte order mark of its own encoding.
    text: new TextDecoder(encoding).decode(bytes),
    encoding,
    detected,
    notUtf8: detection.basis === "statistics" && !isValidUtf8(bytes, false),
  };
}
