// The Mortgage Calculator page: the loan's fields, the payment split and totals (the Output, to copy
// or download), the formulas with this loan's numbers, then the schedule, charts and comparison.
// The whole schedule is ~360 decimal rows (a few ms), so results follow each keystroke, no worker.
import { RotateCcw } from "lucide-react";
import { Suspense, useEffect, useMemo, useRef, useState } from "react";
import type { ToolEntry } from "~/catalogue";
import { usePersistentChoice, usePersistentState } from "~/hooks/persistent-state";
import { useHydrated } from "~/hooks/use-hydrated";
import { csvText } from "~/lib/csv/csv-table";
import { toolActions } from "~/ui/runtime/tool-actions";
import { DataTable } from "~/ui/panels/DataTable";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { useOutputActions } from "~/ui/panels/OutputPanel";
import { OutputHeader } from "~/ui/panels/OutputHeader";
import { TabList, TabPanel } from "~/ui/panels/Tabs";
import { ToolPage } from "~/ui/page/ToolPage";
import { FormulaList } from "./FormulaList";
import { LoanForm } from "./LoanForm";
import { DEFAULT_SCENARIOS, scenariosInLocale, type ScenarioTexts } from "./loan-comparison";
import { DEFAULT_LOAN, loanInLocale, readLoan, type LoanTexts } from "./loan-inputs";
import {
  CURRENCY_OPTIONS,
  LOCALE_OPTIONS,
  MoneyFormatter,
  type CurrencyChoice,
  type LocaleChoice,
} from "./money-text";
import { calculateMortgage, summaryRows } from "./mortgage-results";
import { lazyPart } from "~/ui/page/lazy-part";

// The schedule, charts and comparison are below the first screen: fetched after hydration, each
// when its tab is first shown, so the page's first load stays small.
const ScheduleTable = lazyPart(() =>
  import("./ScheduleTable").then((m) => ({ default: m.ScheduleTable })),
);
const LoanCharts = lazyPart(() => import("./LoanCharts").then((m) => ({ default: m.LoanCharts })));
const LoanComparison = lazyPart(() =>
  import("./LoanComparison").then((m) => ({ default: m.LoanComparison })),
);
const loading = <p className="text-sm text-slate-700 dark:text-slate-300">Loading…</p>;

/**
 * Whether the details below the first screen are wanted yet: once their section comes within a
 * screen of the viewport, or the user acts on the page (a key, a tap, a field changed). Until then
 * their code is not fetched: the schedule's table code was about 2 KiB gz of the page's first load.
 */
function useWantedWhenNear(section: React.RefObject<HTMLElement | null>): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const acts = ["pointerdown", "keydown", "input"] as const;
    for (const event of acts) window.addEventListener(event, want, { once: true, capture: true });
    const near = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && want(),
      {
        rootMargin: "100% 0px",
      },
    );
    if (section.current) near.observe(section.current);
    return () => {
      for (const event of acts) window.removeEventListener(event, want, { capture: true });
      near.disconnect();
    };
  }, [wanted, section]);
  return wanted;
}

export const SUMMARY_FILE_NAME = "mortgage-summary.csv";
const EMPTY_LOAN: LoanTexts = {
  ...DEFAULT_LOAN,
  ...Object.fromEntries(
    Object.entries(DEFAULT_LOAN).map(([key, value]) => [
      key,
      key === "downPaymentMode" || key === "pmiRemoval" ? value : "",
    ]),
  ),
};

/** What storage gave back, with any missing or mistyped field from the defaults. */
function knownLoan(stored: Partial<LoanTexts>): LoanTexts {
  const loan = { ...DEFAULT_LOAN };
  for (const key of Object.keys(DEFAULT_LOAN) as (keyof LoanTexts)[]) {
    if (typeof stored[key] === "string") (loan as Record<string, string>)[key] = stored[key];
  }
  if (loan.downPaymentMode !== "amount") loan.downPaymentMode = "percent";
  if (loan.pmiRemoval !== "requested") loan.pmiRemoval = "automatic";
  return loan;
}

function knownScenarios(stored: ScenarioTexts[]): ScenarioTexts[] {
  const valid = stored.filter(
    (s) =>
      typeof s?.termYears === "string" &&
      typeof s.rate === "string" &&
      typeof s.points === "string",
  );
  return valid.length >= 2 && valid.length <= 4 ? valid : DEFAULT_SCENARIOS;
}

type Detail = "schedule" | "charts" | "compare";
const DETAILS = [
  { value: "schedule", label: "Amortization schedule" },
  { value: "charts", label: "Charts" },
  { value: "compare", label: "Compare loans" },
] as const;

export function MortgageTool({ tool }: { tool: ToolEntry }) {
  const [storedLoan, setLoan] = usePersistentState<Partial<LoanTexts>>(
    tool.path,
    "loan",
    DEFAULT_LOAN,
  );
  const [storedScenarios, setScenarios] = usePersistentState<ScenarioTexts[]>(
    tool.path,
    "scenarios",
    DEFAULT_SCENARIOS,
  );
  const [locale, setLocale] = usePersistentChoice<LocaleChoice>(
    tool.path,
    "locale",
    LOCALE_OPTIONS,
    "en-US",
  );
  const [currency, setCurrency] = usePersistentChoice<CurrencyChoice>(
    tool.path,
    "currency",
    CURRENCY_OPTIONS,
    "USD",
  );
  const loan = useMemo(() => knownLoan(storedLoan), [storedLoan]);
  const scenarios = useMemo(() => knownScenarios(storedScenarios), [storedScenarios]);
  // The page's first Intl number formats cost ~15 ms of main-thread time (Chromium loads ICU data).
  // Made here, while the schedule is calculated in MortgagePage, so that React can end the
  // hydration task between the two instead of running one long task (Total Blocking Time).
  const format = useMemo(() => new MoneyFormatter(locale, currency), [locale, currency]);
  return (
    <MortgagePage
      tool={tool}
      loan={loan}
      setLoan={setLoan}
      scenarios={scenarios}
      setScenarios={setScenarios}
      locale={locale}
      setLocale={(next) => {
        // What is typed keeps its value: "500,000" becomes "500.000", never 500.
        setLoan((previous) => loanInLocale(knownLoan(previous), locale, next));
        setScenarios(scenariosInLocale(scenarios, locale, next));
        setLocale(next);
      }}
      currency={currency}
      setCurrency={setCurrency}
      format={format}
    />
  );
}

