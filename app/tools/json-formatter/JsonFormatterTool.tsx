// The JSON Formatter page: format, minify and validate in a worker (as you type for inputs up to
// 1 MB, on Format or Ctrl+Enter beyond, at once for a chosen file), with a tree view of the result.
import { BookOpen, CheckCircle2, Minimize2 } from "lucide-react";
import { useCallback, useEffect, useMemo, useState } from "react";
import type { ToolEntry } from "~/catalogue";
import { useModuleOnNeed } from "~/hooks/use-module-on-need";
import { usePersistentChecked, usePersistentState } from "~/hooks/persistent-state";
import { characters } from "~/lib/text/text-stats";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { InputPanel } from "~/ui/panels/InputPanel";
import { CheckboxOption, OptionsRow, SelectOption } from "~/ui/panels/OptionsRow";
import { OutputPanel, useOutputActions } from "~/ui/panels/OutputPanel";
import { useToolFeedback } from "~/ui/page/ToolFeedback";
import { ToolPage } from "~/ui/page/ToolPage";
import { transformActions } from "~/ui/runtime/transform-actions";
import { type JsonMode, isJsonIndent, isJsonMode, validSummary } from "./json-options";
import { ErrorExcerptView, LargeFileCard } from "./InputExtras";
import { OutputBody, type OutputView, OutputViewTabs, isOutputView } from "./OutputViews";
import { SAMPLE_JSON } from "./sample";
import { useJsonRuns } from "./use-json-runs";
import { stepOptions as jsonFormatterOptions } from "./step";

/** Files up to this size open in the editor; larger ones are formatted straight from the file. */
const loadEditorKit = () => import("./json-editor");

export const FILE_IN_EDITOR_BYTES = 1_000_000;
export const FORMATTED_FILE_NAME = "formatted.json";
export const MINIFIED_FILE_NAME = "minified.json";

