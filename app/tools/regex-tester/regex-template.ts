// The list view's template: one line per match, written with the replacement syntax of
// String.prototype.replace ($1, $<name>, $&, $`, $', $$), expanded exactly as the engine does
// (ECMAScript GetSubstitution), so a template reads the same in both boxes.

/** What a template needs of one match: its text, position, groups and named groups. */
export interface TemplateMatch {
  matched: string;
  position: number;
  /** Groups 1…n; undefined for a group that did not take part. */
  captures: readonly (string | undefined)[];
  namedCaptures?: Readonly<Record<string, string | undefined>>;
}

const isDigit = (char: string | undefined) => char !== undefined && char >= "0" && char <= "9";

/** GetSubstitution (ECMA-262 §22.1.3.19.1) for one match of `text`. */
export function expandTemplate(template: string, match: TemplateMatch, text: string): string {
  const { matched, position, captures, namedCaptures } = match;
  const m = captures.length;
  let result = "";
  for (let i = 0; i < template.length; i++) {
    const char = template[i];
    const next = template[i + 1];
    if (char !== "$" || next === undefined) {
      result += char;
      continue;
    }
    if (next === "$") {
      result += "$";
      i++;
    } else if (next === "&") {
      result += matched;
      i++;
    } else if (next === "`") {
      result += text.slice(0, position);
      i++;
    } else if (next === "'") {
      result += text.slice(Math.min(position + matched.length, text.length));
      i++;
    } else if (isDigit(next)) {
      // Two digits when they name an existing group, else one; $0 and $00 are literal.
      const two = isDigit(template[i + 2]) ? Number(next + template[i + 2]) : 0;
      const one = Number(next);
      if (two >= 1 && two <= m) {
        result += captures[two - 1] ?? "";
        i += 2;
      } else if (one >= 1 && one <= m) {
        result += captures[one - 1] ?? "";
        i++;
      } else {
        result += "$";
      }
    } else if (next === "<" && namedCaptures !== undefined) {
      const close = template.indexOf(">", i + 2);
      if (close < 0) {
        result += "$";
      } else {
        result += namedCaptures[template.slice(i + 2, close)] ?? "";
        i = close;
      }
    } else {
      result += "$";
    }
  }
  return result;
}

/** A RegExp match as a TemplateMatch. */
export function templateMatchOf(match: RegExpExecArray | RegExpMatchArray): TemplateMatch {
  return {
    matched: match[0],
    position: match.index ?? 0,
    captures: match.slice(1),
    namedCaptures: match.groups,
  };
}

/**
 * "\n" and "\t" typed in a template box mean a line break and a tab (what users expect from
 * regex101's list); "\\" is a backslash.
 */
export function unescapeTemplate(template: string): string {
  return template.replace(/\\([nt\\])/g, (_, char: string) =>
    char === "n" ? "\n" : char === "t" ? "\t" : "\\",
  );
}
