// The Financial Ratio Calculator's core (/financial-ratio-calculator: P/E, ROI, margin):
// the typed fields in, every ratio's result or the reason it has none out, and the results table.
import { csvText } from "~/lib/csv/csv-table";
import { notADateMessage, parseIsoDate } from "~/lib/time/civil-date";
import { MARKET_RATIOS } from "./market-ratios";
import { type NumberFormatChoice, ResultFormatter } from "./number-format";
import { type FieldId, type FieldTexts, readFields } from "./ratio-fields";
import { type RatioDefinition, type RatioOutcome, formatValue } from "./ratio-math";
import { ROI_RATIOS } from "./roi";
import { STATEMENT_RATIOS } from "./statement-ratios";

export interface RatioSection {
  title: string;
  ratios: readonly RatioDefinition[];
}

export const RATIO_SECTIONS: readonly RatioSection[] = [
  { title: "Valuation", ratios: MARKET_RATIOS },
  { title: "Return on investment", ratios: ROI_RATIOS },
  { title: "Profitability", ratios: STATEMENT_RATIOS.slice(0, 5) },
  { title: "Liquidity and leverage", ratios: STATEMENT_RATIOS.slice(5) },
];

export const ALL_RATIOS: readonly RatioDefinition[] = RATIO_SECTIONS.flatMap((s) => s.ratios);

export interface CalculatorInput {
  fields: FieldTexts;
  startDate: string;
  endDate: string;
  format: NumberFormatChoice;
}

export interface CalculatedRatio {
  definition: RatioDefinition;
  outcome: RatioOutcome;
}

export interface Calculation {
  ratios: CalculatedRatio[];
  /** Messages of fields that could not be read, each naming its field. */
  fieldErrors: Partial<Record<FieldId | "startDate" | "endDate", string>>;
  formatter: ResultFormatter;
}

function readDate(
  label: string,
  text: string,
  errors: Calculation["fieldErrors"],
  key: "startDate" | "endDate",
) {
  if (text.trim() === "") return null;
  if (text.length > 32) {
    errors[key] = `${label}: ${notADateMessage(`${text.slice(0, 24)}…`)}`;
    return null;
  }
  const day = parseIsoDate(text);
  if (day === null) errors[key] = `${label}: ${notADateMessage(text.trim())}`;
  return day;
}

export function calculateRatios({
  fields,
  startDate,
  endDate,
  format,
}: CalculatorInput): Calculation {
  const formatter = new ResultFormatter(format);
  const { values, errors } = readFields(fields, format);
  const fieldErrors: Calculation["fieldErrors"] = { ...errors };
  const inputs = {
    values,
    startDate: readDate("Start date", startDate, fieldErrors, "startDate"),
    endDate: readDate("End date", endDate, fieldErrors, "endDate"),
    unreadable: new Set(Object.keys(errors) as FieldId[]),
  };
  const ratios = ALL_RATIOS.map((definition) => ({
    definition,
    outcome: definition.compute(inputs, formatter),
  }));
  return { ratios, fieldErrors, formatter };
}

export const RESULT_COLUMNS = ["Ratio", "Result", "Formula", "Calculation", "Interpretation"];

/** One row per ratio that has a result (the table, Copy and Download hold the same rows). */
export function resultRows({ ratios, formatter }: Calculation): string[][] {
  return ratios.flatMap(({ definition, outcome }) =>
    outcome.status === "ok"
      ? [
          [
            definition.name,
            formatValue(outcome.unit, outcome.value, formatter),
            definition.formula,
            outcome.worked,
            outcome.interpretation,
          ],
        ]
      : [],
  );
}

/** Tab-separated with a header row, for pasting into a spreadsheet; "" when nothing is computed. */
export function resultsTsv(rows: readonly (readonly string[])[]): string {
  if (rows.length === 0) return "";
  // A tab or line break inside a cell would split it: none of ours holds one, but be safe.
  const clean = (cell: string) => cell.replace(/[\t\r\n]+/g, " ");
  return [RESULT_COLUMNS, ...rows].map((row) => row.map(clean).join("\t")).join("\n") + "\n";
}

/** RFC 4180 CSV with a header row; "" when nothing is computed. */
export function resultsCsv(rows: readonly (readonly string[])[]): string {
  return rows.length === 0 ? "" : csvText([RESULT_COLUMNS, ...rows]) + "\r\n";
}
