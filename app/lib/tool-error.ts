// The one error type cores throw: its message is shown verbatim in the page's error panel.

export class ToolError extends Error {
  /** 1-based position of the problem in the input, when the core knows it. */
  readonly line?: number;
  readonly column?: number;

  constructor(message: string, position?: { line?: number; column?: number }) {
    super(message);
    this.name = "ToolError";
    this.line = position?.line;
    this.column = position?.column;
  }
}

/**
 * Whether `error` is the engine running out of call stack (a core that recurses once per nesting
 * level, on input nested thousands deep): V8 and JavaScriptCore throw a RangeError ("Maximum call
 * stack size exceeded"), Firefox an InternalError ("too much recursion"), which no RangeError
 * check catches. Either is also thrown when an engine refuses an allocation, equally a limit of
 * the input's size rather than a fault of the tool.
 */
export function isStackOverflow(error: unknown): boolean {
  return error instanceof RangeError || (error instanceof Error && error.name === "InternalError");
}

/** The message to show for anything thrown: ToolError and Error keep theirs, anything else is stringified. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** 1-based line and column of `index` in `text`; CRLF, LF and CR each end a line. */
export function lineAndColumn(text: string, index: number): { line: number; column: number } {
  return linesAndColumns(text, [index])[0];
}

/**
 * lineAndColumn of each of `indexes`, which ascend, in one pass over the text (calling lineAndColumn
 * for each of 100,000 indexes counts from the start 100,000 times).
 */
export function linesAndColumns(
  text: string,
  indexes: readonly number[],
): { line: number; column: number }[] {
  let line = 1;
  let lineStart = 0;
  let i = 0;
  return indexes.map((index) => {
    for (; i < index; i++) {
      const char = text.charCodeAt(i);
      if (char === 0x0a || (char === 0x0d && text.charCodeAt(i + 1) !== 0x0a)) {
        line++;
        lineStart = i + 1;
      }
    }
    return { line, column: index - lineStart + 1 };
  });
}

/** A ToolError about `text[index]`: `describe` gets "line L, column C" to place in its message. */
export function errorAtIndex(
  text: string,
  index: number,
  describe: (where: string) => string,
): ToolError {
  const position = lineAndColumn(text, index);
  return new ToolError(describe(`line ${position.line}, column ${position.column}`), position);
}

/**
 * Runs `work`; a ToolError it throws comes out with `prefix` before its message (its position
 * kept), so a shared parser's message fits a tool's "Failed to convert …: {reason}".
 */
export function withMessagePrefix<T>(prefix: string, work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof ToolError && !error.message.startsWith(prefix)) {
      throw new ToolError(prefix + error.message, error);
    }
    throw error;
  }
}
