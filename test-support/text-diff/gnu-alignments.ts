// Pairs of texts where several shortest edit scripts exist, with the lines GNU diff 3.8's `diff -u`
// removes and adds (1-based). Recorded so that fast tests (and the mutation run) can check the
// alignment without starting diff; diff-lines.test.ts checks each record against diff itself.
// Each text is one line per letter. Test-only.
import type { TextPair } from "./gnu-tools";

export interface RecordedAlignment {
  /** One line per letter, each ending in "\n". */
  original: string;
  changed: string;
  removed: number[];
  added: number[];
}

export const GNU_ALIGNMENTS: readonly RecordedAlignment[] = [
  // Where the forward and backward searches meet decides these two (an odd and an even total).
  { original: "aabaaba", changed: "abababbbaab", removed: [2], added: [4, 7, 8, 9, 11] },
  { original: "ababbaabbab", changed: "babba", removed: [1, 2, 3, 5, 6, 11], added: [] },
  // A run slid down past the other file's run must slide back to it (shift_boundaries).
  {
    original: "ceabedbac",
    changed: "eeabbcddecc",
    removed: [1, 5, 6, 8],
    added: [1, 6, 7, 8, 9, 10],
  },
  { original: "aaababbbaaa", changed: "baabaabbab", removed: [1, 6, 10, 11], added: [1, 6, 10] },
];

/** The record's texts, a line per letter. */
export function alignmentTexts(record: RecordedAlignment): TextPair {
  const text = (letters: string) => [...letters].map((letter) => `${letter}\n`).join("");
  return { original: text(record.original), changed: text(record.changed) };
}
