// Reads an existing sitemap (a <urlset> of sitemaps.org) back into URLs with their fields, so it can
// be edited and generated again; the checking XML tokenizer of app/lib rejects malformed XML with
// its line and column.
import { ToolError } from "~/lib/tool-error";
import { unescapeXml } from "~/lib/xml/xml-escape";
import { scanXml } from "~/lib/xml/xml-scan";
import { NO_FIELDS, type UrlFields } from "./sitemap-fields";
import type { ListedUrl } from "./sitemap-list";

const FIELD_ELEMENTS = new Set(["loc", "lastmod", "changefreq", "priority"]);

export const SITEMAP_INDEX_MESSAGE =
  "This is a sitemap index: it lists sitemap files, not pages. Import each sitemap it lists instead.";

/** "ns:loc" → "loc": sitemaps are read by local name, whatever prefix their namespace has. */
function localName(name: string): string {
  return name.slice(name.indexOf(":") + 1);
}

/** The <url> elements of a sitemap, each with the line of its start tag. */
export function readSitemapXml(text: string): ListedUrl[] {
  const tokens = scanXml(text);
  const listed: ListedUrl[] = [];
  let line = 1;
  let counted = 0; // newlines are counted up to here
  const lineAt = (index: number) => {
    for (let i = text.indexOf("\n", counted); i >= 0 && i < index; i = text.indexOf("\n", i + 1)) {
      line++;
    }
    counted = Math.max(counted, index);
    return line;
  };

  const path: string[] = [];
  let current: { line: number; loc: string; fields: UrlFields } | null = null;
  let field: string | null = null;
  for (const token of tokens) {
    if (token.kind === "open") {
      const name = localName(token.name);
      if (path.length === 0 && name !== "urlset") {
        if (name === "sitemapindex") throw new ToolError(SITEMAP_INDEX_MESSAGE);
        throw new ToolError(
          `This XML is not a sitemap: its root element is <${token.name}>, not <urlset>.`,
        );
      }
      if (path.length === 1 && name === "url") {
        current = { line: lineAt(token.start), loc: "", fields: { ...NO_FIELDS } };
      } else if (path.length === 2 && current && FIELD_ELEMENTS.has(name)) {
        field = name;
      }
      if (!token.selfClosing) path.push(name);
      else if (path.length === 1 && name === "url") current = null; // <url/>: nothing to list
    } else if (token.kind === "close") {
      path.pop();
      if (path.length === 2) field = null;
      if (path.length === 1 && current) {
        listed.push({ line: current.line, input: current.loc.trim(), fields: current.fields });
        current = null;
      }
    } else if (current && field && (token.kind === "text" || token.kind === "cdata")) {
      const raw = text.slice(token.start, token.end);
      const value = token.kind === "cdata" ? raw.slice(9, -3) : unescapeXml(raw);
      if (field === "loc") current.loc += value;
      else current.fields[field as keyof UrlFields] += value.trim();
    }
  }
  return listed;
}
