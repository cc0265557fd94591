// The Message Digester's facts, declared once (app/lib/chain/step-declaration.ts): its options as
// the page stores them (the algorithm, and the output format, which changes the Output's text), and
// its core on one text: the digest of the text's UTF-8 bytes. The page, its share link and the
// chain's step read this. A chosen file is the page's other task, not a step's.
import { DIGEST_FORMATS, HASH_ALGORITHMS, formatDigest } from "~/lib/crypto/hashing";
import { type StepDeclaration, choiceOption } from "~/lib/chain/step-declaration";
import { digestText } from "./message-digester";

export const stepOptions = {
  algorithm: choiceOption("Algorithm", HASH_ALGORITHMS, "sha256"),
  format: choiceOption("Output format", DIGEST_FORMATS, "hex"),
};

// A plain object (no call). The core is small and the page loads it anyway; hash-wasm, the large
// part, is imported by the hashing module only when a digest is first computed.
export const step = {
  options: stepOptions,
  run: async (input, { algorithm, format }) =>
    formatDigest(await digestText(input, algorithm), format),
} satisfies StepDeclaration<typeof stepOptions>;
