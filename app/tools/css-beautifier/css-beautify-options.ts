// The CSS beautifier's options and page settings: light enough for the page, which must not
// load Prettier (the worker does).
import { DEFAULT_LAYOUT, LAYOUT_FIELDS, type LayoutOptions } from "~/lib/code/code-format-options";
import { type CodeToolSettings, resultAsText } from "~/lib/code/code-tool";
import type { OptionItem } from "~/lib/options";

/** The stylesheet languages Prettier's postcss plugin parses. */
export type CssSyntax = "css" | "scss" | "less";

export const CSS_SYNTAX_CHOICES: readonly OptionItem<CssSyntax>[] = [
  { value: "css", label: "CSS" },
  { value: "scss", label: "SCSS" },
  { value: "less", label: "Less" },
];

export interface CssBeautifyOptions extends LayoutOptions {
  syntax: CssSyntax;
}

export const DEFAULT_CSS_BEAUTIFY_OPTIONS: CssBeautifyOptions = {
  syntax: "css",
  ...DEFAULT_LAYOUT,
};

export const CSS_SAMPLE = `:root{--brand:#1d4ed8;--gap:1rem}*,*::before,*::after{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:#0f172a}
.card{display:grid;grid-template-columns:repeat(auto-fill,minmax(12rem,1fr));gap:var(--gap);padding:calc(var(--gap)*2)}
.card>h2,.card .title{margin:0 0 .5rem;color:var(--brand)}a:hover,a:focus-visible{text-decoration:underline;outline:2px solid currentColor}
@media (max-width:600px){.card{grid-template-columns:1fr}.nav{display:none!important}}
@supports (display:grid){.legacy{display:none}}
`;

export const CSS_BEAUTIFIER: CodeToolSettings<CssBeautifyOptions, string> = {
  defaults: DEFAULT_CSS_BEAUTIFY_OPTIONS,
  fields: [
    { kind: "select", key: "syntax", label: "Syntax", choices: CSS_SYNTAX_CHOICES },
    ...LAYOUT_FIELDS,
  ],
  runLabel: "Beautify",
  verb: "beautify",
  outputFileName: ({ syntax }) => `beautified.${syntax}`,
  mimeType: "text/css",
  accept: ".css,.scss,.less,text/css",
  sample: CSS_SAMPLE,
  outputText: resultAsText,
};
