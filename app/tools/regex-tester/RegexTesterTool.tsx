// The Regex Tester page: a pattern run by the browser's engine in a worker ended after 2 s, every
// match highlighted in the text and listed with its groups, a replacement, list or split view, the
// pattern explained token by token, and test strings that should or should not match.
import { useCallback, useMemo, useState } from "react";
import type { ToolEntry } from "~/catalogue";
import { usePersistentChoice, usePersistentState } from "~/hooks/persistent-state";
import { useFirstInteraction } from "~/hooks/use-first-interaction";
import { useOutputActionsOnCurrent } from "~/hooks/use-act-on-current";
import { useToolRun } from "~/hooks/use-tool-run";
import { useRunningLong } from "~/hooks/use-running-long";
import { attempt } from "~/lib/attempt";
import { csvText } from "~/lib/csv/csv-table";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { InputPanel } from "~/ui/panels/InputPanel";
import { useOutputActions } from "~/ui/panels/OutputPanel";
import { ToolPage } from "~/ui/page/ToolPage";
import { transformActions } from "~/ui/runtime/transform-actions";
import { ExplanationPanel } from "./ExplanationPanel";
import { PatternBar } from "./PatternBar";
import { ResultPanel, VIEWS, VIEW_FILES } from "./ResultPanel";
import { TestCasesPanel, validTestCases } from "./TestCasesPanel";
import { matchTable } from "./match-table";
import {
  MAX_MATCHES,
  compileRegex,
  normalizeFlags,
  syntaxErrorText,
  unicodePropertyHint,
} from "./regex-core";
import type { RegexJob, RegexRun, RegexTestCase, RegexView } from "./regex-job";
import { DEFAULTS } from "./regex-samples";
import { useModuleOnNeed } from "~/hooks/use-module-on-need";
import { groupedCount } from "~/lib/number/count-text";

/** A pattern still running after 2 s is stopped, since catastrophic backtracking may never end. */
export const TIME_LIMIT_MS = 2_000;
export const TIME_LIMIT_MESSAGE = "The pattern took too long (catastrophic backtracking?)";
/** Up to this many characters every change runs the pattern; beyond, Match (Ctrl+Enter) does. */
export const LIVE_LIMIT_CHARS = 2_000_000;
/** Longer patterns are not explained as you type (regjsparser on the main thread). */
export const MAX_EXPLAINED_CHARS = 20_000;

const LIMIT = { timeoutMs: TIME_LIMIT_MS, timeoutMessage: TIME_LIMIT_MESSAGE };

function createWorker() {
  return new Worker(new URL("./regex-tester.worker.ts", import.meta.url), { type: "module" });
}
const matchCount = (n: number) => `${groupedCount(n)} ${n === 1 ? "match" : "matches"}`;

const loadExplainer = () => import("./regex-explain");
const loadHighlight = () => import("./regex-highlight");

