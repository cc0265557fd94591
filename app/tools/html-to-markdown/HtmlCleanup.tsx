// "Clean up with AI", fetched on the first press: the pasted page goes to the user's own
// model, which removes navigation, ads and boilerplate; the page's own converter then converts the
// cleaned HTML, and the result is shown beside the default output as a line diff to accept or discard.
// Converting and comparing run in the page's worker (cleanup-job.ts): the default output of a long
// Input can have tens of thousands of lines, too many to compare on the main thread.
import { Check, X } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useToolRun } from "~/hooks/use-tool-run";
import type { LineDiff } from "~/lib/text/line-diff";
import type { WorkerLike } from "~/lib/workers/worker-runner";
import { groupedCount } from "~/lib/number/count-text";
import { AiPanel } from "~/ui/ai/AiPanel";
import type { AiPanelStart } from "~/ui/ai/AiFeatureLauncher";
import { AI_BUTTON, AI_PRIMARY_BUTTON } from "~/ui/ai/ai-styles";
import { useAiRun } from "~/ui/ai/use-ai-run";
import { CLEANUP_MAX_CHARS, cleanedHtmlOf, cleanupMessages, htmlToSend } from "./html-cleanup";
import type { CleanupJob, CleanupResult } from "./cleanup-job";
import type { MarkdownStyle } from "./markdown-options";

export const NO_HTML_MESSAGE = "Paste an HTML page in the Input first.";
export const EMPTY_CLEANUP_MESSAGE =
  "The model's answer held no HTML. Try again, or try another model.";
/** Diff lines drawn; a longer diff says how many more there are. */
const SHOWN_DIFF_LINES = 2_000;

export interface HtmlCleanupProps {
  html: string;
  /** The default output: the converter's Markdown of the whole Input. */
  markdown: string;
  style: MarkdownStyle;
  /** The page's worker, which also runs clean-up jobs (cleanup-job.ts). */
  createWorker: () => WorkerLike;
  onError: (message: string | null) => void;
  /** Replaces the Input with the cleaned HTML (the Output then follows it). */
  onAccept: (html: string) => void;
}

/** A model's answer to convert and compare: the job, and whether the Input was cut to send it. */
interface Answered {
  job: CleanupJob;
  /** The Input was longer than what was sent. */
  cut: boolean;
}

const MARK = { same: " ", removed: "−", added: "+" } as const;
const TONE = {
  same: "",
  removed: "bg-red-100 text-red-950 dark:bg-red-950 dark:text-red-100",
  added: "bg-emerald-100 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100",
} as const;

function DiffView({ diff }: { diff: LineDiff }) {
  const shown = diff.lines.slice(0, SHOWN_DIFF_LINES);
  const removed = diff.lines.filter((line) => line.kind === "removed").length;
  const added = diff.lines.filter((line) => line.kind === "added").length;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <p className="text-sm font-medium">
        Changes to the Output: {removed} lines removed, {added} added
        {diff.minimal ? "" : " (too many changes to match lines one by one)"}
      </p>
      <pre
        aria-label="Changes to the Output"
        tabIndex={0}
        className="max-h-96 overflow-auto rounded-md border border-slate-200 font-mono text-xs dark:border-slate-700"
      >
        {shown.map((line, index) => (
          <div key={index} className={`px-2 whitespace-pre-wrap ${TONE[line.kind]}`}>
            {MARK[line.kind]} {line.text}
          </div>
        ))}
        {diff.lines.length > shown.length && (
          <div className="px-2">… {diff.lines.length - shown.length} more lines</div>
        )}
      </pre>
    </div>
  );
}

export default function HtmlCleanup(props: HtmlCleanupProps & AiPanelStart) {
  const { html, markdown, style, createWorker, onError, onAccept } = props;
  const run = useAiRun(onError);
  const { start } = run;
  // The answer being converted and compared in the page's worker (on the tool runtime: a newer
  // answer cancels the older run, and its time limit stops a run that hangs).
  const [answered, setAnswered] = useState<Answered | null>(null);
  const conversion = useToolRun<CleanupJob | null, CleanupResult>({
    job: answered?.job ?? null,
    idle: answered === null,
    large: true,
    createWorker,
  });
  const { runJob, reset } = conversion;
  const conversionError = conversion.error;
  useEffect(() => {
    if (conversionError) onError(conversionError);
  }, [conversionError, onError]);
  const result = conversion.current ? conversion.output : null;

  const clean = useCallback(() => {
    if (html.trim() === "") return onError(NO_HTML_MESSAGE);
    const sent = htmlToSend(html);
    // A new press replaces the clean-up still being converted and compared, if any.
    reset();
    setAnswered(null);
    start({
      messages: cleanupMessages(sent.text),
      what: sent.cut
        ? `the first ${groupedCount(CLEANUP_MAX_CHARS)} characters of the Input's HTML (without scripts, styles and comments)`
        : `the Input's HTML without scripts, styles and comments (${groupedCount(sent.text.length)} characters)`,
      onAnswer(answer) {
        const cleaned = cleanedHtmlOf(answer);
        if (cleaned === "") return onError(EMPTY_CLEANUP_MESSAGE);
        const job: CleanupJob = { kind: "cleanup", html: cleaned, before: markdown, ...style };
        setAnswered({ job, cut: sent.cut });
        runJob(job);
      },
    });
  }, [html, markdown, style, onError, start, reset, runJob]);

  function close() {
    reset();
    setAnswered(null);
  }

  return (
    <AiPanel
      run={run}
      label="Clean up with AI"
      onRun={clean}
      autoStart={props.autoStart}
      sends={`Sends the Input's HTML without scripts, styles and comments, at most ${groupedCount(CLEANUP_MAX_CHARS)} characters, to your model. The default conversion stays as it is until you accept.`}
    >
      {conversion.running && <p className="text-sm">Converting the cleaned HTML…</p>}
      {answered && result && (
        <div className="flex flex-col gap-2">
          {answered.cut && (
            <p className="text-sm text-amber-900 dark:text-amber-200">
              Only the first {groupedCount(CLEANUP_MAX_CHARS)} characters were sent: accepting
              replaces the Input with the cleaned part only.
            </p>
          )}
          <DiffView diff={result.diff} />
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={AI_PRIMARY_BUTTON}
              onClick={() => {
                onAccept(answered.job.html);
                close();
              }}
            >
              <Check aria-hidden="true" className="size-4" />
              Accept the clean-up
            </button>
            <button type="button" className={AI_BUTTON} onClick={close}>
              <X aria-hidden="true" className="size-4" />
              Discard
            </button>
          </div>
        </div>
      )}
    </AiPanel>
  );
}
