// The XSLT Transformer page: XML and XSLT in, the result as text and, for HTML, as a preview in a
// sandboxed frame. Every run happens in a worker with a time limit (the engine loads there, lazily).
import { FileCode } from "lucide-react";
import { useMemo, useState } from "react";
import type { ToolEntry } from "~/catalogue";
import { usePersistentState } from "~/hooks/persistent-state";
import { timeLimitedWorker } from "~/lib/workers/time-limited-worker";
import { useOutputActionsOnCurrent } from "~/hooks/use-act-on-current";
import { useToolRun } from "~/hooks/use-tool-run";
import { CodeEditor } from "~/ui/editor/CodeEditor";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { HtmlPreview } from "~/ui/panels/HtmlPreview";
import { InputPanel } from "~/ui/panels/InputPanel";
import { OutputPanel, useOutputActions } from "~/ui/panels/OutputPanel";
import { TabList, tabId } from "~/ui/panels/Tabs";
import { ToolPage } from "~/ui/page/ToolPage";
import { transformActions } from "~/ui/runtime/transform-actions";
import { XsltParameters, validParameters } from "./XsltParameters";
import { isPreviewable, resultFileName, resultMimeType } from "./xslt-output";
import { SAMPLE_BOOKSTORE_XML, SAMPLE_BOOKSTORE_XSLT } from "./xslt-samples";
import type { XsltJob, XsltParameter, XsltResult } from "./xslt-transform";
import { groupedCount } from "~/lib/number/count-text";

/** Up to this many characters (XML and XSLT together) the result follows the inputs. */
export const LIVE_LIMIT_CHARS = 200_000;
/** A stylesheet can loop without end (e.g. a template applying itself to the same node set). */
export const TIME_LIMIT_MS = 10_000;
export const TIME_LIMIT_MESSAGE =
  "Stopped after 10 s: the transformation took too long. Check for a template that keeps calling itself, or try a smaller document.";

const XML_FILES = ".xml,.svg,.rss,.atom,.xhtml,text/xml,application/xml";
const XSLT_FILES = ".xsl,.xslt,.xml,text/xml,application/xml,application/xslt+xml";
const OUTPUT_VIEWS = [
  { value: "text", label: "Text" },
  { value: "preview", label: "Preview" },
] as const;
type OutputView = (typeof OUTPUT_VIEWS)[number]["value"];
// Fixed ids: one transformer per page, and ids must match between prerender and hydration.
const VIEW_ID_PREFIX = "xslt-output";
const VIEW_PANEL_ID = "xslt-output-view";
const ENGINE_SOURCE = "https://gitlab.gnome.org/GNOME/libxslt";
const MIT_TEXT = "https://opensource.org/license/mit";

function createWorker() {
  return timeLimitedWorker(
    () => new Worker(new URL("./xslt-transform.worker.ts", import.meta.url), { type: "module" }),
    TIME_LIMIT_MS,
    TIME_LIMIT_MESSAGE,
  );
}

