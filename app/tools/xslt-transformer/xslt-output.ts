// What an XSLT result is (xml, html or text, XSLT 1.0 §16) and how it is saved and previewed:
// light helpers the page uses without loading the engine (/xslt-transformer).
export type XsltOutputMethod = "xml" | "html" | "text";

// Each comment or processing instruction stops at its first end mark ((?!-->) rather than a lazy
// [\s\S]*?, which could stretch over later comments and backtrack exponentially on the main thread).
const HTML_START =
  /^\s*(?:<!--(?:(?!-->)[\s\S])*-->\s*|<\?(?:(?!\?>)[\s\S])*\?>\s*|<!DOCTYPE[^>]*>\s*)*<html[\s>/]/i;

export function resultFileName(method: XsltOutputMethod): string {
  return method === "html" ? "result.html" : method === "text" ? "result.txt" : "result.xml";
}

export function resultMimeType(method: XsltOutputMethod): string {
  return method === "html" ? "text/html" : method === "text" ? "text/plain" : "application/xml";
}

/** A result worth rendering: HTML by method, or XML output that is an html document anyway. */
export function isPreviewable(method: XsltOutputMethod, output: string): boolean {
  return method === "html" || HTML_START.test(output);
}
