// What the engine may not reach and how far it may go: no file or network reads except the
// stylesheet itself, no writes, and a clear message when a stylesheet recurses without end.
import { ToolError } from "~/lib/tool-error";
import { nodeLibxsltEngine } from "../../../test-support/xslt-transformer/libxslt-engine";
import { RECURSION_MESSAGE, transformXslt } from "./xslt-transform";

const XSL_NS = 'xmlns:xsl="http://www.w3.org/1999/XSL/Transform"';
const stylesheet = (body: string) =>
  `<xsl:stylesheet version="1.0" ${XSL_NS}>${body}</xsl:stylesheet>`;

const run = (xml: string, xslt: string, files?: Record<string, Uint8Array>) =>
  transformXslt({ xml, xslt, parameters: [] }, nodeLibxsltEngine(files));

async function failure(promise: Promise<unknown>): Promise<ToolError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ToolError);
  return error as ToolError;
}

describe("the transformation's sandbox", () => {
  it("finds the stylesheet itself with document('')", async () => {
    const xslt = stylesheet(
      `<xsl:output method="text"/><xsl:template match="/"><xsl:value-of select="count(document('')//xsl:template)"/></xsl:template>`,
    );
    expect((await run("<a/>", xslt)).output).toBe("1");
  });
  it("loads nothing for document() and says so among the messages", async () => {
    const xslt = stylesheet(
      `<xsl:output method="text"/><xsl:template match="/"><xsl:value-of select="count(document('https://example.com/x.xml'))"/></xsl:template>`,
    );
    const result = await run("<a/>", xslt);
    expect(result.output).toBe("0");
    expect(result.messages[0]).toBe(
      'Not loaded: "https://example.com/x.xml" (nothing is fetched from the network or disk).',
    );
  });
  it("reads no external DTD and says so among the messages", async () => {
    const result = await run(
      `<!DOCTYPE a SYSTEM "a.dtd"><a/>`,
      stylesheet(`<xsl:output method="text"/><xsl:template match="/">ok</xsl:template>`),
    );
    expect(result.output).toBe("ok");
    expect(result.messages).toEqual([
      'Not loaded: "a.dtd" (nothing is fetched from the network or disk).',
    ]);
  });
  it("writes no file with exsl:document", async () => {
    const xslt = `<xsl:stylesheet version="1.0" ${XSL_NS} xmlns:exsl="http://exslt.org/common" extension-element-prefixes="exsl"><xsl:template match="/"><exsl:document href="/tmp/bytesmith-x.txt">x</exsl:document></xsl:template></xsl:stylesheet>`;
    expect((await failure(run("<a/>", xslt))).message).toMatch(/^XSLT: .*\/tmp\/bytesmith-x\.txt/);
  });
  it("stops a template that calls itself without end with a clear message", async () => {
    const xslt = stylesheet(
      `<xsl:template match="/"><xsl:call-template name="t"/></xsl:template><xsl:template name="t"><xsl:call-template name="t"/></xsl:template>`,
    );
    expect((await failure(run("<a/>", xslt))).message).toBe(RECURSION_MESSAGE);
  });
  it("recurses 500 templates deep (Chromium's worker stack allows about 650)", async () => {
    const xslt = stylesheet(
      `<xsl:output method="text"/><xsl:template match="/"><xsl:call-template name="r"><xsl:with-param name="n" select="500"/></xsl:call-template></xsl:template><xsl:template name="r"><xsl:param name="n"/><xsl:choose><xsl:when test="$n > 0"><xsl:call-template name="r"><xsl:with-param name="n" select="$n - 1"/></xsl:call-template></xsl:when><xsl:otherwise>bottom</xsl:otherwise></xsl:choose></xsl:template>`,
    );
    expect((await run("<a/>", xslt)).output).toBe("bottom");
  });
  it("loads nothing for xsl:import and says so", async () => {
    const xslt = stylesheet(`<xsl:import href="https://example.com/x.xsl"/>`);
    expect((await failure(run("<a/>", xslt))).message).toMatch(
      /^XSLT: cannot load "https:\/\/example.com\/x.xsl" for xsl:import or xsl:include/,
    );
  });
  it("reads a file handed to the engine for xsl:include, and no other", async () => {
    const included = new TextEncoder().encode(
      stylesheet(`<xsl:template match="/">included</xsl:template>`),
    );
    const xslt = stylesheet(`<xsl:output method="text"/><xsl:include href="part.xsl"/>`);
    expect((await run("<a/>", xslt, { "part.xsl": included })).output).toBe("included");
    expect((await failure(run("<a/>", xslt))).message).toMatch(/^XSLT: cannot load "part.xsl"/);
  });
});
