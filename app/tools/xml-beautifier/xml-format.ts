// Beautifies (re-indents) or minifies XML without changing its data: comments, CDATA, processing
// instructions, the declaration and the DOCTYPE are kept, and so is all text (/xml-beautifier).
import { type XmlToken, scanXml } from "~/lib/xml/xml-scan";
import type { XmlFormatMode, XmlIndent } from "./xml-format-options";

export interface XmlFormatJob {
  text: string;
  mode: XmlFormatMode;
  indent: XmlIndent;
  removeComments: boolean;
}

type OpenToken = Extract<XmlToken, { kind: "open" }>;

export function formatXml(job: XmlFormatJob): string {
  // A parser reads CRLF and CR as LF, so normalising them first changes no data and keeps the
  // output's line breaks uniform.
  const text = job.text.replace(/\r\n?/g, "\n");
  const tokens = scanXml(text);
  return job.mode === "minify"
    ? minify(text, tokens, job.removeComments)
    : beautify(text, tokens, job.indent, job.removeComments);
}

/**
 * Whitespace between child elements is layout, but inside an element that holds text (mixed
 * content), holds only text, or asks for xml:space="preserve", every character is data: such an
 * element is written exactly as it came, with its whole content.
 */
function keepsContentAsWritten(tokens: XmlToken[], index: number, open: OpenToken): boolean {
  if (open.hasText || open.preservesSpace) return true;
  for (let child = index + 1; child < open.closeIndex; child++) {
    if (tokens[child].kind !== "text") return false;
  }
  return true;
}

function openTag(open: OpenToken): string {
  const attributes = open.attributes
    .map(({ name, rawValue, quote }) => ` ${name}=${quote}${rawValue}${quote}`)
    .join("");
  return `<${open.name}${attributes}${open.selfClosing ? "/>" : ">"}`;
}

/** The element from its open tag to its close tag, its content exactly as written. */
function elementAsWritten(text: string, tokens: XmlToken[], open: OpenToken): string {
  return `${openTag(open)}${text.slice(open.end, tokens[open.closeIndex].start)}</${open.name}>`;
}

function beautify(
  text: string,
  tokens: XmlToken[],
  indent: XmlIndent,
  removeComments: boolean,
): string {
  const unit = indent === "tab" ? "\t" : " ".repeat(Number(indent));
  const lines: string[] = [];
  let depth = 0;
  const line = (content: string) => lines.push(unit.repeat(depth) + content);
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index];
    switch (token.kind) {
      case "text":
        // Only whitespace reaches here: text inside elements is written with its element.
        break;
      case "open":
        if (token.selfClosing) {
          line(openTag(token));
        } else if (keepsContentAsWritten(tokens, index, token)) {
          line(elementAsWritten(text, tokens, token));
          index = token.closeIndex;
        } else {
          line(openTag(token));
          depth++;
        }
        break;
      case "close":
        depth--;
        line(`</${token.name}>`);
        break;
      case "comment":
        if (!removeComments) line(text.slice(token.start, token.end));
        break;
      default:
        line(text.slice(token.start, token.end));
    }
  }
  return lines.join("\n");
}

function minify(text: string, tokens: XmlToken[], removeComments: boolean): string {
  const parts: string[] = [];
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index];
    switch (token.kind) {
      case "text":
        break;
      case "open":
        if (!token.selfClosing && keepsContentAsWritten(tokens, index, token)) {
          parts.push(elementAsWritten(text, tokens, token));
          index = token.closeIndex;
        } else {
          parts.push(openTag(token));
        }
        break;
      case "close":
        parts.push(`</${token.name}>`);
        break;
      case "comment":
        if (!removeComments) parts.push(text.slice(token.start, token.end));
        break;
      default:
        parts.push(text.slice(token.start, token.end));
    }
  }
  return parts.join("");
}

/** A small document with everything the beautifier keeps, one click away on the page. */
export const XML_SAMPLE = `<?xml version="1.0" encoding="UTF-8"?>
<!-- A bookstore catalogue -->
<bookstore xmlns:dc="http://purl.org/dc/elements/1.1/"><book category="cooking" lang="en"><dc:title>Everyday Italian</dc:title><author>Giada De Laurentiis</author><year>2005</year><price currency="EUR">30.00</price></book><book category="children"><title>Harry Potter</title><author>J. K. Rowling</author><year>2005</year><price>29.99</price><note><![CDATA[Prices <b>may</b> change & vary]]></note></book><?page-break?><summary>Two <em>fine</em> books.</summary></bookstore>`;
