// The JWT Decoder's facts, declared once (app/lib/chain/step-declaration.ts): a token in, its
// decoded header and payload out as the page's Output shows them (JSON text). It has no options:
// the secret format and key are for checking the signature, and signing is another task of the
// page, neither of which changes what decoding gives.
import type { StepDeclaration } from "~/lib/chain/step-declaration";
import { decodeJwt } from "./jwt-decode";

export const stepOptions = {};

// A plain object (no call), like every tool's declaration; the decoder is small and needs no key.
export const step = {
  options: stepOptions,
  // async: a token that cannot be read rejects the promise, as other steps' failures do.
  run: async (input) => decodeJwt(input).output,
} satisfies StepDeclaration<typeof stepOptions>;
