// The text diff core as its page runs it on two texts: the page's default options with the ones a
// test changes, and JSON mode's comparer given as the page's worker gives it.
import { jsonDiff } from "../../app/tools/text-diff/json-diff";
import {
  DEFAULT_OPTIONS,
  type TextDiffOptions,
  textDiff,
} from "../../app/tools/text-diff/text-diff";

export const diffWithDefaults = (
  original: string,
  changed: string,
  options: Partial<TextDiffOptions> = {},
) =>
  textDiff(
    { original, changed, options: { ...DEFAULT_OPTIONS, ...options } },
    undefined,
    undefined,
    jsonDiff,
  );
