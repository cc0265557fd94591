// The Sitemap Generator page: a URL list (typed, a text/CSV file, a folder of HTML files or an
// existing sitemap) and options in; sitemaps.org XML out, generated in a worker a moment after
// each change (on Generate for long lists), as a ZIP with an index above the protocol's limits.
// "Suggest missing paths" asks the user's own model, loaded on the first press.
import { Download, FileCode, FolderUp, ListPlus } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import type { ToolEntry } from "~/catalogue";
import { usePersistentChoice, usePersistentState } from "~/hooks/persistent-state";
import { useOutputActionsOnCurrent } from "~/hooks/use-act-on-current";
import { useToolRun } from "~/hooks/use-tool-run";
import { counted } from "~/lib/text/text-stats";
import { AiFeatureLauncher } from "~/ui/ai/AiFeatureLauncher";
import { validRows } from "~/ui/panels/EditableRows";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { InputPanel } from "~/ui/panels/InputPanel";
import { OptionsRow, SelectOption, TextOption } from "~/ui/panels/OptionsRow";
import { PanelButton } from "~/ui/panels/PanelButton";
import { useOutputActions } from "~/ui/panels/OutputPanel";
import { ToolPage } from "~/ui/page/ToolPage";
import { transformActions } from "~/ui/runtime/transform-actions";
import { RULE_KEYS, SitemapRules } from "./SitemapRules";
import { SitemapOutput } from "./SitemapOutput";
import {
  DEFAULT_SITEMAP_OPTIONS,
  NOTHING_LEFT_MESSAGE,
  SAMPLE_LIST,
  SLASH_POLICIES,
  type SitemapJob,
  type SitemapResult,
  type SitemapRule,
  type UrlFields,
} from "./sitemap-options";
import { useSitemapZip } from "./use-sitemap-zip";

/** Up to this many characters (about 10,000 paths) the sitemap follows the typing; beyond, Generate. */
export const LIVE_LIMIT_CHARS = 300_000;

const loadPathSuggestions = () => import("./PathSuggestions");

function createWorker() {
  return new Worker(new URL("./sitemap-generator.worker.ts", import.meta.url), { type: "module" });
}

const FIELD_KEYS = ["lastmod", "changefreq", "priority"] as const;

