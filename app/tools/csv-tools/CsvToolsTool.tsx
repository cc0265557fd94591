// The CSV Tools page: split one CSV, or merge several, of any size. The work runs in a
// worker that streams the files; the result goes to a file or folder the user picks where the
// browser allows (File System Access API), else to a download the browser assembles.
import { Suspense, useEffect, useMemo, useState } from "react";
import type { ToolEntry } from "~/catalogue";
import { downloadUrl } from "~/lib/browser/download";
import { usePersistentState } from "~/hooks/persistent-state";
import { useToolRun } from "~/hooks/use-tool-run";
import { useHydrated } from "~/hooks/use-hydrated";
import { InputPanel } from "~/ui/panels/InputPanel";
import { OptionsRow, SelectOption } from "~/ui/panels/OptionsRow";
import { TabList } from "~/ui/panels/Tabs";
import { ToolPage } from "~/ui/page/ToolPage";
import { toolActions } from "~/ui/runtime/tool-actions";
import { CommonOptions, MergeOptionsRow, SplitOptionsRow } from "./CsvToolOptions";
import { LazyCsvPreview, LazyMergeFileList, prefetchMergeFileList } from "./lazy-parts";
import { RunOutput } from "./RunOutput";
import { type OutputKind, OutputNote, availableOutputs, pickOutput } from "./output-choice";
import { baseNameOf } from "./part-names";
import {
  DEFAULT_COMMON,
  DEFAULT_MERGE,
  DEFAULT_SPLIT,
  mergeOptionsFrom,
  resolveDelimiter,
  splitOptionsFrom,
} from "./tool-options";
import { checkPattern } from "./part-names";
import { useCsvRun } from "./use-csv-run";
import { groupedCount } from "~/lib/number/count-text";

type Tab = "split" | "merge";
const TABS = [
  { value: "split", label: "Split" },
  { value: "merge", label: "Merge" },
] as const;

/** The first kilobytes of a file as text: for delimiter detection and the input preview. */
/** The input's first 16 KB as text, for detecting its delimiter and showing its first rows. */
async function readHead({
  source,
  encoding,
}: {
  source: Blob | null;
  encoding: string;
}): Promise<string> {
  if (!source) return "";
  const bytes = await source.slice(0, 16 * 1024).arrayBuffer();
  return new TextDecoder(encoding).decode(bytes, { stream: true });
}

