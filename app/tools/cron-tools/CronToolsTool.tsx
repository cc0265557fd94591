// The Cron Tools page: interpret & validate, generate, and crontab files, sharing one set of
// options. The description follows every keystroke on the page itself; cronstrue (7.5 KiB gz) is
// fetched when the page needs a description other than the default one, which was made at
// prerender (route.tsx). The engine (validation, run times) runs in a worker started on the first
// interaction.
import { ArrowRight, ClipboardList, Copy, RefreshCw } from "lucide-react";
import { Suspense, useMemo, useRef, useState } from "react";
import { useLoaderData } from "react-router";
import type { ToolEntry } from "~/catalogue";
import type { ToolPageData } from "~/catalogue/page-data";
import { isOptionValue } from "~/lib/options";
import { errorMessage } from "~/lib/tool-error";
import { usePersistentState } from "~/hooks/persistent-state";
import { currentTimeZoneName } from "~/lib/time/time-zone-aliases";
import {
  UTC,
  availableTimeZones,
  parseLocalDateTime,
  zonedTimeToInstant,
} from "~/lib/time/time-zones";
import { useFirstInteraction } from "~/hooks/use-first-interaction";
import { useBrowserTimeZone } from "~/hooks/use-browser-time-zone";
import { useHydrated } from "~/hooks/use-hydrated";
import { useModuleOnNeed } from "~/hooks/use-module-on-need";
import { toolActions } from "~/ui/runtime/tool-actions";
import {
  CheckboxOption,
  OptionsRow,
  SelectOption,
  TextOption,
  TIME_ZONE_SELECT_WIDTH,
} from "~/ui/panels/OptionsRow";
import { useOutputActions } from "~/ui/panels/OutputPanel";
import { ToolPage } from "~/ui/page/ToolPage";
import type { BuilderDraft } from "./cron-builder";
import type { DescribeOptions, Explanation, explainCron } from "./cron-describe";
import { DEFAULT_RUN_COUNT, clampRunCount, formatRun, runReportText } from "./cron-report";
import { type DayOfWeekNumbering, usesHash } from "./cron-syntax";
import type { CrontabTask, InterpretTask } from "./cron-tasks";
import { type CronTab, CronTabList, CronTabPanel } from "./CronTabs";
import { type DescriptionState, InterpretPanel } from "./InterpretPanel";
import { useCronEngine } from "./use-cron-engine";
import { lazyPart } from "~/ui/page/lazy-part";

// The Generate and Crontab tabs are not on the first screen: fetched when first opened.
const GenerateSection = lazyPart(() =>
  import("./GenerateSection").then((m) => ({ default: m.GenerateSection })),
);
const CrontabPanel = lazyPart(() =>
  import("./CrontabPanel").then((m) => ({ default: m.CrontabPanel })),
);

export const DEFAULT_EXPRESSION = "0 9 * * 1-5";
export const DEFAULT_DESCRIBE_OPTIONS: DescribeOptions = {
  use24HourTime: false,
  dayOfWeekNumbering: "sunday-0",
};

export interface CronPageData extends ToolPageData {
  /** DEFAULT_EXPRESSION described with DEFAULT_DESCRIBE_OPTIONS, at prerender. */
  defaultDescription: Explanation;
}

type Describe = typeof explainCron;

export const DESCRIBER_FAILED_MESSAGE =
  "The description could not be loaded. Check your connection and reload the page.";

const loadDescriber = () => import("./cron-describe");

/** cronstrue's describer once fetched; it is fetched when `needed` first turns true. */
function useDescriber(needed: boolean): Describe | null {
  const { module, error } = useModuleOnNeed(needed, loadDescriber);
  return useMemo(() => {
    if (module) return module.explainCron;
    if (error === null) return null;
    // Offline before the describer was cached, or a deploy removed it: say so in the alert
    // instead of "Describing…" forever.
    const explanation: Explanation = {
      ok: false,
      message: `${DESCRIBER_FAILED_MESSAGE} (${errorMessage(error)})`,
    };
    return () => explanation;
  }, [module, error]);
}

export const RUNS_FILE_NAME = "cron-runs.txt";

const NUMBERING_OPTIONS: readonly { value: DayOfWeekNumbering; label: string }[] = [
  { value: "sunday-0", label: "0–6 (Sunday = 0)" },
  { value: "sunday-1", label: "1–7 (Sunday = 1)" },
];

