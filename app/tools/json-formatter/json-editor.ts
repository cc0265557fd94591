// The JSON formatter's editor extensions, in their own chunk (loaded with the editor, never before):
// JSON highlighting with colours readable in both themes, and the mark on a syntax error.
import { json } from "@codemirror/lang-json";
import { HighlightStyle, syntaxHighlighting } from "@codemirror/language";
import type { Extension } from "@codemirror/state";
import { tags } from "@lezer/highlight";

export { errorMarkExtension } from "~/lib/code/editor-error-mark";

/** Same hues as the tree view (Tailwind 800 shades on white, 300 shades on the dark background). */
const lightColours = HighlightStyle.define(
  [
    { tag: tags.propertyName, color: "#1e40af" },
    { tag: tags.string, color: "#166534" },
    { tag: tags.number, color: "#9a3412" },
    { tag: [tags.bool, tags.null], color: "#6b21a8" },
  ],
  { themeType: "light" },
);

const darkColours = HighlightStyle.define(
  [
    { tag: tags.propertyName, color: "#93c5fd" },
    { tag: tags.string, color: "#86efac" },
    { tag: tags.number, color: "#fdba74" },
    { tag: [tags.bool, tags.null], color: "#d8b4fe" },
  ],
  { themeType: "dark" },
);

export const jsonSyntax: Extension = [
  json(),
  syntaxHighlighting(lightColours),
  syntaxHighlighting(darkColours),
];
