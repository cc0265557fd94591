// Random passwords from chosen kinds of characters, with look-alikes and typed characters left out and
// "at least one" rules: the passwords of the /password-generator section, and their entropy.
//
// Every password allowed by the rules is equally likely. Rules are met by drawing again, never by
// planting a character (which favours passwords with one digit over those with five); when a redraw
// is rarely accepted (short passwords, a rule on a kind left with one or two characters) the password
// is instead the uniform random index of one of all allowed passwords, spelled out by counting.
import { groupedCount } from "~/lib/number/count-text";
import { ToolError } from "~/lib/tool-error";
import type { RandomIndex } from "./secure-random";

export type CharacterKind = "lower" | "upper" | "digits" | "symbols";

export const CHARACTER_KINDS: readonly {
  kind: CharacterKind;
  label: string;
  /** "At least one …" and the messages name the kind so. */
  singular: string;
  characters: string;
}[] = [
  {
    kind: "lower",
    label: "Lowercase (a–z)",
    singular: "lowercase letter",
    characters: "abcdefghijklmnopqrstuvwxyz",
  },
  {
    kind: "upper",
    label: "Uppercase (A–Z)",
    singular: "uppercase letter",
    characters: "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
  },
  { kind: "digits", label: "Digits (0–9)", singular: "digit", characters: "0123456789" },
  // Every printable ASCII character that is neither a letter nor a digit nor the space.
  {
    kind: "symbols",
    label: "Symbols (!#$…)",
    singular: "symbol",
    characters: "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~",
  },
];

/** Characters easily read as one another in many fonts: zero and O, one, l, I and the bar. */
export const LOOK_ALIKES = "0Oo1lI|";

export const MIN_LENGTH = 4;
export const MAX_LENGTH = 256;

export interface KindRule {
  use: boolean;
  /** The password holds at least one character of this kind. */
  atLeastOne: boolean;
}

export interface PasswordRules {
  length: number;
  kinds: Readonly<Record<CharacterKind, KindRule>>;
  excludeLookAlikes: boolean;
  /** Any characters never to use. */
  exclude: string;
}

/** Far more than the 94 characters there are to exclude, with room for repeats. */
export const MAX_EXCLUDE_CHARS = 1_000;

export const excludeMessage = () =>
  `Exclude characters can hold at most ${groupedCount(MAX_EXCLUDE_CHARS)} characters.`;
export const NO_KIND_MESSAGE = "Choose at least one kind of character.";
export const NOTHING_LEFT_MESSAGE =
  "Every chosen character is excluded: nothing is left to make a password from.";
export const lengthMessage = () =>
  `Length must be a whole number from ${MIN_LENGTH} to ${MAX_LENGTH}.`;
export const emptyKindMessage = (singular: string) =>
  `Every ${singular} is excluded, so the password cannot hold at least one.`;

/** The characters to draw from, split into the groups the rules name. */
export interface PasswordPlan {
  length: number;
  /** Every character allowed, each once. */
  alphabet: string[];
  /** The characters of each kind with an "at least one" rule (disjoint). */
  required: string[][];
}

export function planPassword(rules: PasswordRules): PasswordPlan {
  const { length } = rules;
  if (!Number.isInteger(length) || length < MIN_LENGTH || length > MAX_LENGTH)
    throw new ToolError(lengthMessage());
  if (rules.exclude.length > MAX_EXCLUDE_CHARS) throw new ToolError(excludeMessage());
  const chosen = CHARACTER_KINDS.filter(({ kind }) => rules.kinds[kind].use);
  if (chosen.length === 0) throw new ToolError(NO_KIND_MESSAGE);
  const excluded = new Set(rules.exclude);
  if (rules.excludeLookAlikes) for (const character of LOOK_ALIKES) excluded.add(character);
  const alphabet: string[] = [];
  const required: string[][] = [];
  for (const { kind, singular, characters } of chosen) {
    const kept = [...characters].filter((character) => !excluded.has(character));
    if (rules.kinds[kind].atLeastOne) {
      if (kept.length === 0) throw new ToolError(emptyKindMessage(singular));
      required.push(kept);
    }
    alphabet.push(...kept);
  }
  if (alphabet.length === 0) throw new ToolError(NOTHING_LEFT_MESSAGE);
  return { length, alphabet, required };
}

/**
 * How many passwords of `length` characters from the alphabet hold a character of every required
 * group whose bit is set in `missing`: by inclusion and exclusion over the groups left out.
 */
