// The conversions as rows for the page's table, its copy (tab-separated) and download (CSV).
import type Big from "big.js";
import { csvText } from "~/lib/csv/csv-table";
import type { RateTable } from "~/lib/market-data/frankfurter";
import { convert, formatMoney, formatRate } from "./money";

export const CONVERSION_COLUMNS = ["Currency", "Amount", "Rate", "Formula"] as const;

export interface ConversionRequest {
  table: RateTable;
  amount: Big;
  from: string;
  targets: readonly string[];
  locale: string;
}

/** One row per target: code, formatted amount, "1 USD = 0.92 EUR", the formula. Unknown codes are skipped. */
export function conversionRows({
  table,
  amount,
  from,
  targets,
  locale,
}: ConversionRequest): string[][] {
  const known = (code: string) => code === table.base || table.rates[code] !== undefined;
  if (!known(from)) return [];
  return targets.filter(known).map((to) => {
    const result = convert(table, amount, from, to);
    return [
      to,
      formatMoney(result.amount, to, locale),
      `1 ${from} = ${formatRate(result.rate, locale)} ${to}`,
      result.formula,
    ];
  });
}

/** Targets the table has no rate for (the ECB dropped a currency since they were chosen, say). */
export function missingTargets(
  table: RateTable,
  from: string,
  targets: readonly string[],
): string[] {
  return [from, ...targets].filter(
    (code, index, all) =>
      all.indexOf(code) === index && code !== table.base && table.rates[code] === undefined,
  );
}

export const conversionsTsv = (rows: readonly (readonly string[])[]) =>
  rows.length === 0 ? "" : csvText([CONVERSION_COLUMNS, ...rows], "\t");

export const conversionsCsv = (rows: readonly (readonly string[])[]) =>
  rows.length === 0 ? "" : csvText([CONVERSION_COLUMNS, ...rows]);
