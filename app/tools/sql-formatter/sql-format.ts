// Formats SQL with sql-formatter in any of its dialects, and turns its parse errors into one clear
// line: "Parse error: Unexpected "…" at line L, column C". Issue 3 /sql-formatter.
import { format } from "sql-formatter";
import { indentSettings } from "~/lib/code/code-format-options";
import { ToolError, errorMessage } from "~/lib/tool-error";
import type { SqlFormatOptions } from "./sql-format-options";

// The lexer's message: Parse error: Unexpected "<the next characters>" at line 3 column 14.
const LEXER_ERROR = /^Parse error: Unexpected "([^]*?)" at line (\d+) column (\d+)/;
// The parser's message: Parse error at token: <token> at line 3 column 14 (then a grammar dump).
const PARSER_ERROR = /^Parse error at token: ([^]*?) at line (\d+) column (\d+)/;

/** sql-formatter's error as one line with a 1-based line and column; other errors keep their first line. */
export function sqlToolError(error: unknown): ToolError {
  const message = errorMessage(error);
  const match = LEXER_ERROR.exec(message) ?? PARSER_ERROR.exec(message);
  if (!match) return new ToolError(message.split("\n")[0]);
  const [, found, lineText, columnText] = match;
  const line = Number(lineText);
  const column = Number(columnText);
  // The lexer quotes up to ten characters from the problem on: keep those of its line only.
  const token = found.split(/\r?\n|\r/)[0];
  const what = token === "«EOF»" ? "end of input" : `"${token}"`;
  return new ToolError(`Parse error: Unexpected ${what} at line ${line}, column ${column}`, {
    line,
    column,
  });
}

export function formatSql(source: string, options: SqlFormatOptions): string {
  const { tabWidth, useTabs } = indentSettings(options.indent);
  try {
    return format(source, {
      language: options.dialect,
      keywordCase: options.keywordCase,
      tabWidth,
      useTabs,
    });
  } catch (error) {
    throw sqlToolError(error);
  }
}
