// Detectors for single values: UUID, e-mail address, card number, CSS colour, IP address and
// network, epoch time, ISO 8601 date, time zone name. Each reads the whole paste as one value.
import { isValidCivilDate } from "~/lib/time/civil-date";
import { currentTimeZoneName } from "~/lib/time/time-zone-aliases";
import type { Finding } from "./paste-kinds";
import { utcDateTime, type TextFacts } from "./text-facts";
import { NAMED_COLORS } from "~/lib/named-colors";

const UUID =
  /^(?:urn:uuid:)?\{?([\da-f]{8})-([\da-f]{4})-([\da-f]{4})-([\da-f]{4})-([\da-f]{12})\}?$/i;
const UUID_VERSION_NAMES: Readonly<Record<string, string>> = {
  "1": "time-based",
  "2": "DCE security",
  "3": "MD5 name-based",
  "4": "random",
  "5": "SHA-1 name-based",
  "6": "reordered time",
  "7": "Unix time",
  "8": "custom",
};

export function detectUuid({ text }: TextFacts): Finding | null {
  const match = UUID.exec(text);
  if (!match) return null;
  const hex = match.slice(1).join("").toLowerCase();
  if (/^0+$/.test(hex)) return { kind: "uuid", confidence: 0.99, description: "Nil UUID" };
  if (/^f+$/.test(hex)) return { kind: "uuid", confidence: 0.99, description: "Max UUID" };
  const version = hex[12];
  const rfcVariant = "89ab".includes(hex[16]);
  const name = UUID_VERSION_NAMES[version];
  if (!rfcVariant || !name)
    return { kind: "uuid", confidence: 0.9, description: "UUID (not an RFC 9562 variant)" };
  // Version 7 starts with its Unix time in milliseconds: worth showing, as for an epoch.
  const made = version === "7" ? utcDateTime(Number.parseInt(hex.slice(0, 12), 16)) : null;
  return {
    kind: "uuid",
    confidence: 0.99,
    description: `UUID version ${version} (${name})${made ? `, made ${made}` : ""}`,
  };
}

