import { ToolError } from "~/lib/tool-error";
import { nodeLibxsltEngine } from "../../../test-support/xslt-transformer/libxslt-engine";
import { SAMPLE_BOOKSTORE_XML, SAMPLE_BOOKSTORE_XSLT } from "./xslt-samples";
import {
  EMPTY_XML_MESSAGE,
  EMPTY_XSLT_MESSAGE,
  NOT_A_STYLESHEET_MESSAGE,
  type XsltParameter,
  transformXslt,
} from "./xslt-transform";

const XSL_NS = 'xmlns:xsl="http://www.w3.org/1999/XSL/Transform"';
const stylesheet = (body: string) =>
  `<xsl:stylesheet version="1.0" ${XSL_NS}>${body}</xsl:stylesheet>`;
const DECLARATION = '<?xml version="1.0"?>\n';

const run = (xml: string, xslt: string, parameters: XsltParameter[] = []) =>
  transformXslt({ xml, xslt, parameters }, nodeLibxsltEngine());

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

  it("passes a value with both kinds of quotes as a string, not an expression", async () => {
    const xslt = stylesheet(
      `<xsl:output method="text"/><xsl:param name="p"/><xsl:template match="/"><xsl:value-of select="$p"/></xsl:template>`,
    );
    expect((await run("<a/>", xslt, [{ name: "p", value: `it's "1+1"` }])).output).toBe(
      `it's "1+1"`,
    );
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
    expect(result.output).toBe(
      `${DECLARATION}<r v="1 &lt; 2 &amp; &quot;3&quot;">1 &lt; 2 &amp; "3"</r>\n`,
    );
  });

  it("keeps whitespace-only text copied from the source", async () => {
    const identity = stylesheet(`<xsl:template match="/"><xsl:copy-of select="."/></xsl:template>`);
    const xml = `<list>\n  <item id="1">one</item>\n  <item/>\n</list>`;
    expect((await run(xml, identity)).output).toBe(`${DECLARATION}${xml}\n`);
  });

  it("writes a CDATA section of the stylesheet as escaped text", async () => {
    const xslt = stylesheet(`<xsl:template match="/"><r><![CDATA[<b> & </b>]]></r></xsl:template>`);
    expect((await run("<a/>", xslt)).output).toBe(
      `${DECLARATION}<r>&lt;b&gt; &amp; &lt;/b&gt;</r>\n`,
    );
  });

  it("treats a result whose root is <html> as HTML when xsl:output names no method", async () => {
    const xslt = stylesheet(
      `<xsl:template match="/"><html><body>x<br/></body></html></xsl:template>`,
    );
    const result = await run("<a/>", xslt);
    expect(result.method).toBe("html");
    expect(result.output).toBe("<html><body>x<br>\n</body></html>\n");
  });

  it("treats any other result as XML by default", async () => {
    const xslt = stylesheet(`<xsl:template match="/"><out><empty/></out></xsl:template>`);
    expect(await run("<a/>", xslt)).toMatchObject({
      method: "xml",
      output: `${DECLARATION}<out><empty/></out>\n`,
    });
  });

  it("indents XML output when xsl:output asks for it", async () => {
    const xslt = stylesheet(
      `<xsl:output indent="yes" omit-xml-declaration="yes"/><xsl:template match="/"><out><a>1</a><b/></out></xsl:template>`,
    );
    expect((await run("<a/>", xslt)).output).toBe("<out>\n  <a>1</a>\n  <b/>\n</out>\n");
  });

  it("writes the encoding xsl:output declares, shown as text", async () => {
    const xslt = stylesheet(
      `<xsl:output encoding="ISO-8859-1"/><xsl:template match="/"><r>é €</r></xsl:template>`,
    );
    const result = await run("<a/>", xslt);
    expect(result.encoding).toBe("ISO-8859-1");
    expect(result.output).toBe('<?xml version="1.0" encoding="ISO-8859-1"?>\n<r>é &#8364;</r>\n');
  });

  it("says when the declared encoding cannot be written and the result is UTF-8", async () => {
    const xslt = stylesheet(
      `<xsl:output encoding="windows-1252"/><xsl:template match="/"><r>é</r></xsl:template>`,
    );
    const result = await run("<a/>", xslt);
    expect(result).toMatchObject({
      encoding: "UTF-8",
      output: expect.stringContaining("<r>é</r>"),
    });
    expect(result.messages).toEqual([
      'xsl:output encoding "windows-1252" cannot be written here: the result is UTF-8 (its declaration still names windows-1252).',
    ]);
  });

  it("reads pasted text as the text it is, whatever its encoding declaration says", async () => {
    const xml = `<?xml version="1.0" encoding="ISO-8859-1"?><a>é</a>`;
    const xslt = stylesheet(
      `<xsl:output method="text"/><xsl:template match="/"><xsl:value-of select="a"/></xsl:template>`,
    );
    expect((await run(xml, xslt)).output).toBe("é");
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

  it("reports a call of an unknown function with the stylesheet line", async () => {
    const xslt = stylesheet(
      `\n<xsl:template match="/">\n<xsl:value-of select="nosuch(1)"/></xsl:template>`,
    );
    const error = await failure(run("<a/>", xslt));
    expect(error.message).toBe(
      "XSLT: function nosuch not found; Unregistered function; XPath evaluation returned no result at line 3, element value-of",
    );
    expect(error.line).toBe(3);
  });

  it("reports an XPath syntax error with the expression and where it stops", async () => {
    const xslt = stylesheet(`<xsl:template match="/"><xsl:value-of select="1 +"/></xsl:template>`);
    expect((await failure(run("<a/>", xslt))).message).toBe(
      `XSLT: Invalid expression in "1 +" (at character 4); xsl:value-of : could not compile select expression '1 +' at line 1, element value-of`,
    );
  });

  it("reports an undeclared variable", async () => {
    const xslt = stylesheet(`<xsl:template match="/"><xsl:value-of select="$v"/></xsl:template>`);
    expect((await failure(run("<a/>", xslt))).message).toBe(
      "XSLT: Variable 'v' has not been declared at line 1, element value-of",
    );
  });

  it("rejects two templates with the same name, as XSLT 1.0 §6 requires", async () => {
    const xslt = stylesheet(`<xsl:template name="t"/>\n<xsl:template name="t"/>`);
    expect((await failure(run("<a/>", xslt))).message).toMatch(
      /^XSLT: xsl:template: error duplicate name 't' at line 2, element template$/,
    );
  });

  it("reports a malformed match pattern with the line of its template", async () => {
    const xslt = stylesheet(`\n<xsl:template match="a["/>`);
    expect((await failure(run("<a/>", xslt))).message).toBe(
      "XSLT: ']' expected; failed to compile 'a[' at line 2, element template",
    );
  });

  it("names the line and column of malformed XML", async () => {
    const error = await failure(run("<a>\n  <b></a>", stylesheet("")));
    expect(error.message).toMatch(/^XML: .*line 2, column \d+$/);
    expect(error.line).toBe(2);
  });

  it("names the line and column of a malformed stylesheet", async () => {
    const error = await failure(
      run("<a/>", `<xsl:stylesheet version="1.0"\n  xmlns:xsl="x">\n<oops</xsl:stylesheet>`),
    );
    expect(error.message).toMatch(/^XSLT: .*line 3, column \d+$/);
    expect(error.line).toBe(3);
  });

  it("rejects a document that is not an XSLT stylesheet", async () => {
    expect((await failure(run("<a/>", "<html/>"))).message).toBe(NOT_A_STYLESHEET_MESSAGE);
  });

  it("accepts a literal result element as a simplified stylesheet", async () => {
    const xslt = `<out xsl:version="1.0" ${XSL_NS}><xsl:value-of select="/a"/></out>`;
    expect((await run("<a>v</a>", xslt)).output).toBe(`${DECLARATION}<out>v</out>\n`);
  });

  it("uses the stylesheet embedded in the XML when the XSLT input is empty", async () => {
    const xml = `<?xml-stylesheet type="text/xsl" href="#s"?>
<!DOCTYPE doc [<!ATTLIST xsl:stylesheet id ID #IMPLIED>]>
<doc><xsl:stylesheet id="s" version="1.0" ${XSL_NS}><xsl:output method="text"/>
<xsl:template match="/">items: <xsl:value-of select="count(//item)"/></xsl:template>
<xsl:template match="xsl:stylesheet"/></xsl:stylesheet><item/><item/></doc>`;
    expect((await run(xml, "")).output).toBe("items: 2");
  });

  it("sorts with the collation of xsl:sort's lang", async () => {
    const xslt = stylesheet(
      `<xsl:output method="text"/><xsl:template match="/"><xsl:for-each select="//n"><xsl:sort lang="de"/><xsl:value-of select="."/>,</xsl:for-each></xsl:template>`,
    );
    expect((await run("<a><n>Mueller</n><n>Möller</n><n>Märtens</n></a>", xslt)).output).toBe(
      "Märtens,Möller,Mueller,",
    );
  });

  it("has the EXSLT functions, e.g. exsl:node-set and str:tokenize", async () => {
    const xslt = `<xsl:stylesheet version="1.0" ${XSL_NS} xmlns:exsl="http://exslt.org/common" xmlns:str="http://exslt.org/strings"><xsl:output method="text"/><xsl:variable name="v"><i>1</i><i>2</i></xsl:variable><xsl:template match="/"><xsl:value-of select="count(exsl:node-set($v)/i) + count(str:tokenize('a b c'))"/></xsl:template></xsl:stylesheet>`;
    expect((await run("<a/>", xslt)).output).toBe("5");
  });

  it("asks for both inputs", async () => {
    expect((await failure(run(" ", stylesheet("")))).message).toBe(EMPTY_XML_MESSAGE);
    expect((await failure(run("<a/>", ""))).message).toBe(EMPTY_XSLT_MESSAGE);
  });

  it("asks for a stylesheet when the XML's xml-stylesheet names no embedded one", async () => {
    const xml = `<?xml-stylesheet type="text/xsl" href="style.xsl"?><a/>`;
    expect((await failure(run(xml, ""))).message).toBe(EMPTY_XSLT_MESSAGE);
  });
});
