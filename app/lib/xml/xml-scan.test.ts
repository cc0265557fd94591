import { thrownMessage } from "../../../test-support/thrown-tool-error";
import { scanXml } from "./xml-scan";

describe("scanXml accepts well-formed documents", () => {
  it("splits a document into tokens that keep their source text", () => {
    const text = '<?xml version="1.0"?>\n<!--c--><a x="1"><b/>t<![CDATA[<c>]]><?pi data?></a>';
    const tokens = scanXml(text);
    expect(tokens.map((token) => token.kind)).toEqual([
      "declaration",
      "text",
      "comment",
      "open",
      "open",
      "text",
      "cdata",
      "processing-instruction",
      "close",
    ]);
    expect(tokens.map((token) => text.slice(token.start, token.end)).join("")).toBe(text);
  });

  it("links each open tag to its close tag and marks elements holding text", () => {
    const tokens = scanXml("<a><b>x</b><c> </c></a>");
    const open = tokens.filter((token) => token.kind === "open");
    expect(open.map((token) => [token.name, tokens[token.closeIndex].kind, token.hasText])).toEqual(
      [
        ["a", "close", false],
        ["b", "close", true],
        ["c", "close", false],
      ],
    );
  });

  it("reads attributes with either quote and keeps their raw values", () => {
    const [root] = scanXml(`<a x = "1 &amp; 2" y='"q"'/>`);
    expect(root.kind === "open" && root.attributes).toEqual([
      { name: "x", rawValue: "1 &amp; 2", quote: '"' },
      { name: "y", rawValue: '"q"', quote: "'" },
    ]);
  });

  it("lets xml:space=preserve apply to descendants until overridden", () => {
    const tokens = scanXml('<a xml:space="preserve"><b><c xml:space="default"/></b></a>');
    const open = tokens.filter((token) => token.kind === "open");
    expect(open.map((token) => token.preservesSpace)).toEqual([true, true, false]);
  });

  it("accepts non-ASCII names, a BOM, a DOCTYPE with an internal subset and its entities", () => {
    const text =
      '\uFEFF<!DOCTYPE r [<!ENTITY e "x"> <!-- ] > --> <!ATTLIST r a CDATA "]">]><r é="1">&e;&#x1F600;</r>';
    expect(scanXml(text).at(-1)?.kind).toBe("close");
  });
});

describe("scanXml names the line and column of what is not well-formed", () => {
  const cases: [string, string, string][] = [
    [
      "a mismatched close tag",
      "<a>\n  <b></c>\n</a>",
      "Closing tag </c> does not match <b> at line 2, column 6",
    ],
    ["an unclosed element", "<a>\n<b>", "Element <b> opened at line 2, column 1 is not closed"],
    [
      "a close tag with nothing open",
      "<a/></a>",
      "Unexpected closing tag </a> at line 1, column 5",
    ],
    ["a second root", "<a/>\n<b/>", "A second root element at line 2, column 1"],
    ["text outside the root", "<a/>x", "Text after the root element at line 1, column 5"],
    ["text before the root", " x<a/>", "Text before the root element at line 1, column 2"],
    ["an empty document", "  ", "No root element at line 1, column 3"],
    ["a duplicate attribute", '<a x="1" x="2"/>', "Duplicate attribute x at line 1, column 10"],
    [
      "an unquoted attribute",
      "<a x=1/>",
      'Expected a quoted attribute value but found "1" at line 1, column 6',
    ],
    [
      "attributes without space",
      '<a x="1"y="2"/>',
      'Expected whitespace, "/>" or ">" but found "y" at line 1, column 9',
    ],
    [
      "< in an attribute value",
      '<a x="<"/>',
      '"<" is not allowed in an attribute value at line 1, column 7',
    ],
    [
      "a bare ampersand",
      "<a>fish & chips</a>",
      '"&" must start a reference such as &amp; (unterminated at line 1, column 9)',
    ],
    ["an undefined entity", "<a>&nbsp;</a>", "Undefined entity &nbsp; at line 1, column 4"],
    [
      "a reference to a non-character",
      "<a>&#0;</a>",
      "Character reference &#0; is not an XML character at line 1, column 4",
    ],
    [
      "-- inside a comment",
      "<a><!-- a -- b --></a>",
      '"--" is not allowed inside a comment at line 1, column 11',
    ],
    ["an unclosed comment", "<a>\n<!-- x", "Comment starting at line 2, column 1 is not closed"],
    ["]]> in text", "<a>]]></a>", '"]]>" is not allowed in text at line 1, column 4'],
    [
      "CDATA outside the root",
      "<![CDATA[x]]><a/>",
      "CDATA section outside the root element at line 1, column 1",
    ],
    [
      "a late XML declaration",
      '<a/><?xml version="1.0"?>',
      "The XML declaration is only allowed at the very start of the document (line 1, column 5)",
    ],
    ["a control character", "<a>\u0001</a>", "Invalid character U+0001 at line 1, column 4"],
    ["a lone surrogate", "<a>\uD800</a>", "Invalid character U+D800 at line 1, column 4"],
    [
      "an element name starting with a digit",
      "<1a/>",
      'Expected an element name but found "1" at line 1, column 2',
    ],
    [
      "an unterminated tag at the end",
      "<a",
      'Unexpected end of input, expected whitespace, "/>" or ">" at line 1, column 3',
    ],
    [
      "a declaration without version",
      '<?xml encoding="UTF-8"?><a/>',
      'Malformed XML declaration at line 1, column 1: expected <?xml version="1.0" encoding="…" standalone="…"?>',
    ],
  ];
  it.each(cases)("%s", (_name, text, message) => {
    expect(thrownMessage(() => scanXml(text))).toBe(message);
  });

  it("counts CRLF as one line break", () => {
    expect(thrownMessage(() => scanXml("<a>\r\n<b>\r\n</a>"))).toBe(
      "Closing tag </a> does not match <b> at line 3, column 1",
    );
  });
});
