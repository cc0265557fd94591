// Seeded pairs of texts for Text Diff's tests: an original of lines drawn from a small vocabulary
// (so lines repeat, as in code), and a copy with a few edits. The same cases on every run. Test-only.
import { seededRandom } from "../random";

export interface RandomPairOptions {
  /** Lines of the original, at most. */
  maxLines: number;
  /** Edits (a run deleted, inserted or replaced) made to the copy, at most. */
  maxEdits: number;
  vocabulary: readonly string[];
  /** Line break of both texts, or "mixed" for a random one per line. */
  newline?: "\n" | "\r\n" | "mixed";
  /** Whether each text may lose its final newline (randomly). */
  dropFinalNewline?: boolean;
}

export interface RandomPair {
  original: string;
  changed: string;
}

export const WORDS = [
  "alpha",
  "beta",
  "gamma",
  "",
  "  indented",
  "}",
  "{",
  "return x;",
  "δέλτα",
  "😀 emoji",
  "tab\there",
];

export function randomPairs(seed: number, count: number, options: RandomPairOptions): RandomPair[] {
  const random = seededRandom(seed);
  const below = (n: number) => Math.floor(random() * n);
  const line = () => options.vocabulary[below(options.vocabulary.length)];
  const join = (lines: string[]) => {
    let text = "";
    for (const item of lines) {
      const newline = options.newline ?? "\n";
      text += item + (newline === "mixed" ? (random() < 0.5 ? "\n" : "\r\n") : newline);
    }
    if (options.dropFinalNewline && random() < 0.5) text = text.replace(/\r?\n$/, "");
    return text;
  };
  return Array.from({ length: count }, () => {
    const original = Array.from({ length: below(options.maxLines + 1) }, line);
    const changed = [...original];
    for (let edits = below(options.maxEdits + 1); edits > 0; edits--) {
      const at = below(changed.length + 1);
      const removed = below(4);
      const inserted = Array.from({ length: below(4) }, line);
      changed.splice(at, removed, ...inserted);
    }
    return { original: join(original), changed: join(changed) };
  });
}
