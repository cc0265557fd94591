// Marks a tool that is not built yet, wherever tools are listed, so nobody mistakes it for a working one.
import type { ToolStatus } from "~/catalogue";

export function StatusTag({ status, compact = false }: { status: ToolStatus; compact?: boolean }) {
  if (status === "live") return null;
  return (
    <span
      className={`shrink-0 rounded border border-amber-600 px-1 text-amber-800 dark:border-amber-400 dark:text-amber-200 ${compact ? "text-[10px] leading-4" : "text-xs"}`}
    >
      Coming soon
    </span>
  );
}
