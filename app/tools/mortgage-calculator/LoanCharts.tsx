// Two charts drawn as inline SVG (no chart library): the balance at the end of each year, and the
// principal and interest paid in each year. Each SVG has a title and description for screen
// readers, and the same numbers are in a table below it (the accessible alternative).
import { useMemo } from "react";
import { DataTable } from "~/ui/panels/DataTable";
import { yearlyRows, type Amortization } from "./amortization";
import type { MoneyFormatter } from "./money-text";

const WIDTH = 640;
const HEIGHT = 240;
const PAD = { left: 64, right: 12, top: 12, bottom: 28 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;

/** A short axis label: 400000 → "400k". Chart ticks only; tables and exports show cents. */
function shortAmount(value: number): string {
  if (value >= 1e6) return `${+(value / 1e6).toFixed(1)}M`;
  if (value >= 1e3) return `${Math.round(value / 1e3)}k`;
  return String(Math.round(value));
}

function Axes({ max, years }: { max: number; years: number[] }) {
  const ticks = [0, 0.25, 0.5, 0.75, 1];
  const step = Math.max(1, Math.ceil(years.length / 8));
  return (
    <g className="fill-slate-600 text-[11px] dark:fill-slate-300" aria-hidden="true">
      {ticks.map((t) => {
        const y = PAD.top + PLOT_H * (1 - t);
        return (
          <g key={t}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y}
              y2={y}
              className="stroke-slate-200 dark:stroke-slate-700"
            />
            <text x={PAD.left - 6} y={y + 4} textAnchor="end">
              {shortAmount(max * t)}
            </text>
          </g>
        );
      })}
      {years.map((year, index) =>
        index % step === 0 ? (
          <text
            key={year}
            x={PAD.left + (PLOT_W * (index + 0.5)) / years.length}
            y={HEIGHT - 8}
            textAnchor="middle"
          >
            {year}
          </text>
        ) : null,
      )}
    </g>
  );
}

function Swatch({ className, label }: { className: string; label: string }) {
  return (
    <span className="flex items-center gap-1">
      <span aria-hidden="true" className={`inline-block size-3 ${className}`} />
      {label}
    </span>
  );
}

function ChartFigure({
  id,
  title,
  description,
  caption,
  children,
}: {
  id: string;
  title: string;
  description: string;
  caption: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <figure className="flex flex-col gap-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="w-full max-w-3xl"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {children}
      </svg>
      <figcaption className="flex flex-wrap gap-4 text-sm">{caption}</figcaption>
    </figure>
  );
}

export function LoanCharts({ plan, format }: { plan: Amortization; format: MoneyFormatter }) {
  const years = useMemo(() => yearlyRows(plan.rows), [plan]);
  // Floats only place pixels; every number a user reads comes from the decimal table.
  const balances = years.map((y) => y.balance.toNumber());
  const paid = years.map((y) => ({
    principal: y.principal.plus(y.extra).toNumber(),
    interest: y.interest.toNumber(),
  }));
  const principal = plan.rows.length > 0 ? plan.totalPrincipal.toNumber() : 1;
  const maxPaid = Math.max(1, ...paid.map((p) => p.principal + p.interest));
  const labels = years.map((y) => y.year);
  const x = (index: number) => PAD.left + (PLOT_W * (index + 0.5)) / years.length;
  const yBalance = (value: number) => PAD.top + PLOT_H * (1 - value / principal);
  const points = [
    `${PAD.left},${yBalance(principal)}`,
    ...balances.map((b, i) => `${x(i)},${yBalance(b)}`),
  ];
  const barWidth = Math.max(2, (PLOT_W / Math.max(1, years.length)) * 0.7);

  return (
    <div className="flex flex-col gap-6">
      <ChartFigure
        id="mortgage-balance"
        title="Loan balance at the end of each year"
        description={`From ${format.money2(plan.totalPrincipal)} down to ${format.money2(years.at(-1)?.balance ?? plan.totalPrincipal)} in ${years.at(-1)?.year ?? ""}. The table below lists each year.`}
        caption={<span className="font-medium">Balance over time</span>}
      >
        <Axes max={principal} years={labels} />
        <polyline
          points={points.join(" ")}
          fill="none"
          strokeWidth={2.5}
          className="stroke-blue-600 dark:stroke-blue-400"
        />
      </ChartFigure>
      <ChartFigure
        id="mortgage-split"
        title="Principal and interest paid each year"
        description="Stacked bars: principal (with extra payments) at the bottom, interest on top. The table below lists each year."
        caption={
          <>
            <span className="font-medium">Principal vs interest per year:</span>
            <Swatch className="bg-blue-600 dark:bg-blue-400" label="Principal" />
            <Swatch className="bg-amber-500 dark:bg-amber-300" label="Interest" />
          </>
        }
      >
        <Axes max={maxPaid} years={labels} />
        {paid.map((p, index) => {
          const principalH = (PLOT_H * p.principal) / maxPaid;
          const interestH = (PLOT_H * p.interest) / maxPaid;
          const base = PAD.top + PLOT_H;
          return (
            <g key={labels[index]}>
              <rect
                x={x(index) - barWidth / 2}
                y={base - principalH}
                width={barWidth}
                height={principalH}
                className="fill-blue-600 dark:fill-blue-400"
              />
              <rect
                x={x(index) - barWidth / 2}
                y={base - principalH - interestH}
                width={barWidth}
                height={interestH}
                className="fill-amber-500 dark:fill-amber-300"
              />
            </g>
          );
        })}
      </ChartFigure>
      <DataTable
        caption="Chart data by year"
        columns={["Year", "Principal (with extra)", "Interest", "Balance at year end"]}
        rows={years.map((y) => [
          String(y.year),
          format.money2(y.principal.plus(y.extra)),
          format.money2(y.interest),
          format.money2(y.balance),
        ])}
        rowHeaders
      />
    </div>
  );
}
