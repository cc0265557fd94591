// One slug per line of titles, made unique in order ("post", "post-2", "post-3"), for the page and
// its worker; and the title,slug table of the CSV download.
import {
  type Replacement,
  type SeparatorChoice,
  type SlugLanguage,
  type SlugOptions,
  separatorOf,
} from "./slug-options";
import { joinWithin, slugWords } from "./slugify";
import { type AsciiTable, needsTable } from "./transliterate";

/** The page's input and options, flat so a changed field is seen by a shallow comparison. */
export interface SlugJob extends SlugOptions {
  text: string;
}

export interface SlugBatch {
  /** One slug per input line, joined with "\n"; an empty title gives an empty line. */
  slugs: string;
  /** Lines with a title. */
  titles: number;
  /** Slugs that got a number to make them unique. */
  renamed: number;
  /** Titles with nothing to make a slug of ("!!!"). */
  empty: number;
}

/** The page's choices and switches as it stores them, by the names step.ts declares. */
export interface StoredSlugOptions {
  language: SlugLanguage;
  separator: SeparatorChoice;
  lowercase: boolean;
  stopWords: boolean;
  keepNumbers: boolean;
}

/**
 * The job for `text` with the page's stored options, the max length already read from its field,
 * and the replacements.
 */
export function slugJob(
  text: string,
  options: StoredSlugOptions,
  maxLength: number,
  replacements: readonly Replacement[],
): SlugJob {
  return {
    text,
    language: options.language,
    separator: separatorOf(options.separator),
    lowercase: options.lowercase,
    maxLength,
    removeStopWords: options.stopWords,
    keepNumbers: options.keepNumbers,
    replacements,
  };
}

/** Text the built-in rules cannot transliterate, in the titles or what replacements put in. */
export const jobNeedsTable = (job: SlugJob) =>
  needsTable(job.text) || job.replacements.some((r) => needsTable(r.to));

const LINE_BREAK = /\r?\n/;
const PROGRESS_EVERY = 5000;

export function titleLines(text: string): string[] {
  return text.split(LINE_BREAK);
}

/**
 * `base` with the number `n` appended, cut at a word boundary so the whole fits in `maxLength`.
 * When not even the number fits, uniqueness wins over the limit.
 */
export function withSuffix(base: string, separator: string, n: number, maxLength: number): string {
  const suffix = `${separator}${n}`;
  if (maxLength <= 0 || base.length + suffix.length <= maxLength) return base + suffix;
  const room = maxLength - suffix.length;
  if (room <= 0) return String(n);
  const words = separator === "" ? [base] : base.split(separator);
  return joinWithin(words, separator, room) + suffix;
}

/** Makes repeated slugs unique in order: the second "post" becomes "post-2", the third "post-3". */
export class UniqueSlugs {
  private readonly used = new Set<string>();
  private readonly nextNumber = new Map<string, number>();
  renamed = 0;

  constructor(
    private readonly separator: string,
    private readonly maxLength: number,
  ) {}

  take(slug: string): string {
    if (slug === "") return "";
    if (!this.used.has(slug)) {
      this.used.add(slug);
      return slug;
    }
    let n = this.nextNumber.get(slug) ?? 2;
    let candidate = withSuffix(slug, this.separator, n, this.maxLength);
    while (this.used.has(candidate))
      candidate = withSuffix(slug, this.separator, ++n, this.maxLength);
    this.nextNumber.set(slug, n + 1);
    this.used.add(candidate);
    this.renamed++;
    return candidate;
  }
}

export function slugifyLines(
  job: SlugJob,
  table?: AsciiTable,
  progress?: (fraction: number) => void,
): SlugBatch {
  const lines = titleLines(job.text);
  const unique = new UniqueSlugs(job.separator, job.maxLength);
  const slugs: string[] = [];
  let titles = 0;
  let empty = 0;
  lines.forEach((line, index) => {
    if (progress && index > 0 && index % PROGRESS_EVERY === 0) progress(index / lines.length);
    if (line.trim() === "") {
      slugs.push("");
      return;
    }
    titles++;
    const slug = joinWithin(slugWords(line, job, table), job.separator, job.maxLength);
    if (slug === "") empty++;
    slugs.push(unique.take(slug));
  });
  return { slugs: slugs.join("\n"), titles, renamed: unique.renamed, empty };
}

/** The title,slug rows of the CSV download: a header, then each line that has a title. */
export function slugTable(text: string, slugs: string): string[][] {
  const titles = titleLines(text);
  const slugLines = slugs.split("\n");
  const rows = [["title", "slug"]];
  titles.forEach((title, index) => {
    if (title.trim() !== "") rows.push([title.trim(), slugLines[index] ?? ""]);
  });
  return rows;
}

/** `text` with line `index` replaced by `value` (a chosen suggestion takes its title's place). */
export function replaceLine(text: string, index: number, value: string): string {
  const lines = titleLines(text);
  if (index < 0 || index >= lines.length) return text;
  const breaks = text.includes("\r\n") ? "\r\n" : "\n";
  lines[index] = value;
  return lines.join(breaks);
}
