// The optional fields of a sitemap URL (lastmod, changefreq, priority): checked and written in the
// forms the sitemaps.org schema accepts (sitemap.xsd: xsd:date | xsd:dateTime, an enumeration, a
// decimal from 0.0 to 1.0), with a reason for each value it would reject.
import { isValidCivilDate } from "~/lib/time/civil-date";
import { CHANGE_FREQUENCIES, NO_FIELDS, type UrlFields } from "./sitemap-options";

export { CHANGE_FREQUENCIES, NO_FIELDS, type UrlFields };

export type FieldCheck = { value: string } | { reason: string };

// A date, optionally a time (seconds and fraction optional) and a zone. Linear: no nested quantifier.
const LASTMOD =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/**
 * W3C Datetime as the schema takes it: YYYY-MM-DD, or a date and time. A time without seconds
 * (allowed by W3C Datetime, not by xsd:dateTime) gets ":00"; a space before the time becomes "T".
 */
export function checkLastmod(text: string): FieldCheck {
  const match = LASTMOD.exec(text.trim());
  const reason = `"${text.trim()}" is not a date: use YYYY-MM-DD or YYYY-MM-DDThh:mm:ss+hh:mm (W3C Datetime).`;
  if (!match) return { reason };
  const [, year, month, day, hour, minute, second, fraction, zone] = match;
  if (!isValidCivilDate({ year: Number(year), month: Number(month), day: Number(day) })) {
    return { reason };
  }
  const date = `${year}-${month}-${day}`;
  if (hour === undefined) return { value: date };
  const zoneHours = zone && zone !== "Z" ? Number(zone.slice(1, 3)) : 0;
  const zoneMinutes = zone && zone !== "Z" ? Number(zone.slice(4, 6)) : 0;
  if (
    Number(hour) > 23 ||
    Number(minute) > 59 ||
    Number(second ?? "0") > 59 ||
    zoneHours > 14 ||
    zoneMinutes > 59
  ) {
    return { reason };
  }
  return { value: `${date}T${hour}:${minute}:${second ?? "00"}${fraction ?? ""}${zone ?? ""}` };
}

export function checkChangefreq(text: string): FieldCheck {
  const value = text.trim().toLowerCase();
  return (CHANGE_FREQUENCIES as readonly string[]).includes(value)
    ? { value }
    : {
        reason: `"${text.trim()}" is not a change frequency: use always, hourly, daily, weekly, monthly, yearly or never.`,
      };
}

const PRIORITY = /^(?:0(?:\.\d+)?|1(?:\.0+)?|\.\d+)$/;

/** A decimal from 0.0 to 1.0, written with at least one decimal ("1" → "1.0", ".5" → "0.5"). */
export function checkPriority(text: string): FieldCheck {
  const trimmed = text.trim();
  if (!PRIORITY.test(trimmed)) {
    return { reason: `"${trimmed}" is not a priority: use a number from 0.0 to 1.0.` };
  }
  const value = trimmed.startsWith(".") ? `0${trimmed}` : trimmed;
  return { value: value.includes(".") ? value : `${value}.0` };
}

const CHECKS: Record<keyof UrlFields, (text: string) => FieldCheck> = {
  lastmod: checkLastmod,
  changefreq: checkChangefreq,
  priority: checkPriority,
};

export const FIELD_NAMES = ["lastmod", "changefreq", "priority"] as const;

/** Checks every non-empty field: the written fields, or the first field's reason. */
export function checkFields(fields: UrlFields): { fields: UrlFields } | { reason: string } {
  const checked = { ...NO_FIELDS };
  for (const name of FIELD_NAMES) {
    if (fields[name].trim() === "") continue;
    const check = CHECKS[name](fields[name]);
    if ("reason" in check) return { reason: check.reason };
    checked[name] = check.value;
  }
  return { fields: checked };
}

/** Which field a CSV cell fills, by its form: a date, a change frequency word or a number. */
export function fieldOfCell(cell: string): keyof UrlFields | null {
  const text = cell.trim();
  if (/^\d{4}-/.test(text)) return "lastmod";
  if ((CHANGE_FREQUENCIES as readonly string[]).includes(text.toLowerCase())) return "changefreq";
  if (/^(?:\d+(?:\.\d*)?|\.\d+)$/.test(text)) return "priority";
  return null;
}

/** The date of a file's modification time (ms since 1970), in UTC: YYYY-MM-DD. */
export function lastmodOfTime(milliseconds: number): string {
  return new Date(milliseconds).toISOString().slice(0, 10);
}
