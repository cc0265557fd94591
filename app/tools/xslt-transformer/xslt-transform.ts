// Applies an XSLT 1.0 stylesheet to an XML document with xslt-processor (pure JavaScript, so it runs
// in any browser and in workers, unlike the XSLTProcessor Chromium is removing): issue 4, /xslt-transformer.
import type { Document, Node } from "@xmldom/xmldom";
import { ToolError, withMessagePrefix } from "~/lib/tool-error";
import { parseXmlDocument } from "~/lib/xml-dom";
import { isQualifiedXmlName } from "~/lib/xml-names";
import { XSLT_NAMESPACE, type XsltOutputMethod, outputDeclaration } from "./xslt-output";
import { type ResultNode, isHtmlResult, serializeResult } from "./xslt-serialize";

/** A type, not an interface, so it fits the string-record rows of EditableRows. */
export type XsltParameter = {
  name: string;
  value: string;
};

export interface XsltJob {
  xml: string;
  xslt: string;
  /** Top-level xsl:param values, passed as strings; rows without a name are ignored. */
  parameters: readonly XsltParameter[];
}

export interface XsltResult {
  output: string;
  method: XsltOutputMethod;
  /** What xsl:message and the engine's warnings said, in order (shown instead of being logged). */
  messages: string[];
}

/** Reads the stylesheet an xsl:import or xsl:include names. */
export type StylesheetLoader = (href: string) => string | Promise<string>;

export const EMPTY_XML_MESSAGE = "Enter the XML document to transform.";
export const EMPTY_XSLT_MESSAGE = "Enter the XSLT stylesheet to apply.";
export const NOT_A_STYLESHEET_MESSAGE =
  "XSLT: the root element must be xsl:stylesheet or xsl:transform in the namespace http://www.w3.org/1999/XSL/Transform.";

/** The page has only the two inputs: nothing is fetched, so an import cannot be resolved. */
export const refuseExternalStylesheets: StylesheetLoader = (href) => {
  throw new ToolError(
    `XSLT: cannot load "${href}" for xsl:import or xsl:include: nothing is fetched from the network or disk. Paste its templates into the stylesheet instead.`,
  );
};

export async function transformXslt(
  job: XsltJob,
  loadStylesheet: StylesheetLoader = refuseExternalStylesheets,
): Promise<XsltResult> {
  if (job.xml.trim() === "") throw new ToolError(EMPTY_XML_MESSAGE);
  if (job.xslt.trim() === "") throw new ToolError(EMPTY_XSLT_MESSAGE);
  // The project's tokenizer first, so malformed input names its line and column like every XML tool.
  const source = withMessagePrefix("XML: ", () => parseXmlDocument(job.xml));
  const stylesheet = withMessagePrefix("XSLT: ", () => parseXmlDocument(job.xslt));
  const root = stylesheet.documentElement;
  const simplified = root?.getAttributeNS(XSLT_NAMESPACE, "version");
  if (!root || (root.namespaceURI !== XSLT_NAMESPACE && !simplified)) {
    throw new ToolError(NOT_A_STYLESHEET_MESSAGE);
  }

  // Loaded on first use: the engine is ~120 KB gz, kept in its own chunk (its LGPL-3.0 licence).
  const { Xslt, domDocumentToXDocument } = await import("xslt-processor");
  const engineDocument = (document: Document) => {
    // The engine takes the document's first child for its root element, so a leading comment,
    // processing instruction or doctype would hide the whole document from the stylesheet: only
    // the root element is handed over (top-level comments and PIs are not visible to templates).
    const root = document.documentElement as Node;
    cdataToText(root);
    return domDocumentToXDocument(root as unknown as globalThis.Node);
  };
  const messages: string[] = [];
  const engine = new Xslt({
    parameters: checkedParameters(job.parameters),
    fetchFunction: async (href: string) => loadStylesheet(href),
  });
  // The engine would print warnings and xsl:message text to the console; the page shows them instead.
  engine.warningsCallback = (...parts: unknown[]) => messages.push(parts.map(String).join(" "));
  const tree = await withConsoleCaptured(messages, () =>
    engine.xsltProcessToDocument(engineDocument(source), engineDocument(stylesheet)),
  ).catch((error: unknown) => {
    throw engineError(error);
  });
  const result = tree as unknown as ResultNode;
  const declared = outputDeclaration(stylesheet);
  const method = declared.method ?? (isHtmlResult(result) ? "html" : "xml");
  // HTML output indents unless told not to (§16.2); XML only when asked.
  const indent = declared.indent ?? method === "html";
  return { output: serializeResult(result, { method, indent }), method, messages };
}

/**
 * XPath sees CDATA as plain text (XSLT 1.0 §3.1), but the engine skips CDATA nodes in templates
 * (a literal <![CDATA[…]]> would vanish from the result): hand them over as text nodes.
 */
function cdataToText(node: Node) {
  for (let child = node.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === child.CDATA_SECTION_NODE) {
      const text = child.ownerDocument!.createTextNode(child.nodeValue ?? "");
      node.replaceChild(text, child);
      child = text;
    } else if (child.hasChildNodes()) {
      cdataToText(child);
    }
  }
}

function checkedParameters(parameters: readonly XsltParameter[]): XsltParameter[] {
  const named = parameters.filter((parameter) => parameter.name.trim() !== "");
  for (const { name } of named) {
    if (!isQualifiedXmlName(name.trim())) {
      throw new ToolError(`Parameter name "${name}" is not a valid XML name.`);
    }
  }
  return named.map(({ name, value }) => ({ name: name.trim(), value }));
}

/** xsl:message goes to console.log in the engine: collect it for the page instead of logging it. */
async function withConsoleCaptured<T>(messages: string[], work: () => Promise<T>): Promise<T> {
  const { log, warn } = console;
  const collect = (...parts: unknown[]) => {
    messages.push(
      parts
        .map(String)
        .join(" ")
        .replace(/^\[xsl:message\] /, "xsl:message: "),
    );
  };
  console.log = collect;
  console.warn = collect;
  try {
    return await work();
  } finally {
    console.log = log;
    console.warn = warn;
  }
}

function engineError(error: unknown): ToolError {
  if (error instanceof ToolError) return error;
  if (error instanceof RangeError) {
    return new ToolError(
      "XSLT: the transformation recursed too deeply (a template that keeps calling itself?).",
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  return new ToolError(`XSLT: ${message.trim()}`);
}
