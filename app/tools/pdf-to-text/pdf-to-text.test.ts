import { describe, expect, it } from "vitest";
import { joinPages, pageTimeLimitMessage } from "./pdf-to-text";
import { textFileName } from "./text-file-name";

const pages = [
  { number: 2, reading: "Two", layout: "  Two" },
  { number: 5, reading: "Five", layout: "  Five" },
];

describe("joinPages", () => {
  it("ends each page with a form feed, as pdftotext does", () => {
    expect(joinPages(pages, "reading", "form-feed")).toBe("Two\n\fFive\n\f");
    expect(joinPages(pages, "layout", "form-feed")).toBe("  Two\n\f  Five\n\f");
  });

  it("or heads each page with its number", () => {
    expect(joinPages(pages, "reading", "marker")).toBe(
      "--- Page 2 ---\nTwo\n\n--- Page 5 ---\nFive\n",
    );
  });
});

describe("textFileName", () => {
  it("names the text after the PDF, one per page with its number", () => {
    expect(textFileName("Report.PDF")).toBe("Report.txt");
    expect(textFileName("scan.pdf", 3)).toBe("scan-page-3.txt");
    expect(textFileName(".pdf")).toBe("document.txt");
  });

  it("is a plain base name whatever the PDF was called", () => {
    expect(textFileName("../../etc/cron.d/evil.pdf", 1)).toBe("evil-page-1.txt");
    expect(textFileName("C:\\Users\\x\\AUX.pdf")).toBe("_AUX.txt");
    expect(textFileName("a\u202Efdp.exe.pdf", 2)).toBe("afdp.exe-page-2.txt");
  });
});

describe("pageTimeLimitMessage", () => {
  it("names the page that stalled, or the opening", () => {
    expect(pageTimeLimitMessage("17")).toBe(
      "Page 17 took longer than 30 seconds and reading stopped (the PDF may be built to stall readers). Choose a page range without page 17 to read the others.",
    );
    expect(pageTimeLimitMessage(null)).toBe(
      "Opening the PDF took longer than 30 seconds and reading stopped (the PDF may be built to stall readers).",
    );
  });
});
