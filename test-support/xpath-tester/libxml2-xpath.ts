// Test-only: runs libxml2's XPath test data (../shared/conformance/libxml2-xpath) through the tester's
// evaluator and prints each result as libxml2's runtest does, so the expected files compare as text.
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { Document, Node as XmlNode } from "@xmldom/xmldom";
import { parseXmlDocument } from "~/lib/xml/xml-dom";
import {
  type XPathNode,
  type XPathValue,
  evaluateXPathExpression,
  isNamespaceDeclaration,
  isNamespaceNode,
  toXPathDataModel,
} from "~/tools/xpath-tester/xpath-engine";
import { checkXPathSyntax } from "~/tools/xpath-tester/xpath-syntax";
import { trimTrailing } from "~/lib/text/trim-chars";

export const CONFORMANCE_ROOT = join(process.cwd(), "../shared/conformance/libxml2-xpath");

export interface ConformanceCase {
  /** "expr/base", "tests/simplebase", "xptr/vidparts"… */
  file: string;
  expression: string;
  /** libxml2's dump of the result, from "Object is" on. */
  expected: string;
}

/** Every case of the result files, in order: one per "Expression:" block. */
export function loadCases(): ConformanceCase[] {
  const cases: ConformanceCase[] = [];
  for (const group of ["expr", "tests", "xptr"]) {
    const folder = join(CONFORMANCE_ROOT, "result/XPath", group);
    for (const name of readdirSync(folder).sort()) {
      const blocks = readFileSync(join(folder, name), "utf8").split("\n========================\n");
      for (const block of blocks) {
        const match = /^Expression: (.*)\n([\s\S]*)$/.exec(block);
        if (match) {
          cases.push({ file: `${group}/${name}`, expression: match[1], expected: match[2] });
        }
      }
    }
  }
  return cases.map((c) => ({ ...c, expected: trimTrailing(c.expected, "\n") }));
}

/** The document a test file runs against: tests/simplebase → docs/simple (runtest's naming). */
export function documentNameFor(file: string): string | null {
  const [group, name] = file.split("/");
  if (group === "expr") return null;
  const docs = readdirSync(join(CONFORMANCE_ROOT, "test/XPath/docs"));
  return docs.filter((doc) => name.startsWith(doc)).sort((a, b) => b.length - a.length)[0] ?? null;
}

export function loadDocument(name: string | null): Document {
  const text =
    name === null
      ? "<doc/>"
      : readFileSync(join(CONFORMANCE_ROOT, "test/XPath/docs", name), "utf8");
  return toXPathDataModel(parseXmlDocument(text));
}

/** xmlDebugDumpString: 40 bytes of UTF-8 at most, blanks as spaces, other non-ASCII bytes as #XX. */
function dumpString(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let out = "";
  for (let i = 0; i < Math.min(bytes.length, 40); i++) {
    const byte = bytes[i];
    if (byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d) out += " ";
    else if (byte >= 0x80) out += `#${byte.toString(16).toUpperCase()}`;
    else out += String.fromCharCode(byte);
  }
  return bytes.length >= 40 ? out + "..." : out;
}

/** C's printf("%g"): six significant digits, exponent form outside 1e-4 ≤ |x| < 1e6. */
export function formatG(value: number): string {
  const [mantissa, exponentText] = value.toExponential(5).split("e");
  const exponent = Number(exponentText);
  const trim = (digits: string) => {
    if (!digits.includes(".")) return digits;
    // Trailing zeros, and the point before them when they were all the decimals.
    const kept = trimTrailing(digits, "0");
    return kept.length < digits.length && kept.endsWith(".") ? kept.slice(0, -1) : kept;
  };
  if (exponent < -4 || exponent >= 6) {
    const sign = exponent < 0 ? "-" : "+";
    return `${trim(mantissa)}e${sign}${String(Math.abs(exponent)).padStart(2, "0")}`;
  }
  return trim(value.toFixed(5 - exponent));
}

function line(depth: number, text: string): string {
  return `${"  ".repeat(depth)}${text}\n`;
}

function dumpNamespace(prefix: string, uri: string, depth: number): string {
  return prefix === ""
    ? line(depth, `default namespace href=${dumpString(uri)}`)
    : line(depth, `namespace ${dumpString(prefix)} href=${dumpString(uri)}`);
}

function dumpAttribute(node: XmlNode, depth: number): string {
  return (
    line(depth, `ATTRIBUTE ${dumpString(node.localName ?? node.nodeName)}`) +
    line(depth + 1, "TEXT") +
    line(depth + 2, `content=${dumpString(node.nodeValue ?? "")}`)
  );
}

const CONTENT_NODES: Record<number, string> = {
  3: "TEXT",
  4: "CDATA_SECTION",
  8: "COMMENT",
};

