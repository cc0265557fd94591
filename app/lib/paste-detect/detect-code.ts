// Detectors for markup and code: XML, HTML, Markdown, SQL, JavaScript and CSS. They look at
// shape over the first 20 KB, so they stay cheap; the tools parse for real.
import type { Finding } from "./paste-kinds";
import type { TextFacts } from "./text-facts";

const HTML_ELEMENTS = new Set(
  (
    "html head body title meta link script style div span p a img ul ol li table thead tbody tr td th " +
    "h1 h2 h3 h4 h5 h6 br hr form input button label select option textarea nav header footer main " +
    "section article aside figure figcaption pre code em strong b i u small blockquote iframe video " +
    "audio source canvas svg template details summary dl dt dd sup sub abbr time mark noscript picture"
  ).split(" "),
);
const TAG = /<([a-z][\w:-]*)/gi;

/** The element names of the first tags of a text, lower-cased (at most 200). */
function tagNames(text: string): string[] {
  const names: string[] = [];
  for (const match of text.slice(0, 20_000).matchAll(TAG)) {
    names.push(match[1].toLowerCase());
    if (names.length === 200) break;
  }
  return names;
}

function withoutProlog(text: string): string {
  let rest = text.replace(/^\uFEFF/, "");
  for (;;) {
    rest = rest.trimStart();
    const end = rest.startsWith("<?")
      ? rest.indexOf("?>") + 2
      : rest.startsWith("<!--")
        ? rest.indexOf("-->") + 3
        : 0;
    if (end <= 2) return rest;
    rest = rest.slice(end);
  }
}

/** Text with HTML elements in it ("Foo <div>Bar</div> Baz"): a fragment, named less surely. */
function htmlInText(text: string): Finding[] | null {
  const closed = text.slice(0, 20_000).match(/<\/([a-z][\w-]*)>/gi) ?? [];
  const html = closed.filter((tag) => HTML_ELEMENTS.has(tag.slice(2, -1).toLowerCase()));
  return html.length > 0 && html.length === closed.length
    ? [{ kind: "html", confidence: 0.55, description: "Text with HTML elements" }]
    : null;
}

export function detectMarkup({ text }: TextFacts): Finding[] | null {
  if (text[0] !== "<" || !text.endsWith(">")) return htmlInText(text);
  const body = withoutProlog(text);
  const names = tagNames(body);
  if (names.length === 0 && !/^<!doctype/i.test(body)) return null;
  const html = names.filter((name) => HTML_ELEMENTS.has(name)).length;
  const declared = text.startsWith("<?xml");
  const htmlDocument = /^<!doctype html/i.test(body) || names[0] === "html";
  // XML may use HTML's names inside its own root (<doc><div/></doc>); HTML starts with one of its own.
  const htmlRoot = HTML_ELEMENTS.has(names[0] ?? "");
  const findings: Finding[] = [];
  if (names[0] === "svg")
    return [
      {
        kind: "xml",
        confidence: 0.95,
        description: "SVG image (XML)",
        tools: ["/xml-beautifier", "/image-converter"],
      },
    ];
  if (htmlDocument || (!declared && htmlRoot && html >= names.length * 0.6))
    findings.push({
      kind: "html",
      confidence: htmlDocument ? 0.97 : 0.9,
      description: htmlDocument ? "HTML document" : "HTML fragment",
    });
  const xmlConfidence = declared ? 0.97 : html === 0 ? 0.93 : htmlDocument ? 0.4 : 0.6;
  findings.push({
    kind: "xml",
    confidence: xmlConfidence,
    description: /^<\?xml-stylesheet|<xsl:stylesheet|<xsl:transform/.test(body.slice(0, 500))
      ? "XSLT stylesheet (XML)"
      : /^<(\w+:)?schema\b/.test(body)
        ? "XML Schema (XSD)"
        : `XML document, root <${names[0] ?? "?"}>`,
  });
  return findings;
}

