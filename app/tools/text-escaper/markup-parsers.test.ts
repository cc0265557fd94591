// @vitest-environment jsdom
// The escaped HTML and XML must read back through real parsers (jsdom's HTML5 and XML parsers),
// and the entity table must decode as a browser decodes. Each test parses one document holding
// all its cases: creating a document per case would take minutes in jsdom.
import { escapeXmlAttribute, escapeXmlText, isXmlChar } from "~/lib/xml/xml-escape";
import { HTML_NAMED_ENTITIES } from "./html-entities";
import { escapeHtml, unescapeHtml } from "./html-escape";
import { randomCodeUnitTexts, randomTexts } from "../../../test-support/random-text";
import { DEFAULT_ESCAPE_OPTIONS, escapeText } from "./text-escaper";

const parser = new DOMParser();

/** The text of each <p>, for a document of one <p> per piece of markup. */
function htmlTexts(markups: readonly string[]): string[] {
  const html = `<!doctype html>${markups.map((markup) => `<p>${markup}</p>`).join("")}`;
  const paragraphs = parser.parseFromString(html, "text/html").querySelectorAll("p");
  return Array.from(paragraphs, (p) => p.textContent ?? "");
}

function htmlTitles(escapedValues: readonly string[]): string[] {
  const html = `<!doctype html>${escapedValues.map((value) => `<p title="${value}"></p>`).join("")}`;
  const paragraphs = parser.parseFromString(html, "text/html").querySelectorAll("p");
  return Array.from(paragraphs, (p) => p.getAttribute("title") ?? "");
}

function parseXml(markup: string): Document {
  const document = parser.parseFromString(markup, "application/xml");
  expect(document.querySelector("parsererror")).toBeNull();
  return document;
}

// What an HTML parser makes of raw text, whatever the escaping: CRLF and CR become LF, and NUL is
// dropped in text and becomes U+FFFD in attributes. HTML cannot carry either, so the escaper is
// not asked to.
const normaliseLineBreaks = (text: string) => text.replace(/\r\n?/g, "\n");
const asHtmlTextReadsIt = (text: string) => normaliseLineBreaks(text).replace(/\0/g, "");
const asHtmlAttributeReadsIt = (text: string) => normaliseLineBreaks(text).replace(/\0/g, "\ufffd");

// XML 1.0 cannot hold some characters at all (most controls, lone surrogates), not even as references.
const withoutNonXmlChars = (text: string) =>
  Array.from(text)
    .filter((char) => isXmlChar(char.codePointAt(0)!))
    .join("");

const samples = [...randomTexts(41), ...randomCodeUnitTexts(42)];

describe("the HTML parser reads escaped HTML back", () => {
  it("as element text", () => {
    expect(htmlTexts(samples.map(escapeHtml))).toEqual(samples.map(asHtmlTextReadsIt));
  });

  it("as a quoted attribute value", () => {
    expect(htmlTitles(samples.map(escapeHtml))).toEqual(samples.map(asHtmlAttributeReadsIt));
  });

  it("with non-ASCII characters written as references", () => {
    const options = { ...DEFAULT_ESCAPE_OPTIONS, format: "html" as const, escapeNonAscii: true };
    const escaped = samples.map((text) => escapeText(text, options));
    expect(htmlTexts(escaped)).toEqual(samples.map(asHtmlTextReadsIt));
  });
});

describe("unescaping HTML decodes as a browser does", () => {
  it("decodes every named entity of the table to what the parser reads", () => {
    const references = [...HTML_NAMED_ENTITIES.keys()].map((name) => `&${name};`);
    expect(references.map(unescapeHtml)).toEqual(htmlTexts(references));
  });

  it("decodes every numeric reference from 0 to 0x3FF, in decimal and hex, like the parser", () => {
    const references: string[] = [];
    for (let code = 0; code <= 0x3ff; code++) {
      references.push(`&#${code};`, `&#x${code.toString(16)};`);
    }
    expect(references.map(unescapeHtml)).toEqual(htmlTexts(references));
  });

  it("decodes references to surrogates, noncharacters and huge numbers like the parser", () => {
    const references = [
      "&#xD800;",
      "&#xDFFF;",
      "&#xFFFE;",
      "&#x10FFFF;",
      "&#x110000;",
      "&#99999999999;",
    ];
    expect(references.map(unescapeHtml)).toEqual(htmlTexts(references));
  });
});

describe("the XML parser reads escaped XML back", () => {
  const xmlSamples = samples.map(withoutNonXmlChars);

  function elementTexts(markups: string[]): string[] {
    const document = parseXml(`<all>${markups.map((markup) => `<r>${markup}</r>`).join("")}</all>`);
    return Array.from(document.getElementsByTagName("r"), (r) => r.textContent ?? "");
  }

  it("as element text, carriage returns included", () => {
    expect(elementTexts(xmlSamples.map(escapeXmlText))).toEqual(xmlSamples);
  });

  it("as attribute values in either quotes, tabs and line breaks included", () => {
    const escaped = xmlSamples.map(escapeXmlAttribute);
    const document = parseXml(
      `<all>${escaped.map((value) => `<r a="${value}" b='${value}'/>`).join("")}</all>`,
    );
    const elements = Array.from(document.getElementsByTagName("r"));
    expect(elements.map((r) => r.getAttribute("a"))).toEqual(xmlSamples);
    expect(elements.map((r) => r.getAttribute("b"))).toEqual(xmlSamples);
  });

  it("with non-ASCII characters written as references", () => {
    const options = { ...DEFAULT_ESCAPE_OPTIONS, format: "xml" as const, escapeNonAscii: true };
    expect(elementTexts(xmlSamples.map((text) => escapeText(text, options)))).toEqual(xmlSamples);
  });
});