/** xmlXPathDebugDumpNode: one line for the node, then an element's namespaces and attributes. */
function dumpNode(node: XPathNode, depth: number): string {
  if (isNamespaceNode(node)) return dumpNamespace(node.prefix, node.nodeValue, depth);
  switch (node.nodeType) {
    case 9:
      return line(depth, " /");
    case 2:
      return dumpAttribute(node, depth);
    case 1: {
      let out = line(depth, `ELEMENT ${dumpString(node.localName ?? node.nodeName)}`);
      const attributes = (
        node as unknown as { attributes: { length: number; item(i: number): XmlNode } }
      ).attributes;
      const all = Array.from({ length: attributes.length }, (_, i) => attributes.item(i));
      for (const attribute of all.filter(isNamespaceDeclaration)) {
        const prefix = attribute.nodeName === "xmlns" ? "" : attribute.localName!;
        out += dumpNamespace(prefix, attribute.nodeValue ?? "", depth + 1);
      }
      for (const attribute of all.filter((a) => !isNamespaceDeclaration(a))) {
        out += dumpAttribute(attribute, depth + 1);
      }
      return out;
    }
    case 7:
      return (
        line(depth, `PI ${dumpString(node.nodeName)}`) +
        line(depth + 1, `content=${dumpString(node.nodeValue ?? "")}`)
      );
    default:
      return (
        line(depth, CONTENT_NODES[node.nodeType] ?? `NODE ${node.nodeType}`) +
        line(depth + 1, `content=${dumpString(node.nodeValue ?? "")}`)
      );
  }
}

/** xmlXPathDebugDumpObject at depth 0; null stands for libxml2's NULL (an error). */
export function dumpValue(value: XPathValue | null): string {
  if (value === null) return "Object is empty (NULL)";
  switch (value.type) {
    case "boolean":
      return `Object is a Boolean : ${value.value}`;
    case "string":
      return `Object is a string : ${dumpString(value.value)}`;
    case "number": {
      const n = value.value;
      const text = Number.isNaN(n)
        ? "NaN"
        : n === Infinity
          ? "Infinity"
          : n === -Infinity
            ? "-Infinity"
            : n === 0
              ? "0"
              : formatG(n);
      return `Object is a number : ${text}`;
    }
    case "node-set": {
      let out = `Object is a Node Set :\nSet contains ${value.nodes.length} nodes:\n`;
      value.nodes.forEach((node, i) => {
        // The index takes the place of the first line's indentation, as in libxml2.
        out += `${i + 1}` + dumpNode(node, 1);
      });
      return trimTrailing(out, "\n");
    }
  }
}

/** Evaluates like libxml2's runtest: the root element is the context node; errors give NULL. */
export function evaluateLikeRuntest(
  expression: string,
  document: Document,
  namespaces: Record<string, string> = {},
  contextNode: XmlNode = document.documentElement as unknown as XmlNode,
): XPathValue | null {
  try {
    const checked = checkXPathSyntax(expression, (prefix) => prefix in namespaces);
    return evaluateXPathExpression(checked, contextNode, namespaces);
  } catch {
    return null;
  }
}

const POINTER_PART = /\s*([a-z][a-z0-9]*)\(((?:[^()^]|\^.|\([^()]*\))*)\)/y;

/** A child sequence (/1/2/3, chapter1/3, chapter1) as XPath: id() for a leading name. */
function childSequenceXPath(sequence: string): string {
  const [first, ...rest] = sequence.split("/");
  const start = first === "" ? "" : `id('${first}')`;
  return start + rest.map((n) => `/*[${n}]`).join("");
}

/**
 * XPointer (the xptr/ cases) mapped onto XPath: xpath1() and element() parts in turn, the first
 * non-empty node set wins, none gives NULL; xmlns() parts bind prefixes for the parts after them;
 * a bare child sequence is one XPath path. Returns null when the pointer is of another form.
 */
export function evaluatePointer(pointer: string, document: Document): XPathValue | null {
  const root = document as unknown as XmlNode;
  if (/^[\w/]+$/.test(pointer)) {
    return evaluateLikeRuntest(childSequenceXPath(pointer), document, {}, root);
  }
  const namespaces: Record<string, string> = {};
  POINTER_PART.lastIndex = 0;
  for (let part = POINTER_PART.exec(pointer); part; part = POINTER_PART.exec(pointer)) {
    const [, scheme, body] = part;
    if (scheme === "xmlns") {
      const [prefix, uri] = body.split("=");
      namespaces[prefix.trim()] = uri.trim();
      continue;
    }
    const expression = scheme === "element" ? childSequenceXPath(body) : body;
    const value = evaluateLikeRuntest(expression, document, namespaces, root);
    if (value?.type === "node-set" && value.nodes.length > 0) return value;
  }
  return null;
}
