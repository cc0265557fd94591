// The result side of the page, the page's Output: the match list, or the text after replacement,
// the list of matches through a template, or the pieces of a split, with Copy and Download.
import type { OptionItem } from "~/lib/options";
import { CodeEditor } from "~/ui/editor/CodeEditor";
import { OutputPanel } from "~/ui/panels/OutputPanel";
import { TabList } from "~/ui/panels/Tabs";
import { MatchList } from "./MatchList";
import type { RegexRun, RegexView } from "./regex-job";

export const VIEWS: readonly OptionItem<RegexView>[] = [
  { value: "matches", label: "Matches" },
  { value: "replace", label: "Replace" },
  { value: "list", label: "List" },
  { value: "split", label: "Split" },
];

export const VIEW_FILES: Record<RegexView, { name: string; mimeType: string }> = {
  matches: { name: "matches.csv", mimeType: "text/csv" },
  replace: { name: "replaced.txt", mimeType: "text/plain" },
  list: { name: "matches.txt", mimeType: "text/plain" },
  split: { name: "split.json", mimeType: "application/json" },
};

const fieldClass =
  "w-full rounded-md border border-slate-300 bg-white px-2 py-1 font-mono text-sm text-slate-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";
const hintClass = "text-xs text-slate-700 dark:text-slate-300";

function SyntaxField({
  id,
  label,
  value,
  onChange,
  hint,
  multiline,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint: string;
  multiline?: boolean;
}) {
  const props = {
    id,
    value,
    spellCheck: false,
    "aria-describedby": `${id}-hint`,
    className: fieldClass,
  };
  return (
    <div className="mb-2 flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {multiline ? (
        <textarea {...props} rows={2} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...props} type="text" onChange={(event) => onChange(event.target.value)} />
      )}
      <p id={`${id}-hint`} className={hintClass}>
        {hint}
      </p>
    </div>
  );
}

export function ResultPanel({
  view,
  onViewChange,
  result,
  status,
  outputText,
  replacement,
  onReplacementChange,
  template,
  onTemplateChange,
  showSpans,
  pickedIndex,
  onPick,
}: {
  view: RegexView;
  onViewChange: (view: RegexView) => void;
  result: RegexRun | null;
  status: string;
  /** What Copy and Download take: the match table as CSV, or the view's text. */
  outputText: string;
  replacement: string;
  onReplacementChange: (value: string) => void;
  template: string;
  onTemplateChange: (value: string) => void;
  showSpans: boolean;
  pickedIndex: number | null;
  onPick: (index: number) => void;
}) {
  const { name, mimeType } = VIEW_FILES[view];
  const text = result && result.view === view ? result.output : "";
  return (
    <OutputPanel
      value={outputText}
      fileName={name}
      mimeType={mimeType}
      status={<span aria-live="polite">{status}</span>}
      toolbar={
        <TabList
          tabs={VIEWS}
          selected={view}
          onChange={onViewChange}
          label="Result view"
          idPrefix="regex-view"
          look="views"
          panelIdFor={() => "regex-view-panel"}
        />
      }
    >
      <div id="regex-view-panel" role="tabpanel" aria-labelledby={`regex-view-tab-${view}`}>
        {view === "replace" && (
          <SyntaxField
            id="regex-substitution"
            label="Substitution"
            value={replacement}
            onChange={onReplacementChange}
            multiline
            hint="$1 or $<name>: a group; $&: the match; $` and $': the text before and after it; $$: a dollar sign."
          />
        )}
        {view === "list" && (
          <SyntaxField
            id="regex-template"
            label="Template (one line per match)"
            value={template}
            onChange={onTemplateChange}
            hint="Same $ syntax as Substitution; \n and \t are a line break and a tab."
          />
        )}
        {view === "matches" ? (
          <section aria-label="Output">
            {result && result.matches.length > 0 ? (
              <MatchList
                matches={result.matches}
                groupNames={result.groupNames}
                showSpans={showSpans}
                picked={pickedIndex}
                onPick={onPick}
              />
            ) : (
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {result ? "No match." : "Matches appear here."}
              </p>
            )}
          </section>
        ) : (
          <CodeEditor
            value={text}
            label="Output"
            readOnly
            height={view === "split" ? "22rem" : "19rem"}
            placeholder={result ? "(empty)" : "The result appears here"}
          />
        )}
      </div>
    </OutputPanel>
  );
}
