// Test support for the libxslt REC conformance run (../shared/conformance/libxslt-REC): which cases
// exist and how a result is compared with libxslt's expected output (issue 4, /xslt-transformer).
import { DOMParser, type Node } from "@xmldom/xmldom";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import type { XsltOutputMethod } from "./xslt-output";

export const CONFORMANCE_DIR = new URL(
  "../../../../shared/conformance/libxslt-REC/",
  import.meta.url,
);

export interface ConformanceCase {
  name: string;
  xml: string;
  /** null when the case's stylesheet is embedded in the XML (xml-stylesheet PI): the tool takes it apart. */
  xslt: string | null;
  /** null when libxslt rejects the stylesheet (only an .err file). */
  expected: string | null;
}

const read = (file: string) => readFileSync(new URL(file, CONFORMANCE_DIR), "utf8");
const exists = (file: string) => existsSync(new URL(file, CONFORMANCE_DIR));

/** Every NAME.xml is one case, as in libxslt's own runner: with NAME.xsl → NAME.out. */
export function conformanceCases(): ConformanceCase[] {
  return readdirSync(CONFORMANCE_DIR)
    .filter((file) => file.endsWith(".xml"))
    .sort()
    .map((file) => {
      const name = file.slice(0, -".xml".length);
      return {
        name,
        xml: read(file),
        xslt: exists(`${name}.xsl`) ? read(`${name}.xsl`) : null,
        expected: exists(`${name}.out`) ? read(`${name}.out`) : null,
      };
    });
}

/** xsl:import and xsl:include of the cases name sibling files (article.xsl, bigfont.xsl…). */
export function readSiblingStylesheet(href: string): string {
  return read(href.replace(/^.*\//, ""));
}

export type Agreement = "exact" | "equivalent" | "whitespace" | "different";

/**
 * How closely `actual` matches libxslt's `expected`:
 * - exact: equal once libxslt's XML declaration line and final newlines are set aside (the tool
 *   writes no declaration);
 * - equivalent: the same document where serialisation is free to differ: for XML, attribute
 *   order, namespace declaration placement, empty-element form and quoting; for HTML, also the
 *   whitespace between tags (html output indents by default) and the charset <meta> libxslt adds;
 * - whitespace: equal only when all whitespace is ignored (a failure, counted for the docs);
 * - different: anything else.
 */
export function compareResult(
  actual: string,
  expected: string,
  method: XsltOutputMethod,
): Agreement {
  const want = stripDeclaration(expected).replace(/\n+$/, "");
  const got = actual.replace(/\n+$/, "");
  if (got === want) return "exact";
  const [gotForm, wantForm] = [got, want].map((text) => serialisationFree(text, method));
  if (gotForm === wantForm) return "equivalent";
  const noSpace = (text: string) => text.replace(/\s+/g, "");
  if (noSpace(gotForm) === noSpace(wantForm)) return "whitespace";
  return "different";
}

/** The result with what its serialisation may vary set aside (see compareResult). */
function serialisationFree(text: string, method: XsltOutputMethod): string {
  if (method === "html") return looseHtml(text);
  if (method === "xml") return canonicalXml(text) ?? text;
  return text;
}

function stripDeclaration(text: string): string {
  return text.replace(/^<\?xml[^?]*\?>\n?/, "");
}

function looseHtml(text: string): string {
  return text
    .replace(/<meta (?:charset="[^"]*"|http-equiv="Content-Type"[^>]*)>/gi, "")
    .replace(/>\s+</g, "><")
    .trim();
}

/** A serialisation of `fragment` (wrapped, as results may have several roots) in which only content counts. */
function canonicalXml(fragment: string): string | null {
  let failed = false;
  const parser = new DOMParser({
    onError: (level) => {
      if (level !== "warning") failed = true;
    },
  });
  try {
    const document = parser.parseFromString(`<fragment>${fragment}</fragment>`, "text/xml");
    return failed || !document.documentElement ? null : canonicalNode(document.documentElement);
  } catch {
    return null;
  }
}

function canonicalNode(node: Node): string {
  switch (node.nodeType) {
    case 1: {
      const element = node as unknown as import("@xmldom/xmldom").Element;
      const attributes = Array.from(element.attributes)
        .filter((a) => a.name !== "xmlns" && !a.name.startsWith("xmlns:"))
        .map((a) => `{${a.namespaceURI ?? ""}}${a.localName}=${JSON.stringify(a.value)}`)
        .sort();
      const children = Array.from(element.childNodes).map(canonicalNode).join("");
      return `<{${element.namespaceURI ?? ""}}${element.localName} ${attributes.join(" ")}>${children}</>`;
    }
    case 3:
    case 4:
      return (node.nodeValue ?? "").replace(/&/g, "&amp;").replace(/</g, "&lt;");
    case 7:
      return `<?${node.nodeName} ${node.nodeValue}?>`;
    case 8:
      return `<!--${node.nodeValue}-->`;
    default:
      return "";
  }
}
