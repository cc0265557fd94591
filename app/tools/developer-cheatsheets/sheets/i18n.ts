// Locale and language codes computed from the browser's own Intl (Intl.DisplayNames,
// Intl.supportedValuesOf), so the names are the ones this browser uses. It is built only in the
// browser, after hydration, when the sheet is opened: its content depends on the browser, so it
// is never part of the prerendered HTML. Where supportedValuesOf is missing, short fallback lists
// stand in for the currencies, time zones and units. Building it asks Intl for ~1,300 names and
// ~420 zone offsets (about 90 ms in all), so it yields to the browser between pieces of work: no
// single task blocks the page.
import { availableTimeZones, formatOffset, offsetMinutes } from "~/lib/time/time-zones";
import type { CheatEntry, CheatSection, Cheatsheet } from "../cheatsheet-types";

/** Locale tags people use most, with a sample of how each writes numbers and dates. */
const COMMON_LOCALES = [
  "en-US",
  "en-GB",
  "en-IN",
  "fr-FR",
  "fr-CA",
  "de-DE",
  "de-CH",
  "es-ES",
  "es-MX",
  "it-IT",
  "pt-BR",
  "pt-PT",
  "nl-NL",
  "sv-SE",
  "pl-PL",
  "ru-RU",
  "uk-UA",
  "tr-TR",
  "ar-EG",
  "he-IL",
  "hi-IN",
  "ja-JP",
  "ko-KR",
  "zh-CN",
  "zh-TW",
  "zh-Hant-HK",
  "th-TH",
  "vi-VN",
  "id-ID",
];

/** ISO 15924 codes of widely used scripts (there is no Intl list of scripts). */
const SCRIPTS = [
  "Latn",
  "Cyrl",
  "Grek",
  "Arab",
  "Hebr",
  "Deva",
  "Beng",
  "Guru",
  "Gujr",
  "Taml",
  "Telu",
  "Knda",
  "Mlym",
  "Sinh",
  "Thai",
  "Laoo",
  "Khmr",
  "Mymr",
  "Tibt",
  "Geor",
  "Armn",
  "Ethi",
  "Hang",
  "Hira",
  "Kana",
  "Jpan",
  "Kore",
  "Hans",
  "Hant",
  "Hani",
  "Mong",
  "Thaa",
  "Syrc",
  "Cher",
  "Brai",
];

const FALLBACK_CURRENCIES = [
  "USD",
  "EUR",
  "GBP",
  "JPY",
  "CNY",
  "INR",
  "CAD",
  "AUD",
  "CHF",
  "SEK",
  "NOK",
  "DKK",
  "PLN",
  "CZK",
  "HUF",
  "RUB",
  "TRY",
  "BRL",
  "MXN",
  "ARS",
  "ZAR",
  "KRW",
  "SGD",
  "HKD",
  "NZD",
  "ILS",
  "AED",
  "SAR",
  "THB",
  "IDR",
];

const FALLBACK_TIME_ZONES = [
  "America/Los_Angeles",
  "America/Denver",
  "America/Chicago",
  "America/New_York",
  "America/Sao_Paulo",
  "Europe/London",
  "Europe/Paris",
  "Europe/Berlin",
  "Europe/Moscow",
  "Africa/Cairo",
  "Africa/Johannesburg",
  "Asia/Dubai",
  "Asia/Kolkata",
  "Asia/Shanghai",
  "Asia/Tokyo",
  "Asia/Singapore",
  "Australia/Sydney",
  "Pacific/Auckland",
];

const FALLBACK_UNITS = [
  "byte",
  "kilobyte",
  "megabyte",
  "gigabyte",
  "millisecond",
  "second",
  "minute",
  "hour",
  "day",
  "week",
  "month",
  "year",
  "meter",
  "kilometer",
  "mile",
  "kilogram",
  "pound",
  "celsius",
  "fahrenheit",
  "percent",
  "liter",
];

const LETTERS = "abcdefghijklmnopqrstuvwxyz";
/** Every two-letter combination: the codes Intl names are the ISO 639-1 languages and ISO 3166 regions. */
const TWO_LETTER_CODES = [...LETTERS].flatMap((first) =>
  [...LETTERS].map((second) => first + second),
);

/** A fixed moment, so a locale's date sample does not change from one visit to the next. */
const SAMPLE_DATE = Date.UTC(2024, 2, 9, 15, 30);
const SAMPLE_NUMBER = 1234567.89;

type ValueKind = "currency" | "timeZone" | "unit" | "calendar" | "numberingSystem";

function supportedValues(kind: ValueKind, fallback: readonly string[]): string[] {
  try {
    if (typeof Intl.supportedValuesOf === "function") return [...Intl.supportedValuesOf(kind)];
  } catch {
    // An engine without this kind: the fallback below.
  }
  return [...fallback];
}

