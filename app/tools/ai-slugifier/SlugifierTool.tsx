// The AI Slugifier page: one title per line in, one slug per line out, live as you type; a list
// over 30,000 characters is slugified in a worker after a pause. "Suggest slugs" asks the user's
// own model, loaded on the first press (SlugSuggestions.tsx, docs/ai.md).
import { FileSpreadsheet } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import type { ToolEntry } from "~/catalogue";
import { usePersistentChoice, usePersistentState } from "~/hooks/persistent-state";
import { useAutoRun } from "~/hooks/use-text-or-file";
import { useToolRun } from "~/hooks/use-tool-run";
import { attempt } from "~/lib/attempt";
import { downloadText } from "~/lib/browser/download";
import { csvText } from "~/lib/csv/csv-table";
import { characters, counted } from "~/lib/text/text-stats";
import { AiFeatureLauncher } from "~/ui/ai/AiFeatureLauncher";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { InputPanel } from "~/ui/panels/InputPanel";
import { CheckboxOption, OptionsRow, SelectOption, TextOption } from "~/ui/panels/OptionsRow";
import { DOWNLOADED_FEEDBACK, OutputPanel, useOutputActions } from "~/ui/panels/OutputPanel";
import { useToolFeedback } from "~/ui/page/ToolFeedback";
import { ToolPage } from "~/ui/page/ToolPage";
import { transformActions } from "~/ui/runtime/transform-actions";
import { ReplacementsEditor, validReplacements } from "./ReplacementsEditor";
import {
  type SlugBatch,
  type SlugJob,
  jobNeedsTable,
  replaceLine,
  slugJob,
  slugTable,
  slugifyLines,
} from "./slug-batch";
import { DEFAULT_REPLACEMENTS, type Replacement, parseMaxLength } from "./slug-options";
import { stepOptions } from "./step";
import { useAsciiTable } from "./use-ascii-table";
import { groupedCount } from "~/lib/number/count-text";

/**
 * Up to this many characters the slugs follow every keystroke (up to about 30 ms of Chinese or Greek
 * titles in node here, 3 ms of English); beyond, the worker takes the list.
 */
export const LIVE_LIMIT_CHARS = 30_000;
export const TEXT_FILE_NAME = "slugs.txt";
export const CSV_FILE_NAME = "slugs.csv";
const DEFAULT_INPUT = "10 Tips & Tricks for Clean URLs in 2025";

const loadSlugSuggestions = () => import("./SlugSuggestions");

function createWorker() {
  return new Worker(new URL("./slugifier.worker.ts", import.meta.url), { type: "module" });
}

function batchStatus(batch: SlugBatch): string {
  if (batch.titles <= 1) return characters(batch.slugs.trim().length);
  const parts = [counted(batch.titles - batch.empty, "slug")];
  if (batch.renamed > 0) parts.push(`${groupedCount(batch.renamed)} numbered to stay unique`);
  if (batch.empty > 0) parts.push(`${counted(batch.empty, "title")} without letters or digits`);
  return parts.join(" · ");
}

