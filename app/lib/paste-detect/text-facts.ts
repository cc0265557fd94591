// Facts about a pasted text that several detectors read (trimmed text, its lines, whether it is one
// token), worked out once per paste so each detector stays a few lines.
import type { Finding } from "./paste-kinds";

/** Heuristics read at most this many lines: a 1 MB paste is judged by its start, as a person would. */
export const SAMPLE_LINES = 200;

export interface TextFacts {
  /** The paste without surrounding whitespace. */
  text: string;
  /** The paste without its leading blank lines only: a TSV's first field may be empty. */
  untrimmed: string;
  /** The first SAMPLE_LINES non-blank lines, right-trimmed. */
  lines: readonly string[];
  /** True when the text has no whitespace at all: a token, a number, a URL. */
  isOneToken: boolean;
  /** How many decodings deep this text is (Base64 of Base64 of …), so recursion stops. */
  depth: number;
  /** The detector run on decoded content (Base64 of JSON), best finding first. */
  detectInner: (text: string) => Finding[];
}

const WHITESPACE = /\s/;

export function textFacts(
  raw: string,
  depth: number,
  detectInner: (text: string) => Finding[],
): TextFacts {
  const text = raw.trim();
  const lines: string[] = [];
  let from = 0;
  while (from <= text.length && lines.length < SAMPLE_LINES) {
    let to = text.indexOf("\n", from);
    if (to < 0) to = text.length;
    const line = text.slice(from, to).trimEnd();
    if (line.trim() !== "") lines.push(line);
    from = to + 1;
  }
  // From the start of the first line with content, so its leading tab (an empty field) stays.
  const contentStart = raw.length - raw.trimStart().length;
  const untrimmed = raw.slice(raw.lastIndexOf("\n", contentStart - 1) + 1);
  return {
    text,
    untrimmed,
    lines,
    isOneToken: text !== "" && !WHITESPACE.test(text),
    depth,
    detectInner,
  };
}

/** "2026-12-04 10:00:00 UTC" for a time in milliseconds; null when Date cannot show it. */
export function utcDateTime(milliseconds: number): string | null {
  const date = new Date(milliseconds);
  if (Number.isNaN(date.getTime())) return null;
  const iso = date.toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

/** Whether bytes are text a person can read: valid UTF-8 with few control characters. */
export function readableText(bytes: Uint8Array): string | null {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  if (text === "") return null;
  let control = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 0x7f) control++;
  }
  return control <= text.length * 0.02 ? text : null;
}
