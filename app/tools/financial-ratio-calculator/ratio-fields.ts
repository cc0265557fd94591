// The inputs of the Financial Ratio Calculator: each entered once, in four groups, and shared by
// every ratio that needs it (net income feeds EPS, P/E, margins, ROE and ROA).
import type Big from "big.js";
import { ToolError } from "~/lib/tool-error";
import { type NumberFormatChoice, type FieldKind, parseFieldNumber } from "./number-format";

export type FieldId =
  | "sharePrice"
  | "sharesOutstanding"
  | "marketCap"
  | "eps"
  | "dividendPerShare"
  | "epsGrowth"
  | "revenue"
  | "costOfGoodsSold"
  | "operatingIncome"
  | "netIncome"
  | "preferredDividends"
  | "currentAssets"
  | "inventory"
  | "currentLiabilities"
  | "totalAssets"
  | "totalLiabilities"
  | "equity"
  | "amountInvested"
  | "finalValue"
  | "holdingYears";

export interface FieldDefinition {
  id: FieldId;
  label: string;
  kind: FieldKind;
  /** Shown under the field: what to enter, and what happens when it is left empty. */
  hint?: string;
  placeholder: string;
}

export interface FieldGroup {
  title: string;
  fields: readonly FieldDefinition[];
}

export const FIELD_GROUPS: readonly FieldGroup[] = [
  {
    title: "Market",
    fields: [
      { id: "sharePrice", label: "Share price", kind: "money", placeholder: "50" },
      { id: "sharesOutstanding", label: "Shares outstanding", kind: "count", placeholder: "1M" },
      {
        id: "marketCap",
        label: "Market capitalisation",
        kind: "money",
        placeholder: "50M",
        hint: "Empty: share price × shares outstanding.",
      },
      {
        id: "eps",
        label: "Earnings per share (EPS)",
        kind: "money",
        placeholder: "2",
        hint: "Empty: calculated from net income and shares.",
      },
      {
        id: "dividendPerShare",
        label: "Annual dividend per share",
        kind: "money",
        placeholder: "1",
      },
      {
        id: "epsGrowth",
        label: "EPS growth rate (% a year)",
        kind: "percent",
        placeholder: "10%",
      },
    ],
  },
  {
    title: "Income statement",
    fields: [
      { id: "revenue", label: "Revenue", kind: "money", placeholder: "10M" },
      { id: "costOfGoodsSold", label: "Cost of goods sold", kind: "money", placeholder: "6M" },
      { id: "operatingIncome", label: "Operating income", kind: "money", placeholder: "2.5M" },
      { id: "netIncome", label: "Net income", kind: "money", placeholder: "2M" },
      {
        id: "preferredDividends",
        label: "Preferred dividends",
        kind: "money",
        placeholder: "0",
        hint: "Empty: none.",
      },
    ],
  },
  {
    title: "Balance sheet",
    fields: [
      { id: "currentAssets", label: "Current assets", kind: "money", placeholder: "3M" },
      { id: "inventory", label: "Inventory", kind: "money", placeholder: "1M" },
      {
        id: "currentLiabilities",
        label: "Current liabilities",
        kind: "money",
        placeholder: "2M",
      },
      { id: "totalAssets", label: "Total assets", kind: "money", placeholder: "25M" },
      { id: "totalLiabilities", label: "Total liabilities", kind: "money", placeholder: "15M" },
      { id: "equity", label: "Shareholders' equity", kind: "money", placeholder: "10M" },
    ],
  },
  {
    title: "Investment",
    fields: [
      { id: "amountInvested", label: "Amount invested", kind: "money", placeholder: "1,000" },
      {
        id: "finalValue",
        label: "Final value",
        kind: "money",
        placeholder: "1,500",
        hint: "What the investment returned or is worth now, income included.",
      },
      {
        id: "holdingYears",
        label: "Holding period (years)",
        kind: "years",
        placeholder: "3",
        hint: "Or leave empty and give start and end dates.",
      },
    ],
  },
];

export const ALL_FIELDS: readonly FieldDefinition[] = FIELD_GROUPS.flatMap((g) => g.fields);

export const FIELD_LABELS = Object.fromEntries(ALL_FIELDS.map((f) => [f.id, f.label])) as Record<
  FieldId,
  string
>;

export type FieldTexts = Partial<Record<FieldId, string>>;
export type FieldValues = Partial<Record<FieldId, Big>>;

export interface ReadFields {
  values: FieldValues;
  /** One message per field that could not be read, naming the field. */
  errors: Partial<Record<FieldId, string>>;
}

/** Reads every field; an unreadable one is left out of `values` and explained in `errors`. */
export function readFields(texts: FieldTexts, format: NumberFormatChoice): ReadFields {
  const values: FieldValues = {};
  const errors: Partial<Record<FieldId, string>> = {};
  for (const field of ALL_FIELDS) {
    try {
      const value = parseFieldNumber(field.label, texts[field.id] ?? "", field.kind, format.locale);
      if (value !== null) values[field.id] = field.kind === "percent" ? value.div(100) : value;
    } catch (error) {
      if (!(error instanceof ToolError)) throw error;
      errors[field.id] = error.message;
    }
  }
  return { values, errors };
}
