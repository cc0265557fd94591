// The JSON to XML Converter's facts, declared once (app/lib/chain/step-declaration.ts): its options
// as the page stores them, their defaults and choices, and its core on one text. The page already
// loads the converter on its first visit (small input converts on the main thread), so the step
// calls it directly.
import { DEFAULT_INDENTATION_CHOICE, INDENTATION_CHOICES } from "~/lib/code/indentation";
import { type StepDeclaration, choiceOption, textOption } from "~/lib/chain/step-declaration";
import { DEFAULT_JSON_TO_XML_OPTIONS, jsonToXml } from "./json-to-xml";

export const stepOptions = {
  rootName: textOption("Root element name", DEFAULT_JSON_TO_XML_OPTIONS.rootName),
  itemName: textOption("Array item name", DEFAULT_JSON_TO_XML_OPTIONS.itemName),
  attributePrefix: textOption("Attribute prefix", DEFAULT_JSON_TO_XML_OPTIONS.attributePrefix),
  indentation: choiceOption("Indentation", INDENTATION_CHOICES, DEFAULT_INDENTATION_CHOICE),
};

// A plain object (no call), as every tool's step is declared.
export const step = {
  options: stepOptions,
  run: async (input, options) => jsonToXml(input, options),
} satisfies StepDeclaration<typeof stepOptions>;