export function XsltTransformerTool({ tool }: { tool: ToolEntry }) {
  const [xml, setXml] = usePersistentState(tool.path, "xml", "");
  const [xslt, setXslt] = usePersistentState(tool.path, "xslt", "");
  const [storedParameters, setParameters] = usePersistentState<XsltParameter[]>(
    tool.path,
    "parameters",
    [],
  );
  const parameters = useMemo(() => validParameters(storedParameters), [storedParameters]);
  const [view, setView] = useState<OutputView>("text");
  const large = xml.length + xslt.length > LIVE_LIMIT_CHARS;
  const job = useMemo<XsltJob>(() => ({ xml, xslt, parameters }), [xml, xslt, parameters]);
  const transform = useToolRun<XsltJob, XsltResult>({
    job,
    // An empty XSLT input is allowed when the XML names an embedded stylesheet (xml-stylesheet).
    idle: xml.trim() === "" || (xslt.trim() === "" && !xml.includes("<?xml-stylesheet")),
    large,
    createWorker,
  });
  const result = transform.output;
  const output = result?.output ?? "";
  const method = result?.method ?? "xml";
  const fileName = resultFileName(method);
  const outputActions = useOutputActions(output, fileName, resultMimeType(method));
  const previewable = result !== null && isPreviewable(method, output);
  const shownView: OutputView = previewable ? view : "text";

  function clear() {
    setXml("");
    setXslt("");
    transform.reset();
  }

  // Copy or Ctrl+S right after a change waits for the result of what the input now holds.
  const currentOutputActions = useOutputActionsOnCurrent(transform, outputActions);
  const { actions, shortcuts } = transformActions(
    { running: large && transform.running, run: transform.run, cancel: transform.cancel },
    {
      runLabel: "Transform",
      runTitle: large
        ? "Transform these large inputs in the background (Ctrl+Enter)"
        : "The result follows the inputs; Ctrl+Enter runs it at once",
      hasInput: xml !== "" || xslt !== "",
      output,
      outputActions: currentOutputActions,
      onClear: clear,
      extra: [
        {
          label: "Sample",
          icon: FileCode,
          title: "Replace both inputs with the bookstore sample",
          onClick: () => {
            setXml(SAMPLE_BOOKSTORE_XML);
            setXslt(SAMPLE_BOOKSTORE_XSLT);
          },
        },
      ],
    },
  );

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-4">
        <div className="grid gap-4 lg:grid-cols-2">
          <InputPanel
            value={xml}
            onChange={setXml}
            accept={XML_FILES}
            placeholder="Paste the XML document, open a file or drop one"
          />
          <InputPanel
            label="XSLT"
            value={xslt}
            onChange={setXslt}
            accept={XSLT_FILES}
            placeholder="Paste the XSLT 1.0 stylesheet, open a file or drop one (or leave empty to use the stylesheet embedded in the XML)"
          />
        </div>
        <XsltParameters parameters={parameters} onChange={setParameters} />
        <ErrorPanel message={transform.error} />
        <OutputPanel
          value={output}
          fileName={fileName}
          mimeType={resultMimeType(method)}
          status={statusText(transform, large, result)}
          toolbar={
            previewable ? (
              <TabList
                tabs={OUTPUT_VIEWS}
                selected={shownView}
                onChange={setView}
                label="Output view"
                idPrefix={VIEW_ID_PREFIX}
                look="views"
                panelIdFor={() => VIEW_PANEL_ID}
              />
            ) : undefined
          }
        >
          {previewable ? (
            <div
              role="tabpanel"
              id={VIEW_PANEL_ID}
              aria-labelledby={tabId(VIEW_ID_PREFIX, shownView)}
            >
              {shownView === "preview" ? (
                <ResultPreview html={output} />
              ) : (
                <OutputText value={output} />
              )}
            </div>
          ) : undefined}
        </OutputPanel>
        {result !== null && result.messages.length > 0 && <Messages messages={result.messages} />}
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Transformations run on your device with{" "}
          <a className="text-blue-800 underline dark:text-blue-300" href={ENGINE_SOURCE}>
            libxslt
          </a>{" "}
          1.1.35 and libxml2 2.9.14, the reference XSLT 1.0 implementation with EXSLT, compiled to
          WebAssembly (
          <a className="text-blue-800 underline dark:text-blue-300" href={MIT_TEXT}>
            MIT licence
          </a>
          ; the copyright notices are inside libxslt.wasm). Nothing is uploaded, and xsl:import,
          xsl:include, document() and external DTDs load nothing.
        </p>
      </div>
    </ToolPage>
  );
}

function statusText(
  transform: { running: boolean; waiting: boolean },
  large: boolean,
  result: XsltResult | null,
): string {
  if (transform.running && (large || result === null)) return "Working…";
  if (transform.waiting)
    return "Inputs too large to transform as you type: press Transform (Ctrl+Enter)";
  if (result === null) return "";
  const characters = `${groupedCount(result.output.length)} characters`;
  return `${result.method.toUpperCase()} · ${result.encoding} · ${characters}`;
}

/** The result as text inside the tab panel (OutputPanel shows its own editor only without tabs). */
function OutputText({ value }: { value: string }) {
  return <CodeEditor value={value} label="Output" readOnly placeholder="The result appears here" />;
}

/**
 * The HTML result in the site's one preview: an empty sandbox, a CSP that blocks every load, links
 * that lead nowhere (a stylesheet could put the user's data in a link's address).
 */
function ResultPreview({ html }: { html: string }) {
  return <HtmlPreview html={html} kind="document" title="Preview of the HTML result" />;
}

function Messages({ messages }: { messages: string[] }) {
  return (
    <section
      aria-label="Messages"
      className="rounded-lg border border-slate-200 p-3 dark:border-slate-700"
    >
      <h2 className="mb-1 text-sm font-medium">Messages (xsl:message and warnings)</h2>
      <ul className="list-disc pl-5 font-mono text-sm break-words">
        {messages.map((message, index) => (
          <li key={index}>{message}</li>
        ))}
      </ul>
    </section>
  );
}