const EMAIL_LOCAL = /^[\w.!#$%&'*+/=?^`{|}~-]+$/;
const DOMAIN_LABEL = /^[a-z\d](?:[a-z\d-]*[a-z\d])?$/i;

export function detectEmail({ text }: TextFacts): Finding | null {
  // "Ada Lovelace <ada@example.com>"; a longer lead ("Copyright (c) 2018 Name <…>") is prose.
  const address =
    /^"?[\p{L} .'-]{0,60}"?\s*<([^<>\s]+)>$/u.exec(text)?.[1] ?? text.replace(/^mailto:/i, "");
  const at = address.lastIndexOf("@");
  if (at <= 0 || /\s/.test(address)) return null;
  const labels = address.slice(at + 1).split(".");
  const local = address.slice(0, at);
  if (labels.length < 2 || !EMAIL_LOCAL.test(local) || local.startsWith(".")) return null;
  if (!labels.every((label) => label.length <= 63 && DOMAIN_LABEL.test(label))) return null;
  if (!/^[a-z]+$/i.test(labels[labels.length - 1])) return null;
  return { kind: "email", confidence: 0.95, description: `E-mail address at ${labels.join(".")}` };
}

/** The Luhn check (ISO/IEC 7812-1) every payment card number passes. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

const CARD_BRANDS: readonly (readonly [RegExp, string])[] = [
  [/^4\d{12}(\d{3}){0,2}$/, "Visa"],
  [/^(5[1-5]\d{14}|2(2[2-9]|[3-6]\d|7[01])\d{13}|2720\d{12})$/, "Mastercard"],
  [/^3[47]\d{13}$/, "American Express"],
  [/^(6011|65\d\d|64[4-9]\d)\d{12,15}$/, "Discover"],
  [/^35(2[89]|[3-8]\d)\d{12,15}$/, "JCB"],
  [/^3(0[0-5]|[689]\d)\d{11,16}$/, "Diners Club"],
  [/^62\d{14,17}$/, "UnionPay"],
  [/^(5018|5020|5038|5893|6304|67\d\d)\d{8,15}$/, "Maestro"],
];

export function detectCardNumber({ text }: TextFacts): Finding | null {
  if (!/^\d{4}([ -]?\d{2,6}){2,4}$/.test(text) && !/^\d{12,19}$/.test(text)) return null;
  const digits = text.replace(/[ -]/g, "");
  if (digits.length < 12 || digits.length > 19) return null;
  const brand = CARD_BRANDS.find(([pattern]) => pattern.test(digits))?.[1];
  // A brand's number with a wrong check digit is a card number mistyped: the validator says so.
  if (!passesLuhn(digits))
    return brand
      ? {
          kind: "card-number",
          confidence: 0.3,
          description: `${brand} card number that fails the Luhn check`,
        }
      : null;
  return {
    kind: "card-number",
    // Brands this table lacks (Dankort, BankCard) pass too; one in ten numbers passes by chance.
    confidence: brand ? 0.9 : 0.55,
    description: `${brand ?? "Payment"} card number (passes the Luhn check)`,
  };
}

/**
 * Colour names that are also everyday words ("red", "orange", "salmon"): alone they are most likely
 * a colour on this site, but plain text comes a close second. Every other name ("rebeccapurple",
 * "cornflowerblue", "gainsboro") means nothing but a colour.
 */
const EVERYDAY_COLOR_WORDS = new Set(
  (
    "aqua azure beige black blue brown chocolate coral crimson cyan gold gray green grey indigo " +
    "ivory khaki lavender lime linen magenta maroon navy olive orange orchid pink plum purple red " +
    "salmon silver snow tan teal tomato turquoise violet wheat white yellow"
  ).split(" "),
);

const COLOR_FUNCTION = /^(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(([^()]*)\)$/i;

export function detectColor({ text }: TextFacts): Finding | null {
  const hex = /^#([\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i.exec(text);
  if (hex) return { kind: "color", confidence: 0.96, description: `CSS colour (hex ${text})` };
  const name = text.toLowerCase();
  if (Object.hasOwn(NAMED_COLORS, name))
    return {
      kind: "color",
      confidence: EVERYDAY_COLOR_WORDS.has(name) ? 0.6 : 0.92,
      description: `CSS colour (named ${name}, #${NAMED_COLORS[name]})`,
    };
  const call = COLOR_FUNCTION.exec(text);
  if (!call || !/\d/.test(call[2])) return null;
  return {
    kind: "color",
    confidence: 0.96,
    description: `CSS colour (${call[1].toLowerCase()}())`,
  };
}

function isIpv4(text: string): boolean {
  const parts = text.split(".");
  return parts.length === 4 && parts.every((part) => /^\d{1,3}$/.test(part) && Number(part) <= 255);
}

function isIpv6(text: string): boolean {
  if (!text.includes(":") || !/^[\da-f:.]+$/i.test(text)) return false;
  try {
    new URL(`http://[${text}]/`);
    return true;
  } catch {
    return false;
  }
}

/** "IPv4", "IPv6" or null for one address, with an optional prefix length. */
function addressFamily(text: string): { family: "IPv4" | "IPv6"; prefix?: number } | null {
  const [address, prefix, ...rest] = text.split("/");
  if (rest.length > 0 || (prefix !== undefined && !/^\d{1,3}$/.test(prefix))) return null;
  const family = isIpv4(address) ? "IPv4" : isIpv6(address) ? "IPv6" : null;
  if (!family) return null;
  if (prefix === undefined) return { family };
  const length = Number(prefix);
  return length <= (family === "IPv4" ? 32 : 128) ? { family, prefix: length } : null;
}

/** The longest line of an address list: an IPv6 network with a mask, with room to spare. */
const MAX_ADDRESS_LINE = 100;

export function detectIpAddress({ lines }: TextFacts): Finding | null {
  if (lines.some((line) => line.length > MAX_ADDRESS_LINE)) return null;
  // One address or network per line (the subnet calculator takes a list); "ip mask" too.
  const families = lines.map((line) => {
    const [first, mask, ...rest] = line.trim().split(/\s+/);
    if (rest.length > 0 || (mask !== undefined && !isIpv4(mask))) return null;
    const address = addressFamily(first);
    return address && { ...address, masked: mask !== undefined };
  });
  if (families.length === 0 || families.some((family) => family === null)) return null;
  const found = families as { family: string; prefix?: number; masked: boolean }[];
  const networks = found.filter((f) => f.prefix !== undefined || f.masked).length;
  if (found.length > 1)
    return {
      kind: networks > 0 ? "cidr" : "ip-address",
      confidence: 0.93,
      description: `${found.length} IP ${networks > 0 ? "addresses and networks" : "addresses"}`,
    };
  const [{ family, prefix }] = found;
  if (prefix !== undefined || networks > 0)
    return {
      kind: "cidr",
      confidence: 0.96,
      description: `${family} network${prefix !== undefined ? ` /${prefix} (CIDR)` : " with its mask"}`,
    };
  // "192.168.01.1": some parsers read a leading zero as octal, so the address is worth a check.
  const leadingZero = family === "IPv4" && /(^|\.)0\d/.test(lines[0]);
  return {
    kind: "ip-address",
    confidence: leadingZero ? 0.7 : 0.93,
    description: `${family} address${leadingZero ? " (a part has a leading zero: octal to some tools)" : ""}`,
  };
}

/** Seconds, milliseconds, microseconds and nanoseconds: digit counts and the unit's size. */
const EPOCH_UNITS: readonly (readonly [number, number, string])[] = [
  [10, 1e3, "seconds"],
  [9, 1e3, "seconds"],
  [13, 1, "milliseconds"],
  [12, 1, "milliseconds"],
  [16, 1e-3, "microseconds"],
  [19, 1e-6, "nanoseconds"],
];
/** 1973-03-03 to 2100-01-01: times people paste; other numbers of these lengths are something else. */
const EARLIEST_EPOCH_MS = 1e11;
const LATEST_EPOCH_MS = 4102444800000;

export function detectEpoch({ text }: TextFacts): Finding | null {
  const match = /^(\d{9,19})(?:\.(\d{1,9}))?$/.exec(text);
  if (!match || match[1].startsWith("0")) return null;
  const unit = EPOCH_UNITS.find(([digits]) => digits === match[1].length);
  if (!unit) return null;
  const milliseconds = Number(text) * unit[1];
  if (milliseconds < EARLIEST_EPOCH_MS || milliseconds > LATEST_EPOCH_MS) return null;
  const shown = utcDateTime(milliseconds);
  if (!shown) return null;
  // Ten digits from 2001 to 2033 and thirteen from 2001 on are what timestamps look like today.
  const typical = (unit[0] === 10 || unit[0] === 13) && milliseconds >= 1e12 && milliseconds < 2e12;
  return {
    kind: "epoch",
    confidence: typical ? 0.9 : 0.7,
    description: `Unix time in ${unit[2]}: ${shown}`,
  };
}

const ISO_DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d{1,9})?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;
const ISO_BASIC = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})?(?:[.,]\d{1,9})?(Z|[+-]\d{4})?$/i;
const ISO_WEEK_OR_ORDINAL =
  /^\d{4}-(W(0[1-9]|[1-4]\d|5[0-3])(-[1-7])?|(00[1-9]|0[1-9]\d|[1-2]\d\d|3[0-5]\d|36[0-6]))$/;

