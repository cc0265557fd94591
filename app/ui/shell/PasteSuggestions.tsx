// What "Paste anything" found (app/lib/paste-detect: in a worker above 100 KB) and the tools for it,
// best first. Choosing one hands the content to that tool through this tab's memory, as "Open in…"
// does (never the URL), and opens it.
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { detectPasteOffThread } from "~/lib/paste-detect/detect-in-worker";
import type { PasteDetection, PasteInput } from "~/lib/paste-detect/paste-detect";
import { groupedCount } from "~/lib/number/count-text";
import { errorMessage } from "~/lib/tool-error";
import { FIELD_SHOWS_CHARS, type Pasted } from "./paste-suggestions-types";
import { LIVE_TOOLS, type Suggestion, handToSuggested, suggestionsOf } from "./paste-targets";
import { ToolSummary } from "./ToolSummary";

/** A wait after the last keystroke before the content is looked at again. */
const TYPING_PAUSE_MS = 150;
/** The most of a dropped file read to say what it is (its start says what a binary file is). */
const FILE_READ_LIMIT_BYTES = 16 * 1024 * 1024;
/** Suggestions shown at most. */
const MOST_SUGGESTIONS = 8;

async function inputOf(pasted: Pasted): Promise<PasteInput> {
  if ("text" in pasted) return pasted.text;
  const { file } = pasted;
  const bytes = new Uint8Array(await file.slice(0, FILE_READ_LIMIT_BYTES).arrayBuffer());
  return { bytes, name: file.name, type: file.type };
}

/** What is pasted, and how to empty the field (a text too long to show there says so here). */
export default function PasteSuggestions({
  pasted,
  onClear,
}: {
  pasted: Pasted;
  onClear: () => void;
}) {
  const navigate = useNavigate();
  const [found, setFound] = useState<{ pasted: Pasted; detection: PasteDetection } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    // A run of a paste since replaced is ended, not left to finish in a worker no one reads.
    const wanted = new AbortController();
    const timer = window.setTimeout(async () => {
      try {
        const detection = await detectPasteOffThread(await inputOf(pasted), LIVE_TOOLS, {
          signal: wanted.signal,
        });
        if (current) setFound({ pasted, detection });
      } catch (error) {
        if (current) setFailure(`Could not read what was pasted: ${errorMessage(error)}`);
      }
    }, TYPING_PAUSE_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
      wanted.abort();
    };
  }, [pasted]);

  async function open(suggestion: Suggestion) {
    await handToSuggested(suggestion, pasted);
    await navigate(suggestion.tool.path);
  }

  const heldAside =
    "text" in pasted && pasted.text.length > FIELD_SHOWS_CHARS ? pasted.text.length : null;
  const note = heldAside !== null && (
    <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
      {groupedCount(heldAside)} characters pasted: too long to show here without slowing the page,
      and all of it goes to the tool you choose. Typing replaces it.
      <button
        type="button"
        onClick={onClear}
        className="rounded border border-slate-300 px-2 py-0.5 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
      >
        Clear
      </button>
    </p>
  );
  if (failure)
    return (
      <>
        {note}
        <p role="alert">{failure}</p>
      </>
    );
  if (!found)
    return (
      <>
        {note}
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">Looking…</p>
      </>
    );
  const [first, ...others] = found.detection.matches;
  const suggestions = suggestionsOf(found.detection).slice(0, MOST_SUGGESTIONS);
  const alternatives = others.filter((match) => match.kind !== "text").slice(0, 3);
  return (
    <div className="mt-3 flex flex-col gap-2">
      {note}
      <p role="status" className="text-sm">
        <span className="font-medium">It looks like:</span> {first.description}
        {alternatives.length > 0 &&
          `. It could also be: ${alternatives.map((match) => match.description).join("; ")}`}
      </p>
      <h2 id="suggested-tools" className="text-base font-semibold">
        Suggested tools
      </h2>
      <ul aria-labelledby="suggested-tools" className="grid gap-2 sm:grid-cols-2">
        {suggestions.map((suggestion) => (
          <li key={suggestion.tool.path}>
            <button
              type="button"
              onClick={() => void open(suggestion)}
              className="flex h-full w-full items-start gap-3 rounded-md border border-slate-200 p-3 text-left transition-colors hover:border-blue-400 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 dark:border-slate-700 dark:hover:border-blue-500 dark:hover:bg-slate-800"
            >
              <ToolSummary tool={suggestion.tool} />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
