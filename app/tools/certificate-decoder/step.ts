// The Certificate Decoder's facts, declared once (app/lib/chain/step-declaration.ts): PEM or Base64
// DER certificates, requests or a PKCS#7 bundle in, the page's report out. It has no options.
// "Expires in N days" counts from when the step runs, as the page counts from when it was opened.
import type { StepDeclaration } from "~/lib/chain/step-declaration";

export const stepOptions = {};

// A plain object (no call); the decoder (its X.509 and DER readers) is imported when a step runs,
// as the page loads it on first input.
export const step = {
  options: stepOptions,
  run: async (input) => {
    const { decodeCertificates } = await import("./certificate-decoder");
    return decodeCertificates({ text: input, now: Date.now() });
  },
} satisfies StepDeclaration<typeof stepOptions>;
