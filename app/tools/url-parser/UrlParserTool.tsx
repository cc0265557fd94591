// The URL Parser page: one URL split into editable parts (edits rebuild it), or many URLs, one per
// line, into a table with a CSV download; a long list is parsed in a worker on Parse.
import { useMemo } from "react";
import type { ToolEntry } from "~/catalogue";
import { csvText } from "~/lib/csv/csv-table";
import type { OptionItem } from "~/lib/options";
import { counted } from "~/lib/text/text-stats";
import { usePersistentChoice, usePersistentState } from "~/hooks/persistent-state";
import { useToolRun } from "~/hooks/use-tool-run";
import { useAutoRun } from "~/hooks/use-text-or-file";
import { DataTable } from "~/ui/panels/DataTable";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { InputPanel } from "~/ui/panels/InputPanel";
import { OptionsRow, SelectOption, TextOption } from "~/ui/panels/OptionsRow";
import { useOutputActions } from "~/ui/panels/OutputPanel";
import { ToolPage } from "~/ui/page/ToolPage";
import { transformActions } from "~/ui/runtime/transform-actions";
import { UrlPartsView } from "./UrlPartsView";
import { BATCH_COLUMNS, type BatchJob, batchTable, parseBatch } from "./url-batch";
import { type ParseJob, parseUrlForPage } from "./url-parser";

type Mode = "single" | "batch";
export const MODE_OPTIONS: readonly OptionItem<Mode>[] = [
  { value: "single", label: "One URL" },
  { value: "batch", label: "Many URLs, one per line" },
];

/** Beyond this many characters one URL is parsed in a worker (after a pause in typing). */
export const SINGLE_LIVE_LIMIT_CHARS = 20_000;
/** Up to this many characters (about 2,000 URLs) the table follows every change; beyond, Parse runs the worker. */
export const LIVE_LIMIT_CHARS = 100_000;
/** Rows drawn on the page; Copy and Download take them all. */
export const SHOWN_ROWS = 500;
export const BATCH_FILE_NAME = "urls.csv";
export const PARTS_FILE_NAME = "url-parts.json";

const DEFAULT_URL =
  "https://user:pass@xn--bcher-kva.example:8080/docs/a%20b/?q=url+parser&tag=a&tag=b#top";
const DEFAULT_LIST = "https://example.com/path?x=1\nhttp://localhost:3000/api#v2\nexample.com";

function createPartsWorker() {
  return new Worker(new URL("./url-parts.worker.ts", import.meta.url), { type: "module" });
}

function createWorker() {
  return new Worker(new URL("./url-parser.worker.ts", import.meta.url), { type: "module" });
}

const noRun = { running: false, run: () => {}, cancel: () => {} };