/** Signs that one is enough for: a heading, a fence, a list or quote of several lines, a link definition, a table. */
const MARKDOWN_BLOCKS: readonly RegExp[] = [
  /^#{1,6} \S/m,
  /^(```|~~~)/m,
  /^\s{0,3}([-*+]|\d+[.)]) +\S[^]*?^\s{0,3}([-*+]|\d+[.)]) +\S/m,
  /^> .*\n>/m,
  /^\S.*\n={3,}\s*$/m,
  /^\[[^\]\n]+\]: *\S/m,
  /^\|?[ :]*-{3,}[ :]*\|/m,
];
const MARKDOWN_FEATURES: readonly RegExp[] = [
  ...MARKDOWN_BLOCKS,
  /^\s{0,3}([-*+]|\d+[.)]) \S/m,
  /\]\([^()\s]{1,300}\)/,
  /\*\*[^*\n]+\*\*|__[^_\n]+__/,
  /^> /m,
  /^\|?[ \t]*:?-{3,}:?[ \t]*\|/m,
  /`[^`\n]+`/,
];

export function detectMarkdown({ text, lines }: TextFacts): Finding | null {
  // A source file's header comment (" * Licensed under …") looks like a list; no README opens so.
  if (text.startsWith("/*") || text.startsWith("//")) return null;
  const sample = text.slice(0, 20_000);
  const features = MARKDOWN_FEATURES.filter((feature) => feature.test(sample)).length;
  const block = MARKDOWN_BLOCKS.some((sign) => sign.test(sample));
  if (features < 2 && !(block && lines.length > 1)) return null;
  // Lists under "key:" lines at the root are YAML's (a CI file); Markdown then is the weaker guess.
  const yamlKeys = /^[\w-]+:(\s|$)/m.test(sample) && !/^(#{1,6} |```)/m.test(sample);
  return {
    kind: "markdown",
    confidence: yamlKeys ? 0.5 : Math.min(0.92, 0.5 + 0.1 * features + (block ? 0.1 : 0)),
    description: "Markdown",
  };
}

const SQL_START: readonly RegExp[] = [
  // A select list starts with *, a quoted name or a name (maybe called), then a comma, AS, FROM
  // or the end: "Select the best option" has a second word instead.
  /^select\s+(distinct\s+|top\s+\d+\s+)?(\*|`[^`\n]*`|\[[^\]\n]*\]|"[^"\n]*"|'[^'\n]*'|[\w.:]+(\([^)\n]*\))?)(\s*[,;]|\s+as\s|\s+from\s|\s*$)/i,
  /^insert\s+(or\s+\w+\s+)?into\s/i,
  /^update\s+[\w."`[\]]+\s+set\s/i,
  /^delete\s+from\s/i,
  /^(create|alter|drop)\s+(or\s+replace\s+)?(temporary\s+|unique\s+)?(table|view|index|schema|database|function|procedure|trigger|sequence|type|extension)\s/i,
  /^with\s+(recursive\s+)?\w+(\s*\([^)]*\))?\s+as\s*\(/i,
  /^(merge\s+into|truncate\s+table|grant\s+\w+|revoke\s+\w+|explain\s+(analyze\s+)?select)\s/i,
];

export function detectSql({ text }: TextFacts): Finding | null {
  const statement = text.replace(/^(--[^\n]*\n|\/\*[^*]*\*\/|\s)+/, "");
  if (!SQL_START.some((start) => start.test(statement))) return null;
  return {
    kind: "sql",
    confidence: 0.93,
    description: `SQL ${statement.split(/\s/)[0].toUpperCase()} statement`,
  };
}

const JS_SIGNS: readonly RegExp[] = [
  /\b(const|let|var)\s+[\w$[{]/,
  /\bfunction(\s+[\w$]+)?\s*\(/,
  /=>/,
  /\b(import|export)\b[\s{*]/,
  /\breturn\b/,
  /\b(console|document|window|module|require|process)\s*[.(]/,
  /\b(if|for|while|switch)\s*\(/,
  /\bclass\s+\w+/,
  /;\s*$/m,
  /\b(async|await|new|this|typeof|null|undefined)\b/,
];

/** What only a JavaScript module starts with or says: one is enough. */
const JS_MODULE =
  /^(["']use strict["']|import\s[\w{*][^\n]*\sfrom\s+["']|export\s+(default|const|let|var|async|function|class|\{))|\bmodule\.exports\s*=|\bexports\.\w+\s*=|\brequire\(["'][^"'\n]+["']\)/m;

export function detectJavaScript({ text }: TextFacts): Finding | null {
  const sample = text.slice(0, 20_000);
  // Code in a README's fences is Markdown's: a fence or a heading line is no script's syntax.
  if (/^(```|#{1,6} )/m.test(sample)) return null;
  const signs =
    JS_SIGNS.filter((sign) => sign.test(sample)).length + (JS_MODULE.test(sample) ? 3 : 0);
  if (signs < 3 || !/[(){};=]/.test(sample)) return null;
  return {
    kind: "javascript",
    confidence: Math.min(0.92, 0.5 + 0.08 * signs),
    description: "JavaScript",
  };
}

const DECLARATION = /^\s*(--[\w-]+|-?[a-z][a-z-]*|\*?[a-z-]+)\s*:/i;

/** Rules of a style sheet whose body is declarations ("color: red"), over the first 20 KB. */
function cssRuleShare(text: string): { rules: number; share: number } {
  const blocks = text
    .slice(0, 20_000)
    .replace(/\/\*[^*]*\*+([^/*][^*]*\*+)*\//g, "")
    .split("}");
  let rules = 0;
  let cssLike = 0;
  for (const block of blocks) {
    const open = block.lastIndexOf("{");
    if (open < 0) continue;
    rules++;
    // "export {}" and "a {}" say nothing: only a rule with declarations is evidence.
    if (block.slice(open + 1).trim() === "") {
      rules--;
      continue;
    }
    const selector = block.slice(0, open).split(/[;{]/).pop()?.trim() ?? "";
    const declarations = block
      .slice(open + 1)
      .split(";")
      .map((d) => d.trim())
      .filter((d) => d !== "");
    const selectorOk =
      selector !== "" && !/[=()]\s*$|\b(function|if|for|while|return|=>)\b/.test(selector);
    if (selectorOk && declarations.every((d) => DECLARATION.test(d) && !d.includes("=>")))
      cssLike++;
  }
  return { rules, share: rules === 0 ? 0 : cssLike / rules };
}

/** Words a style sheet never holds outside its strings and comments. */
const SCRIPT_WORDS =
  /(?:^|[;{}\s])(?:const|let|var)\s+[\w$]+\s*=|\bfunction\s*[\w$]*\(|\breturn[\s(;]|=>|\brequire\(|\b(?:module\.)?exports\b|["']use strict["']|^(?:import|export)\b/m;
/** A style sheet of at-rules alone: "@tailwind utilities;", "@import url(a.css);". */
const AT_RULES_ONLY = /^(@(import|tailwind|charset|use|forward|layer)\s[^;{}\n]+;\s*)+$/;

export function detectCss({ text }: TextFacts): Finding | null {
  if (AT_RULES_ONLY.test(text))
    return { kind: "css", confidence: 0.8, description: "CSS (at-rules only)" };
  if (!text.includes("{")) return null;
  if (SCRIPT_WORDS.test(text.slice(0, 20_000).replace(/\/\*[^*]*\*+([^/*][^*]*\*+)*\//g, "")))
    return null;
  const { rules, share } = cssRuleShare(text);
  if (rules === 0 || share < 0.6) return null;
  return {
    kind: "css",
    confidence: share > 0.9 ? 0.92 : 0.7,
    description: `CSS (${rules} rule${rules === 1 ? "" : "s"})`,
  };
}