export function SitemapGeneratorTool({ tool }: { tool: ToolEntry }) {
  const defaults = DEFAULT_SITEMAP_OPTIONS;
  const [text, setText] = usePersistentState(tool.path, "list", SAMPLE_LIST);
  const [base, setBase] = usePersistentState(tool.path, "base", defaults.base);
  const [slash, setSlash] = usePersistentChoice(tool.path, "slash", SLASH_POLICIES, defaults.slash);
  const [storedDefaults, setFieldDefaults] = usePersistentState<UrlFields>(
    tool.path,
    "defaults",
    defaults.defaults,
  );
  const [storedRules, setRules] = usePersistentState<SitemapRule[]>(tool.path, "rules", [
    ...defaults.rules,
  ]);
  const [exclude, setExclude] = usePersistentState(tool.path, "exclude", defaults.exclude);
  // Stored values may come from another version: keep only well-formed ones.
  const fieldDefaults = useMemo(
    () => validRows<UrlFields>([storedDefaults], FIELD_KEYS)[0] ?? defaults.defaults,
    [storedDefaults, defaults.defaults],
  );
  const rules = useMemo(() => validRows<SitemapRule>(storedRules, RULE_KEYS), [storedRules]);

  const job = useMemo<SitemapJob>(
    () => ({ text, base, slash, defaults: fieldDefaults, rules, exclude }),
    [text, base, slash, fieldDefaults, rules, exclude],
  );
  const large = text.length > LIVE_LIMIT_CHARS;
  const transform = useToolRun<SitemapJob, SitemapResult>({
    job,
    idle: text.trim() === "",
    large,
    createWorker,
  });
  const result = transform.output;

  const files = useMemo(
    () => (result ? (result.index ? [result.index, ...result.files] : result.files) : []),
    [result],
  );
  const [chosenName, setChosenName] = useState("");
  const [aiError, setAiError] = useState<string | null>(null);
  const shown = files.find((file) => file.name === chosenName) ?? files[0] ?? null;
  const output = shown?.text ?? "";
  const outputActions = useOutputActions(output, shown?.name ?? "sitemap.xml", "application/xml");
  const zip = useSitemapZip(files);
  const split = result?.index != null;

  const folderInput = useRef<HTMLInputElement>(null);
  async function openFolder(list: FileList | null) {
    if (!list || list.length === 0) return;
    const pages = Array.from(list, (file) => ({
      relativePath: file.webkitRelativePath || file.name,
      lastModified: file.lastModified,
    }));
    // Fetched on use: the list writer is core code the page does not otherwise need.
    const { folderPageList } = await import("./folder-pages");
    setText(folderPageList(pages));
  }

  function clear() {
    setText("");
    transform.reset();
    zip.clearZipError();
  }

  // A short list's run takes milliseconds and the first starts right after hydration: Working… and
  // Cancel in the bar (which would shift its buttons) are for a long list's run only.
  const barRun = {
    running: large && transform.running,
    run: transform.run,
    cancel: transform.cancel,
  };
  // Copy or Ctrl+S right after a change waits for the result of what the input now holds.
  const currentOutputActions = useOutputActionsOnCurrent(transform, outputActions);
  const { actions, shortcuts } = transformActions(barRun, {
    runLabel: "Generate",
    runTitle: large
      ? "Generate the sitemap of this long list in the background (Ctrl+Enter)"
      : "The sitemap updates as you type; Generate is needed only for very long lists",
    hasInput: text !== "",
    output,
    outputActions: currentOutputActions,
    onClear: clear,
    extra: result?.importedList
      ? [{ label: "Edit as list", icon: ListPlus, onClick: () => setText(result.importedList!) }]
      : [{ label: "Load example", icon: FileCode, onClick: () => setText(SAMPLE_LIST) }],
    download: split
      ? {
          label: zip.zipping ? "Zipping…" : "Download ZIP",
          icon: Download,
          disabled: zip.zipping,
          onClick: () => void zip.download(),
        }
      : undefined,
  });

  let message = transform.error ?? zip.zipError ?? aiError;
  if (!message && result && result.invalidCount > 0) {
    message =
      result.urlCount === 0
        ? `${NOTHING_LEFT_MESSAGE} The table below says why.`
        : `${counted(result.invalidCount, "line")} left out: the table below says why.`;
  } else if (!message && result && result.urlCount === 0) message = NOTHING_LEFT_MESSAGE;

  let status: string | null = null;
  if (transform.running) status = "Working…";
  else if (transform.waiting) status = "This list is long: press Generate (Ctrl+Enter).";

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-4">
        <OptionsRow>
          <TextOption label="Base URL" value={base} onChange={setBase} width="16rem" />
          <SelectOption
            label="Trailing slash"
            value={slash}
            options={SLASH_POLICIES}
            onChange={setSlash}
          />
        </OptionsRow>
        <SitemapRules
          defaults={fieldDefaults}
          onDefaults={setFieldDefaults}
          rules={rules}
          onRules={setRules}
          exclude={exclude}
          onExclude={setExclude}
        />
        <ErrorPanel message={message} />
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="flex min-w-0 flex-col gap-2">
            <InputPanel
              value={text}
              onChange={setText}
              height="20rem"
              accept=".txt,.csv,.tsv,.xml,text/plain,text/csv,application/xml,text/xml"
              placeholder={
                "One URL or path per line, optionally with lastmod, changefreq, priority:\n/blog/post,2024-05-01,weekly,0.8\nor paste an existing sitemap's XML"
              }
            />
            <div className="flex flex-wrap items-center gap-2">
              <input
                ref={folderInput}
                type="file"
                multiple
                {...{ webkitdirectory: "" }}
                aria-label="Open a folder of HTML files"
                className="sr-only"
                tabIndex={-1}
                onChange={(event) => {
                  void openFolder(event.target.files);
                  event.target.value = "";
                }}
              />
              <PanelButton
                icon={FolderUp}
                label="Open folder of HTML files"
                onClick={() => folderInput.current?.click()}
              />
              <span className="text-xs text-slate-700 dark:text-slate-300">
                Paths from the file names (index.html is its folder), lastmod from the file dates.
              </span>
            </div>
            <AiFeatureLauncher
              label="Suggest missing paths"
              load={loadPathSuggestions}
              panelProps={{ text, onError: setAiError, onList: setText }}
            />
          </div>
          <SitemapOutput
            result={result}
            files={files}
            shown={shown}
            onChoose={setChosenName}
            status={status}
          />
        </div>
      </div>
    </ToolPage>
  );
}
