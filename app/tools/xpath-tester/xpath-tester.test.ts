import { thrownMessage } from "../../../test-support/thrown-tool-error";
import { SAMPLE_XML } from "./xpath-samples";
import {
  MAX_LISTED_NODES,
  type MatchedNode,
  type NamespaceBinding,
  VALUE_PREVIEW_LIMIT,
  type XPathResultView,
  runXPathJob,
} from "./xpath-tester";
import { MAX_XPATH_NESTING } from "./xpath-syntax";

function evaluate(xml: string, expression: string, namespaces: NamespaceBinding[] = []) {
  return runXPathJob({ xml, expression, namespaces });
}

function result(xml: string, expression: string, namespaces: NamespaceBinding[] = []) {
  return evaluate(xml, expression, namespaces).result as XPathResultView;
}

function nodes(xml: string, expression: string, namespaces: NamespaceBinding[] = []) {
  const value = result(xml, expression, namespaces);
  if (value.type !== "node-set") throw new Error(`expected a node set, got ${value.type}`);
  return value.nodes;
}

const paths = (list: MatchedNode[]) => list.map((node) => node.path);

const BOOKS = `<?xml version="1.0"?>
<root a="1" xmlns:x="urn:x">
  <!-- note -->
  <book id="b1"><title>One</title></book>
  <book id="b2"><title>Two</title><x:tag x:k="v">t</x:tag></book>
  <?app run?>
  tail text
</root>`;

describe("node-set results", () => {
  it("lists each node with its type, name, value and path", () => {
    expect(nodes(BOOKS, "//book[2]/title")).toEqual([
      {
        kind: "element",
        name: "title",
        value: "Two",
        valueLength: 3,
        path: "/root/book[2]/title",
        range: expect.any(Object),
      },
    ]);
  });

  it("counts positions only among siblings of the same name", () => {
    expect(paths(nodes(BOOKS, "//title"))).toEqual(["/root/book[1]/title", "/root/book[2]/title"]);
  });

  it("gives attributes, text, comments and processing instructions their own path steps", () => {
    expect(
      paths(
        nodes(BOOKS, "//@id | //comment() | //processing-instruction() | /root/text()[last()]"),
      ),
    ).toEqual([
      "/root/comment()[1]",
      "/root/book[1]/@id",
      "/root/book[2]/@id",
      "/root/processing-instruction('app')[1]",
      "/root/text()[5]",
    ]);
  });

  it("names the node types as XPath does", () => {
    const kinds = nodes(
      BOOKS,
      "/ | /root | //@a | //comment() | //processing-instruction() | /root/text()[1] | /root/namespace::x",
    ).map((node) => node.kind);
    expect(kinds).toEqual([
      "document",
      "element",
      "namespace",
      "attribute",
      "text",
      "comment",
      "processing instruction",
    ]);
  });

  it("writes namespaced names with the prefix the table binds", () => {
    const [tag] = nodes(BOOKS, "//x:tag/@x:k");
    expect(tag.path).toBe("/root/book[2]/x:tag/@x:k");
    expect(tag.name).toBe("x:k");
  });

  it("finds every node again by its path", () => {
    const all = nodes(SAMPLE_XML, "//node() | //@* | //namespace::*");
    expect(all.length).toBeGreaterThan(50);
    for (const node of all) {
      const found = nodes(SAMPLE_XML, node.path);
      expect(found).toHaveLength(1);
      expect(found[0]).toEqual(node);
    }
  });

  it("reports no nodes as an empty node set", () => {
    expect(result(BOOKS, "//missing")).toEqual({ type: "node-set", count: 0, nodes: [] });
  });

  it(`lists at most ${MAX_LISTED_NODES} nodes but counts them all`, () => {
    const xml = `<r>${"<i/>".repeat(MAX_LISTED_NODES + 5)}</r>`;
    const value = result(xml, "//i");
    expect(value.type === "node-set" && [value.count, value.nodes.length]).toEqual([
      MAX_LISTED_NODES + 5,
      MAX_LISTED_NODES,
    ]);
  });

  it("keeps the start of a very long value and its full length", () => {
    const long = "x".repeat(VALUE_PREVIEW_LIMIT + 10);
    const [node] = nodes(`<r><a>${long}</a><b>y</b></r>`, "/r");
    expect(node.value).toHaveLength(VALUE_PREVIEW_LIMIT);
    expect(node.valueLength).toBe(VALUE_PREVIEW_LIMIT + 11);
  });
});

