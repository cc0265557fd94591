// Formats HTML with Prettier (html plugin), and the CSS and JavaScript inside it when asked: their
// plugins load only when the document has <style>/style="" or <script>/on…="", so plain HTML does
// not wait for them.
import { layoutSettings } from "~/lib/code/code-format-options";
import {
  type PluginLoader,
  formatWithPrettier,
  loadBabel,
  loadEstree,
  loadHtml,
  loadPostcss,
} from "~/lib/code/prettier-format";
import type { HtmlFormatOptions } from "./html-format-options";

const HAS_CSS = /<style[\s>]|\sstyle\s*=/i;
const HAS_JS = /<script[\s>]|\son[a-z]+\s*=/i;

/** The plugins this document needs: the HTML one, plus CSS and JavaScript only if it holds some. */
export function htmlPlugins(source: string, formatEmbedded: boolean): PluginLoader[] {
  const loaders = [loadHtml];
  if (!formatEmbedded) return loaders;
  if (HAS_CSS.test(source)) loaders.push(loadPostcss);
  if (HAS_JS.test(source)) loaders.push(loadBabel, loadEstree);
  return loaders;
}

export function formatHtml(source: string, options: HtmlFormatOptions): Promise<string> {
  return formatWithPrettier(
    source,
    {
      parser: "html",
      ...layoutSettings(options),
      htmlWhitespaceSensitivity: options.whitespace,
      // Without the plugins Prettier keeps embedded code as written; this says so explicitly.
      embeddedLanguageFormatting: options.formatEmbedded ? "auto" : "off",
    },
    htmlPlugins(source, options.formatEmbedded),
  );
}