export function SlugifierTool({ tool }: { tool: ToolEntry }) {
  const path = tool.path;
  const [text, setText] = usePersistentState(path, "input", DEFAULT_INPUT);
  const [language, setLanguage] = usePersistentChoice(
    path,
    "language",
    stepOptions.language.choices,
    stepOptions.language.default,
  );
  const [separator, setSeparator] = usePersistentChoice(
    path,
    "separator",
    stepOptions.separator.choices,
    stepOptions.separator.default,
  );
  const [lowercase, setLowercase] = usePersistentState(
    path,
    "lowercase",
    stepOptions.lowercase.default,
  );
  const [maxLengthText, setMaxLengthText] = usePersistentState(
    path,
    "maxLength",
    stepOptions.maxLength.default,
  );
  const [removeStopWords, setRemoveStopWords] = usePersistentState(
    path,
    "stopWords",
    stepOptions.stopWords.default,
  );
  const [keepNumbers, setKeepNumbers] = usePersistentState(
    path,
    "keepNumbers",
    stepOptions.keepNumbers.default,
  );
  const [storedReplacements, setReplacements] = usePersistentState<Replacement[]>(
    path,
    "replacements",
    [...DEFAULT_REPLACEMENTS],
  );
  const replacements = useMemo(() => validReplacements(storedReplacements), [storedReplacements]);

  const maxLength = attempt(() => parseMaxLength(maxLengthText));
  const job = useMemo<SlugJob>(
    () =>
      slugJob(
        text,
        { language, separator, lowercase, stopWords: removeStopWords, keepNumbers },
        maxLength.value ?? 0,
        replacements,
      ),
    [
      text,
      language,
      separator,
      lowercase,
      maxLength.value,
      removeStopWords,
      keepNumbers,
      replacements,
    ],
  );

  const large = text.length > LIVE_LIMIT_CHARS;
  const waitingForTable = useMemo(() => !large && jobNeedsTable(job), [large, job]);
  const ascii = useAsciiTable(waitingForTable);
  const table = ascii.table;
  // Until the table arrives, a title that needs it has no slug yet (null), rather than a wrong one.
  const compute = useCallback(
    (current: SlugJob) =>
      table === null && jobNeedsTable(current) ? null : slugifyLines(current, table ?? undefined),
    [table],
  );
  const transform = useToolRun<SlugJob, SlugBatch | null>({
    job,
    large,
    compute,
    createWorker,
  });
  useAutoRun(large && !transform.held, false, transform.run); // held input waits for the user

  const batch = maxLength.error ? null : transform.output;
  const output = batch && batch.titles > 0 ? batch.slugs : "";
  const outputActions = useOutputActions(output, TEXT_FILE_NAME);
  const notify = useToolFeedback();
  const downloadCsv = () => {
    if (!output) return;
    downloadText(CSV_FILE_NAME, csvText(slugTable(text, output)), "text/csv");
    notify(DOWNLOADED_FEEDBACK);
  };

  const [aiError, setAiError] = useState<string | null>(null);
  const applySuggestion = useCallback(
    (index: number, slug: string) => setText((current) => replaceLine(current, index, slug)),
    [setText],
  );

  function clear() {
    setText("");
    transform.reset();
  }

  const { actions, shortcuts } = transformActions(transform, {
    runLabel: "Slugify",
    large,
    hasInput: text !== "",
    output,
    outputActions,
    onClear: clear,
    extra: [
      {
        label: "Download CSV",
        icon: FileSpreadsheet,
        disabled: !output,
        onClick: downloadCsv,
        title: "Download a title,slug table as CSV",
      },
    ],
  });

  let status: string | undefined;
  if (transform.running)
    status =
      transform.progress === null
        ? "Working…"
        : `Working… ${Math.round(transform.progress * 100)} %`;
  else if (transform.waiting && !transform.held)
    status = "Long list: slugifying in the background…"; // held: the guard's notice says why
  else if (waitingForTable && table === null && !ascii.error)
    status = "Loading the transliteration table…";
  else if (batch && batch.titles > 0) status = batchStatus(batch);

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-4">
        <OptionsRow>
          <SelectOption
            label="Language"
            value={language}
            options={stepOptions.language.choices}
            onChange={setLanguage}
          />
          <SelectOption
            label="Separator"
            value={separator}
            options={stepOptions.separator.choices}
            onChange={setSeparator}
          />
          <TextOption
            label="Max length (empty: no limit)"
            value={maxLengthText}
            onChange={setMaxLengthText}
            maxLength={stepOptions.maxLength.maxLength}
            width="6rem"
          />
          <CheckboxOption label="Lowercase" checked={lowercase} onChange={setLowercase} />
          <CheckboxOption
            label="Remove stop words"
            checked={removeStopWords}
            onChange={setRemoveStopWords}
          />
          <CheckboxOption label="Keep numbers" checked={keepNumbers} onChange={setKeepNumbers} />
        </OptionsRow>
        <ReplacementsEditor replacements={replacements} onChange={setReplacements} />
        <AiFeatureLauncher
          label="Suggest slugs"
          load={loadSlugSuggestions}
          panelProps={{
            text,
            output,
            options: job,
            table,
            onError: setAiError,
            onUse: applySuggestion,
          }}
        />
        <ErrorPanel message={maxLength.error ?? transform.error ?? ascii.error ?? aiError} />
        <div className="grid gap-4 lg:grid-cols-2">
          <InputPanel
            value={text}
            onChange={setText}
            height="16rem"
            placeholder="A title, or one title per line"
            accept="text/*,.txt,.csv,.md"
          />
          <OutputPanel value={output} fileName={TEXT_FILE_NAME} height="16rem" status={status} />
        </div>
      </div>
    </ToolPage>
  );
}
