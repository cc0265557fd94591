// @vitest-environment jsdom
// The beautifier is checked against jsdom's XML parser (an independent implementation): the data a
// parser reads from the output is the data it reads from the input, and both agree on what is not XML.
import fc from "fast-check";
import { ToolError } from "~/lib/tool-error";
import { thrownMessage } from "../../../test-support/thrown-tool-error";
import { XML_SAMPLE, type XmlFormatJob, formatXml } from "./xml-format";

const parser = new DOMParser();

const job = (text: string, overrides: Partial<XmlFormatJob> = {}): XmlFormatJob => ({
  text,
  mode: "format",
  indent: "2",
  removeComments: false,
  ...overrides,
});

function parses(text: string): boolean {
  return (
    parser.parseFromString(text, "application/xml").getElementsByTagName("parsererror").length === 0
  );
}

const WHITESPACE_ONLY = /^[ \t\r\n]*$/;

/** What a parser reads, without the whitespace-only text that only lays out child elements. */
function data(node: Node): unknown {
  const children = Array.from(node.childNodes)
    .filter(
      (child) =>
        !(child.nodeType === Node.TEXT_NODE && WHITESPACE_ONLY.test(child.nodeValue ?? "")),
    )
    .map(data);
  if (node instanceof Element) {
    const attributes = Array.from(node.attributes, (a) => `${a.name}=${a.value}`).sort();
    return { element: node.tagName, attributes, children };
  }
  if (node.nodeType === Node.DOCUMENT_NODE) return children;
  if (node instanceof DocumentType) return { doctype: node.name };
  return { type: node.nodeType, value: node.nodeValue };
}

const parsedData = (text: string) => data(parser.parseFromString(text, "application/xml"));

describe("formatXml", () => {
  it("indents child elements and keeps text, comments, CDATA, PIs and the declaration", () => {
    const text =
      '<?xml version="1.0"?><!--top--><r a="1"><b>text</b><c><![CDATA[<x>]]></c><?pi go?><d/></r>';
    expect(formatXml(job(text))).toBe(
      [
        '<?xml version="1.0"?>',
        "<!--top-->",
        '<r a="1">',
        "  <b>text</b>",
        "  <c><![CDATA[<x>]]></c>",
        "  <?pi go?>",
        "  <d/>",
        "</r>",
      ].join("\n"),
    );
  });

  it("indents with 4 spaces or a tab", () => {
    expect(formatXml(job("<a><b/></a>", { indent: "4" }))).toBe("<a>\n    <b/>\n</a>");
    expect(formatXml(job("<a><b/></a>", { indent: "tab" }))).toBe("<a>\n\t<b/>\n</a>");
  });

  it("writes mixed content exactly as it came, since its whitespace is data", () => {
    const text = "<p>\n<b>Hello</b>   <i>world</i> !</p>";
    expect(formatXml(job(`<doc>${text}</doc>`))).toBe(`<doc>\n  ${text}\n</doc>`);
  });

  it("keeps the content of an xml:space=preserve element as written", () => {
    const text = '<a xml:space="preserve">\n  <b/>\n</a>';
    expect(formatXml(job(text))).toBe(text);
  });

  it("keeps whitespace-only text that is an element's whole content", () => {
    expect(formatXml(job("<a><b>  </b></a>"))).toBe("<a>\n  <b>  </b>\n</a>");
  });

  it("minifies by dropping the whitespace between elements and inside tags", () => {
    const text =
      '<?xml version="1.0"?>\n<a  x = "1" >\n  <b />\n  <!-- c -->\n  <d> e </d>\n</a>\n';
    expect(formatXml(job(text, { mode: "minify" }))).toBe(
      '<?xml version="1.0"?><a x="1"><b/><!-- c --><d> e </d></a>',
    );
  });

  it("removes comments only when asked", () => {
    expect(formatXml(job("<a><!--x--><b/></a>", { mode: "minify", removeComments: true }))).toBe(
      "<a><b/></a>",
    );
    expect(formatXml(job("<a><!--x--><b/></a>", { removeComments: true }))).toBe(
      "<a>\n  <b/>\n</a>",
    );
  });

  it("reads CRLF line breaks as LF, as parsers do", () => {
    expect(formatXml(job("<a>\r\n<b>x\r\ny</b></a>"))).toBe("<a>\n  <b>x\ny</b>\n</a>");
  });

  it("keeps the DOCTYPE and its internal subset", () => {
    const doctype = '<!DOCTYPE note [\n  <!ENTITY writer "Donald">\n]>';
    expect(formatXml(job(`${doctype}<note><to>&writer;</to></note>`))).toBe(
      `${doctype}\n<note>\n  <to>&writer;</to>\n</note>`,
    );
  });

  it("formats the sample into XML a parser reads back to the same data", () => {
    const formatted = formatXml(job(XML_SAMPLE));
    expect(formatted.split("\n").length).toBeGreaterThan(10);
    expect(parsedData(formatted)).toEqual(parsedData(XML_SAMPLE));
  });

  it("reports invalid XML with its line and column", () => {
    expect(thrownMessage(() => formatXml(job("<a>\n  <b>\n</a>")))).toBe(
      "Closing tag </a> does not match <b> at line 3, column 1",
    );
  });
});

