// Password Generator: the settings as typed, read and checked, and a batch of passwords or passphrases
// made from them (1 to 10,000, in the worker); the /password-generator section of the spec.
import { groupedCount } from "~/lib/number/count-text";
import { ToolError } from "~/lib/tool-error";
import {
  CHARACTER_KINDS,
  type CharacterKind,
  type PasswordPlan,
  lengthMessage,
  passwordDrawer,
  passwordEntropyBits,
  planPassword,
} from "./password";
import {
  type Capitalisation,
  type PassphraseRules,
  drawPassphrase,
  passphraseEntropyBits,
  wordsMessage,
} from "./passphrase";
import { type RandomIndex, randomIndex } from "./secure-random";

export type GeneratorKind = "password" | "passphrase";

export const GENERATOR_KINDS: readonly { value: GeneratorKind; label: string }[] = [
  { value: "password", label: "Password" },
  { value: "passphrase", label: "Passphrase" },
];

export const MAX_COUNT = 10_000;
export const countMessage = () =>
  `How many must be a whole number from 1 to ${groupedCount(MAX_COUNT)}.`;

/** What the page's fields hold; numbers as typed, so a bad one gets its message. */
export interface GeneratorSettings {
  kind: GeneratorKind;
  /** "How many". */
  count: string;
  length: string;
  lower: boolean;
  upper: boolean;
  digits: boolean;
  symbols: boolean;
  lowerAtLeastOne: boolean;
  upperAtLeastOne: boolean;
  digitsAtLeastOne: boolean;
  symbolsAtLeastOne: boolean;
  excludeLookAlikes: boolean;
  exclude: string;
  words: string;
  separator: string;
  capitalisation: Capitalisation;
  addNumber: boolean;
}

export const DEFAULT_SETTINGS: GeneratorSettings = {
  kind: "password",
  count: "5",
  length: "20",
  lower: true,
  upper: true,
  digits: true,
  symbols: true,
  lowerAtLeastOne: true,
  upperAtLeastOne: true,
  digitsAtLeastOne: true,
  symbolsAtLeastOne: true,
  excludeLookAlikes: false,
  exclude: "",
  words: "6",
  separator: "-",
  capitalisation: "lower",
  addNumber: false,
};

/** Changes one setting (the page's fields). */
export type SetSetting = <K extends keyof GeneratorSettings>(
  key: K,
  value: GeneratorSettings[K],
) => void;

/** A batch to make: the settings and which press of Generate it is (a new draw each time). */
export interface GeneratorJob extends GeneratorSettings {
  draw: number;
}

/** A typed whole number from min to max (spaces, commas and underscores between digits allowed). */
export function parseWhole(typed: string, min: number, max: number, message: string): number {
  const digits = typed.replace(/[\s,_]/g, "");
  const value = /^\d{1,9}$/.test(digits) ? Number(digits) : NaN;
  if (!(value >= min && value <= max)) throw new ToolError(message);
  return value;
}

export type ReadSettings =
  | { kind: "password"; count: number; bitsEach: number; plan: PasswordPlan }
  | { kind: "passphrase"; count: number; bitsEach: number; rules: PassphraseRules };

const atLeastOneKey = (kind: CharacterKind) => `${kind}AtLeastOne` as const;

/** The settings checked, with the entropy of each password: throws ToolError naming the field. */
// The ranges are checked by the rules (planPassword, passphraseEntropyBits): here a typed value only
// has to be a number, and one that is not gets the same message as one out of range.
export function readSettings(settings: GeneratorSettings): ReadSettings {
  const count = parseWhole(settings.count, 1, MAX_COUNT, countMessage());
  if (settings.kind === "passphrase") {
    const rules: PassphraseRules = {
      words: parseWhole(settings.words, 0, 999, wordsMessage()),
      separator: settings.separator,
      capitalisation: settings.capitalisation,
      addNumber: settings.addNumber,
    };
    return { kind: "passphrase", count, bitsEach: passphraseEntropyBits(rules), rules };
  }
  const kinds = Object.fromEntries(
    CHARACTER_KINDS.map(({ kind }) => [
      kind,
      { use: settings[kind], atLeastOne: settings[kind] && settings[atLeastOneKey(kind)] },
    ]),
  ) as Record<CharacterKind, { use: boolean; atLeastOne: boolean }>;
  const plan = planPassword({
    length: parseWhole(settings.length, 0, 999_999, lengthMessage()),
    kinds,
    excludeLookAlikes: settings.excludeLookAlikes,
    exclude: settings.exclude,
  });
  return { kind: "password", count, bitsEach: passwordEntropyBits(plan), plan };
}

export interface GeneratedBatch {
  /** One password or passphrase a line. */
  text: string;
  count: number;
  kind: GeneratorKind;
  bitsEach: number;
}

/** "3 passwords · 131.1 bits of entropy each". */
export function batchSummary({ count, kind, bitsEach }: Omit<GeneratedBatch, "text">): string {
  const noun = count === 1 ? kind : `${kind}s`;
  return `${groupedCount(count)} ${noun} · ${bitsEach.toFixed(1)} bits of entropy each`;
}

export interface BatchTools {
  /** The parsed EFF word list, fetched on the first passphrase. */
  loadWords: () => Promise<readonly string[]>;
  random?: RandomIndex;
}

/** How often a long batch reports how far it is. */
const PROGRESS_EVERY = 500;

/** Makes the job's batch; `progress` hears the fraction done. */
export async function generateBatch(
  job: GeneratorJob,
  progress: (fraction: number) => void,
  { loadWords, random = randomIndex() }: BatchTools,
): Promise<GeneratedBatch> {
  const read = readSettings(job);
  let draw: () => string;
  if (read.kind === "passphrase") {
    const list = await loadWords();
    draw = () => drawPassphrase(read.rules, list, random);
  } else {
    draw = passwordDrawer(read.plan, random);
  }
  const lines = new Array<string>(read.count);
  for (let i = 0; i < read.count; i++) {
    lines[i] = draw();
    if (i % PROGRESS_EVERY === PROGRESS_EVERY - 1) progress((i + 1) / read.count);
  }
  return { text: lines.join("\n"), count: read.count, kind: read.kind, bitsEach: read.bitsEach };
}
