// The two views of the result, switched by tabs in the Output panel's title row: the text (a
// read-only editor) and the tree.
import { useEffect, useState } from "react";
import type { Extension } from "@codemirror/state";
import type { JsonTree } from "~/lib/json/json-tree";
import { CodeEditor } from "~/ui/editor/CodeEditor";
import { TabList, tabId } from "~/ui/panels/Tabs";
import { JsonTreeView } from "./JsonTreeView";

export type OutputView = "text" | "tree";

const VIEWS: readonly { value: OutputView; label: string }[] = [
  { value: "text", label: "Text" },
  { value: "tree", label: "Tree" },
];

export const isOutputView = (value: unknown): value is OutputView =>
  VIEWS.some((view) => view.value === value);

// Fixed ids: one JSON formatter per page, and ids must match between prerender and hydration.
const ID_PREFIX = "json-output";
// Both tabs control the same panel: it shows one view at a time.
const PANEL_ID = "json-output-view";

export function OutputViewTabs({
  view,
  onChange,
}: {
  view: OutputView;
  onChange: (view: OutputView) => void;
}) {
  return (
    <TabList
      tabs={VIEWS}
      selected={view}
      onChange={onChange}
      label="Output view"
      idPrefix={ID_PREFIX}
      look="views"
      panelIdFor={() => PANEL_ID}
    />
  );
}

/** "2.0 MB" of characters, as a reader thinks of a text's size. */
const megabytes = (chars: number) => `${(chars / 1_000_000).toFixed(1)} MB`;

export type TreeState = "idle" | "working" | "waiting" | "invalid";

const TREE_NOTES: Record<TreeState, string> = {
  idle: "The tree of your JSON appears here.",
  working: "Building the tree…",
  waiting: "Press Format (Ctrl+Enter) to build the tree of this large input.",
  invalid: "The tree appears once the input is valid JSON.",
};

/** A key per tree object, so a new document starts with a fresh view (expansion, search). */
const treeKeys = new WeakMap<JsonTree, number>();
let lastTreeKey = 0;
function keyOf(tree: JsonTree): number {
  const known = treeKeys.get(tree);
  if (known !== undefined) return known;
  treeKeys.set(tree, ++lastTreeKey);
  return lastTreeKey;
}

/**
 * `value`, one task after it arrives (null until then): receiving a 20 MB document's tree (or the
 * preview of its output) and drawing it in the same task made one main-thread task of over 200 ms
 * (the preview: 40 ms of CPU, 100 ms and more on a busy machine); split, each half stays well under.
 */
function useOneTaskLater<T>(value: T): T | null {
  const [shown, setShown] = useState<T | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(() => value), 0);
    return () => window.clearTimeout(timer);
  }, [value]);
  return shown === value ? shown : null;
}

export function OutputBody({
  view,
  output,
  outputChars,
  language,
  tree,
  treeState,
  status,
  expectsLargeOutput,
}: {
  view: OutputView;
  /** The output, or its beginning when it is longer (`outputChars`). */
  output: string;
  outputChars: number;
  language?: Extension;
  tree: JsonTree | null;
  treeState: TreeState;
  /** Below the view, so the Input and Output editors line up: "Valid JSON: … · Output: …". */
  status: string;
  /** A file too large for the editor is being formatted: its preview is on its way. */
  expectsLargeOutput: boolean;
}) {
  const shownTree = useOneTaskLater(view === "tree" ? tree : null);
  const preview = outputChars > output.length;
  const previewLater = useOneTaskLater(preview ? output : null);
  const shownOutput = preview ? (previewLater ?? "") : output;
  return (
    <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(ID_PREFIX, view)}>
      {view === "text" ? (
        <>
          <CodeEditor
            value={shownOutput}
            label="Output"
            readOnly
            language={language}
            preview={preview}
            expectsLargeValue={expectsLargeOutput}
            placeholder="The result appears here"
          />
          {outputChars > output.length && (
            <p className="mt-1 text-sm text-slate-800 dark:text-slate-200">
              Showing the first {megabytes(output.length)} of {megabytes(outputChars)} — Download
              for all of it (Copy takes all of it too).
            </p>
          )}
        </>
      ) : shownTree && treeState !== "working" ? (
        <JsonTreeView key={keyOf(shownTree)} tree={shownTree} />
      ) : (
        <p className="flex h-80 items-center justify-center rounded-md border border-dashed border-slate-300 p-4 text-center text-sm text-slate-700 dark:border-slate-600 dark:text-slate-300">
          {TREE_NOTES[tree && !shownTree ? "working" : treeState]}
        </p>
      )}
      {status && <p className="mt-1 text-xs text-slate-700 dark:text-slate-300">{status}</p>}
    </div>
  );
}