function countAllowed(plan: PasswordPlan, length: number, missing: number): bigint {
  let total = 0n;
  for (let subset = missing; ; subset = (subset - 1) & missing) {
    let size = plan.alphabet.length;
    let sign = 1n;
    plan.required.forEach((group, index) => {
      if (subset & (1 << index)) {
        size -= group.length;
        sign = -sign;
      }
    });
    total += sign * BigInt(size) ** BigInt(length);
    if (subset === 0) break;
  }
  return total;
}

const allGroups = (plan: PasswordPlan) => (1 << plan.required.length) - 1;

/** How many different passwords the rules allow. */
export function passwordCount(plan: PasswordPlan): bigint {
  return countAllowed(plan, plan.length, allGroups(plan));
}

/** log2 of a positive BigInt, to about 15 significant digits. */
export function log2Big(value: bigint): number {
  const bits = value.toString(2).length;
  const shift = Math.max(0, bits - 53);
  return Math.log2(Number(value >> BigInt(shift))) + shift;
}

/** Entropy in bits of one password: log2 of the number of equally likely passwords. */
export function passwordEntropyBits(plan: PasswordPlan): number {
  return log2Big(passwordCount(plan));
}

/** The share of all strings over the alphabet that the rules allow (1 without rules). */
export function acceptanceRate(plan: PasswordPlan): number {
  const all = BigInt(plan.alphabet.length) ** BigInt(plan.length);
  return Number((passwordCount(plan) << 32n) / all) / 2 ** 32;
}

/** Below this share of accepted draws, spelling out a random index is faster than drawing again. */
export const REDRAW_MIN_ACCEPTANCE = 1 / 16;

/** Draws whole passwords until one meets the rules; made once for many passwords. */
export function redrawer(plan: PasswordPlan, random: RandomIndex): () => string {
  const { alphabet, required, length } = plan;
  const groupOf = new Map<string, number>();
  required.forEach((group, index) => group.forEach((character) => groupOf.set(character, index)));
  const characters = new Array<string>(length);
  return () => {
    for (;;) {
      let missing = allGroups(plan);
      for (let i = 0; i < length; i++) {
        const character = alphabet[random.below(alphabet.length)];
        characters[i] = character;
        const group = groupOf.get(character);
        if (group !== undefined) missing &= ~(1 << group);
      }
      if (missing === 0) return characters.join("");
    }
  };
}

/**
 * The password at a uniform random index among all the rules allow. At each position the allowed
 * passwords fall into blocks by the group of that character (each required group still missing,
 * then every other character); the index picks the block, the character in it, and the rest.
 */
export function drawByIndex(plan: PasswordPlan, random: RandomIndex): string {
  const { alphabet, required, length } = plan;
  const groups = required.length;
  const counts = new Map<number, bigint>();
  const count = (left: number, missing: number) => {
    const key = left * 32 + missing;
    let value = counts.get(key);
    if (value === undefined) counts.set(key, (value = countAllowed(plan, left, missing)));
    return value;
  };
  // The characters outside the groups still missing, for each set of missing groups.
  const othersOf = new Map<number, string[]>();
  const others = (missing: number) => {
    let found = othersOf.get(missing);
    if (found === undefined) {
      const left = new Set(required.filter((_, group) => missing & (1 << group)).flat());
      othersOf.set(missing, (found = alphabet.filter((character) => !left.has(character))));
    }
    return found;
  };
  let missing = allGroups(plan);
  let index = random.bigBelow(count(length, missing));
  let password = "";
  for (let position = 0; position < length; position++) {
    const left = length - position - 1;
    let characters: readonly string[] | null = null;
    let after = 0n;
    let nextMissing = missing;
    for (let group = 0; group < groups && characters === null; group++) {
      if (!(missing & (1 << group))) continue;
      const without = missing & ~(1 << group);
      const block = BigInt(required[group].length) * count(left, without);
      if (index < block) {
        characters = required[group];
        after = count(left, without);
        nextMissing = without;
      } else index -= block;
    }
    if (characters === null) {
      characters = others(missing);
      after = count(left, missing);
    }
    password += characters[Number(index / after)];
    index %= after;
    missing = nextMissing;
  }
  return password;
}

/** Which way passwordDrawer makes passwords for these rules. */
export function drawMethod(plan: PasswordPlan): "redraw" | "index" {
  return acceptanceRate(plan) >= REDRAW_MIN_ACCEPTANCE ? "redraw" : "index";
}

/** Makes passwords the rules allow, every one equally likely, by the faster way for the rules. */
export function passwordDrawer(plan: PasswordPlan, random: RandomIndex): () => string {
  return drawMethod(plan) === "redraw" ? redrawer(plan, random) : () => drawByIndex(plan, random);
}
