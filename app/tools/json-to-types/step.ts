// JSON to Types' facts, declared once (app/lib/chain/step-declaration.ts): its options as the page
// stores them, their defaults and choices, and its core on one text. The step's output is the code
// the page's Output shows for the chosen language; the notes beside it are not part of it. The
// readers and the language's writer are imported only when a step runs, as the page's worker does.
import {
  type StepDeclaration,
  choiceOption,
  switchOption,
  textOption,
} from "~/lib/chain/step-declaration";
import {
  DEFAULT_JSON_TO_TYPES_OPTIONS,
  EACH_ITEM_LABEL,
  FIELD_NAMINGS,
  LANGUAGES,
  SOURCES,
} from "./json-to-types-options";

const defaults = DEFAULT_JSON_TO_TYPES_OPTIONS;

export const stepOptions = {
  language: choiceOption("Language", LANGUAGES, defaults.language),
  source: choiceOption("Input is", SOURCES, defaults.source),
  rootName: textOption("Root type name", defaults.rootName),
  eachItemIsSample: switchOption(EACH_ITEM_LABEL, defaults.eachItemIsSample),
  // Each of these applies to some languages only (TypeScript; Python; Python, Rust and C#), as the
  // page shows its field only for them.
  typeAliases: switchOption("Type aliases instead of interfaces", defaults.typeAliases),
  pydantic: switchOption("Pydantic models instead of dataclasses", defaults.pydantic),
  fieldNames: choiceOption("Field names", FIELD_NAMINGS, defaults.fieldNames),
};

// A plain object (no call), so a page that imports only the options leaves `run` and the core out
// of its first-load script.
export const step = {
  options: stepOptions,
  run: async (input, options) => {
    const [{ writeTypes }, { WRITER_LOADERS }] = await Promise.all([
      import("./json-to-types"),
      import("./writer-loaders"),
    ]);
    const write = await WRITER_LOADERS[options.language]();
    return writeTypes({ text: input, ...options }, write).code;
  },
} satisfies StepDeclaration<typeof stepOptions>;