describe("where matched nodes are in the source", () => {
  const source = (xml: string, expression: string) =>
    nodes(xml, expression).map((node) =>
      node.range ? xml.slice(node.range.from, node.range.to) : null,
    );

  it("spans an element from its start tag to its end tag", () => {
    expect(source(BOOKS, "//book[1]")).toEqual(['<book id="b1"><title>One</title></book>']);
  });

  it("spans an attribute's name and quoted value", () => {
    expect(source(BOOKS, "//x:tag/@x:k")).toEqual(['x:k="v"']);
    expect(source("<r a = 'q' />", "/r/@a")).toEqual(["a = 'q'"]);
  });

  it("spans text, comments and processing instructions", () => {
    expect(source(BOOKS, "//title/text() | //comment() | //processing-instruction()")).toEqual([
      "<!-- note -->",
      "One",
      "Two",
      "<?app run?>",
    ]);
  });

  it("spans a namespace node's declaration", () => {
    expect(source(BOOKS, "/root/namespace::x")).toEqual(['xmlns:x="urn:x"']);
  });

  it("counts lines ended by CRLF, LF or CR alike", () => {
    const xml = "<r>\r\n<a/>\r<b/>\n<c/></r>";
    expect(source(xml, "/r/*")).toEqual(["<a/>", "<b/>", "<c/>"]);
  });

  it("has no source for the document node and the built-in xml namespace", () => {
    expect(nodes(BOOKS, "/ | /root/namespace::xml").map((node) => node.range)).toEqual([
      null,
      null,
    ]);
  });
});

describe("number, string and boolean results", () => {
  it("shows a number as XPath writes it", () => {
    expect(result(SAMPLE_XML, "count(//d:book)")).toEqual({ type: "number", value: "4" });
    expect(result(SAMPLE_XML, "sum(//p:price)")).toEqual({ type: "number", value: "149.93" });
    expect(result(BOOKS, "1 div 0")).toEqual({ type: "number", value: "Infinity" });
    expect(result(BOOKS, "0 div 0")).toEqual({ type: "number", value: "NaN" });
  });

  it("shows a string", () => {
    expect(result(SAMPLE_XML, "string(//d:book[3]/d:author[2])")).toEqual({
      type: "string",
      value: "Per Bothner",
    });
  });

  it("shows a boolean", () => {
    expect(result(SAMPLE_XML, "boolean(//d:book[@lang='en'])")).toEqual({
      type: "boolean",
      value: true,
    });
  });
});

describe("namespaces", () => {
  it("gives the document's default namespace the prefix d and keeps declared prefixes", () => {
    expect(evaluate(SAMPLE_XML, "").documentNamespaces).toEqual([
      { prefix: "d", uri: "http://example.com/books" },
      { prefix: "p", uri: "http://example.com/pricing" },
    ]);
  });

  it("numbers a prefix declared again for another URI", () => {
    const xml =
      '<r xmlns="urn:1"><s xmlns="urn:2"/><a:t xmlns:a="urn:3"><a:u xmlns:a="urn:4"/></a:t></r>';
    expect(evaluate(xml, "").documentNamespaces).toEqual([
      { prefix: "d", uri: "urn:1" },
      { prefix: "d2", uri: "urn:2" },
      { prefix: "a", uri: "urn:3" },
      { prefix: "a2", uri: "urn:4" },
    ]);
    expect(paths(nodes(xml, "//d2:s | //a2:u"))).toEqual(["/d:r/d2:s", "/d:r/a:t/a2:u"]);
  });

  it("matches unprefixed names only outside any namespace, as XPath 1.0 says", () => {
    expect(nodes(SAMPLE_XML, "//book")).toEqual([]);
    expect(nodes(SAMPLE_XML, "//d:book")).toHaveLength(4);
  });

  it("lets the user's rows add prefixes and rebind the document's", () => {
    const rows = [
      { prefix: "bk", uri: "http://example.com/books" },
      { prefix: "p", uri: "urn:other" },
    ];
    expect(nodes(SAMPLE_XML, "//bk:title", rows)).toHaveLength(4);
    expect(nodes(SAMPLE_XML, "//p:price", rows)).toEqual([]);
  });

  it("writes paths with the user's prefix for a namespace", () => {
    const rows = [{ prefix: "bk", uri: "http://example.com/books" }];
    expect(paths(nodes(SAMPLE_XML, "//d:book[1]/d:title", rows))).toEqual([
      "/bk:bookstore/bk:book[1]/bk:title",
    ]);
  });

  it("ignores blank rows", () => {
    expect(nodes(SAMPLE_XML, "//d:book", [{ prefix: " ", uri: "" }])).toHaveLength(4);
  });

  it.each([
    [{ prefix: "", uri: "urn:x" }, "Namespace table: enter a prefix for urn:x"],
    [{ prefix: "x", uri: " " }, 'Namespace table: enter the URI for the prefix "x"'],
    [
      { prefix: "a:b", uri: "urn:x" },
      'Namespace table: "a:b" is not a valid prefix (letters, digits, _ - . and no colon)',
    ],
  ])("rejects the incomplete or invalid row %o", (row, message) => {
    expect(thrownMessage(() => evaluate(SAMPLE_XML, "/", [row]))).toBe(message);
  });
});

