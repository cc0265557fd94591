// Writes an XSLT result tree as text by the xml, html or text output method (XSLT 1.0 §16). The
// engine's own writer drops whitespace-only text and escapes nothing by default (issue 4).
import type { XsltOutputMethod } from "./xslt-output";

/** The parts of the engine's result nodes (XNode) this writer reads. */
export interface ResultNode {
  nodeType: number;
  nodeName: string;
  nodeValue: string | null;
  prefix?: string | null;
  childNodes: ResultNode[];
  siblingPosition?: number;
  /** false for text written with disable-output-escaping="yes". */
  escape?: boolean;
}

const ELEMENT = 1;
const ATTRIBUTE = 2;
const TEXT = 3;
const CDATA = 4;
const PROCESSING_INSTRUCTION = 7;
const COMMENT = 8;
const DOCUMENT = 9;
const FRAGMENT = 11;

/** HTML elements written without an end tag (§16.2). */
const HTML_VOID = new Set([
  "area",
  "base",
  "basefont",
  "br",
  "col",
  "embed",
  "frame",
  "hr",
  "img",
  "input",
  "isindex",
  "link",
  "meta",
  "param",
  "source",
  "track",
  "wbr",
]);
/** HTML elements whose text is written as it is (§16.2). */
const HTML_RAW_TEXT = new Set(["script", "style"]);

export interface SerializeOptions {
  method: XsltOutputMethod;
  /** xsl:output indent="yes": line breaks and two spaces between elements that hold no text. */
  indent: boolean;
}

export function serializeResult(root: ResultNode, options: SerializeOptions): string {
  const out: string[] = [];
  new ResultWriter(out, options).children(root, -1, false);
  return out.join("");
}

/** Children in document order: the engine records it in siblingPosition, not always in the array. */
function orderedChildren(node: ResultNode): ResultNode[] {
  return node.childNodes
    .filter((child) => child.nodeType !== ATTRIBUTE)
    .map((child, index) => ({ child, index }))
    .sort(
      (a, b) =>
        (a.child.siblingPosition ?? a.index) - (b.child.siblingPosition ?? b.index) ||
        a.index - b.index,
    )
    .map(({ child }) => child);
}

const isBlank = (node: ResultNode) =>
  (node.nodeType === TEXT || node.nodeType === CDATA) && /^[ \t\r\n]*$/.test(node.nodeValue ?? "");

class ResultWriter {
  constructor(
    private readonly out: string[],
    private readonly options: SerializeOptions,
  ) {}

  children(node: ResultNode, depth: number, rawText: boolean) {
    const children = orderedChildren(node);
    // Indenting adds whitespace, so only where the element holds no text of its own (§16.1).
    const indent =
      this.options.indent &&
      this.options.method !== "text" &&
      node.nodeType === ELEMENT &&
      children.some((child) => child.nodeType === ELEMENT) &&
      children.every((child) =>
        child.nodeType !== TEXT && child.nodeType !== CDATA ? true : isBlank(child),
      );
    for (const child of children) {
      if (indent && isBlank(child)) continue;
      if (indent) this.out.push("\n" + "  ".repeat(depth + 1));
      this.node(child, depth + 1, rawText);
    }
    if (indent) this.out.push("\n" + "  ".repeat(depth));
  }

  node(node: ResultNode, depth: number, rawText: boolean) {
    const { method } = this.options;
    const value = node.nodeValue ?? "";
    switch (node.nodeType) {
      case TEXT:
      case CDATA:
        this.out.push(
          method === "text" || rawText || node.escape === false ? value : escapeText(value),
        );
        return;
      case COMMENT:
        if (method !== "text") this.out.push(`<!--${value}-->`);
        return;
      case PROCESSING_INSTRUCTION:
        if (method !== "text") {
          const end = method === "html" ? ">" : "?>";
          this.out.push(value ? `<?${node.nodeName} ${value}${end}` : `<?${node.nodeName}${end}`);
        }
        return;
      case ELEMENT:
        if (method === "text") this.children(node, depth, true);
        else this.element(node, depth);
        return;
      case DOCUMENT:
      case FRAGMENT:
        this.children(node, depth - 1, rawText);
        return;
    }
  }

  element(node: ResultNode, depth: number) {
    const html = this.options.method === "html";
    const name = qualifiedName(node);
    const attributes = node.childNodes
      .filter((child) => child.nodeType === ATTRIBUTE && child.nodeValue !== null)
      .map(
        (attribute) =>
          ` ${qualifiedName(attribute)}="${escapeAttribute(attribute.nodeValue ?? "", html)}"`,
      )
      .join("");
    this.out.push(`<${name}${attributes}`);
    const lowerName = name.toLowerCase();
    if (orderedChildren(node).length === 0) {
      if (!html) this.out.push("/>");
      else this.out.push(HTML_VOID.has(lowerName) ? ">" : `></${name}>`);
      return;
    }
    this.out.push(">");
    this.children(node, depth, html && HTML_RAW_TEXT.has(lowerName));
    this.out.push(`</${name}>`);
  }
}

function qualifiedName(node: ResultNode): string {
  const { nodeName, prefix } = node;
  return prefix && !nodeName.startsWith(`${prefix}:`) ? `${prefix}:${nodeName}` : nodeName;
}

function escapeText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** HTML leaves < in attribute values alone (§16.2); both escape & and ". */
function escapeAttribute(value: string, html: boolean): string {
  const escaped = value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
  return html
    ? escaped
    : escaped
        .replace(/</g, "&lt;")
        .replace(/\t/g, "&#9;")
        .replace(/\n/g, "&#10;")
        .replace(/\r/g, "&#13;");
}

/** §16: without a declared method, a result whose first element is <html> (no namespace) is HTML. */
export function isHtmlResult(root: ResultNode): boolean {
  for (const child of orderedChildren(root)) {
    if (child.nodeType === ELEMENT) {
      return child.nodeName.toLowerCase() === "html" && !child.prefix && !hasNamespace(child);
    }
    if (child.nodeType === TEXT && !isBlank(child)) return false;
  }
  return false;
}

function hasNamespace(node: ResultNode): boolean {
  const uri = (node as { namespaceUri?: string | null }).namespaceUri;
  return typeof uri === "string" && uri !== "";
}
