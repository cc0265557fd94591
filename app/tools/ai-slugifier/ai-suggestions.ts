// "Suggest slugs": what is asked of the user's model, and the gate its answer passes
// through — whatever a model answers, each suggestion shown is a valid slug under the user's options.
import type { ChatMessage } from "~/lib/ai/chat-request";
import { answerLines, capText } from "~/lib/ai/chat-request";
import { titleLines } from "./slug-batch";
import { joinWithin, slugWords } from "./slugify";
import type { SlugOptions } from "./slug-options";
import type { AsciiTable } from "./transliterate";

/** Whether `slug` is what the slugifier can produce: ASCII letters and digits, single separators. */
export function isValidSlug(
  slug: string,
  options: Pick<SlugOptions, "separator" | "lowercase" | "maxLength">,
): boolean {
  if (slug === "") return false;
  if (options.maxLength > 0 && slug.length > options.maxLength) return false;
  const words = options.separator === "" ? [slug] : slug.split(options.separator);
  const letters = options.lowercase ? /^[a-z0-9]+$/ : /^[A-Za-z0-9]+$/;
  return words.every((word) => letters.test(word));
}

/**
 * Suggestions as slugs: each one (a model may answer "Best tips: Paris!" or "/best-tips/") made a
 * slug with the user's options, empty ones and repeats dropped, and the current slug left out.
 */
export function suggestionsAsSlugs(
  suggestions: readonly string[],
  current: string,
  options: SlugOptions,
  table?: AsciiTable,
): string[] {
  const seen = new Set<string>([current]);
  const slugs: string[] = [];
  for (const suggestion of suggestions) {
    const slug = joinWithin(
      slugWords(suggestion, options, table),
      options.separator,
      options.maxLength,
    );
    if (slug === "" || seen.has(slug)) continue;
    seen.add(slug);
    slugs.push(slug);
  }
  return slugs;
}

/** Characters of the title sent to the model (a title longer than this is not a title). */
export const SLUG_TITLE_MAX_CHARS = 300;
export const MAX_SLUG_SUGGESTIONS = 5;

/** The first title of the Input (its first line with text) and its line number, or null. */
export function firstTitle(text: string): { index: number; title: string } | null {
  const lines = titleLines(text);
  const index = lines.findIndex((line) => line.trim() !== "");
  return index === -1 ? null : { index, title: lines[index].trim() };
}

export function slugSuggestionMessages(title: string): ChatMessage[] {
  return [
    {
      role: "system",
      content:
        "You write URL slugs. Answer with 5 slugs, one per line, and nothing else: no numbering, no explanations.",
    },
    {
      role: "user",
      content: `Suggest 3 to 5 short, keyword-first URL slugs (2 to 5 words, lowercase, words joined by hyphens, no filler words) for this page title:\n${capText(title, SLUG_TITLE_MAX_CHARS).text}`,
    },
  ];
}

/** The model's answer as at most five valid slugs, different from the current one. */
export function slugSuggestions(
  answer: string,
  current: string,
  options: SlugOptions,
  table?: AsciiTable,
): string[] {
  return suggestionsAsSlugs(answerLines(answer), current, options, table).slice(
    0,
    MAX_SLUG_SUGGESTIONS,
  );
}
