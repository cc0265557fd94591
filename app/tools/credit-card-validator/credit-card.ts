// Credit card number checks: Luhn checksum, brand detection by IIN prefix (also while typing),
// expected lengths and CVC length per brand, grouped display. Spec §2 /credit-card-validator.
import { ToolError } from "~/lib/tool-error";

export interface CardBrand {
  name: string;
  /** Issuer identification prefixes: "4" or a range of equal-length prefixes such as "2221-2720". */
  prefixes: readonly string[];
  /** Valid numbers of digits, ascending. */
  lengths: readonly number[];
  cvcLength: number;
  /** Shown beside the brand, e.g. for schemes that no longer issue cards. */
  note?: string;
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * Brands and their IIN ranges (published by the networks; see Wikipedia "Payment card number").
 * Overlaps are deliberate: the longest matching prefix wins, so Dankort's 5019 beats Maestro's 50.
 */
export const CARD_BRANDS: readonly CardBrand[] = [
  { name: "Visa", prefixes: ["4"], lengths: [13, 16, 19], cvcLength: 3 },
  { name: "Mastercard", prefixes: ["51-55", "2221-2720"], lengths: [16], cvcLength: 3 },
  { name: "American Express", prefixes: ["34", "37"], lengths: [15], cvcLength: 4 },
  {
    name: "Discover",
    prefixes: ["6011", "644-649", "65", "622126-622925"],
    lengths: range(16, 19),
    cvcLength: 3,
  },
  {
    name: "Diners Club",
    prefixes: ["36", "300-305", "3095", "38-39"],
    lengths: range(14, 19),
    cvcLength: 3,
  },
  { name: "JCB", prefixes: ["3528-3589"], lengths: range(16, 19), cvcLength: 3 },
  { name: "UnionPay", prefixes: ["62", "81"], lengths: range(16, 19), cvcLength: 3 },
  {
    name: "Maestro",
    prefixes: ["50", "56-58", "6304", "6759", "6761-6763", "676770", "676774"],
    lengths: range(12, 19),
    cvcLength: 3,
  },
  { name: "Mir", prefixes: ["2200-2204"], lengths: range(16, 19), cvcLength: 3 },
  {
    name: "Verve",
    prefixes: ["506099-506198", "507865-507964", "650002-650027"],
    lengths: [16, 18, 19],
    cvcLength: 3,
  },
  { name: "Troy", prefixes: ["9792"], lengths: [16], cvcLength: 3 },
  { name: "Dankort", prefixes: ["5019"], lengths: [16], cvcLength: 3 },
  {
    name: "Australian BankCard",
    prefixes: ["5610", "560221-560225"],
    lengths: [16],
    cvcLength: 3,
    note: "no longer issued",
  },
  {
    name: "Switch",
    prefixes: ["633110", "6333"],
    lengths: [16, 18, 19],
    cvcLength: 3,
    note: "no longer issued",
  },
  {
    name: "Solo",
    prefixes: ["6334", "6767"],
    lengths: [16, 18, 19],
    cvcLength: 3,
    note: "no longer issued",
  },
];

/** No card number is longer (ISO/IEC 7812); the limit when the brand is unknown. */
export const MAX_CARD_DIGITS = 19;

const ALLOWED_SEPARATORS = new Set([" ", "-"]);

/** The digits of a card number typed with spaces or dashes; anything else is reported. */
export function normaliseCardNumber(input: string): string {
  let digits = "";
  for (let i = 0; i < input.length; i++) {
    const char = input[i];
    if (char >= "0" && char <= "9") digits += char;
    else if (!ALLOWED_SEPARATORS.has(char)) {
      const shown = String.fromCodePoint(input.codePointAt(i)!);
      throw new ToolError(
        `Unexpected "${shown}" at position ${i + 1}: a card number holds only digits, spaces and dashes`,
        { line: 1, column: i + 1 },
      );
    }
  }
  return digits;
}

/** The Luhn (mod 10) checksum every payment card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

type PrefixMatch = "full" | "partial" | "none";

/** "full": the number starts inside the range; "partial": what is typed so far could still get there. */
function matchPrefix(digits: string, prefix: string): { match: PrefixMatch; length: number } {
  const [low, high = low] = prefix.split("-");
  const length = low.length;
  if (digits.length >= length) {
    const start = digits.slice(0, length);
    return { match: start >= low && start <= high ? "full" : "none", length };
  }
  const typed = digits.length;
  // Equal-length digit strings compare like the numbers they spell.
  const possible = digits >= low.slice(0, typed) && digits <= high.slice(0, typed);
  return { match: possible ? "partial" : "none", length };
}

export interface BrandDetection {
  /** The brand the digits so far belong to, or null when none matches yet (or at all). */
  brand: CardBrand | null;
  /** Every brand the number could still turn out to be, the detected one included. */
  candidates: CardBrand[];
}

/** Detects the brand from the leading digits; the most specific (longest) matching prefix wins. */
export function detectBrand(digits: string): BrandDetection {
  let brand: CardBrand | null = null;
  let brandPrefixLength = 0;
  const candidates: CardBrand[] = [];
  if (digits === "") return { brand, candidates };
  for (const candidate of CARD_BRANDS) {
    let matched = false;
    for (const prefix of candidate.prefixes) {
      const { match, length } = matchPrefix(digits, prefix);
      if (match === "none") continue;
      matched = true;
      if (match === "full" && length > brandPrefixLength) {
        brand = candidate;
        brandPrefixLength = length;
      }
    }
    if (matched) candidates.push(candidate);
  }
  return { brand, candidates };
}

/** Digits per group when the number is written out: Amex 4-6-5, 14-digit Diners 4-6-4, else 4s. */
function groupSizes(brand: CardBrand | null, length: number): number[] {
  if (brand?.name === "American Express") return [4, 6, 5];
  if (brand?.name === "Diners Club" && length <= 14) return [4, 6, 4];
  return [];
}

/** The digits in the brand's groups, separated by spaces; digits past the pattern go in fours. */
export function formatCardNumber(digits: string, brand: CardBrand | null): string {
  const groups: string[] = [];
  let index = 0;
  for (const size of groupSizes(brand, digits.length)) {
    if (index >= digits.length) break;
    groups.push(digits.slice(index, index + size));
    index += size;
  }
  for (; index < digits.length; index += 4) groups.push(digits.slice(index, index + 4));
  return groups.join(" ");
}

/** "16 digits", "13, 16 or 19 digits", "16 to 19 digits". */
export function describeLengths(lengths: readonly number[]): string {
  if (lengths.length === 1) return `${lengths[0]} digits`;
  const first = lengths[0];
  const last = lengths[lengths.length - 1];
  if (last - first === lengths.length - 1) return `${first} to ${last} digits`;
  return `${lengths.slice(0, -1).join(", ")} or ${last} digits`;
}

export interface CardCheck {
  digits: string;
  brand: CardBrand | null;
  candidates: CardBrand[];
  formatted: string;
  lengthOk: boolean;
  luhnOk: boolean;
  /** "Valid", or "Invalid: " and every reason, e.g. "Invalid: fails the Luhn check". */
  verdict: string;
  valid: boolean;
}

export const VALID_VERDICT = "Valid";

/** Checks a typed card number; null while nothing has been typed. Throws ToolError on bad characters. */
export function checkCardNumber(input: string): CardCheck | null {
  const digits = normaliseCardNumber(input);
  if (digits === "") return null;
  const { brand, candidates } = detectBrand(digits);
  const lengthOk = brand ? brand.lengths.includes(digits.length) : digits.length <= MAX_CARD_DIGITS;
  const luhnOk = passesLuhn(digits);
  const reasons: string[] = [];
  if (!brand) reasons.push("unknown card brand");
  else if (!lengthOk)
    reasons.push(`wrong length for ${brand.name} (${describeLengths(brand.lengths)})`);
  if (!luhnOk) reasons.push("fails the Luhn check");
  return {
    digits,
    brand,
    candidates,
    formatted: formatCardNumber(digits, brand),
    lengthOk,
    luhnOk,
    verdict: reasons.length === 0 ? VALID_VERDICT : `Invalid: ${reasons.join("; ")}`,
    valid: reasons.length === 0,
  };
}

export interface CvcCheck {
  ok: boolean;
  message: string;
}

/** Checks a typed CVC against the brand's length; null while the CVC field is empty. */
export function checkCvc(cvc: string, brand: CardBrand | null): CvcCheck | null {
  const trimmed = cvc.trim();
  if (trimmed === "") return null;
  if (!/^\d+$/.test(trimmed)) {
    return { ok: false, message: "A CVC holds only digits" };
  }
  if (!brand) {
    return {
      ok: /^\d{3,4}$/.test(trimmed),
      message: "CVCs have 3 digits (4 on American Express); enter the card number to know which",
    };
  }
  const ok = trimmed.length === brand.cvcLength;
  return {
    ok,
    message: ok
      ? `Length OK: ${brand.name} uses ${brand.cvcLength} digits`
      : `Wrong length: ${brand.name} uses ${brand.cvcLength} digits, this has ${trimmed.length}`,
  };
}
