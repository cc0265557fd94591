// The JavaScript beautifier's options and page settings: light enough for the page, which must
// not load Prettier (the worker does).
import { DEFAULT_LAYOUT, LAYOUT_FIELDS, type LayoutOptions } from "~/lib/code/code-format-options";
import { type CodeToolSettings, resultAsText } from "~/lib/code/code-tool";
import type { OptionItem } from "~/lib/options";

export type JsQuotes = "double" | "single";
/** Prettier's trailingComma: wherever valid (ES2017+), where ES5 allows them, or nowhere. */
export type JsTrailingCommas = "all" | "es5" | "none";

export const JS_QUOTE_CHOICES: readonly OptionItem<JsQuotes>[] = [
  { value: "double", label: 'Double (")' },
  { value: "single", label: "Single (')" },
];

export const JS_TRAILING_COMMA_CHOICES: readonly OptionItem<JsTrailingCommas>[] = [
  { value: "all", label: "Wherever valid" },
  { value: "es5", label: "ES5 (arrays, objects)" },
  { value: "none", label: "None" },
];

export interface JsBeautifyOptions extends LayoutOptions {
  quotes: JsQuotes;
  semicolons: boolean;
  trailingCommas: JsTrailingCommas;
}

/** Prettier's own defaults, so the output matches what most projects already use. */
export const DEFAULT_JS_BEAUTIFY_OPTIONS: JsBeautifyOptions = {
  ...DEFAULT_LAYOUT,
  quotes: "double",
  semicolons: true,
  trailingCommas: "all",
};

export const JS_SAMPLE = `import {readFile} from "node:fs/promises";const RETRIES=3,cache=new Map()
export async function loadConfig(path,{fallback={},strict=false}={}){for(let attempt=1;attempt<=RETRIES;attempt++){try{const text=await readFile(path,'utf8');const config=JSON.parse(text);cache.set(path,config);return {...fallback,...config}}catch(error){if(strict||attempt===RETRIES)throw new Error(\`Cannot load \${path}: \${error.message}\`);await new Promise(r=>setTimeout(r,100*attempt))}}}
class Counter{#count=0;get value(){return this.#count}increment(by=1){this.#count+=by;return this}}
export const total=items=>items.filter(item=>item.price>0&&!item.removed).reduce((sum,{price,quantity=1})=>sum+price*quantity,0)
`;

export const JAVASCRIPT_BEAUTIFIER: CodeToolSettings<JsBeautifyOptions, string> = {
  defaults: DEFAULT_JS_BEAUTIFY_OPTIONS,
  fields: [
    ...LAYOUT_FIELDS,
    { kind: "select", key: "quotes", label: "Quotes", choices: JS_QUOTE_CHOICES },
    {
      kind: "select",
      key: "trailingCommas",
      label: "Trailing commas",
      choices: JS_TRAILING_COMMA_CHOICES,
    },
    { kind: "checkbox", key: "semicolons", label: "Semicolons" },
  ],
  runLabel: "Beautify",
  verb: "beautify",
  outputFileName: "beautified.js",
  mimeType: "text/javascript",
  accept: ".js,.mjs,.cjs,.jsx,text/javascript",
  sample: JS_SAMPLE,
  outputText: resultAsText,
};
