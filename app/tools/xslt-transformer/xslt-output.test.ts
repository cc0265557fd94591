import { isPreviewable, resultFileName, resultMimeType } from "./xslt-output";

describe("result files", () => {
  it("names the download after the output method", () => {
    expect([resultFileName("xml"), resultFileName("html"), resultFileName("text")]).toEqual([
      "result.xml",
      "result.html",
      "result.txt",
    ]);
  });

  it("gives each method its MIME type", () => {
    expect(resultMimeType("html")).toBe("text/html");
    expect(resultMimeType("text")).toBe("text/plain");
  });
});

describe("preview", () => {
  it("previews HTML output and XML output that is an html document", () => {
    expect(isPreviewable("html", "<p/>")).toBe(true);
    expect(isPreviewable("xml", "<!-- x -->\n<html><body/></html>")).toBe(true);
    expect(isPreviewable("xml", "<root/>")).toBe(false);
  });

  it("looks past many leading comments and processing instructions at once", () => {
    const prolog = "<!--a--><?p x?>".repeat(5_000);
    const started = performance.now();
    expect(isPreviewable("xml", `${prolog}<root/>`)).toBe(false);
    expect(isPreviewable("xml", `${prolog}<html/>`)).toBe(true);
    expect(performance.now() - started).toBeLessThan(50);
  });
});
