// The HTML formatter's options and page settings: light enough for the page, which must not
// load Prettier (the worker does).
import { DEFAULT_LAYOUT, LAYOUT_FIELDS, type LayoutOptions } from "~/lib/code/code-format-options";
import { type CodeToolSettings, resultAsText } from "~/lib/code/code-tool";
import type { OptionItem } from "~/lib/options";

/** Prettier's htmlWhitespaceSensitivity: which spaces between elements may change. */
export type HtmlWhitespace = "css" | "strict" | "ignore";

export const HTML_WHITESPACE_CHOICES: readonly OptionItem<HtmlWhitespace>[] = [
  { value: "css", label: "As CSS displays it" },
  { value: "strict", label: "Keep all" },
  { value: "ignore", label: "Ignore" },
];

export interface HtmlFormatOptions extends LayoutOptions {
  whitespace: HtmlWhitespace;
  /** Also format the CSS of <style> and style="", and the JavaScript of <script> and on…="". */
  formatEmbedded: boolean;
}

export const DEFAULT_HTML_FORMAT_OPTIONS: HtmlFormatOptions = {
  ...DEFAULT_LAYOUT,
  whitespace: "css",
  formatEmbedded: true,
};

export const HTML_SAMPLE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Order summary</title>
<style>body{font-family:system-ui,sans-serif;margin:0}.total{font-weight:bold;color:#1d4ed8}</style></head>
<body><header class="top"><h1>Your order</h1><nav><a href="/orders">All orders</a> | <a href="/help">Help</a></nav></header>
<main><table><thead><tr><th>Item</th><th>Qty</th><th>Price</th></tr></thead><tbody><tr><td>Keyboard</td><td>1</td><td>$49.00</td></tr>
<tr><td>Mouse</td><td>2</td><td>$25.00</td></tr></tbody></table><p class="total">Total: $99.00</p>
<button type="button" onclick="window.print()">Print</button></main>
<script>document.querySelectorAll("td").forEach(function(cell){if(cell.textContent.startsWith("$")){cell.style.textAlign="right"}})</script></body></html>
`;

export const HTML_FORMATTER: CodeToolSettings<HtmlFormatOptions, string> = {
  defaults: DEFAULT_HTML_FORMAT_OPTIONS,
  fields: [
    ...LAYOUT_FIELDS,
    { kind: "select", key: "whitespace", label: "Whitespace", choices: HTML_WHITESPACE_CHOICES },
    { kind: "checkbox", key: "formatEmbedded", label: "Format embedded CSS and JavaScript" },
  ],
  runLabel: "Format",
  verb: "format",
  outputFileName: "formatted.html",
  mimeType: "text/html",
  accept: ".html,.htm,.xhtml,text/html",
  sample: HTML_SAMPLE,
  outputText: resultAsText,
};
