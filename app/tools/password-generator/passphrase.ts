// Passphrases of words drawn from the EFF's long word list, with a separator, a capitalisation and an
// optional digit: the passphrases of the /password-generator section, and their entropy.
//
// The word list (eff_large_wordlist.txt, beside this file, unchanged) is by the Electronic Frontier
// Foundation, https://www.eff.org/dice, under the Creative Commons Attribution 3.0 United States
// licence (CC BY 3.0 US). It is fetched the first time a passphrase is made, never with the page.
import { ToolError } from "~/lib/tool-error";
import type { RandomIndex } from "./secure-random";

/** The list has one word for each throw of five dice. */
export const EFF_WORD_COUNT = 7776;
export const EFF_CREDIT = "Words from the EFF's long word list (CC BY 3.0 US)";

export const MIN_WORDS = 3;
export const MAX_WORDS = 20;
export const MAX_SEPARATOR_CHARS = 10;

export type Capitalisation = "lower" | "capitalise" | "upper";

export const CAPITALISATIONS: readonly { value: Capitalisation; label: string }[] = [
  { value: "lower", label: "lowercase" },
  { value: "capitalise", label: "Capitalised" },
  { value: "upper", label: "UPPERCASE" },
];

export interface PassphraseRules {
  words: number;
  separator: string;
  capitalisation: Capitalisation;
  /** A digit (0–9) after one of the words, both chosen at random. */
  addNumber: boolean;
}

export const wordsMessage = () => `Words must be a whole number from ${MIN_WORDS} to ${MAX_WORDS}.`;
export const separatorMessage = () =>
  `The separator can be at most ${MAX_SEPARATOR_CHARS} characters long.`;
export const WORD_LIST_MESSAGE = "The word list did not load whole; reload the page and try again.";

/** The words of the list as published ("11111<TAB>abacus" lines), in order. */
export function parseWordList(text: string): string[] {
  const words: string[] = [];
  for (const line of text.split("\n")) {
    const match = /^[1-6]{5}\t([a-z-]+)$/.exec(line.trim());
    if (match) words.push(match[1]);
  }
  if (words.length !== EFF_WORD_COUNT) throw new ToolError(WORD_LIST_MESSAGE);
  return words;
}

export function checkPassphraseRules(rules: PassphraseRules): void {
  const { words, separator } = rules;
  if (!Number.isInteger(words) || words < MIN_WORDS || words > MAX_WORDS)
    throw new ToolError(wordsMessage());
  if (separator.length > MAX_SEPARATOR_CHARS) throw new ToolError(separatorMessage());
}

/**
 * Entropy in bits of one passphrase: each word one of 7,776, and the digit one of 10 after one of
 * the words. (With "-" as the separator, four listed words that hold a hyphen, such as "t-shirt",
 * can make two word sequences read alike; that costs far less than a thousandth of a bit.)
 */
export function passphraseEntropyBits(rules: PassphraseRules): number {
  checkPassphraseRules(rules);
  const words = rules.words * Math.log2(EFF_WORD_COUNT);
  return rules.addNumber ? words + Math.log2(10 * rules.words) : words;
}

function capitalise(word: string, capitalisation: Capitalisation): string {
  if (capitalisation === "upper") return word.toUpperCase();
  if (capitalisation === "capitalise") return word.charAt(0).toUpperCase() + word.slice(1);
  return word;
}

/** One passphrase from `list` (the parsed word list). */
export function drawPassphrase(
  rules: PassphraseRules,
  list: readonly string[],
  random: RandomIndex,
): string {
  const words: string[] = [];
  for (let i = 0; i < rules.words; i++)
    words.push(capitalise(list[random.below(list.length)], rules.capitalisation));
  if (rules.addNumber) {
    const at = random.below(rules.words);
    words[at] += String(random.below(10));
  }
  return words.join(rules.separator);
}
