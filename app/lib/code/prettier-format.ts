// Formats code with Prettier's standalone build, loaded on first use (in a tool's worker), with
// only the language plugins a page passes in; its errors become ToolErrors with line and column.
import type { Options, Plugin } from "prettier";
import { prettierToolError } from "./prettier-errors";

/** The plugin modules a page needs, each loaded by its own dynamic import (one chunk per plugin). */
export type PluginLoader = () => Promise<Plugin>;

export async function formatWithPrettier(
  source: string,
  options: Omit<Options, "plugins">,
  loaders: readonly PluginLoader[],
): Promise<string> {
  const [{ format }, ...plugins] = await Promise.all([
    import("prettier/standalone"),
    ...loaders.map((load) => load()),
  ]);
  try {
    return await format(source, { ...options, plugins });
  } catch (error) {
    throw prettierToolError(error);
  }
}

/**
 * The Babel plugin without its JSON parsers: they accept invalid JSON (comments, `[1,,2]`), so
 * nothing here formats JSON with them, not even a <script type="application/json"> inside HTML.
 */
export function withoutJsonParsers(plugin: Plugin): Plugin {
  const parsers = Object.fromEntries(
    Object.entries(plugin.parsers ?? {}).filter(([name]) => !name.startsWith("json")),
  );
  return { ...plugin, parsers };
}

export const loadBabel: PluginLoader = async () =>
  withoutJsonParsers(await import("prettier/plugins/babel"));
export const loadEstree: PluginLoader = () => import("prettier/plugins/estree");
export const loadPostcss: PluginLoader = () => import("prettier/plugins/postcss");
export const loadHtml: PluginLoader = () => import("prettier/plugins/html");
