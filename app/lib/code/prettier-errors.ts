// Prettier's syntax errors as the one message every formatter page shows: "<reason> at line L,
// column C". Prettier puts a 1-based loc.start on them and a code frame in the message; we drop both.
import { ToolError } from "~/lib/tool-error";

interface PrettierLikeError {
  message?: unknown;
  loc?: { start?: { line?: unknown; column?: unknown } };
}

/** The first line of Prettier's message without its "(1:9)" suffix, parser prefix or help link. */
export function prettierReason(message: string): string {
  let reason = withoutTail(message.split("\n")[0].trimEnd(), "(", /^\(\d+:\d+\)$/);
  reason = reason.replace(/^CssSyntaxError:\s*/, "");
  reason = withoutTail(reason, "For more info see ", /^For more info see \S+$/);
  return reason.replace(/\.$/, "").trim();
}

/**
 * `text` without its last part when that part, from the last `marker` on, matches `tail`; the
 * spaces before it go too. (A regex anchored at the end, like /\s*\(\d+:\d+\)\s*$/, retries at
 * every space of a long run: quadratic on a long message.)
 */
function withoutTail(text: string, marker: string, tail: RegExp): string {
  const at = text.lastIndexOf(marker);
  return at >= 0 && tail.test(text.slice(at)) ? text.slice(0, at).trimEnd() : text;
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
