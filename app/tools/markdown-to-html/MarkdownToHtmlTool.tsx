// The Markdown → HTML page: marked renders in a worker with a time limit (hostile Markdown
// can keep it busy for seconds), the page sanitizes the result in short slices (DOMPurify
// needs the browser's DOM) and previews its beginning. A very large input converts on Convert.
import { useMemo } from "react";
import type { ToolEntry } from "~/catalogue";
import { usePersistentState } from "~/hooks/persistent-state";
import { useOutputActionsOnCurrent } from "~/hooks/use-act-on-current";
import { useToolRun } from "~/hooks/use-tool-run";
import { useRunningLong } from "~/hooks/use-running-long";
import { useSanitizedBlocks } from "~/hooks/use-sanitized-blocks";
import { convertActions } from "~/ui/runtime/convert-actions";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { InputPanel } from "~/ui/panels/InputPanel";
import { MarkdownPreview } from "~/ui/panels/MarkdownPreview";
import { CheckboxOption, OptionsRow } from "~/ui/panels/OptionsRow";
import { OutputPanel, useOutputActions } from "~/ui/panels/OutputPanel";
import { ToolPage } from "~/ui/page/ToolPage";
import type { MarkdownToHtmlJob } from "./markdown-to-html";
import { SAMPLE_MARKDOWN } from "./samples";

/** Up to this many characters the HTML follows every change; beyond it, Convert is needed. */
export const LIVE_LIMIT_CHARS = 200_000;
/** A megabyte of ordinary Markdown renders in about a second; hostile input can take minutes. */
export const TIME_LIMIT_MS = 10_000;
export const TIME_LIMIT_MESSAGE =
  "Stopped after 10 s: converting this Markdown took too long. Some patterns, such as thousands of unclosed _ or * markers, make the Markdown parser very slow; try a smaller or simpler input.";

const TIME_LIMIT = { timeoutMs: TIME_LIMIT_MS, timeoutMessage: TIME_LIMIT_MESSAGE };

function createWorker() {
  return new Worker(new URL("./markdown-to-html.worker.ts", import.meta.url), { type: "module" });
}

export function MarkdownToHtmlTool({ tool }: { tool: ToolEntry }) {
  const [markdown, setMarkdown] = usePersistentState(tool.path, "input", "");
  const [breaks, setBreaks] = usePersistentState(tool.path, "breaks", false);

  const large = markdown.length > LIVE_LIMIT_CHARS;
  const job = useMemo<MarkdownToHtmlJob>(() => ({ markdown, breaks }), [markdown, breaks]);
  const transform = useToolRun<MarkdownToHtmlJob, string[]>({
    job,
    idle: markdown.trim() === "",
    large,
    createWorker,
    limit: TIME_LIMIT,
  });
  const sanitized = useSanitizedBlocks(transform.output);
  const running = transform.running || sanitized.pending;
  // A long run's previous result would pass for this input's: it is not shown.
  const result = useRunningLong(running) ? null : sanitized.result;
  const html = result?.html ?? "";
  const outputActions = useOutputActions(html, "converted.html", "text/html");

  // Copy or Ctrl+S right after a change waits for the result of what the input now holds.
  const currentOutputActions = useOutputActionsOnCurrent(
    // The HTML is current once the worker's blocks are, and they are sanitized.
    { output: result, current: transform.current && !sanitized.pending, run: transform.run },
    outputActions,
  );
  const { actions, shortcuts, status } = convertActions(
    { ...transform, running, progress: null },
    {
      input: markdown,
      setInput: setMarkdown,
      output: html,
      large,
      outputActions: currentOutputActions,
      sample: { text: SAMPLE_MARKDOWN, title: "Put sample Markdown in the input" },
    },
  );

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-4">
        <OptionsRow>
          <CheckboxOption label="Line breaks become <br>" checked={breaks} onChange={setBreaks} />
        </OptionsRow>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          The HTML is always sanitized: scripts, event handlers, styles, form controls, data-*
          attributes and links other than http, https, mailto and tel are removed.
        </p>
        <ErrorPanel message={transform.error ?? sanitized.error} />
        <div className="grid gap-4 lg:grid-cols-2">
          <InputPanel
            value={markdown}
            onChange={setMarkdown}
            accept=".md,.markdown,text/markdown,text/plain"
            placeholder="Type or paste Markdown here, or open a .md file"
          />
          <OutputPanel
            value={html}
            fileName="converted.html"
            mimeType="text/html"
            status={status}
          />
        </div>
        <MarkdownPreview
          html={result?.preview ?? ""}
          complete={result?.previewComplete ?? true}
          title="Preview of the rendered HTML"
        />
      </div>
    </ToolPage>
  );
}
