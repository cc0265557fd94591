// The rules table (pattern → lastmod, changefreq, priority; first match wins, then the defaults)
// and the exclude list of /sitemap-generator, checked once and matched per URL.
import { ToolError } from "~/lib/tool-error";
import { type CompiledGlob, compileGlob, globMatches } from "./glob-match";
import { FIELD_NAMES, type UrlFields, checkFields } from "./sitemap-fields";
import type { SitemapRule } from "./sitemap-options";

export type { SitemapRule };

interface CompiledPattern {
  glob: CompiledGlob;
  /** "/…" is matched against the path and query, anything else against the whole URL. */
  onPath: boolean;
}

function compilePattern(pattern: string): CompiledPattern {
  const text = pattern.trim();
  return { glob: compileGlob(text), onPath: text.startsWith("/") };
}

function patternMatches(pattern: CompiledPattern, href: string, path: string): boolean {
  return globMatches(pattern.glob, pattern.onPath ? path : href);
}

export interface FieldRules {
  /** The fields of `href`: its own, else the first matching rule's, else the defaults'. */
  fieldsFor(href: string, path: string, own: UrlFields): UrlFields;
}

/** Checks the rules and defaults (a bad value names its rule) and returns their matcher. */
export function compileRules(rules: readonly SitemapRule[], defaults: UrlFields): FieldRules {
  const checkedDefaults = checkFields(defaults);
  if ("reason" in checkedDefaults) throw new ToolError(`Defaults: ${checkedDefaults.reason}`);
  const compiled = rules.flatMap((rule, index) => {
    if (rule.pattern.trim() === "") return [];
    const checked = checkFields(rule);
    if ("reason" in checked) throw new ToolError(`Rule ${index + 1}: ${checked.reason}`);
    return [{ pattern: compilePattern(rule.pattern), fields: checked.fields }];
  });
  return {
    fieldsFor(href, path, own) {
      const rule = compiled.find((candidate) => patternMatches(candidate.pattern, href, path));
      const fields = { ...own };
      for (const name of FIELD_NAMES) {
        if (fields[name] === "") fields[name] = rule?.fields[name] || checkedDefaults.fields[name];
      }
      return fields;
    },
  };
}

/** One glob per line; blank lines skipped. */
export function compileExcludes(text: string): (href: string, path: string) => boolean {
  const patterns = text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map(compilePattern);
  return (href, path) => patterns.some((pattern) => patternMatches(pattern, href, path));
}
