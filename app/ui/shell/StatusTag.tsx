// Marks a tool that is not built yet, wherever tools are listed, so nobody mistakes it for a working one.
import type { ToolStatus } from "~/catalogue";

export function StatusTag({ status, compact = false }: { status: ToolStatus; compact?: boolean }) {
  if (status === "live") return null;
  if (compact) {
    // The sidebar is narrow: a short tag keeps the tool's name readable; the full words are read out.
    return (
      <span className="shrink-0 rounded border border-amber-600 px-1 text-[10px] leading-4 text-amber-800 dark:border-amber-400 dark:text-amber-200">
        <span aria-hidden="true">Soon</span>
        <span className="sr-only">Coming soon</span>
      </span>
    );
  }
  return (
    <span className="shrink-0 rounded border border-amber-600 px-1 text-xs text-amber-800 dark:border-amber-400 dark:text-amber-200">
      Coming soon
    </span>
  );
}
