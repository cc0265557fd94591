// Prettier's syntax errors as the one message every formatter page shows: "<reason> at line L,
// column C". Prettier puts a 1-based loc.start on them and a code frame in the message; we drop both.
import { ToolError } from "./tool-error";

interface PrettierLikeError {
  message?: unknown;
  loc?: { start?: { line?: unknown; column?: unknown } };
}

/** The first line of Prettier's message without its "(1:9)" suffix, parser prefix or help link. */
export function prettierReason(message: string): string {
  return message
    .split("\n")[0]
    .replace(/\s*\(\d+:\d+\)\s*$/, "")
    .replace(/^CssSyntaxError:\s*/, "")
    .replace(/\s*For more info see \S+\s*$/, "")
    .replace(/\.$/, "")
    .trim();
}

/** The ToolError to show for anything Prettier threw: with its position when it has one. */
export function prettierToolError(error: unknown): ToolError {
  if (error instanceof ToolError) return error;
  const { message, loc } = (error ?? {}) as PrettierLikeError;
  const reason = prettierReason(typeof message === "string" ? message : String(error));
  const line = loc?.start?.line;
  const column = loc?.start?.column;
  if (typeof line === "number" && typeof column === "number") {
    return new ToolError(`${reason} at line ${line}, column ${column}`, { line, column });
  }
  return new ToolError(reason);
}