export function CsvToolsTool({ tool }: { tool: ToolEntry }) {
  const [tab, setTab] = usePersistentState<Tab>(tool.path, "tab", "split", { role: "option" });
  const [storedCommon, setCommon] = usePersistentState(tool.path, "common", DEFAULT_COMMON);
  const [storedSplit, setSplit] = usePersistentState(tool.path, "split", DEFAULT_SPLIT);
  const [storedMerge, setMerge] = usePersistentState(tool.path, "merge", DEFAULT_MERGE);
  const common = { ...DEFAULT_COMMON, ...storedCommon };
  const split = { ...DEFAULT_SPLIT, ...storedSplit };
  const merge = { ...DEFAULT_MERGE, ...storedMerge };
  const [text, setText] = usePersistentState(tool.path, "input", "");
  const [file, setFile] = useState<File | null>(null);
  const [mergeFiles, setMergeFiles] = useState<File[]>([]);
  const [outputKind, setOutputKind] = usePersistentState<OutputKind>(
    tool.path,
    "output",
    "download",
  );
  const [formError, setFormError] = useState<string | null>(null);
  const { state, feed, start, running, cancel, reset } = useCsvRun();

  const hydrated = useHydrated();
  const outputs: OutputKind[] = hydrated ? availableOutputs() : ["download"];
  const output =
    outputs.includes(outputKind) && (tab === "split" || outputKind !== "folder")
      ? outputKind
      : "download";

  const source: Blob | null = useMemo(
    () => (tab === "split" ? (file ?? (text ? new Blob([text]) : null)) : (mergeFiles[0] ?? null)),
    [tab, file, text, mergeFiles],
  );
  const headJob = useMemo(() => ({ source, encoding: common.encoding }), [source, common.encoding]);
  const inputHead =
    useToolRun({ job: headJob, idle: source === null, large: false, computeAsync: readHead })
      .output ?? "";
  const delimiter = resolveDelimiter(common.delimiter, inputHead);
  const baseName = baseNameOf(file?.name ?? "pasted.csv");
  const resultName = tab === "split" ? `${baseName}-parts.zip` : "merged.csv";

  // A merged file assembled for download: show its first rows.
  const mergedHead = (state.status === "done" && state.result?.head) || null;

  // The download starts when the run ends, as a download button would; the button stays for another copy.
  useEffect(() => {
    if (state.status === "done" && state.result)
      downloadUrl(
        state.kind === "split" ? `${baseName}-parts.zip` : "merged.csv",
        state.result.url,
      );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per finished run, not per name edit
  }, [state.result]);

  async function run() {
    setFormError(null);
    try {
      if (tab === "split") {
        if (!source) throw new Error("Choose a CSV file, drop one here, or paste CSV text");
        checkPattern(split.pattern);
        const options = splitOptionsFrom(split, common, delimiter);
        const target = await pickOutput(output, resultName);
        if (!target) return;
        start(
          {
            kind: "split",
            file: source,
            baseName,
            pattern: split.pattern,
            encoding: common.encoding,
            options,
          },
          target,
        );
      } else {
        if (mergeFiles.length < 2) throw new Error("Choose two or more CSV files to merge");
        const options = mergeOptionsFrom(merge, common, delimiter);
        const target = await pickOutput(output, resultName);
        if (!target) return;
        const files = mergeFiles.map((f) => ({ name: f.name, file: f as Blob }));
        start({ kind: "merge", files, encoding: common.encoding, options }, target);
      }
    } catch (error) {
      setFormError(error instanceof Error ? error.message : String(error));
    }
  }

  function clear() {
    reset();
    setText("");
    setFile(null);
    setMergeFiles([]);
    setFormError(null);
  }

  const download = () => state.result && downloadUrl(resultName, state.result.url);
  const { actions, shortcuts } = toolActions({
    primary: {
      label: tab === "split" ? "Split" : "Merge",
      onClick: run,
      running,
      onCancel: cancel,
    },
    clear: { onClick: clear, disabled: running },
  });
  // Ctrl+S saves the finished result, as the result panel's own Download button does.
  const pageShortcuts = { ...shortcuts, onDownload: download };
  const shownState = useMemo(
    () =>
      formError ? { ...state, status: "failed" as const, error: formError, kind: tab } : state,
    [formError, state, tab],
  );

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={pageShortcuts}>
      <div className="space-y-4">
        <div onPointerEnter={prefetchMergeFileList} onFocus={prefetchMergeFileList}>
          <TabList
            tabs={TABS}
            selected={tab}
            onChange={setTab}
            label="Task"
            idPrefix="csv-tools"
            panelIdFor={() => "csv-tools-task"}
          />
        </div>
        <div
          id="csv-tools-task"
          role="tabpanel"
          aria-labelledby={`csv-tools-tab-${tab}`}
          className="space-y-4"
        >
          {tab === "split" ? (
            <>
              <InputPanel
                value={file ? "" : text}
                onChange={(value) => {
                  setFile(null);
                  setText(value);
                }}
                placeholder="Paste a small CSV here, or open or drop a file of any size"
                accept=".csv,.tsv,.txt,text/csv,text/plain"
                height="10rem"
                largePasteAsFile
                onFileBytes={(picked) => {
                  setFile(picked);
                  setText("");
                }}
              />
              {file && (
                <p className="text-sm">
                  File: <span className="font-mono">{file.name}</span> ({groupedCount(file.size)}{" "}
                  bytes){" "}
                  <button type="button" className="underline" onClick={() => setFile(null)}>
                    Remove file
                  </button>
                </p>
              )}
              <SplitOptionsRow value={split} onChange={setSplit} />
            </>
          ) : (
            <>
              <Suspense>
                <LazyMergeFileList files={mergeFiles} onChange={setMergeFiles} />
              </Suspense>
              <MergeOptionsRow value={merge} onChange={setMerge} />
            </>
          )}
          <CommonOptions value={common} onChange={setCommon} />
          <OptionsRow>
            <SelectOption
              label="Save to"
              value={output}
              options={outputs
                .filter((kind) => tab === "split" || kind !== "folder")
                .map((kind) => ({ value: kind, label: OUTPUT_LABELS[kind] }))}
              onChange={setOutputKind}
            />
            <OutputNote kind={output} />
          </OptionsRow>
          <Suspense>
            {inputHead && (
              <LazyCsvPreview
                caption={
                  tab === "split" ? "Input preview" : `Input preview: ${mergeFiles[0]?.name ?? ""}`
                }
                head={inputHead}
                delimiter={delimiter}
              />
            )}
          </Suspense>
        </div>
        <RunOutput
          state={shownState}
          feed={feed}
          delimiter={delimiter}
          resultName={resultName}
          mergedHead={mergedHead}
          onDownload={download}
        />
      </div>
    </ToolPage>
  );
}

const OUTPUT_LABELS: Record<OutputKind, string> = {
  download: "Download",
  file: "A file I choose",
  folder: "A folder I choose",
};
