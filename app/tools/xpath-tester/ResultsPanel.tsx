// The XPath Tester's results: a summary ("3 nodes matched"), then one row per node with its type,
// path and value (long values open in place), or the single number, string or boolean with its type.
import { Copy, Download } from "lucide-react";
import { ExpandableValue } from "~/ui/panels/ExpandableValue";
import { PanelButton } from "~/ui/panels/PanelButton";
import { previewOf, resultSummary } from "./xpath-results";
import { MAX_LISTED_NODES, type MatchedNode, type XPathResultView } from "./xpath-model";
import { groupedCount } from "~/lib/number/count-text";

export interface ResultsPanelProps {
  result: XPathResultView | null;
  /** What to say while there is no result (waiting, running, nothing to evaluate). */
  status: string;
  pickedIndex: number | null;
  onPick: (index: number) => void;
  onCopy: () => void;
  onDownload: () => void;
}

const KIND_STYLES =
  "shrink-0 rounded bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-100";

function NodeRow({
  node,
  index,
  picked,
  onPick,
}: {
  node: MatchedNode;
  index: number;
  picked: boolean;
  onPick: (index: number) => void;
}) {
  const preview = previewOf(node.value);
  const longer = node.valueLength > node.value.length;
  return (
    <li
      className={`border-b border-slate-200 px-2 py-1.5 last:border-b-0 dark:border-slate-700 ${picked ? "bg-blue-50 dark:bg-slate-800" : ""}`}
    >
      <button
        type="button"
        onClick={() => onPick(index)}
        disabled={node.range === null}
        aria-current={picked ? "true" : undefined}
        title={node.range ? "Show this node in the XML" : undefined}
        className="flex w-full flex-wrap items-baseline gap-x-2 gap-y-1 rounded text-left focus-visible:outline-2 focus-visible:outline-blue-600 enabled:hover:underline"
      >
        <span className={KIND_STYLES}>{node.kind}</span>
        <code className="break-all text-sm text-blue-800 dark:text-blue-300">{node.path}</code>
      </button>
      {node.value !== "" && (
        <ExpandableValue
          preview={preview.text}
          full={node.value}
          expandable={preview.cut || longer || node.value.includes("\n")}
          note={
            longer
              ? `\n… (the first ${groupedCount(node.value.length)} of ${groupedCount(node.valueLength)} characters)`
              : undefined
          }
        />
      )}
    </li>
  );
}

function ScalarResult({ result }: { result: Exclude<XPathResultView, { type: "node-set" }> }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 p-3 text-sm">
      <dt className="font-medium">Type</dt>
      <dd>{result.type}</dd>
      <dt className="font-medium">Value</dt>
      <dd className="whitespace-pre-wrap break-words font-mono" data-testid="xpath-value">
        {result.type === "string" && result.value === "" ? "(empty string)" : String(result.value)}
      </dd>
    </dl>
  );
}

export function ResultsPanel({
  result,
  status,
  pickedIndex,
  onPick,
  onCopy,
  onDownload,
}: ResultsPanelProps) {
  const empty = result === null || (result.type === "node-set" && result.count === 0);
  return (
    <section aria-label="Results" className="flex min-w-0 flex-col">
      <div className="mb-1.5 flex flex-wrap items-center gap-2">
        <h2 className="font-medium">Results</h2>
        <span role="status" className="text-xs text-slate-700 dark:text-slate-300">
          {result ? resultSummary(result) : status}
        </span>
        <span className="ml-auto flex gap-2">
          <PanelButton icon={Copy} label="Copy" disabled={empty} onClick={onCopy} />
          <PanelButton icon={Download} label="Download" disabled={empty} onClick={onDownload} />
        </span>
      </div>
      <div className="min-h-40 overflow-auto rounded-md border border-slate-300 bg-white lg:h-[28rem] dark:border-slate-600 dark:bg-slate-900">
        {result?.type === "node-set" ? (
          <>
            {result.count > result.nodes.length && (
              <p className="border-b border-slate-200 p-2 text-xs text-slate-700 dark:border-slate-700 dark:text-slate-300">
                Showing the first {groupedCount(MAX_LISTED_NODES)} nodes.
              </p>
            )}
            <ol aria-label="Matched nodes">
              {result.nodes.map((node, index) => (
                <NodeRow
                  key={`${index}:${node.path}`}
                  node={node}
                  index={index}
                  picked={pickedIndex === index}
                  onPick={onPick}
                />
              ))}
            </ol>
          </>
        ) : result ? (
          <ScalarResult result={result} />
        ) : null}
      </div>
    </section>
  );
}
