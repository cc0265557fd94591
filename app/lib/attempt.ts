// Runs a function that may throw and returns its value or the message to show: for results
// computed while rendering (useMemo), where a thrown ToolError must become the error panel's text.
import { errorMessage } from "./tool-error";

export type Attempt<T> = { value: T; error: null } | { value: null; error: string };

export function attempt<T>(run: () => T): Attempt<T> {
  try {
    return { value: run(), error: null };
  } catch (error) {
    return { value: null, error: errorMessage(error) };
  }
}
