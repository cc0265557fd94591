// The HTML → Markdown page: converts as you type (a very large input on Convert), in a worker with a
// time limit (turndown on domino's DOM, marked for the preview), with a sanitized preview of the
// Markdown's beginning (the page sanitizes it: DOMPurify needs the browser's DOM). "Clean up with
// AI" asks the user's own model, loaded on the first press (HtmlCleanup.tsx).
import { useMemo, useState } from "react";
import type { ToolEntry } from "~/catalogue";
import { usePersistentChoice, usePersistentState } from "~/hooks/persistent-state";
import { useOutputActionsOnCurrent } from "~/hooks/use-act-on-current";
import { useToolRun } from "~/hooks/use-tool-run";
import { useRunningLong } from "~/hooks/use-running-long";
import { useSanitizedBlocks } from "~/hooks/use-sanitized-blocks";
import { AiFeatureLauncher } from "~/ui/ai/AiFeatureLauncher";
import { convertActions } from "~/ui/runtime/convert-actions";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { InputPanel } from "~/ui/panels/InputPanel";
import { MarkdownPreview } from "~/ui/panels/MarkdownPreview";
import { OptionsRow, SelectOption } from "~/ui/panels/OptionsRow";
import { OutputPanel, useOutputActions } from "~/ui/panels/OutputPanel";
import { ToolPage } from "~/ui/page/ToolPage";
import type { HtmlToMarkdownJob, HtmlToMarkdownResult } from "./html-to-markdown";
import { SAMPLE_HTML } from "./samples";
import { stepOptions } from "./step";

/**
 * Up to this many characters the Markdown follows every change; beyond it, Convert is needed, so
 * typing in a large page stays responsive (the e2e test converts a 1 MB page this way).
 */
export const LIVE_LIMIT_CHARS = 200_000;
/**
 * A megabyte of HTML converts in 3–5 s here (domino's parser is JavaScript); the limit leaves room
 * for a slow device and still ends a page that would take minutes.
 */
export const TIME_LIMIT_MS = 30_000;
export const TIME_LIMIT_MESSAGE =
  "Stopped after 30 s: converting this HTML took too long. Try a smaller part of the page.";

const TIME_LIMIT = { timeoutMs: TIME_LIMIT_MS, timeoutMessage: TIME_LIMIT_MESSAGE };

function createWorker() {
  return new Worker(new URL("./html-to-markdown.worker.ts", import.meta.url), { type: "module" });
}

const loadHtmlCleanup = () => import("./HtmlCleanup");

export function HtmlToMarkdownTool({ tool }: { tool: ToolEntry }) {
  const [html, setHtml] = usePersistentState(tool.path, "input", "");
  const [headingStyle, setHeadingStyle] = usePersistentChoice(
    tool.path,
    "headingStyle",
    stepOptions.headingStyle.choices,
    stepOptions.headingStyle.default,
  );
  const [bulletListMarker, setBulletMarker] = usePersistentChoice(
    tool.path,
    "bulletMarker",
    stepOptions.bulletMarker.choices,
    stepOptions.bulletMarker.default,
  );
  const [codeBlockStyle, setCodeBlockStyle] = usePersistentChoice(
    tool.path,
    "codeBlockStyle",
    stepOptions.codeBlockStyle.choices,
    stepOptions.codeBlockStyle.default,
  );
  const [fence, setFence] = usePersistentChoice(
    tool.path,
    "fence",
    stepOptions.fence.choices,
    stepOptions.fence.default,
  );
  const [linkStyle, setLinkStyle] = usePersistentChoice(
    tool.path,
    "linkStyle",
    stepOptions.linkStyle.choices,
    stepOptions.linkStyle.default,
  );

  const [aiError, setAiError] = useState<string | null>(null);
  const large = html.length > LIVE_LIMIT_CHARS;
  const job = useMemo<HtmlToMarkdownJob>(
    () => ({ html, headingStyle, bulletListMarker, codeBlockStyle, fence, linkStyle }),
    [html, headingStyle, bulletListMarker, codeBlockStyle, fence, linkStyle],
  );
  const transform = useToolRun<HtmlToMarkdownJob, HtmlToMarkdownResult>({
    job,
    idle: html.trim() === "",
    large,
    createWorker,
    limit: TIME_LIMIT,
  });
  // A long run's previous result would pass for this input's: it is not shown.
  const output = useRunningLong(transform.running) ? null : transform.output;
  const markdown = output?.markdown ?? "";
  const sanitized = useSanitizedBlocks(output?.previewBlocks ?? null);
  const preview = sanitized.result;
  const outputActions = useOutputActions(markdown, "converted.md", "text/markdown");

  // Copy or Ctrl+S right after a change waits for the result of what the input now holds.
  const currentOutputActions = useOutputActionsOnCurrent(transform, outputActions);
  const { actions, shortcuts, status } = convertActions(
    { ...transform, progress: null },
    {
      input: html,
      setInput: setHtml,
      output: markdown,
      large,
      outputActions: currentOutputActions,
      sample: { text: SAMPLE_HTML, title: "Put a sample HTML page in the input" },
    },
  );

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-4">
        <OptionsRow>
          <SelectOption
            label="Heading style"
            value={headingStyle}
            options={stepOptions.headingStyle.choices}
            onChange={setHeadingStyle}
          />
          <SelectOption
            label="Bullet marker"
            value={bulletListMarker}
            options={stepOptions.bulletMarker.choices}
            onChange={setBulletMarker}
          />
          <SelectOption
            label="Code block style"
            value={codeBlockStyle}
            options={stepOptions.codeBlockStyle.choices}
            onChange={setCodeBlockStyle}
          />
          {codeBlockStyle === "fenced" && (
            <SelectOption
              label="Fence"
              value={fence}
              options={stepOptions.fence.choices}
              onChange={setFence}
            />
          )}
          <SelectOption
            label="Link style"
            value={linkStyle}
            options={stepOptions.linkStyle.choices}
            onChange={setLinkStyle}
          />
        </OptionsRow>
        <ErrorPanel message={transform.error ?? sanitized.error ?? aiError} />
        <div className="grid gap-4 lg:grid-cols-2">
          <InputPanel
            value={html}
            onChange={setHtml}
            accept=".html,.htm,text/html"
            placeholder="Paste HTML here, or open an .html file"
          />
          <OutputPanel
            value={markdown}
            fileName="converted.md"
            mimeType="text/markdown"
            status={status}
          />
        </div>
        <AiFeatureLauncher
          label="Clean up with AI"
          load={loadHtmlCleanup}
          panelProps={{
            html,
            markdown,
            style: { headingStyle, bulletListMarker, codeBlockStyle, fence, linkStyle },
            createWorker,
            onError: setAiError,
            onAccept: setHtml,
          }}
        />
        <MarkdownPreview
          html={preview?.preview ?? ""}
          complete={(output?.previewComplete ?? true) && (preview?.previewComplete ?? true)}
          title="Preview of the Markdown"
        />
      </div>
    </ToolPage>
  );
}