export function JsonFormatterTool({ tool }: { tool: ToolEntry }) {
  const [text, setText] = usePersistentState(tool.path, "input", "");
  const [file, setFile] = useState<File | null>(null);
  const [sortKeys, setSortKeys] = usePersistentState(
    tool.path,
    "sortKeys",
    jsonFormatterOptions.sortKeys.default,
  );
  const [indent, setIndent] = usePersistentChecked(
    tool.path,
    "indent",
    isJsonIndent,
    jsonFormatterOptions.indent.default,
  );
  const [mode, setMode] = usePersistentChecked<JsonMode>(
    tool.path,
    "mode",
    isJsonMode,
    jsonFormatterOptions.mode.default,
  );
  const [view, setView] = usePersistentChecked<OutputView>(tool.path, "view", isOutputView, "text");
  const notify = useToolFeedback();
  // The editor's JSON support (colours, error marks): fetched when the user reaches for the tool or
  // a result arrives, never with the page.
  const [kitWanted, setKitWanted] = useState(false);

  const [readError, setReadError] = useState<string | null>(null);
  const [validateAsked, setValidateAsked] = useState(false);
  const runs = useJsonRuns({ text, file, mode, indent, sortKeys, treeWanted: view === "tree" });
  const { result, tree, hasInput, waitsForRun } = runs;
  const output = result?.ok ? result.shown : "";
  const fullOutput = result?.ok ? (result.blob ?? undefined) : undefined;
  const problem = result && !result.ok ? result.problem : null;
  const fileName = mode === "minify" ? MINIFIED_FILE_NAME : FORMATTED_FILE_NAME;
  const outputActions = useOutputActions(fullOutput ?? output, fileName, "application/json");

  // Validate answers once the result of the current input is in.
  const { answered } = runs;
  useEffect(() => {
    if (!validateAsked || !answered) return;
    if (answered.ok) notify(validSummary(answered.stats));
    const timer = window.setTimeout(() => setValidateAsked(false), 0);
    return () => window.clearTimeout(timer);
  }, [validateAsked, answered, notify]);

  const { module: editorKit } = useModuleOnNeed(kitWanted || result !== null, loadEditorKit);

  // When the user reaches for the tool, get ready for a result: the editor's JSON support, the
  // worker (for a 20 MB file, starting it after the choice added ~100 ms), the number formatting.
  const { prepare: prepareWorker } = runs;
  const prepare = useCallback(() => {
    setKitWanted(true);
    prepareWorker();
  }, [prepareWorker]);

  const { scrollToProblem } = runs;
  const inputLanguage = useMemo(() => {
    if (!editorKit) return undefined;
    if (!problem || file) return editorKit.jsonSyntax;
    return [
      editorKit.jsonSyntax,
      editorKit.errorMarkExtension(problem, { scrollIntoView: scrollToProblem }),
    ];
  }, [editorKit, problem, file, scrollToProblem]);

  function runNow(nextMode: JsonMode) {
    setKitWanted(true);
    setMode(nextMode);
    runs.run(nextMode);
  }

  function showView(next: OutputView) {
    setView(next);
    if (next === "tree") runs.buildTree();
  }

  function editText(next: string) {
    setText(next);
    if (file) {
      // The file's result must not stand beside the text until the text's own is in.
      setFile(null);
      runs.reset();
    }
  }

  async function chooseFile(chosen: File) {
    setReadError(null);
    if (chosen.size > FILE_IN_EDITOR_BYTES) {
      setFile(chosen);
      setText("");
      return;
    }
    try {
      const content = await chosen.text();
      setFile(null);
      setText(content);
    } catch {
      setReadError(`Could not read ${chosen.name}.`);
    }
  }

  function clear() {
    setText("");
    setFile(null);
    runs.reset();
  }

  let status: string;
  if (runs.running) status = "Working…";
  else if (runs.cancelled) status = "Cancelled: press Format (Ctrl+Enter) to run again";
  else if (waitsForRun && !result)
    status = `Input: ${characters(text.length)}, too large to format as you type: press Format (Ctrl+Enter)`;
  else if (result?.ok)
    status = `${validSummary(result.stats)} · Output: ${characters(result.chars)}`;
  else if (problem) status = "Not valid JSON";
  else status = "";

  const { actions, shortcuts } = transformActions(
    { running: runs.running, run: () => runNow("format"), cancel: runs.cancel },
    {
      runLabel: "Format",
      runTitle: `Format with ${indent === "tab" ? "tabs" : `${indent} spaces`} (Ctrl+Enter)`,
      hasInput,
      output,
      outputActions,
      onClear: clear,
      extra: runs.running
        ? []
        : [
            {
              label: "Minify",
              icon: Minimize2,
              disabled: !hasInput,
              onClick: () => runNow("minify"),
              title: "Remove all whitespace",
            },
            {
              label: "Validate",
              icon: CheckCircle2,
              disabled: !hasInput,
              onClick: () => {
                setValidateAsked(true);
                runNow(mode);
              },
              title: "Check the input and count what it holds",
            },
            {
              label: "Load sample",
              icon: BookOpen,
              onClick: () => editText(SAMPLE_JSON),
              title: "Put a sample bookstore document in the input",
            },
          ],
    },
  );

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={{ ...shortcuts, onRun: () => runNow(mode) }}>
      <div
        className="flex flex-col gap-4"
        onPointerEnter={prepare}
        onFocusCapture={prepare}
        onDragEnter={prepare}
      >
        <OptionsRow>
          <SelectOption
            label="Indentation"
            value={indent}
            options={jsonFormatterOptions.indent.choices}
            onChange={setIndent}
          />
          <CheckboxOption label="Sort keys" checked={sortKeys} onChange={setSortKeys} />
        </OptionsRow>
        <div>
          <ErrorPanel message={problem?.message ?? runs.error ?? readError} />
          {problem && file && <ErrorExcerptView problem={problem} />}
        </div>
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="flex min-w-0 flex-col gap-2">
            {file && <LargeFileCard file={file} onRemove={clear} />}
            <InputPanel
              value={text}
              onChange={editText}
              onFileBytes={(chosen) => void chooseFile(chosen)}
              largePasteAsFile
              accept=".json,application/json,text/plain"
              language={inputLanguage}
              placeholder={
                file
                  ? "The file above is the input; typing here replaces it"
                  : "Paste or type JSON, or drop a file"
              }
            />
          </div>
          <div className="min-w-0">
            <OutputPanel
              value={output}
              fileName={fileName}
              mimeType="application/json"
              fullResult={fullOutput}
              toolbar={<OutputViewTabs view={view} onChange={showView} />}
            >
              <OutputBody
                view={view}
                output={output}
                outputChars={result?.ok ? result.chars : 0}
                language={editorKit?.jsonSyntax}
                tree={tree?.ok ? tree.tree : null}
                status={status}
                expectsLargeOutput={file !== null}
                treeState={
                  runs.treeRunning
                    ? "working"
                    : problem || (tree && !tree.ok)
                      ? "invalid"
                      : waitsForRun && !tree
                        ? "waiting"
                        : "idle"
                }
              />
            </OutputPanel>
          </div>
        </div>
      </div>
    </ToolPage>
  );
}
