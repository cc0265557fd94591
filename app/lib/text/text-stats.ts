// Counts and the status line a text tool shows under its output ("Input: 11 characters · Output: 10
// characters"), written once so every tool words and formats them the same way.
import { groupedCount } from "~/lib/number/count-text";

/** "1 byte", "1,234 bytes": a count in en-US digits with its unit, plural unless it is one. */
export function counted(count: number, unit: string): string {
  return `${groupedCount(count)} ${unit}${count === 1 ? "" : "s"}`;
}

export const characters = (count: number) => counted(count, "character");

/** Where a live-or-worker transform stands: useToolRun's result fits. */
export interface TransformState {
  running: boolean;
  /** The input is too large to follow as it changes and has no current result yet. */
  waiting: boolean;
}

export interface TransformStatus {
  input: string;
  output: string;
  /** What the tool does, in "too large to … as you type", e.g. "convert" or "process". */
  verb: string;
  /** The primary button's label, named in the hint, e.g. "Convert". */
  runLabel: string;
}

/** The status line of a live-or-worker text tool (see useToolRun). */
export function transformStatus(
  { running, waiting }: TransformState,
  { input, output, verb, runLabel }: TransformStatus,
): string {
  if (running) return "Working…";
  if (waiting) {
    return `Input: ${characters(input.length)}, too large to ${verb} as you type: press ${runLabel} (Ctrl+Enter)`;
  }
  return `Input: ${characters(input.length)} · Output: ${characters(output.length)}`;
}