/** Intl.DisplayNames, or null where the browser has none (or not for this kind). */
function displayNames(
  locale: string,
  type: Intl.DisplayNamesType,
): ((code: string) => string | undefined) | null {
  try {
    const names = new Intl.DisplayNames([locale], { type, fallback: "none" });
    return (code) => {
      try {
        return names.of(code);
      } catch {
        return undefined; // a code this kind refuses (RangeError)
      }
    };
  } catch {
    return null;
  }
}

function localeSample(tag: string, languageName: string | undefined): string {
  const number = new Intl.NumberFormat(tag).format(SAMPLE_NUMBER);
  const date = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeZone: "UTC" }).format(
    SAMPLE_DATE,
  );
  return [languageName, number, date].filter(Boolean).join(" · ");
}

function namedCodes(
  codes: readonly string[],
  name: ((code: string) => string | undefined) | null,
): CheatEntry[] {
  const entries: CheatEntry[] = [];
  for (const code of codes) {
    const description = name?.(code);
    // fallback "none": a code Intl does not know has no name and is left out.
    if (description && description !== code) entries.push({ code, description });
  }
  return entries;
}

function languages(locale: string): CheatEntry[] {
  const english = displayNames(locale, "language");
  return namedCodes(TWO_LETTER_CODES, english).map((entry) => {
    const native = displayNames(entry.code, "language")?.(entry.code);
    return native && native !== entry.description
      ? { ...entry, description: `${entry.description} (${native})` }
      : entry;
  });
}

/** Lets the browser handle input and paint between two pieces of work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Each zone's offset costs a formatter (~0.1 ms): 100 zones per task. */
async function timeZones(now: number): Promise<CheatEntry[]> {
  const zones = availableTimeZones(FALLBACK_TIME_ZONES.concat(supportedValues("timeZone", [])));
  const entries: CheatEntry[] = [];
  for (const [index, zone] of zones.entries()) {
    if (index > 0 && index % 100 === 0) await nextTask();
    entries.push({ code: zone, description: `UTC${formatOffset(offsetMinutes(now, zone))} now` });
  }
  return entries;
}

function units(locale: string): CheatEntry[] {
  return supportedValues("unit", FALLBACK_UNITS).flatMap((unit) => {
    try {
      const sample = new Intl.NumberFormat(locale, { style: "unit", unit, unitDisplay: "long" });
      return [{ code: unit, description: `e.g. ${sample.format(2)}` }];
    } catch {
      return [];
    }
  });
}

function numberingSystems(): CheatEntry[] {
  return supportedValues("numberingSystem", ["latn", "arab", "deva", "thai", "hanidec"]).flatMap(
    (system) => {
      const format = new Intl.NumberFormat(`en-u-nu-${system}`, { useGrouping: false });
      // An algorithmic system (roman, say) that Intl cannot format falls back to latn: left out.
      if (format.resolvedOptions().numberingSystem !== system) return [];
      return [{ code: system, description: `Digits: ${format.format(1234567890)}` }];
    },
  );
}

export async function i18nSheet(locale = "en", now = Date.now()): Promise<Cheatsheet> {
  const languageName = displayNames(locale, "language");
  const sections: CheatSection[] = [
    {
      title: "Common locale tags (BCP 47)",
      entries: COMMON_LOCALES.map((tag) => ({
        code: tag,
        description: localeSample(tag, languageName?.(tag)),
      })),
    },
  ];
  await nextTask();
  sections.push({ title: "Languages (ISO 639-1)", entries: languages(locale) });
  await nextTask();
  sections.push(
    {
      title: "Regions (ISO 3166-1 and UN M49)",
      entries: namedCodes(
        TWO_LETTER_CODES.map((code) => code.toUpperCase()),
        displayNames(locale, "region"),
      ),
    },
    { title: "Scripts (ISO 15924)", entries: namedCodes(SCRIPTS, displayNames(locale, "script")) },
    {
      title: "Currencies (ISO 4217)",
      entries: namedCodes(
        supportedValues("currency", FALLBACK_CURRENCIES),
        displayNames(locale, "currency"),
      ),
    },
  );
  await nextTask();
  sections.push({ title: "Time zones (IANA)", entries: await timeZones(now) });
  await nextTask();
  sections.push(
    {
      title: "Calendars",
      entries: namedCodes(
        supportedValues("calendar", ["gregory", "iso8601"]),
        displayNames(locale, "calendar"),
      ),
    },
    { title: "Numbering systems", entries: numberingSystems() },
    { title: "Units (Intl.NumberFormat)", entries: units(locale) },
  );
  return {
    id: "i18n",
    title: "Locales and language codes",
    summary:
      "Locale tags, languages, regions, scripts, currencies, time zones, calendars, numbering systems and units, named by this browser's Intl.",
    sections: sections.filter((section) => section.entries.length > 0),
  };
}
