import { ToolError } from "~/lib/tool-error";
import { SAMPLE_BOOKSTORE_XML, SAMPLE_BOOKSTORE_XSLT } from "./xslt-samples";
import {
  EMPTY_XML_MESSAGE,
  EMPTY_XSLT_MESSAGE,
  NOT_A_STYLESHEET_MESSAGE,
  type XsltParameter,
  transformXslt,
} from "./xslt-transform";

const stylesheet = (body: string) =>
  `<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">${body}</xsl:stylesheet>`;

const run = (xml: string, xslt: string, parameters: XsltParameter[] = []) =>
  transformXslt({ xml, xslt, parameters });

async function failure(promise: Promise<unknown>): Promise<ToolError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ToolError);
  return error as ToolError;
}

describe("transformXslt", () => {
  it("renders the sample bookstore as an HTML table sorted by price", async () => {
    const result = await run(SAMPLE_BOOKSTORE_XML, SAMPLE_BOOKSTORE_XSLT);
    expect(result.method).toBe("html");
    const titles = [...result.output.matchAll(/<tr>\s*<td>([^<]*)<\/td>/g)].map((m) => m[1]);
    expect(titles).toEqual([
      "Notes on Compilers",
      "Harbour of Glass &amp; Salt",
      "The Quiet Orbit",
      "Winter Ledger",
    ]);
    expect(result.output).toContain('<td class="price">8.95</td>');
    expect(result.output).toContain("total 53.92");
  });

  it("passes a parameter's string value to a top-level xsl:param", async () => {
    const result = await run(SAMPLE_BOOKSTORE_XML, SAMPLE_BOOKSTORE_XSLT, [
      { name: "heading", value: "Shop <2026>" },
    ]);
    expect(result.output).toContain("<h1>Shop &lt;2026&gt;</h1>");
  });

  it("ignores parameter rows without a name", async () => {
    const xslt = stylesheet(
      `<xsl:output method="text"/><xsl:param name="p" select="'default'"/><xsl:template match="/"><xsl:value-of select="$p"/></xsl:template>`,
    );
    expect((await run("<a/>", xslt, [{ name: " ", value: "x" }])).output).toBe("default");
  });

  it("accepts a parameter name with letters beyond ASCII, as XML names allow", async () => {
    const xslt = stylesheet(
      `<xsl:output method="text"/><xsl:param name="prénom"/><xsl:template match="/"><xsl:value-of select="$prénom"/></xsl:template>`,
    );
    expect((await run("<a/>", xslt, [{ name: "prénom", value: "Zoë" }])).output).toBe("Zoë");
  });

  it("rejects a parameter name that is not an XML name", async () => {
    const error = await failure(run("<a/>", stylesheet(""), [{ name: "1st", value: "x" }]));
    expect(error.message).toBe('Parameter name "1st" is not a valid XML name.');
  });

  it("writes text output as it is, without escaping", async () => {
    const xslt = stylesheet(
      `<xsl:output method="text"/><xsl:template match="/">a &lt; b &amp; <xsl:value-of select="a"/></xsl:template>`,
    );
    const result = await run("<a>c &gt; d</a>", xslt);
    expect(result).toMatchObject({ method: "text", output: "a < b & c > d" });
  });

  it("escapes markup characters in XML output text and attributes", async () => {
    const xslt = stylesheet(
      `<xsl:template match="/"><r v="{a}"><xsl:value-of select="a"/></r></xsl:template>`,
    );
    const result = await run(`<a>1 &lt; 2 &amp; "3"</a>`, xslt);
    expect(result.output).toBe('<r v="1 &lt; 2 &amp; &quot;3&quot;">1 &lt; 2 &amp; "3"</r>');
  });

  it("keeps whitespace-only text copied from the source", async () => {
    const identity = stylesheet(`<xsl:template match="/"><xsl:copy-of select="."/></xsl:template>`);
    const xml = `<list>\n  <item id="1">one</item>\n  <item/>\n</list>`;
    expect((await run(xml, identity)).output).toBe(xml);
  });

  it("writes a CDATA section of the stylesheet as escaped text", async () => {
    const xslt = stylesheet(`<xsl:template match="/"><r><![CDATA[<b> & </b>]]></r></xsl:template>`);
    expect((await run("<a/>", xslt)).output).toBe("<r>&lt;b&gt; &amp; &lt;/b&gt;</r>");
  });

  it("treats a result whose root is <html> as HTML when xsl:output names no method", async () => {
    const xslt = stylesheet(
      `<xsl:template match="/"><html><body>x<br/></body></html></xsl:template>`,
    );
    const result = await run("<a/>", xslt);
    expect(result.method).toBe("html");
    expect(result.output).toContain("<br>");
  });

  it("treats any other result as XML by default", async () => {
    const xslt = stylesheet(`<xsl:template match="/"><out><empty/></out></xsl:template>`);
    expect(await run("<a/>", xslt)).toMatchObject({ method: "xml", output: "<out><empty/></out>" });
  });

  it("indents XML output when xsl:output asks for it", async () => {
    const xslt = stylesheet(
      `<xsl:output indent="yes"/><xsl:template match="/"><out><a>1</a><b/></out></xsl:template>`,
    );
    expect((await run("<a/>", xslt)).output).toBe("<out>\n  <a>1</a>\n  <b/>\n</out>");
  });

  it("sees the document even after a declaration, doctype and comment", async () => {
    const xml = `<?xml version="1.0"?>\n<!DOCTYPE root>\n<!-- note -->\n<root>hello</root>`;
    const xslt = stylesheet(
      `<xsl:output method="text"/><xsl:template match="/"><xsl:value-of select="root"/></xsl:template>`,
    );
    expect((await run(xml, xslt)).output).toBe("hello");
  });

  it("collects xsl:message text instead of logging it", async () => {
    const log = vi.spyOn(console, "log");
    const xslt = stylesheet(
      `<xsl:template match="/"><xsl:message>checking <xsl:value-of select="name(*)"/></xsl:message></xsl:template>`,
    );
    const result = await run("<a/>", xslt);
    expect(result.messages).toEqual(["xsl:message: checking a"]);
    expect(log).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it("reports xsl:message terminate='yes' as an error", async () => {
    const xslt = stylesheet(
      `<xsl:template match="/"><xsl:message terminate="yes">stop here</xsl:message></xsl:template>`,
    );
    expect((await failure(run("<a/>", xslt))).message).toBe(
      "XSLT: xsl:message terminated: stop here",
    );
  });

  it("reports an XPath error in the stylesheet", async () => {
    const xslt = stylesheet(
      `<xsl:template match="/"><xsl:value-of select="nosuch(1)"/></xsl:template>`,
    );
    expect((await failure(run("<a/>", xslt))).message).toMatch(
      /^XSLT: .*Unresolved function reference: nosuch/,
    );
  });

  it("names the line and column of malformed XML", async () => {
    const error = await failure(run("<a>\n  <b></a>", stylesheet("")));
    expect(error.message).toMatch(/^XML: .*line 2, column \d+/);
    expect(error.line).toBe(2);
  });

  it("names the line and column of a malformed stylesheet", async () => {
    const error = await failure(
      run("<a/>", `<xsl:stylesheet version="1.0"\n  xmlns:xsl="x">\n<oops</xsl:stylesheet>`),
    );
    expect(error.message).toMatch(/^XSLT: .*line 3, column \d+/);
    expect(error.line).toBe(3);
  });

  it("rejects a document that is not an XSLT stylesheet", async () => {
    expect((await failure(run("<a/>", "<html/>"))).message).toBe(NOT_A_STYLESHEET_MESSAGE);
  });

  it("accepts a literal result element as a simplified stylesheet", async () => {
    const xslt = `<out xsl:version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"><xsl:value-of select="/a"/></out>`;
    expect((await run("<a>v</a>", xslt)).output).toContain(">v</out>");
  });

  it("loads nothing for xsl:import and says so", async () => {
    const xslt = stylesheet(`<xsl:import href="https://example.com/x.xsl"/>`);
    expect((await failure(run("<a/>", xslt))).message).toMatch(
      /^XSLT: cannot load "https:\/\/example.com\/x.xsl" for xsl:import or xsl:include/,
    );
  });

  it("asks for both inputs", async () => {
    expect((await failure(run(" ", stylesheet("")))).message).toBe(EMPTY_XML_MESSAGE);
    expect((await failure(run("<a/>", ""))).message).toBe(EMPTY_XSLT_MESSAGE);
  });
});