// Generated documents: elements with attributes, text with references and non-ASCII characters,
// comments, CDATA and processing instructions, laid out with random whitespace between children.
const names = fc.constantFrom("a", "b", "item", "x:y", "é", "_n-1.2");
const textPiece = fc.constantFrom(
  "a",
  "Z",
  " ",
  "\n",
  "\t",
  "&amp;",
  "&lt;",
  "&#233;",
  "é",
  "😀",
  ">",
  '"',
  "'",
);
const text = fc.array(textPiece, { minLength: 1, maxLength: 5 }).map((pieces) => pieces.join(""));
const layout = fc.constantFrom("", " ", "\n", "\n    ", "\t");
const plain = fc.stringMatching(/^[a-z ]{0,8}$/);

interface GeneratedNode {
  xml: string;
}

const { node } = fc.letrec<{ node: GeneratedNode; element: GeneratedNode }>((tie) => ({
  // At the depth limit fast-check takes the first choice, which must not recurse.
  node: fc.oneof(
    { depthSize: "small", maxDepth: 4, withCrossShrink: true },
    text.map((xml) => ({ xml })),
    tie("element"),
    plain.map((value) => ({ xml: `<!--${value}x-->` })),
    plain.map((value) => ({ xml: `<![CDATA[${value}<&>]]>` })),
    plain.map((value) => ({ xml: `<?pi ${value}?>` })),
  ),
  element: fc
    .record({
      name: names,
      attributes: fc.uniqueArray(
        fc.tuple(
          names,
          text.map((v) => v.replace(/"/g, "&quot;")),
        ),
        {
          selector: ([name]) => name,
          maxLength: 3,
        },
      ),
      children: fc.array(fc.tuple(layout, tie("node")), { maxLength: 4 }),
      after: layout,
    })
    .map(({ name, attributes, children, after }) => {
      const attributeText = attributes.map(([key, value]) => ` ${key}="${value}"`).join("");
      if (children.length === 0) return { xml: `<${name}${attributeText}/>` };
      const content = children.map(([space, child]) => space + child.xml).join("") + after;
      return { xml: `<${name}${attributeText}>${content}</${name}>` };
    }),
}));

const documentText = fc
  .tuple(
    fc.boolean(),
    layout,
    fc.record({ name: names, children: fc.array(fc.tuple(layout, node), { maxLength: 5 }) }),
  )
  .map(([declaration, space, { name, children }]) => {
    const root = `<${name} xmlns:x="urn:x">${children.map(([s, child]) => s + child.xml).join("")}</${name}>`;
    return `${declaration ? '<?xml version="1.0" encoding="UTF-8"?>' : ""}${space}${root}`;
  });

const indent = fc.constantFrom<XmlFormatJob["indent"]>("2", "4", "tab");

describe("formatXml properties", () => {
  it("formatting or minifying keeps the data a parser reads", () => {
    fc.assert(
      fc.property(documentText, indent, fc.boolean(), (source, indentation, minifying) => {
        const output = formatXml(
          job(source, { indent: indentation, mode: minifying ? "minify" : "format" }),
        );
        expect(parsedData(output)).toEqual(parsedData(source));
      }),
      { numRuns: 300 },
    );
  });

  it("formatting twice changes nothing, and formatting the minified text gives the same result", () => {
    fc.assert(
      fc.property(documentText, indent, (source, indentation) => {
        const formatted = formatXml(job(source, { indent: indentation }));
        expect(formatXml(job(formatted, { indent: indentation }))).toBe(formatted);
        const minified = formatXml(job(source, { mode: "minify" }));
        expect(formatXml(job(minified, { mode: "minify" }))).toBe(minified);
        expect(formatXml(job(minified, { indent: indentation }))).toBe(formatted);
      }),
      { numRuns: 300 },
    );
  });

  it("agrees with jsdom's parser on which damaged documents are XML", () => {
    const damaged = fc
      .tuple(
        documentText,
        fc.nat(),
        fc.constantFrom("", "<", ">", "&", "/", '"', "=", "]]>", "--", "<a>"),
      )
      .map(([source, at, insert]) => {
        const position = at % (source.length + 1);
        // Replace one character with the inserted text (or delete it).
        return source.slice(0, position) + insert + source.slice(position + 1);
      });
    fc.assert(
      fc.property(damaged, (source) => {
        // jsdom accepts an unpaired surrogate, which XML's Char production excludes (and we reject).
        fc.pre(source.isWellFormed());
        let accepted = true;
        try {
          formatXml(job(source));
        } catch (error) {
          if (!(error instanceof ToolError)) throw error;
          accepted = false;
        }
        expect(accepted).toBe(parses(source));
      }),
      { numRuns: 400 },
    );
  }, 60_000);
});
