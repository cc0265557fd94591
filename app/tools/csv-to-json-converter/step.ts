// The CSV to JSON Converter's facts, declared once (app/lib/chain/step-declaration.ts): its options
// as the page stores them (the shared Delimiter panel stores the choice as "delimiter" and a custom
// character as "customDelimiter"), their defaults and choices, and its core on one text. The page
// already loads the converter on its first visit, so the step calls it directly.
import { DEFAULT_INDENTATION_CHOICE, INDENTATION_CHOICES } from "~/lib/code/indentation";
import { DEFAULT_DELIMITER_CHOICE, DELIMITER_CHOICES, delimiterOf } from "~/lib/csv/csv-delimiter";
import {
  type StepDeclaration,
  choiceOption,
  switchOption,
  textOption,
} from "~/lib/chain/step-declaration";
import { DEFAULT_CSV_TO_JSON_OPTIONS, csvToJson } from "./csv-to-json";

export const stepOptions = {
  delimiter: choiceOption("Delimiter", DELIMITER_CHOICES, DEFAULT_DELIMITER_CHOICE),
  // Read only when the delimiter is Custom, as the page shows its field only then.
  customDelimiter: textOption("Custom delimiter", ""),
  indentation: choiceOption("Indentation", INDENTATION_CHOICES, DEFAULT_INDENTATION_CHOICE),
  headerRow: switchOption("Header row", DEFAULT_CSV_TO_JSON_OPTIONS.headerRow),
  inferTypes: switchOption("Infer types", DEFAULT_CSV_TO_JSON_OPTIONS.inferTypes),
};

// A plain object (no call), as every tool's step is declared.
export const step = {
  options: stepOptions,
  run: async (input, { delimiter, customDelimiter, indentation, headerRow, inferTypes }) =>
    csvToJson(input, {
      delimiter: delimiterOf(delimiter, customDelimiter),
      indentation,
      headerRow,
      inferTypes,
    }),
} satisfies StepDeclaration<typeof stepOptions>;