export function CronToolsTool({ tool }: { tool: ToolEntry }) {
  const path = tool.path;
  const [expression, setExpression] = usePersistentState(path, "expression", DEFAULT_EXPRESSION);
  const [crontab, setCrontab] = usePersistentState(path, "crontab", "");
  const [strict, setStrict] = usePersistentState(path, "strict", false);
  const [storedNumbering, setNumbering] = usePersistentState<string>(
    path,
    "dayOfWeekNumbering",
    "sunday-0",
  );
  const numbering = isOptionValue(NUMBERING_OPTIONS, storedNumbering)
    ? storedNumbering
    : "sunday-0";
  const [use24HourTime, setUse24HourTime] = usePersistentState(path, "use24HourTime", false);
  const [hashSeed, setHashSeed] = usePersistentState(path, "hashSeed", "");
  const [storedZone, setStoredZone] = usePersistentState(path, "timeZone", "", { role: "option" });
  const [storedCount, setCount] = usePersistentState(path, "runCount", DEFAULT_RUN_COUNT);
  const count = clampRunCount(storedCount);
  const [tab, setTab] = useState<CronTab>("interpret");
  const [checkAt, setCheckAt] = useState("");
  const [draft, setDraft] = useState<BuilderDraft | null>(null);
  const [builtExpression, setBuiltExpression] = useState<string | null>(null);
  const [refresh, setRefresh] = useState(0);
  const [engineStarted, startEngine] = useFirstInteraction();
  const hydrated = useHydrated();
  const expressionInput = useRef<HTMLInputElement>(null);

  // The prerendered page cannot know the visitor's zone: UTC until the browser's is read after
  // hydration, then theirs. A zone stored under an old name ("Asia/Calcutta") is shown and used by
  // its current one. The list of every zone comes with the device's zone, in a later render.
  const deviceZone = useBrowserTimeZone();
  const timeZone = currentTimeZoneName(storedZone) ?? deviceZone ?? UTC;
  const zoneOptions = useMemo(
    () =>
      (deviceZone === null ? [timeZone] : availableTimeZones([timeZone])).map((z) => ({
        value: z,
        label: z,
      })),
    [deviceZone, timeZone],
  );
  const hour12 = !use24HourTime;

  const checkLocal = parseLocalDateTime(checkAt);
  const checkInstant = checkLocal ? zonedTimeToInstant(checkLocal, timeZone) : null;

  const interpretJob = useMemo<Omit<InterpretTask, "now"> | null>(
    () =>
      expression.trim() === "" && !strict
        ? null
        : {
            kind: "interpret",
            expression,
            options: { strict, dayOfWeekNumbering: numbering, hashSeed },
            timeZone,
            count,
            checkAt: checkInstant,
          },
    [expression, strict, numbering, hashSeed, timeZone, count, checkInstant],
  );
  const interpreter = useCronEngine<InterpretTask>(interpretJob, engineStarted, refresh);

  const crontabJob = useMemo<Omit<CrontabTask, "now"> | null>(
    () =>
      crontab.trim() === ""
        ? null
        : { kind: "crontab", text: crontab, timeZone, hashSeed, use24HourTime },
    [crontab, timeZone, hashSeed, use24HourTime],
  );
  const crontabReader = useCronEngine<CrontabTask>(
    crontabJob,
    engineStarted && tab === "crontab",
    refresh,
  );

  const result = interpreter.result;
  const { defaultDescription } = useLoaderData<CronPageData>();
  const isDefault =
    expression === DEFAULT_EXPRESSION &&
    use24HourTime === DEFAULT_DESCRIBE_OPTIONS.use24HourTime &&
    numbering === DEFAULT_DESCRIBE_OPTIONS.dayOfWeekNumbering;
  const describe = useDescriber(hydrated && (!isDefault || engineStarted));
  const description = useMemo((): DescriptionState => {
    if (expression.trim() === "") return null;
    if (!describe) return isDefault ? defaultDescription : { ok: "pending", for: "describer" };
    if (!usesHash(expression)) {
      return describe(expression, { use24HourTime, dayOfWeekNumbering: numbering });
    }
    // H is resolved by the engine; its answer is in cron-parser's numbering (Sunday = 0).
    if (!result?.resolved || interpreter.working) return { ok: "pending", for: "hash" };
    return describe(result.resolved, { use24HourTime });
  }, [
    expression,
    use24HourTime,
    numbering,
    result,
    interpreter.working,
    describe,
    isDefault,
    defaultDescription,
  ]);

  const runsShown = result && !result.error && expression.trim() !== "";
  const next = useMemo(
    () => (runsShown ? result.next.runs.map((run) => formatRun(run, timeZone, hour12)) : []),
    [runsShown, result, timeZone, hour12],
  );
  const previous = useMemo(
    () => (runsShown ? result.previous.runs.map((run) => formatRun(run, timeZone, hour12)) : []),
    [runsShown, result, timeZone, hour12],
  );
  const report = runsShown
    ? runReportText({
        expression,
        description: description && description.ok === true ? description.text : null,
        timeZone,
        next,
        previous,
      })
    : "";
  const runActions = useOutputActions(report, RUNS_FILE_NAME);
  const expressionActions = useOutputActions(expression.trim(), "cron-expression.txt");

  const builtActions = useOutputActions(builtExpression ?? "", "cron-expression.txt");

  function sendBuiltToInterpreter() {
    if (!builtExpression) return;
    setExpression(builtExpression);
    setTab("interpret");
    // After the tab shows: focus the field the expression went to.
    requestAnimationFrame(() => expressionInput.current?.focus());
  }

  const clearExpression = () => {
    setExpression("");
    setCheckAt("");
  };
  const refreshRuns = () => {
    startEngine();
    setRefresh((n) => n + 1);
  };

  const barsByTab: Record<CronTab, ReturnType<typeof toolActions>> = {
    interpret: toolActions({
      primary: { label: "Refresh run times", icon: RefreshCw, onClick: refreshRuns },
      extra: [
        {
          label: "Copy expression",
          icon: Copy,
          disabled: !expression.trim(),
          onClick: () => void expressionActions.copy(),
        },
      ],
      copy: {
        label: "Copy run times",
        icon: ClipboardList,
        disabled: !report,
        onClick: () => runActions.copy(),
      },
      download: {
        label: "Download run times",
        disabled: !report,
        onClick: () => runActions.download(),
      },
      clear: { disabled: !expression, onClick: clearExpression },
    }),
    // toolActions only keeps the handlers (the ref is read on click, not during render).
    // eslint-disable-next-line react-hooks/refs
    generate: toolActions({
      primary: {
        label: "Use in interpreter",
        icon: ArrowRight,
        disabled: !builtExpression,
        onClick: () => sendBuiltToInterpreter(),
      },
      copy: {
        label: "Copy generated expression",
        disabled: !builtExpression,
        onClick: () => builtActions.copy(),
      },
    }),
    crontab: toolActions({
      primary: { label: "Refresh next runs", icon: RefreshCw, onClick: refreshRuns },
      clear: { disabled: !crontab, onClick: () => setCrontab("") },
    }),
  };

  return (
    <ToolPage tool={tool} actions={barsByTab[tab].actions} shortcuts={barsByTab[tab].shortcuts}>
      <div className="flex flex-col gap-4">
        <OptionsRow>
          <SelectOption
            label="Time zone"
            value={timeZone}
            options={zoneOptions}
            onChange={setStoredZone}
            width={TIME_ZONE_SELECT_WIDTH}
          />
          <SelectOption
            label="Day of week numbering"
            value={numbering}
            options={NUMBERING_OPTIONS}
            onChange={setNumbering}
          />
          <TextOption label="Seed for H" value={hashSeed} onChange={setHashSeed} width="9rem" />
          <CheckboxOption label="Strict mode" checked={strict} onChange={setStrict} />
          <CheckboxOption
            label="Use 24-hour time"
            checked={use24HourTime}
            onChange={setUse24HourTime}
          />
        </OptionsRow>
        <div>
          <CronTabList tab={tab} onChange={setTab} />
          <CronTabPanel tab="interpret" active={tab === "interpret"}>
            <InterpretPanel
              expression={expression}
              onExpressionChange={setExpression}
              inputRef={expressionInput}
              description={description}
              engine={interpreter}
              engineStarted={engineStarted}
              onStartEngine={startEngine}
              timeZone={timeZone}
              hour12={hour12}
              count={count}
              onCountChange={(value) => setCount(clampRunCount(value))}
              check={{ value: checkAt, onChange: setCheckAt, instant: checkInstant }}
              next={next}
              previous={previous}
            />
          </CronTabPanel>
          <CronTabPanel tab="generate" active={tab === "generate"}>
            {tab === "generate" && (
              <Suspense fallback={null}>
                <GenerateSection
                  draft={draft}
                  onDraftChange={setDraft}
                  numbering={numbering}
                  use24HourTime={use24HourTime}
                  onBuilt={setBuiltExpression}
                  onUse={sendBuiltToInterpreter}
                />
              </Suspense>
            )}
          </CronTabPanel>
          <CronTabPanel tab="crontab" active={tab === "crontab"}>
            {tab === "crontab" && (
              <Suspense fallback={null}>
                <CrontabPanel
                  text={crontab}
                  onTextChange={setCrontab}
                  engine={crontabReader}
                  engineStarted={engineStarted}
                  timeZone={timeZone}
                  hour12={hour12}
                />
              </Suspense>
            )}
          </CronTabPanel>
        </div>
      </div>
    </ToolPage>
  );
}
