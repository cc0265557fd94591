// The XPath Tester page: an XPath 1.0 expression evaluated against the XML in a worker (as you type
// for documents up to 200,000 characters, on Evaluate or Enter beyond), matches marked in the XML.
import { FileCode } from "lucide-react";
import { useMemo, useState } from "react";
import type { ToolEntry } from "~/catalogue";
import { usePersistentState } from "~/hooks/persistent-state";
import { timeLimitedWorker } from "~/lib/workers/time-limited-worker";
import { useOutputActionsOnCurrent } from "~/hooks/use-act-on-current";
import { useToolRun } from "~/hooks/use-tool-run";
import { useModuleOnNeed } from "~/hooks/use-module-on-need";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { InputPanel } from "~/ui/panels/InputPanel";
import { QueryField } from "~/ui/panels/QueryField";
import { useOutputActions } from "~/ui/panels/OutputPanel";
import { ToolPage } from "~/ui/page/ToolPage";
import { transformActions } from "~/ui/runtime/transform-actions";
import { NamespaceTable, validNamespaceRows } from "./NamespaceTable";
import { ResultsPanel } from "./ResultsPanel";
import { RESULTS_FILE_NAME, resultText } from "./xpath-results";
import { EXAMPLE_EXPRESSIONS, SAMPLE_XML } from "./xpath-samples";
import type { NamespaceBinding, XPathEvaluation, XPathJob } from "./xpath-model";

/** Up to this many characters the result follows every change; beyond, Evaluate (or Enter) runs it. */
export const LIVE_LIMIT_CHARS = 200_000;
export const TIME_LIMIT_MS = 10_000;
export const TIME_LIMIT_MESSAGE =
  "XPath: stopped after 10 s, the expression took too long on this document. Try a more specific path than //.";
const SCALAR_FILE_NAME = "xpath-result.txt";

function createWorker() {
  return timeLimitedWorker(
    () => new Worker(new URL("./xpath-tester.worker.ts", import.meta.url), { type: "module" }),
    TIME_LIMIT_MS,
    TIME_LIMIT_MESSAGE,
  );
}

const loadEditorKit = () => import("~/ui/editor/match-marks");

export function XPathTesterTool({ tool }: { tool: ToolEntry }) {
  const [xml, setXml] = usePersistentState(tool.path, "input", "");
  const [expression, setExpression] = usePersistentState(tool.path, "expression", "");
  const [storedRows, setRows] = usePersistentState<NamespaceBinding[]>(tool.path, "namespaces", []);
  const rows = useMemo(() => validNamespaceRows(storedRows), [storedRows]);
  const job = useMemo<XPathJob>(
    () => ({ xml, expression, namespaces: rows }),
    [xml, expression, rows],
  );
  const large = xml.length > LIVE_LIMIT_CHARS;
  const evaluation = useToolRun<XPathJob, XPathEvaluation>({
    job,
    idle: xml.trim() === "",
    large,
    createWorker,
  });
  const result = evaluation.error ? null : (evaluation.output?.result ?? null);

  // The picked row belongs to one result: a new result starts with none picked.
  const [picked, setPicked] = useState<{ result: typeof result; index: number } | null>(null);
  const pickedIndex = picked && picked.result === result ? picked.index : null;

  const hasMatches = result?.type === "node-set" && result.nodes.length > 0;
  const { module: kit } = useModuleOnNeed(hasMatches, loadEditorKit);
  const editorMarks = useMemo(() => {
    if (!kit) return undefined;
    const nodes = result?.type === "node-set" ? result.nodes : [];
    const spans = nodes.flatMap((node) => (node.range ? [node.range] : []));
    const pickedSpan = pickedIndex === null ? null : (nodes[pickedIndex]?.range ?? null);
    return kit.matchMarksExtension(spans, pickedSpan);
  }, [kit, result, pickedIndex]);

  // Up to 1,000 rows of 10,000 characters: built once per result, not on every keystroke.
  const text = useMemo(() => (result ? resultText(result) : ""), [result]);
  const fileName = result?.type === "node-set" ? RESULTS_FILE_NAME : SCALAR_FILE_NAME;
  const outputActions = useOutputActions(
    text,
    fileName,
    result?.type === "node-set" ? "text/csv" : "text/plain",
  );

  function clear() {
    setXml("");
    evaluation.reset();
  }

  function loadSample() {
    setXml(SAMPLE_XML);
    if (expression.trim() === "") setExpression(EXAMPLE_EXPRESSIONS[0].query);
  }

  function tryExample(example: string) {
    setExpression(example);
    if (xml.trim() === "") setXml(SAMPLE_XML);
  }

  // Copy or Ctrl+S right after a change waits for the result of what the input now holds.
  const currentOutputActions = useOutputActionsOnCurrent(evaluation, outputActions);
  const { actions, shortcuts } = transformActions(evaluation, {
    runLabel: "Evaluate",
    runTitle: large
      ? "Evaluate on this large document in the background (Ctrl+Enter)"
      : "Results update as you type; Evaluate is needed only for very large documents",
    hasInput: xml.trim() !== "",
    output: text,
    outputActions: currentOutputActions,
    onClear: clear,
    extra: [{ label: "Load sample", icon: FileCode, onClick: loadSample }],
  });

  // A small input held after an unfinished run waits too: the run guard's own notice says why.
  const status =
    xml.trim() === ""
      ? "Enter or open an XML document"
      : expression.trim() === ""
        ? "Enter an XPath expression"
        : evaluation.running
          ? "Evaluating…"
          : evaluation.waiting && large
            ? "Large document: press Evaluate (Ctrl+Enter)"
            : "";

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-4">
        <QueryField
          label="XPath expression"
          value={expression}
          placeholder="//book[price > 35]/title"
          examples={EXAMPLE_EXPRESSIONS}
          onChange={setExpression}
          onRun={evaluation.run}
          onExample={tryExample}
        />
        <NamespaceTable
          fromDocument={evaluation.output?.documentNamespaces ?? []}
          rows={rows}
          onChange={setRows}
        />
        <ErrorPanel message={evaluation.error} />
        <div className="grid gap-4 lg:grid-cols-2">
          <InputPanel
            value={xml}
            onChange={setXml}
            accept=".xml,.xsd,.xsl,.xslt,.svg,.rss,.atom,.plist,.config,text/xml,application/xml"
            placeholder="Paste XML here, open a file or drop one"
            language={editorMarks}
            height="28rem"
          />
          <ResultsPanel
            result={result}
            status={status}
            pickedIndex={pickedIndex}
            onPick={(index) => setPicked({ result, index })}
            onCopy={() => void outputActions.copy()}
            onDownload={outputActions.download}
          />
        </div>
      </div>
    </ToolPage>
  );
}
