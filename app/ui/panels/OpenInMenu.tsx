// The Output panel's "Open in…" choice: the tools that take this result as input (a native select:
// keyboard, screen readers and phones handle it as they handle every list). The result goes to the
// chosen tool through this tab's memory (never the URL or storage), and the tool opens with it as
// its input.
import { toast } from "~/lib/page/toast-store";
import { useOpenIn } from "../page/open-in";

/** Said when the result cannot be read to hand it over (a result file removed meanwhile). */
export const OPEN_IN_FAILED = (title: string) => `Could not open the result in ${title}.`;

export function OpenInMenu({ result }: { result: string | Blob }) {
  const openIn = useOpenIn();
  if (!openIn || openIn.targets.length === 0) return null;
  const empty = typeof result === "string" ? result === "" : result.size === 0;
  return (
    <select
      aria-label="Open the result in another tool"
      disabled={empty}
      value=""
      onChange={(event) => {
        const target = openIn.targets.find((t) => t.path === event.target.value);
        openIn.open(event.target.value, result).catch((error: unknown) =>
          toast({
            title: OPEN_IN_FAILED(target?.title ?? event.target.value),
            description: error instanceof Error ? error.message : String(error),
            variant: "error",
          }),
        );
      }}
      className="w-32 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-800 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
    >
      <option value="" disabled>
        Open in…
      </option>
      {openIn.targets.map((target) => (
        <option key={target.path} value={target.path}>
          {target.title}
        </option>
      ))}
    </select>
  );
}