export function RegexTesterTool({ tool }: { tool: ToolEntry }) {
  const [pattern, setPattern] = usePersistentState(tool.path, "pattern", DEFAULTS.pattern);
  const [storedFlags, setFlags] = usePersistentState(tool.path, "flags", DEFAULTS.flags, {
    role: "option",
  });
  const flags = normalizeFlags(storedFlags);
  const [text, setText] = usePersistentState(tool.path, "input", DEFAULTS.text);
  const [view, setView] = usePersistentChoice<RegexView>(tool.path, "view", VIEWS, "matches");
  const [replacement, setReplacement] = usePersistentState(
    tool.path,
    "replacement",
    DEFAULTS.replacement,
  );
  const [template, setTemplate] = usePersistentState(tool.path, "template", DEFAULTS.template);
  const [storedCases, setCases] = usePersistentState<RegexTestCase[]>(
    tool.path,
    "tests",
    DEFAULTS.tests,
  );
  const cases = useMemo(() => validTestCases(storedCases), [storedCases]);

  // The engine checks the syntax at once (cheap); the worker only runs valid patterns.
  const engineError = useMemo(
    () => attempt(() => compileRegex(pattern, flags)).error,
    [pattern, flags],
  );
  const job = useMemo<RegexJob>(
    () => ({
      pattern,
      flags,
      text,
      view,
      replacement: view === "replace" ? replacement : "",
      template: view === "list" ? template : "",
      tests: cases,
    }),
    [pattern, flags, text, view, replacement, template, cases],
  );
  const large = text.length > LIVE_LIMIT_CHARS;
  const run = useToolRun<RegexJob, RegexRun>({
    job,
    idle: pattern === "" || engineError !== null,
    large,
    createWorker,
    limit: LIMIT,
  });
  const result = engineError || run.error ? null : run.output;

  // regjsparser and the editor's marks are fetched once the user does something on the page.
  const [interacted] = useFirstInteraction();
  const explainer = useModuleOnNeed(interacted && pattern !== "", loadExplainer);
  const hasMatches = (result?.matches.length ?? 0) > 0;
  const highlight = useModuleOnNeed(interacted && hasMatches, loadHighlight);

  const kit = explainer.module;
  const errorIndex = useMemo(
    () => (engineError && kit ? kit.syntaxErrorIndex(pattern, flags) : null),
    [engineError, kit, pattern, flags],
  );
  const explanation = useMemo(() => {
    if (!kit || engineError || pattern.length > MAX_EXPLAINED_CHARS) return null;
    return attempt(() => kit.explainPattern(pattern, flags));
  }, [kit, engineError, pattern, flags]);

  // The picked row belongs to one result: a new result starts with none picked.
  const [picked, setPicked] = useState<{ result: RegexRun | null; index: number } | null>(null);
  const pickedIndex = picked && picked.result === result ? picked.index : null;
  const onPick = useCallback((index: number) => setPicked({ result, index }), [result]);
  const editorMarks = useMemo(
    () =>
      highlight.module?.matchHighlightExtension(
        result?.matches ?? [],
        pickedIndex,
        result?.textLength ?? 0,
      ),
    [highlight.module, result, pickedIndex],
  );

  const showSpans = flags.includes("d");
  const outputText = useMemo(() => {
    if (!result) return "";
    if (view !== "matches") return result.view === view ? result.output : "";
    return result.matches.length > 0
      ? csvText(matchTable(result.matches, result.groupNames, showSpans))
      : "";
  }, [result, view, showSpans]);
  const outputActions = useOutputActions(
    outputText,
    VIEW_FILES[view].name,
    VIEW_FILES[view].mimeType,
  );

  function clear() {
    setText("");
    run.reset();
  }

  // Most runs take milliseconds (the first starts right after hydration): Working… and Cancel, which
  // shift the bar's buttons, appear only once a run has lasted a while (a stuck pattern, a long text).
  const runningLong = useRunningLong(run.running);
  const barRun = { running: runningLong, run: run.run, cancel: run.cancel };
  // Copy or Ctrl+S right after a change waits for the result of what the input now holds.
  const currentOutputActions = useOutputActionsOnCurrent(run, outputActions);
  const { actions, shortcuts } = transformActions(barRun, {
    runLabel: "Match",
    runTitle: large
      ? "Run the pattern on this long text in the background (Ctrl+Enter)"
      : "Matches update as you type; Match is needed only for very long texts",
    hasInput: pattern !== "" || text !== "",
    output: outputText,
    outputActions: currentOutputActions,
    onClear: clear,
  });

  let message: string | null = null;
  if (engineError) message = syntaxErrorText(engineError, pattern, errorIndex);
  else if (run.error) message = run.error;
  else if (explainer.error !== null || highlight.error !== null)
    message =
      "Part of this page could not be loaded (are you offline?). Reload the page to try again.";

  const propertyHint = unicodePropertyHint(pattern, flags);
  let status: string;
  if (pattern === "") status = "Enter a pattern";
  else if (engineError) status = "The pattern is not valid";
  else if (run.running) status = "Matching…";
  else if (run.waiting) status = "Long text: press Match (Ctrl+Enter)";
  else if (!result) status = "";
  else if (propertyHint) status = propertyHint;
  else if (result.capped)
    status = `The first ${groupedCount(MAX_MATCHES)} matches (there are more): the list and highlighting stop there`;
  else status = matchCount(result.matches.length);

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-4">
        <PatternBar
          pattern={pattern}
          onPatternChange={setPattern}
          flags={flags}
          onFlagsChange={setFlags}
          onRun={run.run}
          invalid={engineError !== null}
        />
        <ErrorPanel message={message} />
        <div className="grid gap-4 lg:grid-cols-2">
          <InputPanel
            value={text}
            onChange={setText}
            label="Input"
            placeholder="Paste the test text here, open a file or drop one"
            language={editorMarks}
            height="26rem"
          />
          <ResultPanel
            view={view}
            onViewChange={setView}
            result={result}
            status={status}
            outputText={outputText}
            replacement={replacement}
            onReplacementChange={setReplacement}
            template={template}
            onTemplateChange={setTemplate}
            showSpans={showSpans}
            pickedIndex={pickedIndex}
            onPick={onPick}
          />
        </div>
        <div className="grid gap-6 lg:grid-cols-2">
          <ExplanationPanel
            explanation={explanation?.value ?? null}
            status={
              pattern === ""
                ? "Enter a pattern to see it explained."
                : engineError
                  ? "Fix the syntax error to see the explanation."
                  : pattern.length > MAX_EXPLAINED_CHARS
                    ? "This pattern is too long to explain here."
                    : (explanation?.error ?? (kit ? null : "Loading the explanation…"))
            }
          />
          <TestCasesPanel
            cases={cases}
            onChange={setCases}
            outcomes={engineError ? null : (result?.tests ?? null)}
          />
        </div>
      </div>
    </ToolPage>
  );
}
