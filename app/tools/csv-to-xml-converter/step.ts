// The CSV to XML Converter's facts, declared once (app/lib/chain/step-declaration.ts): its options
// as the page stores them (the shared Delimiter panel stores the choice as "delimiter" and a custom
// character as "customDelimiter"), their defaults and choices, and its core on one text. The whole
// converter, with the template check's XML scanner, is imported when the step runs: the page's own
// first load holds only the core for columns mode (csv-to-xml-core.ts).
import { DEFAULT_INDENTATION_CHOICE, INDENTATION_CHOICES } from "~/lib/code/indentation";
import { DEFAULT_DELIMITER_CHOICE, DELIMITER_CHOICES, delimiterOf } from "~/lib/csv/csv-delimiter";
import {
  type StepDeclaration,
  choiceOption,
  switchOption,
  textOption,
} from "~/lib/chain/step-declaration";
import { CSV_TO_XML_MODES, DEFAULT_CSV_TO_XML_OPTIONS } from "./csv-to-xml-core";

/**
 * A row template is one row's XML, many lines for a wide table: the ready "Nested record" template
 * for 50 columns with ten-letter names is about 2,500 characters. This bounds what a link can carry
 * as a template.
 */
const TEMPLATE_MAX_LENGTH = 20_000;

export const stepOptions = {
  delimiter: choiceOption("Delimiter", DELIMITER_CHOICES, DEFAULT_DELIMITER_CHOICE),
  // Read only when the delimiter is Custom, as the page shows its field only then.
  customDelimiter: textOption("Custom delimiter", ""),
  rootName: textOption("Root element name", DEFAULT_CSV_TO_XML_OPTIONS.rootName),
  mode: choiceOption("Mode", CSV_TO_XML_MODES, "columns"),
  // The row name and attributes apply in Columns mode, the template in Template mode, as on the page.
  rowName: textOption("Row element name", DEFAULT_CSV_TO_XML_OPTIONS.rowName),
  indentation: choiceOption("Indentation", INDENTATION_CHOICES, DEFAULT_INDENTATION_CHOICE),
  useAttributes: switchOption(
    "Use attributes for columns",
    DEFAULT_CSV_TO_XML_OPTIONS.useAttributes,
  ),
  template: textOption("Template", "", TEMPLATE_MAX_LENGTH),
};

// A plain object (no call), as every tool's step is declared.
export const step = {
  options: stepOptions,
  run: async (input, { delimiter, customDelimiter, mode, template, ...names }) => {
    const { csvToXml } = await import("./csv-to-xml");
    return csvToXml(input, {
      ...names,
      delimiter: delimiterOf(delimiter, customDelimiter),
      template: mode === "template" ? template : null,
    });
  },
} satisfies StepDeclaration<typeof stepOptions>;
