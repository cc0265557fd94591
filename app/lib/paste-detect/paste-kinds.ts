// The kinds of content "Paste anything" recognises, and the tools that take each, best first.
// Tool paths here are candidates only: detectPaste keeps those the catalogue it is given has live.

export type PasteKind =
  | "json"
  | "json-lines"
  | "xml"
  | "yaml"
  | "csv"
  | "tsv"
  | "html"
  | "markdown"
  | "sql"
  | "javascript"
  | "css"
  | "jwt"
  | "base64"
  | "url"
  | "url-encoded"
  | "hex"
  | "hash"
  | "uuid"
  | "cron"
  | "epoch"
  | "iso-date"
  | "time-zone"
  | "ip-address"
  | "cidr"
  | "color"
  | "pem"
  | "card-number"
  | "email"
  | "image"
  | "pdf"
  | "audio"
  | "video"
  | "binary"
  | "text";

/** Candidate tools per kind, best first (a detector may name others for one finding, e.g. a PEM key). */
export const KIND_TOOLS: Readonly<Record<PasteKind, readonly string[]>> = {
  json: [
    "/json-formatter",
    "/jsonpath-tester",
    "/json-to-types",
    "/json-to-yaml-converter",
    "/json-to-xml-converter",
  ],
  "json-lines": ["/json-to-types", "/jsonpath-tester", "/json-formatter"],
  xml: ["/xml-beautifier", "/xpath-tester", "/xslt-transformer", "/xsd-generator"],
  yaml: ["/json-to-yaml-converter"],
  csv: ["/csv-tools", "/csv-to-json-converter", "/csv-to-xml-converter"],
  tsv: ["/csv-tools", "/csv-to-json-converter", "/csv-to-xml-converter"],
  html: ["/html-formatter", "/html-to-markdown", "/text-escaper"],
  markdown: ["/markdown-to-html", "/character-counter"],
  sql: ["/sql-formatter"],
  javascript: ["/javascript-beautifier", "/javascript-minifier", "/code-renderer"],
  css: ["/css-beautifier", "/css-minifier"],
  jwt: ["/jwt-decoder"],
  base64: ["/base64-encoder-decoder"],
  url: ["/url-parser", "/url-encoder-decoder", "/qr-code-generator"],
  "url-encoded": ["/url-encoder-decoder", "/url-parser"],
  hex: ["/number-base-converter", "/base64-encoder-decoder"],
  hash: ["/message-digester", "/hmac-generator"],
  uuid: ["/uuid-generator"],
  cron: ["/cron-tools"],
  epoch: ["/epoch-timestamp-converter", "/timezone-converter"],
  "iso-date": ["/epoch-timestamp-converter", "/timezone-converter", "/date-range-analyzer"],
  "time-zone": ["/timezone-converter"],
  "ip-address": ["/subnet-calculator"],
  cidr: ["/subnet-calculator"],
  color: ["/color-converter"],
  pem: ["/certificate-decoder"],
  "card-number": ["/credit-card-validator"],
  email: ["/qr-code-generator", "/string-utilities"],
  image: ["/image-converter", "/qr-code-reader", "/message-digester"],
  pdf: ["/pdf-to-text", "/message-digester"],
  audio: ["/audio-converter", "/message-digester"],
  video: ["/video-converter", "/message-digester"],
  binary: ["/message-digester", "/base64-encoder-decoder"],
  text: ["/character-counter", "/string-utilities", "/text-escaper", "/text-diff"],
};

/** What the content is said to be, before the tools are chosen. */
export interface Finding {
  kind: PasteKind;
  /** 0 to 1: how sure the detector is; findings are listed by it, best first. */
  confidence: number;
  /** One short line for a person: "UUID version 4 (random)". */
  description: string;
  /** Tools for this finding when they differ from the kind's (a PEM private key is not a certificate). */
  tools?: readonly string[];
  /** What encoded content decodes to (Base64 of JSON): its tools follow the decoder's. */
  inner?: Finding;
}
