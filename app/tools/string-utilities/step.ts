// The String Utilities' facts, declared once (app/lib/chain/step-declaration.ts): its one option,
// the operation, as the page stores it, with its choices and default, and its core on one text.
// The page, its share link and the chain's step read this.
import { type StepDeclaration, choiceOption } from "~/lib/chain/step-declaration";
import { STRING_OPERATIONS } from "./string-operations";

export const stepOptions = {
  operation: choiceOption("Operation", STRING_OPERATIONS, "upper"),
};

// A plain object (no call), so a page that imports only the options leaves `run` and the core out
// of its first-load script; the core is imported when a step runs, so /chain's options chunk
// holds only the list of operations.
export const step = {
  options: stepOptions,
  run: async (input, { operation }) => {
    const { transformText } = await import("./string-utilities");
    return transformText(input, operation);
  },
} satisfies StepDeclaration<typeof stepOptions>;
