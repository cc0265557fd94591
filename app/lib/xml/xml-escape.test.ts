import { escapeXmlAttribute, escapeXmlText, isXmlChar, unescapeXml } from "./xml-escape";

describe("escapeXmlText", () => {
  it("escapes NEL and LINE SEPARATOR, which XML 1.1 readers such as xmldom turn into line feeds", () => {
    expect(escapeXmlText("a\u0085b\u2028c")).toBe("a&#133;b&#8232;c");
    expect(escapeXmlAttribute("\u0085")).toBe("&#133;");
  });

  it("escapes the five characters spec §5 names", () => {
    expect(escapeXmlText(`a & b < c > d " e ' f`)).toBe(
      "a &amp; b &lt; c &gt; d &quot; e &apos; f",
    );
  });

  it("escapes a carriage return, which a parser would turn into a line feed", () => {
    expect(escapeXmlText("a\r\nb")).toBe("a&#13;\nb");
  });

  it("leaves tabs, line feeds and non-ASCII text alone", () => {
    expect(escapeXmlText("\tcafé 🎉\n")).toBe("\tcafé 🎉\n");
  });

  it("escapes an ampersand that already starts an entity, so the text is kept literally", () => {
    expect(escapeXmlText("&amp;")).toBe("&amp;amp;");
  });
});

describe("escapeXmlAttribute", () => {
  it("escapes the five characters and keeps tabs and line breaks as references", () => {
    expect(escapeXmlAttribute(`"x"\t'y'\r\n<&>`)).toBe(
      "&quot;x&quot;&#9;&apos;y&apos;&#13;&#10;&lt;&amp;&gt;",
    );
  });
});

describe("unescapeXml", () => {
  it("decodes the five predefined entities", () => {
    expect(unescapeXml("&lt;a href=&quot;x&quot;&gt; &amp; &apos;")).toBe(`<a href="x"> & '`);
  });

  it("decodes decimal and hex character references, astral ones included", () => {
    expect(unescapeXml("&#60;&#x3C;&#X3c;&#128512;&#x1F600;")).toBe("<<<😀😀");
  });

  it("keeps entities XML does not predefine", () => {
    expect(unescapeXml("&nbsp;&copy;")).toBe("&nbsp;&copy;");
  });

  it("keeps references to characters XML cannot hold", () => {
    expect(unescapeXml("&#0;&#xD800;&#x110000;&#99999999999;")).toBe(
      "&#0;&#xD800;&#x110000;&#99999999999;",
    );
  });

  it("keeps an ampersand that starts no complete reference", () => {
    expect(unescapeXml("a & b &amp c &#60")).toBe("a & b &amp c &#60");
  });

  it("decodes once: an escaped entity comes back as the entity's text", () => {
    expect(unescapeXml("&amp;lt;")).toBe("&lt;");
  });

  it("reverses both escapes", () => {
    const text = `<tag attr="v">'&'\r\n\t</tag>`;
    expect(unescapeXml(escapeXmlText(text))).toBe(text);
    expect(unescapeXml(escapeXmlAttribute(text))).toBe(text);
  });
});

describe("isXmlChar", () => {
  it("accepts tab, line breaks and ordinary characters", () => {
    expect([0x9, 0xa, 0xd, 0x20, 0xfffd, 0x1f600].every(isXmlChar)).toBe(true);
  });

  it("rejects other control characters, surrogates and U+FFFE", () => {
    expect([0x0, 0x8, 0x1f, 0xd800, 0xfffe, 0x110000].some(isXmlChar)).toBe(false);
  });
});
