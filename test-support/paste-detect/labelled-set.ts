// The labelled snippets of "Paste anything" (labelled-snippets.jsonl, made by collect-snippets.mjs):
// each is a text or a file of the repository, with the kind a person expects first and its source.
import { readFileSync } from "node:fs";
import path from "node:path";
import type { PasteInput } from "~/lib/paste-detect/paste-detect";

const ROOT = path.resolve(import.meta.dirname, "../..");

export interface LabelledSnippet {
  label: string;
  source: string;
  input: PasteInput;
}

/** The labelled set, or with "holdout-snippets.jsonl" the held-out sample (labels by source only). */
export function loadLabelledSnippets(file = "labelled-snippets.jsonl"): LabelledSnippet[] {
  return readFileSync(path.join(import.meta.dirname, file), "utf8")
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => {
      const { label, source, text, file } = JSON.parse(line) as {
        label: string;
        source: string;
        text?: string;
        file?: string;
      };
      const input: PasteInput =
        file !== undefined
          ? {
              bytes: new Uint8Array(readFileSync(path.join(ROOT, file))),
              name: path.basename(file),
            }
          : (text ?? "");
      return { label, source, input };
    });
}
