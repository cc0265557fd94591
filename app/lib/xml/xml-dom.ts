// Parses XML text into a DOM that works in workers and in node (xmldom), after the project's checking
// tokenizer has accepted it, so every XML tool reports malformed input the same way.
import { DOMParser, type Document } from "@xmldom/xmldom";
import { ToolError } from "~/lib/tool-error";
import { scanXml } from "./xml-scan";

/**
 * Returns the document for `text`, or throws the tokenizer's ToolError ("… at line L, column C").
 * Elements keep `lineNumber` and `columnNumber` (1-based) from the parser's locator.
 */
export function parseXmlDocument(text: string): Document {
  scanXml(text);
  const parser = new DOMParser({
    locator: true,
    onError(level, message) {
      // The tokenizer has already rejected what is not well-formed; what xmldom still reports as an
      // error (e.g. an undeclared entity from a DTD it does not read) is worth stopping for too.
      if (level !== "warning") throw new ToolError(cleanMessage(message));
    },
  });
  return parser.parseFromString(text, "text/xml");
}

function cleanMessage(message: string): string {
  return message.replace(/^\[xmldom [^\]]*\]\s*/, "").trim();
}
