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

/** The message to show for anything thrown: ToolError and Error keep theirs, anything else is stringified. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
