// The HTML → Markdown page: converts as you type (a very large input on Convert), with a sanitized
// preview of the Markdown. turndown needs the DOM, so it runs on the main thread, loaded on first use.
import { useMemo } from "react";
import type { ToolEntry } from "~/catalogue";
import { usePersistentChoice, usePersistentState } from "~/hooks/persistent-state";
import { useLazyTransform } from "~/hooks/use-lazy-transform";
import { convertActions } from "~/ui/convert-actions";
import { ErrorPanel } from "~/ui/ErrorPanel";
import { HtmlPreview } from "~/ui/HtmlPreview";
import { InputPanel } from "~/ui/InputPanel";
import { OptionsRow, SelectOption } from "~/ui/OptionsRow";
import { OutputPanel, useOutputActions } from "~/ui/OutputPanel";
import { ToolPage } from "~/ui/ToolPage";
import type { HtmlToMarkdownJob, HtmlToMarkdownResult } from "./engine";
import {
  BULLET_MARKERS,
  CODE_BLOCK_STYLES,
  DEFAULT_MARKDOWN_STYLE,
  FENCES,
  HEADING_STYLES,
  LINK_STYLES,
} from "./markdown-options";
import { SAMPLE_HTML } from "./samples";

/**
 * Up to this many characters the Markdown follows every change; beyond it, Convert is needed, so
 * typing in a large page stays responsive (the e2e test converts a 1 MB page this way).
 */
export const LIVE_LIMIT_CHARS = 200_000;

type Engine = typeof import("./engine");
const loadEngine = () => import("./engine");
const computeJob = (engine: Engine, job: HtmlToMarkdownJob) => engine.convertJob(job);

export function HtmlToMarkdownTool({ tool }: { tool: ToolEntry }) {
  const defaults = DEFAULT_MARKDOWN_STYLE;
  const [html, setHtml] = usePersistentState(tool.path, "input", "");
  const [headingStyle, setHeadingStyle] = usePersistentChoice(
    tool.path,
    "headingStyle",
    HEADING_STYLES,
    defaults.headingStyle,
  );
  const [bulletListMarker, setBulletMarker] = usePersistentChoice(
    tool.path,
    "bulletMarker",
    BULLET_MARKERS,
    defaults.bulletListMarker,
  );
  const [codeBlockStyle, setCodeBlockStyle] = usePersistentChoice(
    tool.path,
    "codeBlockStyle",
    CODE_BLOCK_STYLES,
    defaults.codeBlockStyle,
  );
  const [fence, setFence] = usePersistentChoice(tool.path, "fence", FENCES, defaults.fence);
  const [linkStyle, setLinkStyle] = usePersistentChoice(
    tool.path,
    "linkStyle",
    LINK_STYLES,
    defaults.linkStyle,
  );

  const large = html.length > LIVE_LIMIT_CHARS;
  const job = useMemo<HtmlToMarkdownJob>(
    () => ({ html, headingStyle, bulletListMarker, codeBlockStyle, fence, linkStyle }),
    [html, headingStyle, bulletListMarker, codeBlockStyle, fence, linkStyle],
  );
  const transform = useLazyTransform<HtmlToMarkdownJob, Engine, HtmlToMarkdownResult>({
    job,
    large,
    wanted: html !== "",
    load: loadEngine,
    compute: computeJob,
  });
  const markdown = transform.output?.markdown ?? "";
  const outputActions = useOutputActions(markdown, "converted.md", "text/markdown");

  const { actions, shortcuts, status } = convertActions(transform, {
    input: html,
    setInput: setHtml,
    output: markdown,
    large,
    outputActions,
    sample: { text: SAMPLE_HTML, title: "Put a sample HTML page in the input" },
  });

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-4">
        <OptionsRow>
          <SelectOption
            label="Heading style"
            value={headingStyle}
            options={HEADING_STYLES}
            onChange={setHeadingStyle}
          />
          <SelectOption
            label="Bullet marker"
            value={bulletListMarker}
            options={BULLET_MARKERS}
            onChange={setBulletMarker}
          />
          <SelectOption
            label="Code block style"
            value={codeBlockStyle}
            options={CODE_BLOCK_STYLES}
            onChange={setCodeBlockStyle}
          />
          {codeBlockStyle === "fenced" && (
            <SelectOption label="Fence" value={fence} options={FENCES} onChange={setFence} />
          )}
          <SelectOption
            label="Link style"
            value={linkStyle}
            options={LINK_STYLES}
            onChange={setLinkStyle}
          />
        </OptionsRow>
        <ErrorPanel message={transform.error} />
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
        <HtmlPreview
          html={transform.output?.preview ?? ""}
          label="Preview"
          title="Preview of the Markdown"
        />
      </div>
    </ToolPage>
  );
}
