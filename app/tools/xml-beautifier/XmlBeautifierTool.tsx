// The XML Beautifier page: formats or minifies as you type; a large document is processed in a
// worker on Format/Minify (Ctrl+Enter), so the page never freezes. Invalid XML shows where it breaks.
import { FileCode } from "lucide-react";
import { useMemo } from "react";
import type { ToolEntry } from "~/catalogue";
import { usePersistentChoice, usePersistentState } from "~/hooks/persistent-state";
import { transformStatus } from "~/lib/text/text-stats";
import { useToolRun } from "~/hooks/use-tool-run";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { InputPanel } from "~/ui/panels/InputPanel";
import { CheckboxOption, OptionsRow, SelectOption } from "~/ui/panels/OptionsRow";
import { OutputPanel, useOutputActions } from "~/ui/panels/OutputPanel";
import { ToolPage } from "~/ui/page/ToolPage";
import { transformActions } from "~/ui/runtime/transform-actions";
import { XML_SAMPLE, type XmlFormatJob, formatXml } from "./xml-format";
import { stepOptions as xmlOptions } from "./step";

/**
 * Up to this many characters the result follows every keystroke on the main thread: formatting
 * 200,000 characters of XML takes about 15 ms in Chromium. Beyond it, Format runs the worker.
 */
export const LIVE_LIMIT_CHARS = 200_000;

function createWorker() {
  return new Worker(new URL("./xml-format.worker.ts", import.meta.url), { type: "module" });
}

export function XmlBeautifierTool({ tool }: { tool: ToolEntry }) {
  const [text, setText] = usePersistentState(tool.path, "input", "");
  // Options are stored as plain values and checked, so a value from an older version falls back safely.
  const [mode, setMode] = usePersistentChoice(
    tool.path,
    "mode",
    xmlOptions.mode.choices,
    xmlOptions.mode.default,
  );
  const [indent, setIndent] = usePersistentChoice(
    tool.path,
    "indent",
    xmlOptions.indent.choices,
    xmlOptions.indent.default,
  );
  const [removeComments, setRemoveComments] = usePersistentState(
    tool.path,
    "removeComments",
    xmlOptions.removeComments.default,
  );
  const large = text.length > LIVE_LIMIT_CHARS;
  const job = useMemo<XmlFormatJob>(
    () => ({ text, mode, indent, removeComments }),
    [text, mode, indent, removeComments],
  );
  const transform = useToolRun({ job, large, compute: formatXml, createWorker });
  const output = transform.output ?? "";
  const outputFileName = mode === "format" ? "formatted.xml" : "minified.xml";
  const outputActions = useOutputActions(output, outputFileName, "application/xml");

  function clear() {
    setText("");
    transform.reset();
  }

  const runLabel = mode === "format" ? "Format" : "Minify";
  const status = transformStatus(transform, { input: text, output, verb: "format", runLabel });
  const { actions, shortcuts } = transformActions(transform, {
    runLabel,
    runTitle: large
      ? `${runLabel} this large document in the background (Ctrl+Enter)`
      : "The result updates as you type; this button is needed only for very large documents",
    hasInput: text !== "",
    output,
    outputActions,
    onClear: clear,
    extra: [{ label: "Load sample", icon: FileCode, onClick: () => setText(XML_SAMPLE) }],
  });

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-4">
        <OptionsRow>
          <SelectOption
            label={xmlOptions.mode.label}
            value={mode}
            options={xmlOptions.mode.choices}
            onChange={setMode}
          />
          <SelectOption
            label={xmlOptions.indent.label}
            value={indent}
            options={xmlOptions.indent.choices}
            onChange={setIndent}
          />
          <CheckboxOption
            label={xmlOptions.removeComments.label}
            checked={removeComments}
            onChange={setRemoveComments}
          />
        </OptionsRow>
        <ErrorPanel message={transform.error} />
        <div className="grid gap-4 lg:grid-cols-2">
          <InputPanel
            value={text}
            onChange={setText}
            accept=".xml,.xsd,.xsl,.xslt,.svg,.rss,.atom,.plist,.config,text/xml,application/xml"
            placeholder="Paste XML here, open a file or drop one"
          />
          <OutputPanel
            value={output}
            fileName={outputFileName}
            mimeType="application/xml"
            status={status}
          />
        </div>
      </div>
    </ToolPage>
  );
}