interface MortgagePageProps {
  tool: ToolEntry;
  loan: LoanTexts;
  setLoan: (
    next: Partial<LoanTexts> | ((previous: Partial<LoanTexts>) => Partial<LoanTexts>),
  ) => void;
  scenarios: ScenarioTexts[];
  setScenarios: (scenarios: ScenarioTexts[]) => void;
  locale: LocaleChoice;
  setLocale: (locale: LocaleChoice) => void;
  currency: CurrencyChoice;
  setCurrency: (currency: CurrencyChoice) => void;
  format: MoneyFormatter;
}

function MortgagePage({
  tool,
  loan,
  setLoan,
  scenarios,
  setScenarios,
  locale,
  setLocale,
  currency,
  setCurrency,
  format,
}: MortgagePageProps) {
  const [detail, setDetail] = useState<Detail>("schedule");
  const hydrated = useHydrated();
  const detailsSection = useRef<HTMLElement>(null);
  const detailsWanted = useWantedWhenNear(detailsSection);
  const reading = useMemo(() => readLoan(loan, locale), [loan, locale]);
  const result = useMemo(
    () => (reading.terms ? calculateMortgage(reading.terms) : null),
    [reading],
  );
  const summary = useMemo(() => (result ? summaryRows(result, format) : []), [result, format]);
  const copyActions = useOutputActions(
    summary.map((row) => row.join("\t")).join("\n"),
    "mortgage-summary.tsv",
  );
  const downloadActions = useOutputActions(
    summary.length ? csvText([["Item", "Value"], ...summary]) : "",
    SUMMARY_FILE_NAME,
    "text/csv",
  );

  const update = (next: Partial<LoanTexts>) =>
    setLoan((previous) => ({ ...knownLoan(previous), ...next }));
  const clear = () => setLoan(EMPTY_LOAN);
  const empty = result === null;
  const { actions, shortcuts } = toolActions({
    copy: {
      label: "Copy results",
      disabled: empty,
      onClick: copyActions.copy,
      title: "The payment split and totals, tab-separated",
    },
    download: { label: "Download CSV", disabled: empty, onClick: downloadActions.download },
    after: [{ label: "Example loan", icon: RotateCcw, onClick: () => setLoan(DEFAULT_LOAN) }],
    clear: { onClick: clear },
  });

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-6">
        {/* Named Input and Output like every tool's main input and result (page contract). */}
        <section aria-label="Input" className="flex flex-col gap-3">
          <LoanForm
            texts={loan}
            onChange={update}
            locale={locale}
            currency={currency}
            onLocaleChange={setLocale}
            onCurrencyChange={setCurrency}
          />
        </section>
        <ErrorPanel message={reading.errors.length > 0 ? reading.errors.join("\n") : null} />
        <section aria-label="Output" className="flex flex-col gap-3">
          <OutputHeader
            title="Monthly payment and totals"
            disabled={empty}
            onCopy={() => void copyActions.copy()}
            onDownload={downloadActions.download}
          />
          {result ? (
            <DataTable
              caption="Mortgage summary"
              columns={["Item", "Value"]}
              rows={summary}
              rowHeaders
            />
          ) : (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              No result yet: fix the fields named above.
            </p>
          )}
        </section>
        <section aria-labelledby="mortgage-formulas" className="flex flex-col gap-2">
          <h2 id="mortgage-formulas" className="text-lg font-semibold">
            How it is calculated
          </h2>
          <FormulaList result={result} format={format} />
        </section>
        {result && (
          <section
            ref={detailsSection}
            aria-label="Schedule, charts and comparison"
            className="render-when-near"
          >
            {/* Far below the first screen: the schedule that appears after hydration is laid out
                only when the user scrolls near it. */}
            <TabList
              tabs={DETAILS}
              selected={detail}
              onChange={setDetail}
              label="Details"
              idPrefix="mortgage-detail"
            />
            {DETAILS.map(({ value }) => (
              <TabPanel
                key={value}
                idPrefix="mortgage-detail"
                value={value}
                active={detail === value}
              >
                {/* Only the open tab's chunk is fetched, after hydration, once the section is
                    near or the user has acted on the page. */}
                {hydrated && detailsWanted && detail === value && (
                  <Suspense fallback={loading}>
                    {value === "schedule" && <ScheduleTable plan={result.plan} format={format} />}
                    {value === "charts" && <LoanCharts plan={result.plan} format={format} />}
                    {value === "compare" && (
                      <LoanComparison
                        terms={result.terms}
                        scenarios={scenarios}
                        onScenariosChange={setScenarios}
                        format={format}
                      />
                    )}
                  </Suspense>
                )}
              </TabPanel>
            ))}
          </section>
        )}
      </div>
    </ToolPage>
  );
}
