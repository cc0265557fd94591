// The AI Slugifier's facts, declared once (app/lib/chain/step-declaration.ts): the plain slugifier's
// options as the page stores them (slug-options.ts, whose choices they are), and its core on one
// text: one slug per line of titles. The AI suggestions are another task of the page, not a step's.
// The page's custom replacements are a list, which a step's options cannot hold: a step makes the
// replacements a new visitor starts with (& → and, @ → at).
import {
  type StepDeclaration,
  choiceOption,
  switchOption,
  textOption,
} from "~/lib/chain/step-declaration";
import {
  DEFAULT_REPLACEMENTS,
  DEFAULT_SLUG_OPTIONS as defaults,
  LANGUAGE_OPTIONS,
  SEPARATOR_OPTIONS,
  parseMaxLength,
} from "./slug-options";

/** "2000" and spaces around it; anything longer is refused by the field's own rule anyway. */
const MAX_LENGTH_FIELD_CHARACTERS = 10;

export const stepOptions = {
  language: choiceOption("Language", LANGUAGE_OPTIONS, defaults.language),
  separator: choiceOption("Separator", SEPARATOR_OPTIONS, "hyphen"),
  // The field's text: empty for no limit, else a whole number from 1 to 2000 (parseMaxLength).
  maxLength: textOption("Max length (empty: no limit)", "", MAX_LENGTH_FIELD_CHARACTERS),
  lowercase: switchOption("Lowercase", defaults.lowercase),
  stopWords: switchOption("Remove stop words", defaults.removeStopWords),
  keepNumbers: switchOption("Keep numbers", defaults.keepNumbers),
};

// A plain object (no call), so a page that imports only the options leaves `run` and the core out
// of its first-load script. The transliteration table (any-ascii) is imported only for titles the
// built-in rules do not cover, as the page fetches it.
export const step = {
  options: stepOptions,
  run: async (input, options) => {
    const maxLength = parseMaxLength(options.maxLength);
    const { jobNeedsTable, slugJob, slugifyLines } = await import("./slug-batch");
    const job = slugJob(input, options, maxLength, DEFAULT_REPLACEMENTS);
    const table = jobNeedsTable(job) ? (await import("any-ascii")).default : undefined;
    const batch = slugifyLines(job, table);
    return batch.titles > 0 ? batch.slugs : "";
  },
} satisfies StepDeclaration<typeof stepOptions>;
