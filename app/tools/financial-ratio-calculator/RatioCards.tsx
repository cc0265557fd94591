// One card per ratio: its formula in words, the result with the calculation behind it and a line on
// what it means, or what is missing, or why the ratio cannot be calculated (role="alert").
import { useId } from "react";
import { type Calculation, type CalculatedRatio, RATIO_SECTIONS } from "./financial-ratios";
import { formatValue } from "./ratio-math";

function RatioCard({ ratio, calculation }: { ratio: CalculatedRatio; calculation: Calculation }) {
  const headingId = useId();
  const { definition, outcome } = ratio;
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
    >
      <h3 id={headingId} className="font-semibold">
        {definition.name}
      </h3>
      <p className="text-sm text-slate-700 dark:text-slate-300">{definition.formula}</p>
      {outcome.status === "ok" && (
        <>
          <p className="font-mono text-2xl font-semibold [overflow-wrap:anywhere]">
            {formatValue(outcome.unit, outcome.value, calculation.formatter)}
          </p>
          <p className="font-mono text-xs text-slate-700 [overflow-wrap:anywhere] dark:text-slate-300">
            {outcome.worked}
          </p>
          <p className="text-sm">{outcome.interpretation}</p>
        </>
      )}
      {outcome.status === "missing" && (
        <p className="text-sm text-slate-700 italic dark:text-slate-300">{outcome.message}</p>
      )}
      {outcome.status === "invalid" && (
        <p
          role="alert"
          className="rounded-md border border-red-600 bg-red-50 p-2 text-sm text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100"
        >
          {outcome.message}
        </p>
      )}
    </section>
  );
}

export function RatioCards({ calculation }: { calculation: Calculation }) {
  const byId = new Map(calculation.ratios.map((ratio) => [ratio.definition.id, ratio]));
  return (
    <div className="flex flex-col gap-6">
      {RATIO_SECTIONS.map((section, index) => (
        <section
          key={section.title}
          aria-labelledby={`ratio-section-${index}`}
          className="flex flex-col gap-3"
        >
          <h2 id={`ratio-section-${index}`} className="text-lg font-semibold">
            {section.title}
          </h2>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {section.ratios.map((definition) => {
              const ratio = byId.get(definition.id);
              return ratio ? (
                <RatioCard key={definition.id} ratio={ratio} calculation={calculation} />
              ) : null;
            })}
          </div>
        </section>
      ))}
    </div>
  );
}
