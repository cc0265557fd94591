// Removing a run of given characters from either end of a text, in one linear pass. A regex such
// as /0+$/ or /[.!?]+$/ looks the same but retries from every position of a long run and takes
// quadratic time on "000…0x" (a saved 100,000-character input of that shape froze a page on every
// reload).

/** `text` without the characters of `chars` at its end: trimTrailing("1.500", "0") = "1.5". */
export function trimTrailing(text: string, chars: string): string {
  let end = text.length;
  while (end > 0 && chars.includes(text[end - 1])) end--;
  return text.slice(0, end);
}

/** `text` without the characters of `chars` at its start: trimLeading("007", "0") = "7". */
export function trimLeading(text: string, chars: string): string {
  let start = 0;
  while (start < text.length && chars.includes(text[start])) start++;
  return text.slice(start);
}

/**
 * "name = value" split at its first "=", both sides without the spaces around them, or null when
 * there is no "=". Regexes like /^(\w+)\s*=\s*(.*)$/ backtrack polynomially on long runs of spaces.
 */
export function splitAssignment(line: string): { name: string; value: string } | null {
  const at = line.indexOf("=");
  if (at < 0) return null;
  return { name: line.slice(0, at).trimEnd(), value: line.slice(at + 1).trimStart() };
}
