// jq's output styles made from its compact output (`jq -c`, one value a line): the indented style
// jq prints by default, and -r's raw strings. jq runs once with -c so that its outputs can be told
// apart (an indented value or a raw string can span lines); numbers stay exactly as jq wrote them.

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/** The index after the string literal whose opening quote is at `start`. */
function stringEnd(text: string, start: number): number {
  let i = start + 1;
  for (;;) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) return i + 1;
    i += c === BACKSLASH ? 2 : 1;
  }
}

/**
 * A compact JSON value as jq prints it indented by two spaces: each member and element on its own
 * line, `"key": value`, and [] and {} for empty containers.
 */
export function indentJqValue(compact: string): string {
  const newlines = ["\n"];
  const newline = (depth: number) => (newlines[depth] ??= `\n${"  ".repeat(depth)}`);
  let out = "";
  let depth = 0;
  let copiedTo = 0;
  const put = (end: number, text: string) => {
    out += compact.slice(copiedTo, end) + text;
  };
  for (let i = 0; i < compact.length;) {
    const c = compact.charCodeAt(i);
    if (c === QUOTE) {
      i = stringEnd(compact, i);
      continue;
    }
    if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      const next = compact.charCodeAt(i + 1);
      if (next === CLOSE_BRACE || next === CLOSE_BRACKET) {
        i += 2;
        continue;
      }
      put(i + 1, newline(++depth));
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      put(i, newline(--depth) + compact[i]);
    } else if (c === COMMA) {
      put(i + 1, newline(depth));
    } else if (c === COLON) {
      put(i + 1, " ");
    } else {
      i++;
      continue;
    }
    copiedTo = ++i;
  }
  return out + compact.slice(copiedTo);
}

export interface JqOutputStyle {
  /** -c: each value on one line. */
  compact: boolean;
  /** -r: strings without quotes and escapes. */
  rawOutput: boolean;
}

/** One output of `jq -c` as jq prints it in the given style. */
export function styleJqOutput(compact: string, style: JqOutputStyle): string {
  if (style.rawOutput && compact.charCodeAt(0) === QUOTE) return JSON.parse(compact) as string;
  return style.compact ? compact : indentJqValue(compact);
}
