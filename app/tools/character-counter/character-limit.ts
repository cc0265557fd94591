// Length limits for the Character Counter (a post, a meta description, a custom number): how much
// of the limit a text uses. Part of the "/character-counter" tool (spec §2 route table).
import { ToolError } from "~/lib/tool-error";
import type { TextCounts } from "./character-counter";
import { groupedCount } from "~/lib/number/count-text";

export type LimitUnit = "characters" | "words";

export interface LimitPreset {
  value: string;
  label: string;
  limit?: number;
  unit?: LimitUnit;
}

/** The limits people check most; "custom" takes the number typed beside it. */
export const LIMIT_PRESETS: readonly LimitPreset[] = [
  { value: "none", label: "No limit" },
  { value: "x-post", label: "X post (280 characters)", limit: 280, unit: "characters" },
  { value: "meta-description", label: "Meta description (160)", limit: 160, unit: "characters" },
  { value: "title-tag", label: "Page title (60)", limit: 60, unit: "characters" },
  { value: "sms", label: "SMS (160 characters)", limit: 160, unit: "characters" },
  { value: "custom", label: "Custom…" },
];

export const LIMIT_UNITS: readonly { value: LimitUnit; label: string }[] = [
  { value: "characters", label: "Characters" },
  { value: "words", label: "Words" },
];

export const MAX_LIMIT = 1_000_000_000;
export const LIMIT_MESSAGE = "The limit must be a whole number from 1 to 1,000,000,000.";

/** A typed limit: digits only (spaces and thousands separators allowed), 1 to MAX_LIMIT. */
export function parseLimit(typed: string): number {
  const digits = typed.replace(/[\s,._]/g, "");
  if (!/^\d{1,10}$/.test(digits)) throw new ToolError(LIMIT_MESSAGE);
  const limit = Number(digits);
  if (limit < 1 || limit > MAX_LIMIT) throw new ToolError(LIMIT_MESSAGE);
  return limit;
}

export interface LimitProgress {
  used: number;
  limit: number;
  unit: LimitUnit;
  /** used / limit, for the bar (may pass 1). */
  fraction: number;
  /** "120 / 280 characters · 160 left" or "300 / 280 characters · 20 over". */
  summary: string;
  over: boolean;
}

export function limitProgress(counts: TextCounts, limit: number, unit: LimitUnit): LimitProgress {
  const used = unit === "words" ? counts.words : counts.characters;
  const over = used > limit;
  const n = groupedCount;
  const rest = over ? `${n(used - limit)} over` : `${n(limit - used)} left`;
  return {
    used,
    limit,
    unit,
    fraction: used / limit,
    summary: `${n(used)} / ${n(limit)} ${unit} · ${rest}`,
    over,
  };
}