export function UrlParserTool({ tool }: { tool: ToolEntry }) {
  const [mode, setMode] = usePersistentChoice<Mode>(tool.path, "mode", MODE_OPTIONS, "single");
  const [url, setUrl] = usePersistentState(tool.path, "url", DEFAULT_URL);
  const [list, setList] = usePersistentState(tool.path, "list", DEFAULT_LIST);
  const [base, setBase] = usePersistentState(tool.path, "base", "");
  const single = mode === "single";

  // A long URL (50,000 query parameters) is parsed in a worker after a pause in typing.
  const longUrl = single && url.length > SINGLE_LIVE_LIMIT_CHARS;
  const urlJob = useMemo<ParseJob>(() => ({ input: single ? url : "", base }), [single, url, base]);
  const parsed = useToolRun({
    job: urlJob,
    large: longUrl,
    compute: parseUrlForPage,
    createWorker: createPartsWorker,
  });
  useAutoRun(longUrl && !parsed.held, false, parsed.run);
  const parts = single ? (parsed.output?.parts ?? null) : null;

  const large = list.length > LIVE_LIMIT_CHARS;
  const job = useMemo<BatchJob>(() => ({ text: single ? "" : list, base }), [single, list, base]);
  const batch = useToolRun({
    job,
    large: !single && large,
    compute: parseBatch,
    createWorker,
  });
  const result = single ? null : batch.output;
  const csv = useMemo(
    () => (result && result.rows.length > 0 ? csvText(batchTable(result)) : ""),
    [result],
  );

  const output = single ? (parsed.output?.json ?? "") : csv;
  const outputActions = useOutputActions(
    output,
    single ? PARTS_FILE_NAME : BATCH_FILE_NAME,
    single ? "application/json" : "text/csv",
  );

  function clear() {
    if (single) setUrl("");
    else {
      setList("");
      batch.reset();
    }
  }

  const { actions, shortcuts } = transformActions(single ? (longUrl ? parsed : noRun) : batch, {
    runLabel: "Parse",
    runTitle:
      !single && large
        ? "Parse this long list in the background (Ctrl+Enter)"
        : "The result updates as you type; Parse is needed only for very long lists",
    hasInput: single ? url !== "" : list !== "",
    output,
    outputActions,
    onClear: clear,
  });

  let message: string | null = null;
  if (single) message = parsed.error;
  else if (batch.error) message = batch.error;
  else if (result && result.invalid > 0)
    message = `${counted(result.invalid, "line")} ${result.invalid === 1 ? "is" : "are"} not a valid URL: the Error column says why.`;

  let status: string | null = null;
  if (single && parsed.running) status = "Parsing this long URL…";
  else if (single && parsed.held) status = "Long URL: press Parse (Ctrl+Enter).";
  else if (!single && batch.running) status = "Working…";
  else if (!single && batch.waiting) status = "This list is long: press Parse (Ctrl+Enter).";

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-4">
        <OptionsRow>
          <SelectOption label="Mode" value={mode} options={MODE_OPTIONS} onChange={setMode} />
          <TextOption
            label="Base URL (for relative URLs)"
            value={base}
            onChange={setBase}
            width="16rem"
          />
        </OptionsRow>
        <ErrorPanel message={message} />
        {single ? (
          <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
            <InputPanel
              value={url}
              onChange={setUrl}
              height="8rem"
              placeholder="https://example.com/path?key=value#fragment"
            />
            {/* The page's Output (page contract): the URL's parts; Copy and Download give them as JSON. */}
            <section aria-label="Output" className="min-w-0">
              {status && (
                <p className="mb-2 text-sm text-slate-700 dark:text-slate-300">{status}</p>
              )}
              {parts ? (
                <UrlPartsView parts={parts} onChange={setUrl} />
              ) : (
                <p className="text-sm text-slate-700 dark:text-slate-300">
                  Paste a URL such as https://example.com/path?key=value#fragment, or a relative URL
                  with a base URL above.
                </p>
              )}
            </section>
          </div>
        ) : (
          <div className="grid gap-4">
            <InputPanel
              value={list}
              onChange={setList}
              height="12rem"
              placeholder="One URL per line"
            />
            <section aria-label="Output" className="min-w-0">
              {status && (
                <p className="mb-2 text-sm text-slate-700 dark:text-slate-300">{status}</p>
              )}
              {result && result.rows.length > 0 ? (
                <DataTable
                  caption="Results"
                  columns={BATCH_COLUMNS}
                  rows={result.rows.slice(0, SHOWN_ROWS)}
                  rowHeaders
                  note={
                    result.rows.length > SHOWN_ROWS
                      ? `Showing the first ${SHOWN_ROWS} of ${counted(result.rows.length, "URL")}; Copy and Download include them all.`
                      : undefined
                  }
                />
              ) : (
                !status && (
                  <p className="text-sm text-slate-700 dark:text-slate-300">
                    Type or paste URLs, one per line.
                  </p>
                )
              )}
            </section>
          </div>
        )}
      </div>
    </ToolPage>
  );
}
