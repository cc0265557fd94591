// The XML Beautifier's facts, declared once (app/lib/chain/step-declaration.ts): its options as the
// page stores them, their defaults and choices, and its core on one text (format or minify). The
// page, its share link and the chain's step read this.
import { type StepDeclaration, choiceOption, switchOption } from "~/lib/chain/step-declaration";
import { XML_INDENTS, XML_MODES } from "./xml-format-options";

export const stepOptions = {
  mode: choiceOption("Mode", XML_MODES, "format"),
  indent: choiceOption("Indentation", XML_INDENTS, "2"),
  removeComments: switchOption("Remove comments", false),
};

// A plain object (no call), so a page that imports only the options leaves `run` and the core out
// of its first-load script.
export const step = {
  options: stepOptions,
  // The beautifier and its XML scanner are imported when a step runs: the /chain page reads only
  // the options above.
  run: async (input, { mode, indent, removeComments }) => {
    const { formatXml } = await import("./xml-format");
    return formatXml({ text: input, mode, indent, removeComments });
  },
} satisfies StepDeclaration<typeof stepOptions>;
