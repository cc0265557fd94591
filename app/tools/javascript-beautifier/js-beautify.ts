// Formats JavaScript (with JSX) with Prettier's Babel parser and estree printer, the only plugins
// this page loads. Options: indent, print width, quotes; syntax errors are reported.
import { layoutSettings } from "~/lib/code/code-format-options";
import { formatWithPrettier, loadBabel, loadEstree } from "~/lib/code/prettier-format";
import type { JsBeautifyOptions } from "./js-beautify-options";

export function beautifyJavaScript(source: string, options: JsBeautifyOptions): Promise<string> {
  return formatWithPrettier(
    source,
    {
      parser: "babel",
      ...layoutSettings(options),
      singleQuote: options.quotes === "single",
      semi: options.semicolons,
      trailingComma: options.trailingCommas,
    },
    [loadBabel, loadEstree],
  );
}
