// The ToolError a core throws, for tests of cores' error messages and positions.
// Test-only: no page, core or worker imports it.
import { ToolError } from "../app/lib/tool-error";

/** The ToolError `run` throws; anything else thrown, or nothing thrown, fails the test. */
export function thrownToolError(run: () => unknown): ToolError {
  try {
    run();
  } catch (error) {
    if (error instanceof ToolError) return error;
    throw error;
  }
  throw new Error("expected a ToolError");
}

/** The message of the ToolError `run` throws. */
export const thrownMessage = (run: () => unknown): string => thrownToolError(run).message;

/** The ToolError the promise `run` returns rejects with; fulfilling or another error fails the test. */
export async function rejectedToolError(run: () => Promise<unknown>): Promise<ToolError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof ToolError) return error;
    throw error;
  }
  throw new Error("expected a ToolError");
}
