// The gate AI slug suggestions will pass through once the optional AI provider exists (issue 15):
// whatever a model answers, each suggestion shown is a valid slug under the user's options.
// Nothing calls a provider yet; the page shows no AI control until one does.
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
