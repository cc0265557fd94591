// Formats SQL with sql-formatter in any of its dialects, and turns its parse errors into one clear
// line: "Parse error: Unexpected "…" at line L, column C".
import { format } from "sql-formatter";
import { indentSettings } from "~/lib/code/code-format-options";
import { ToolError, errorMessage, isStackOverflow, lineAndColumn } from "~/lib/tool-error";
import type { SqlFormatOptions } from "./sql-format-options";

// The lexer's message: Parse error: Unexpected "<the next characters>" at line 3 column 14.
const LEXER_ERROR = /^Parse error: Unexpected "([^]*?)" at line (\d+) column (\d+)/;
// The parser's message: Parse error at token: <token> at line 3 column 14 (then a grammar dump).
const PARSER_ERROR = /^Parse error at token: ([^]*?) at line (\d+) column (\d+)/;

export const SQL_TOO_DEEP =
  "The SQL nests too deeply to format: parentheses or CASE … END inside each other thousands of levels deep";

/**
 * sql-formatter's error as one line with a 1-based line and column; other errors keep their first
 * line. `from` is where the formatted part began in the whole input (its line and column).
 */
export function sqlToolError(
  error: unknown,
  from: { line: number; column: number } = { line: 1, column: 1 },
): ToolError {
  // sql-formatter's parser recurses once per parenthesis or CASE … END: 3,000 levels overflowed
  // node's stack, 1,000 did not.
  if (isStackOverflow(error)) return new ToolError(SQL_TOO_DEEP);
  const message = errorMessage(error);
  const match = LEXER_ERROR.exec(message) ?? PARSER_ERROR.exec(message);
  if (!match) return new ToolError(message.split("\n")[0]);
  const [, found, lineText, columnText] = match;
  const line = from.line + Number(lineText) - 1;
  const column = Number(lineText) === 1 ? from.column + Number(columnText) - 1 : Number(columnText);
  // The lexer quotes up to ten characters from the problem on: keep those of its line only.
  const token = found.split(/\r?\n|\r/)[0];
  const what = token === "«EOF»" ? "end of input" : `"${token}"`;
  return new ToolError(`Parse error: Unexpected ${what} at line ${line}, column ${column}`, {
    line,
    column,
  });
}

/**
 * Statements per call of sql-formatter. Its parser keeps a copy of the list of statements read so
 * far for every statement (memory grows with their square): ";" x100,000 filled gigabytes and the
 * worker died. Inputs with more statements are formatted in parts (see statementCuts).
 */
export const STATEMENTS_PER_CALL = 1_000;

/**
 * Offsets just after the ";" that end statements, as long as every dialect agrees on them: from
 * the first character that some dialect reads differently (a backslash, "$", "[", "{", "#", "--",
 * "/*", "//", Oracle's q'…') on, the text is left in one piece. Only ' " and ` quote in that
 * prefix, and a quoted ";" is no cut.
 */
export function statementCuts(source: string): number[] {
  const cuts: number[] = [];
  let quote = "";
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (char === "\\") break;
    if (quote !== "") {
      if (char === quote) quote = "";
    } else if (char === "'" || char === '"' || char === "`") {
      if (char === "'" && /[qQ]/.test(source[i - 1] ?? "")) break;
      quote = char;
    } else if (char === ";") cuts.push(i + 1);
    else if ("$[{#".includes(char)) break;
    else if (char === "-" && source[i + 1] === "-") break;
    else if (char === "/" && (source[i + 1] === "*" || source[i + 1] === "/")) break;
  }
  return cuts;
}

/** A statement of nothing but blanks and its ";": sql-formatter writes it as ";". */
const EMPTY_STATEMENT = /^[ \t\r\n]*;$/;

export function formatSql(source: string, options: SqlFormatOptions): string {
  const { tabWidth, useTabs } = indentSettings(options.indent);
  const formatFrom = (start: number, end: number) => {
    try {
      return format(source.slice(start, end), {
        language: options.dialect,
        keywordCase: options.keywordCase,
        tabWidth,
        useTabs,
      });
    } catch (error) {
      throw sqlToolError(error, start === 0 ? undefined : lineAndColumn(source, start));
    }
  };
  const cuts = statementCuts(source);
  if (cuts.length <= STATEMENTS_PER_CALL) return formatFrom(0, source.length);
  // In parts of STATEMENTS_PER_CALL statements; an empty statement is written without a call (each
  // call costs about as much as 1,000 empty statements). sql-formatter puts one blank line between
  // statements (linesBetweenQueries: 1).
  const formatted: string[] = [];
  let partStart = 0;
  let statements = 0;
  const endPart = (end: number) => {
    const part = end > partStart ? formatFrom(partStart, end) : "";
    if (part !== "") formatted.push(part);
    partStart = end;
    statements = 0;
  };
  let previous = 0;
  for (const cut of cuts) {
    if (EMPTY_STATEMENT.test(source.slice(previous, cut))) {
      endPart(previous);
      formatted.push(";");
      partStart = cut;
    } else if (++statements === STATEMENTS_PER_CALL) endPart(cut);
    previous = cut;
  }
  endPart(source.length);
  return formatted.join("\n\n");
}
