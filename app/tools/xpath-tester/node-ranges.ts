// Finds where a selected node is written in the XML source (UTF-16 offsets), so the page can
// highlight matches and move the editor to one (/xpath-tester: "matched nodes highlighted").
import type { XmlToken } from "~/lib/xml/xml-scan";
import { type XPathNode, isNamespaceNode } from "./xpath-engine";

export interface SourceRange {
  from: number;
  to: number;
}

/** xmldom's locator gives each node its 1-based line and column. */
interface Located {
  lineNumber?: number;
  columnNumber?: number;
}

export class SourceLocator {
  private readonly lineStarts: number[] = [0];
  private readonly tokensByStart = new Map<number, XmlToken>();

  constructor(
    private readonly text: string,
    private readonly tokens: readonly XmlToken[],
  ) {
    // Line breaks as xmldom counts them: CRLF, LF and a lone CR each end a line.
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code === 0x0a || (code === 0x0d && text.charCodeAt(i + 1) !== 0x0a)) {
        this.lineStarts.push(i + 1);
      }
    }
    for (const token of tokens) this.tokensByStart.set(token.start, token);
  }

  private offsetOf(node: Located): number | null {
    const { lineNumber, columnNumber } = node;
    if (lineNumber === undefined || columnNumber === undefined) return null;
    const lineStart = this.lineStarts[lineNumber - 1];
    return lineStart === undefined ? null : lineStart + columnNumber - 1;
  }

  /** The node's source range; null for nodes not written in the source (the document, xml:). */
  rangeOf(node: XPathNode): SourceRange | null {
    if (isNamespaceNode(node)) return node.baseNode ? this.rangeOf(node.baseNode) : null;
    const start = this.offsetOf(node as Located);
    if (start === null) return null;
    if (node.nodeType === 2) return this.attributeRange(start);
    const token = this.tokensByStart.get(start);
    if (!token) return null;
    if (token.kind === "open") return { from: start, to: this.tokens[token.closeIndex].end };
    return { from: start, to: token.end };
  }

  /**
   * xmldom places an attribute at its value's opening quote: the range runs back over `=` and
   * the name, and on to the closing quote.
   */
  private attributeRange(quoteIndex: number): SourceRange | null {
    const { text } = this;
    const quote = text[quoteIndex];
    if (quote !== '"' && quote !== "'") return null;
    const closing = text.indexOf(quote, quoteIndex + 1);
    let from = quoteIndex - 1;
    while (from > 0 && /[\s=]/.test(text[from])) from--;
    while (from > 0 && !/[\s<]/.test(text[from - 1])) from--;
    return { from, to: closing < 0 ? text.length : closing + 1 };
  }
}
