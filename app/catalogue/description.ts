// Tool description texts: sentence splitting, the collapsed view and generated descriptions.
// Implements spec §4 "Description block" and spec §3 "Tool description input".
import type { ToolType } from "./types";
import { trimTrailing } from "../lib/text/trim-chars";

/** Words that make a later sentence worth keeping in the collapsed view (spec §4), matched as substrings. */
export const DESCRIPTION_KEYWORDS = [
  "feature",
  "support",
  "free",
  "online",
  "tool",
  "format",
  "valid",
  "convert",
  "develop",
  "code",
] as const;

/** Later sentences the collapsed view keeps at most, besides the first (spec §4). */
export const MAX_COLLAPSED_EXTRA_SENTENCES = 3;
/** Spec §4: generated descriptions add up to 3 feature and 2 use-case sentences. */
export const MAX_FEATURE_SENTENCES = 3;
export const MAX_USE_CASE_SENTENCES = 2;

export interface ToolDescriptionInput {
  toolName: string;
  baseDescription: string;
  toolType: { type: ToolType; subtype?: string };
  features?: string[];
  useCases?: string[];
  formats?: string[];
}

/**
 * Splits prose into sentences. A sentence ends at . ! or ? followed by whitespace or the end,
 * so "v1.2" or "example.com" stay whole.
 */
export function splitSentences(text: string): string[] {
  return text
    .trim()
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

export function mentionsKeyword(sentence: string): boolean {
  const lower = sentence.toLowerCase();
  return DESCRIPTION_KEYWORDS.some((keyword) => lower.includes(keyword));
}

/** The first sentence plus up to three later ones that mention a keyword, in their original order. */
export function collapsedDescription(text: string): string {
  const [first, ...rest] = splitSentences(text);
  if (first === undefined) return "";
  const extras = rest.filter(mentionsKeyword).slice(0, MAX_COLLAPSED_EXTRA_SENTENCES);
  return [first, ...extras].join(" ");
}

/** The whole text with its sentences joined by single spaces: what collapsedDescription is compared with. */
export function normalizedDescription(text: string): string {
  return splitSentences(text).join(" ");
}

/** A list item as the middle of a sentence: no closing period, first letter lowered unless it starts an acronym. */
function asPhrase(item: string): string {
  const trimmed = trimTrailing(item.trim(), ".!?");
  const startsAcronym = /^[A-Z][A-Z0-9]/.test(trimmed);
  return startsAcronym ? trimmed : trimmed.charAt(0).toLowerCase() + trimmed.slice(1);
}

function asSentence(text: string): string {
  const trimmed = text.trim();
  if (trimmed === "") return "";
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** "a", "a and b", "a, b and c". */
function joinList(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

function nonEmpty(items: string[] | undefined): string[] {
  return (items ?? []).map((item) => item.trim()).filter((item) => item.length > 0);
}

/** A list item as a sentence of its own: first letter capitalised, closing period added. */
function asOwnSentence(item: string): string {
  const trimmed = trimTrailing(item.trim(), ".!?");
  return `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}.`;
}

// Use cases are verb phrases ("Read API responses") or gerunds ("Debugging API responses");
// the connecting words differ, and each position gets its own wording to avoid repetition.
function useCaseSentence(useCase: string, position: number): string {
  const phrase = asPhrase(useCase);
  const gerund = /^\S+ing\b/i.test(phrase);
  if (position === 0) return gerund ? `Use it for ${phrase}.` : `Use it to ${phrase}.`;
  return gerund ? `It is also handy for ${phrase}.` : `It also helps you ${phrase}.`;
}

/**
 * A full description from the tool's facts: the base description, up to three feature sentences,
 * up to two use-case sentences and, when formats are given, one sentence naming them.
 * Features read best written as short sentences ("Reports syntax errors with line and column"),
 * use cases as verb phrases ("Read API responses") or gerunds ("Debugging API responses").
 */
export function generateDescription(input: ToolDescriptionInput): string {
  const name = input.toolName.trim();
  const kind = [input.toolType.subtype, input.toolType.type].filter(Boolean).join(" ");
  // Without a base text, a plain sentence from the name and type still gives the page a lead.
  const base =
    asSentence(input.baseDescription) ||
    `${name} is a free online ${kind} that runs entirely in your browser.`;

  const features = nonEmpty(input.features).slice(0, MAX_FEATURE_SENTENCES).map(asOwnSentence);
  const useCases = nonEmpty(input.useCases).slice(0, MAX_USE_CASE_SENTENCES).map(useCaseSentence);
  const formats = nonEmpty(input.formats);
  const formatSentence =
    formats.length === 0
      ? []
      : [`It supports the ${joinList(formats)} ${formats.length === 1 ? "format" : "formats"}.`];

  return [base, ...features, ...useCases, ...formatSentence].join(" ");
}
