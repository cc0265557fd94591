// The Markdown → HTML page: sanitized HTML as you type (a very large input on Convert) and a
// preview of it. DOMPurify needs the DOM, so it runs on the main thread, loaded on first use.
import { useMemo } from "react";
import type { ToolEntry } from "~/catalogue";
import { usePersistentState } from "~/hooks/persistent-state";
import { useLazyTransform } from "~/hooks/use-lazy-transform";
import { convertActions } from "~/ui/convert-actions";
import { ErrorPanel } from "~/ui/ErrorPanel";
import { HtmlPreview } from "~/ui/HtmlPreview";
import { InputPanel } from "~/ui/InputPanel";
import { CheckboxOption, OptionsRow } from "~/ui/OptionsRow";
import { OutputPanel, useOutputActions } from "~/ui/OutputPanel";
import { ToolPage } from "~/ui/ToolPage";
import type { MarkdownToHtmlJob } from "./engine";
import { SAMPLE_MARKDOWN } from "./samples";

/** Up to this many characters the HTML follows every change; beyond it, Convert is needed. */
export const LIVE_LIMIT_CHARS = 200_000;

type Engine = typeof import("./engine");
const loadEngine = () => import("./engine");
const computeJob = (engine: Engine, job: MarkdownToHtmlJob) => engine.convertJob(job);

export function MarkdownToHtmlTool({ tool }: { tool: ToolEntry }) {
  const [markdown, setMarkdown] = usePersistentState(tool.path, "input", "");
  const [breaks, setBreaks] = usePersistentState(tool.path, "breaks", false);

  const large = markdown.length > LIVE_LIMIT_CHARS;
  const job = useMemo<MarkdownToHtmlJob>(() => ({ markdown, breaks }), [markdown, breaks]);
  const transform = useLazyTransform<MarkdownToHtmlJob, Engine, string>({
    job,
    large,
    wanted: markdown !== "",
    load: loadEngine,
    compute: computeJob,
  });
  const html = transform.output ?? "";
  const outputActions = useOutputActions(html, "converted.html", "text/html");

  const { actions, shortcuts, status } = convertActions(transform, {
    input: markdown,
    setInput: setMarkdown,
    output: html,
    large,
    outputActions,
    sample: { text: SAMPLE_MARKDOWN, title: "Put sample Markdown in the input" },
  });

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
        <ErrorPanel message={transform.error} />
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
        <HtmlPreview html={html} label="Preview" title="Preview of the rendered HTML" />
      </div>
    </ToolPage>
  );
}
