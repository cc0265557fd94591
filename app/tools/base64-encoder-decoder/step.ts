// The Base64 Encoder/Decoder's facts, declared once (app/lib/chain/step-declaration.ts): its
// options as the page stores them, their defaults and choices, and its core on one text. The page,
// its share link and the chain's step read this.
import { type StepDeclaration, choiceOption, switchOption } from "~/lib/chain/step-declaration";
import { ToolError } from "~/lib/tool-error";
import { counted } from "~/lib/text/text-stats";
import { BASE64_ALPHABETS, BASE64_MODES, decodeText, encodeText } from "./base64-tool";

export const stepOptions = {
  mode: choiceOption("Mode", BASE64_MODES, "encode"),
  alphabet: choiceOption("Alphabet", BASE64_ALPHABETS, "standard"),
  padding: switchOption("Padding", true),
  wrapAt76: switchOption("Wrap lines at 76", false),
};

export const binaryResultMessage = (bytes: number) =>
  `The result is binary data, ${counted(bytes, "byte")}: it is not UTF-8 text, so it cannot be passed on as text.`;

// A plain object (no call), so a page that imports only the options leaves `run` and the core out
// of its first-load script.
export const step = {
  options: stepOptions,
  run: (input, { mode, alphabet, padding, wrapAt76 }) => {
    if (mode === "encode") return encodeText(input, { alphabet, padding, wrapAt76 });
    const decoded = decodeText(input);
    if (decoded.text === null) throw new ToolError(binaryResultMessage(decoded.bytes.length));
    return decoded.text;
  },
} satisfies StepDeclaration<typeof stepOptions>;