export function detectIsoDate({ text }: TextFacts): Finding | null {
  if (ISO_WEEK_OR_ORDINAL.test(text))
    return {
      kind: "iso-date",
      confidence: 0.8,
      description: `ISO 8601 ${text.includes("W") ? "week date" : "ordinal date"}`,
    };
  const match = ISO_DATE_TIME.exec(text) ?? ISO_BASIC.exec(text);
  if (!match) return null;
  const [, year, month, day, hour, minute, second, zone] = match;
  if (!isValidCivilDate({ year: +year, month: +month, day: +day })) return null;
  if (hour !== undefined && (+hour > 24 || +minute > 59 || (second !== undefined && +second > 60)))
    return null;
  if (hour === undefined)
    return {
      kind: "iso-date",
      confidence: 0.92,
      description: `ISO 8601 date (${year}-${month}-${day})`,
    };
  const instant = zone
    ? Date.parse(
        ISO_BASIC.test(text)
          ? text.replace(ISO_BASIC, "$1-$2-$3T$4:$5:$6$7")
          : text.replace(" ", "T"),
      )
    : Number.NaN;
  const shown = Number.isNaN(instant) ? null : utcDateTime(instant);
  return {
    kind: "iso-date",
    confidence: 0.95,
    description: shown
      ? `ISO 8601 date and time: ${shown}`
      : "ISO 8601 date and time (local, no offset)",
  };
}

const ZONE_NAME = /^[A-Za-z][\w+-]*(?:\/[\w+-]+){0,2}$/;

export function detectTimeZone({ text }: TextFacts): Finding | null {
  if (text.length > 40 || !ZONE_NAME.test(text)) return null;
  const current = currentTimeZoneName(text);
  if (!current) return null;
  const areaAndCity = text.includes("/");
  // Intl also knows a few words ("Japan", "Cuba", "Zulu") as old zone names: a weak guess alone.
  const abbreviation = /^(UTC|GMT|UCT|Etc\/\w+)$/i.test(text);
  return {
    kind: "time-zone",
    confidence: areaAndCity || abbreviation ? 0.95 : 0.45,
    description: `Time zone ${current}${current !== text ? ` (written ${text})` : ""}`,
  };
}
