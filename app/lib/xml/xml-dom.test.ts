import { describe, expect, it } from "vitest";
import { parseXmlDocument } from "./xml-dom";

describe("parseXmlDocument", () => {
  it("builds a namespace-aware document", () => {
    const document = parseXmlDocument(
      '<a:root xmlns:a="urn:a"><a:child x="1">text</a:child></a:root>',
    );
    const child = document.documentElement!.firstChild as unknown as Element;
    expect(document.documentElement!.namespaceURI).toBe("urn:a");
    expect(child.localName).toBe("child");
    expect(child.getAttribute("x")).toBe("1");
    expect(child.textContent).toBe("text");
  });

  it("keeps the line and column of elements", () => {
    const document = parseXmlDocument("<root>\n  <child/>\n</root>");
    const child = document.getElementsByTagName("child")[0] as unknown as {
      lineNumber: number;
      columnNumber: number;
    };
    expect(child.lineNumber).toBe(2);
    expect(child.columnNumber).toBe(3);
  });

  it("reports malformed XML with the tokenizer's line and column", () => {
    expect(() => parseXmlDocument("<root>\n  <child>\n</root>")).toThrow(/at line 3, column \d+/);
  });
});
