// Formats CSS, SCSS and Less with Prettier's postcss plugin (the only plugin this page loads).
// Options: indentation, print width; syntax errors are reported with line and column.
import { layoutSettings } from "~/lib/code/code-format-options";
import { formatWithPrettier, loadPostcss } from "~/lib/code/prettier-format";
import type { CssBeautifyOptions } from "./css-beautify-options";

export function beautifyCss(source: string, options: CssBeautifyOptions): Promise<string> {
  return formatWithPrettier(
    source,
    {
      parser: options.syntax,
      ...layoutSettings(options),
    },
    [loadPostcss],
  );
}