describe("XPath 1.0 rules the evaluator package gets wrong, corrected", () => {
  const DOC = '<r xmlns:n="urn:n" a="1"><p/><e b="2"><c/></e><f/></r>';

  it("does not count namespace declarations as attributes", () => {
    expect(result(DOC, "count(/r/@*)")).toEqual({ type: "number", value: "1" });
  });

  it("follows and precedes in document order, without ancestors or descendants", () => {
    expect(paths(nodes(DOC, "/r/e/following::*"))).toEqual(["/r/f"]);
    expect(paths(nodes(DOC, "/r/e/preceding::*"))).toEqual(["/r/p"]);
    expect(paths(nodes(DOC, "/following::node()"))).toEqual([]);
  });

  it("puts an attribute's element's children on its following axis", () => {
    expect(paths(nodes(DOC, "/r/e/@b/following::*"))).toEqual(["/r/e/c", "/r/f"]);
  });

  it("matches * only against the axis's principal node type", () => {
    expect(nodes(DOC, "/r/@a/self::*")).toEqual([]);
    expect(paths(nodes(DOC, "/r/@a/ancestor-or-self::*"))).toEqual(["/r"]);
  });

  it("lets node() match namespace nodes, with inherited ones in scope", () => {
    expect(paths(nodes(DOC, "/r/e/namespace::node()"))).toEqual([
      "/r/e/namespace::xml",
      "/r/e/namespace::n",
    ]);
    expect(paths(nodes(DOC, "/r/e/namespace::n/.."))).toEqual(["/r/e"]);
  });

  it("compares lang() case-insensitively", () => {
    const xml = '<r><a xml:lang="EN-us"><b/></a><c xml:lang="fr"/></r>';
    expect(paths(nodes(xml, "//*[lang('en')]"))).toEqual(["/r/a", "/r/a/b"]);
  });

  it("selects nothing with a negative or NaN substring length", () => {
    expect(result(DOC, 'substring("12345", 4, -10)')).toEqual({ type: "string", value: "" });
    expect(result(DOC, 'substring("12345", 1, 0 div 0)')).toEqual({ type: "string", value: "" });
    expect(result(DOC, 'substring("12345", 1.5, 2.6)')).toEqual({ type: "string", value: "234" });
  });

  it("finds id() values only in attributes of type ID (internal DTD) or xml:id", () => {
    const xml = `<!DOCTYPE r [<!ATTLIST s key ID #IMPLIED>]>
<r><s key="k1"/><t id="k2"/><u xml:id="k3"/></r>`;
    expect(paths(nodes(xml, "id('k1 k2 k3')"))).toEqual(["/r/s", "/r/u"]);
  });

  it("leaves the XML declaration and the whitespace around the root out of the tree", () => {
    expect(paths(nodes('<?xml version="1.0"?>\n<!-- c -->\n<r/>\n', "/node()"))).toEqual([
      "/comment()[1]",
      "/r",
    ]);
  });
});

describe("errors", () => {
  it("reports malformed XML with its line and column", () => {
    expect(thrownMessage(() => evaluate("<a>\n  <b></a>", "/"))).toMatch(/^XML: .*line 2, column/);
  });

  it("asks for XML when there is none", () => {
    expect(thrownMessage(() => evaluate("  ", "/"))).toBe("XML: enter or open an XML document");
  });

  it("reports a bad expression with its position", () => {
    expect(thrownMessage(() => evaluate(BOOKS, "//book["))).toBe(
      'XPath: The "[" at position 7 is not closed: the expression ends at position 8',
    );
  });

  it("reports a wrong number of arguments in the evaluator's words", () => {
    expect(thrownMessage(() => evaluate(BOOKS, "count()"))).toBe(
      "XPath: Function count expects (node-set)",
    );
  });

  it("reports a function applied to the wrong type", () => {
    expect(thrownMessage(() => evaluate(BOOKS, "count(1)"))).toMatch(/^XPath: /);
  });

  it('refuses 100,000 "(" quickly, at the first level too deep (it overflowed the stack)', () => {
    const started = performance.now();
    expect(thrownMessage(() => evaluate(BOOKS, "(".repeat(100_000)))).toBe(
      `XPath: The expression nests too deeply: the "(" at position ${MAX_XPATH_NESTING + 1} opens level ${MAX_XPATH_NESTING + 1} of parentheses, predicates and function calls (at most ${MAX_XPATH_NESTING})`,
    );
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it(`evaluates ${MAX_XPATH_NESTING} levels of parentheses, of predicates, of function calls`, () => {
    const levels = (open: string, inner: string, close: string) =>
      open.repeat(MAX_XPATH_NESTING) + inner + close.repeat(MAX_XPATH_NESTING);
    expect(result(BOOKS, levels("(", "1", ")"))).toEqual({ type: "number", value: "1" });
    expect(result(BOOKS, levels("string(", "'x'", ")"))).toEqual({ type: "string", value: "x" });
    expect(paths(nodes(BOOKS, "//title" + levels("[self::title", "", "]")))).toEqual([
      "/root/book[1]/title",
      "/root/book[2]/title",
    ]);
  });

  it("gives no result but the document's prefixes while the expression is empty", () => {
    expect(evaluate(SAMPLE_XML, " ").result).toBeNull();
  });
});
