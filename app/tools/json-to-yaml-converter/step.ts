// JSON to YAML's facts, declared once (app/lib/chain/step-declaration.ts): its options as the page
// stores them, their defaults and choices, and its core on one text, in either direction. The
// converter (with the yaml library) is imported only when a step runs, as the page loads it on need.
import { DEFAULT_INDENTATION_CHOICE, INDENTATION_CHOICES } from "~/lib/code/indentation";
import { type StepDeclaration, choiceOption } from "~/lib/chain/step-declaration";
import { DIRECTIONS, QUOTING_STYLES, YAML_INDENTATIONS } from "./convert-options";

export const stepOptions = {
  direction: choiceOption("Direction", DIRECTIONS, "json-to-yaml"),
  yamlIndentation: choiceOption("YAML indentation", YAML_INDENTATIONS, "2"),
  quotingStyle: choiceOption("Quoting style", QUOTING_STYLES, "none"),
  jsonIndentation: choiceOption(
    "JSON indentation",
    INDENTATION_CHOICES,
    DEFAULT_INDENTATION_CHOICE,
  ),
};

// A plain object (no call), so a page that imports only the options leaves `run` and the core out
// of its first-load script.
export const step = {
  options: stepOptions,
  run: async (input, options) => {
    const { convert } = await import("./convert-job");
    return convert({ text: input, ...options });
  },
} satisfies StepDeclaration<typeof stepOptions>;
