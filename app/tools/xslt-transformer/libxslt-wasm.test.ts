// The committed module's interface: what it may call outside itself, and what it carries.
import { readFileSync } from "node:fs";
import { libxsltNotices, runLibxslt } from "./libxslt-wasm";
import { LIBXSLT_WASM_FILE } from "../../../test-support/xslt-transformer/libxslt-engine";

const module = new WebAssembly.Module(readFileSync(LIBXSLT_WASM_FILE));

describe("libxslt.wasm", () => {
  it("imports nothing but libc's WASI calls and our collator (no sockets, no threads)", () => {
    const imports = WebAssembly.Module.imports(module).map((i) => `${i.module}.${i.name}`);
    expect(imports.filter((name) => !name.startsWith("wasi_snapshot_preview1."))).toEqual([
      "bytesmith.collate",
    ]);
    expect(imports.filter((name) => /sock_|thread|poll/.test(name))).toEqual([]);
  });

  it("carries the copyright and permission notices of libxml2, libxslt and libexslt", () => {
    const notices = libxsltNotices(module);
    expect(notices).toContain("Copyright (C) 1998-2012 Daniel Veillard");
    expect(notices).toContain("Copyright (C) 2000,2012 Bjorn Reese and Daniel Veillard");
    expect(notices).toContain("Copyright (C) 2000 Gary Pennington and Daniel Veillard");
    expect(notices).toContain("Thomas Broyer, Charlie Bozeman and Daniel Veillard");
    expect(notices.match(/Permission is hereby granted/g)).toHaveLength(3);
  });

  it("answers with the result's bytes, method and encoding", () => {
    const result = runLibxslt(module, {
      xml: "<a>é</a>",
      xslt: `<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"><xsl:output method="text" encoding="UTF-16LE"/><xsl:template match="/"><xsl:value-of select="a"/></xsl:template></xsl:stylesheet>`,
      parameters: [],
    });
    expect(result).toMatchObject({ status: "ok", method: "text", encoding: "UTF-16LE" });
    expect([...result.output]).toEqual([0xe9, 0x00]);
  });

  it("starts every run afresh: a run after a stack overflow works", () => {
    const endless = `<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"><xsl:template match="/"><xsl:apply-templates select="."/></xsl:template></xsl:stylesheet>`;
    expect(() => runLibxslt(module, { xml: "<a/>", xslt: endless, parameters: [] })).toThrow();
    const result = runLibxslt(module, {
      xml: "<a>fine</a>",
      xslt: `<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"><xsl:output method="text"/><xsl:template match="/"><xsl:value-of select="a"/></xsl:template></xsl:stylesheet>`,
      parameters: [],
    });
    expect(new TextDecoder().decode(result.output)).toBe("fine");
  });
});
