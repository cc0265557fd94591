// The URL Encoder/Decoder's facts, declared once (app/lib/chain/step-declaration.ts): its options
// as the page stores them, their defaults and choices, and its core on one text. The page, its
// share link and the chain's step read this.
import { type StepDeclaration, choiceOption, switchOption } from "~/lib/chain/step-declaration";
import { URL_MODES, URL_VARIANTS, convertUrl } from "./url-encoding";

export const stepOptions = {
  mode: choiceOption("Mode", URL_MODES, "encode"),
  variant: choiceOption("Variant", URL_VARIANTS, "component"),
  perLine: switchOption("One value per line", false),
};

// A plain object (no call), so a page that imports only the options leaves `run` and the core out
// of its first-load script.
export const step = {
  options: stepOptions,
  run: (input, { mode, variant, perLine }) => convertUrl({ text: input, mode, variant, perLine }),
} satisfies StepDeclaration<typeof stepOptions>;
