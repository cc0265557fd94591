// Where a tool's error shows: role="alert" holds exactly the core's message (page contract).
import { CircleAlert } from "lucide-react";

export function ErrorPanel({ message }: { message: string | null | undefined }) {
  // The alert region always exists so screen readers announce a message when it appears.
  return (
    <div
      role="alert"
      className={
        message
          ? "flex gap-2 rounded-md border border-red-600 bg-red-50 p-3 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100"
          : "sr-only"
      }
    >
      {message && <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />}
      {message ? (
        <p className="whitespace-pre-wrap break-words font-mono text-sm">{message}</p>
      ) : null}
    </div>
  );
}
