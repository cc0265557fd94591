// A checking XML 1.0 tokenizer: splits a document into markup and text tokens that keep their source
// text, and rejects what is not well-formed with a message naming the line and column.
import { ToolError, errorAtIndex } from "~/lib/tool-error";
import { INVALID_XML_CHARACTER, isXmlChar, unicodeLabel } from "./xml-escape";
import { NAME_CHAR_CLASS, NAME_START_CLASS } from "./xml-names";

export interface XmlAttribute {
  name: string;
  /** The value as written between the quotes, references not expanded. */
  rawValue: string;
  quote: '"' | "'";
}

interface TokenBase {
  /** Index of the token's first character in the input. */
  start: number;
  /** Index just after the token. */
  end: number;
}

export type XmlToken = TokenBase &
  (
    | { kind: "declaration" }
    | { kind: "processing-instruction"; target: string }
    | { kind: "comment" }
    | { kind: "cdata" }
    | { kind: "doctype" }
    | {
        kind: "open";
        name: string;
        attributes: XmlAttribute[];
        selfClosing: boolean;
        /** Index of the matching close token in the token list (itself when self-closing). */
        closeIndex: number;
        /** It has text or CDATA among its own children: its content is mixed or text-only. */
        hasText: boolean;
        /** xml:space="preserve" applies to it. */
        preservesSpace: boolean;
      }
    | { kind: "close"; name: string }
    | { kind: "text"; whitespaceOnly: boolean }
  );

const PREDEFINED_ENTITIES = new Set(["amp", "lt", "gt", "quot", "apos"]);

const NAME = new RegExp(`[${NAME_START_CLASS}][${NAME_CHAR_CLASS}]*`, "uy");
const WHITESPACE = /[ \t\r\n]*/y;
const NOT_WHITESPACE = /[^ \t\r\n]/;
// version, then optional encoding and standalone, in this order, each after whitespace.
const XML_DECLARATION =
  /^<\?xml\s+version\s*=\s*(["'])1\.[0-9]+\1(?:\s+encoding\s*=\s*(["'])[A-Za-z][\w.-]*\2)?(?:\s+standalone\s*=\s*(["'])(?:yes|no)\3)?\s*\?>$/;
const REFERENCE = /&(?:#([0-9]+)|#x([0-9a-fA-F]+)|([^;&\s<]*));?/y;

/** Splits `text` into tokens, or throws a ToolError at the first thing that is not well-formed XML. */
export function scanXml(text: string): XmlToken[] {
  return new XmlScanner(text).scan();
}

class XmlScanner {
  private readonly tokens: XmlToken[] = [];
  /** Token indexes of the open elements, innermost last. */
  private readonly openElements: number[] = [];
  /** The namespace prefixes each open element declares (null: none), parallel to openElements. */
  private readonly declaredPrefixes: (Set<string> | null)[] = [];
  private position = 0;
  private rootSeen = false;
  private rootClosed = false;
  private doctypeSeen = false;
  /** With a DOCTYPE, entities may be declared there; we do not read DTDs, so any name is accepted. */
  private entitiesMayBeDeclared = false;

  constructor(private readonly text: string) {}

  scan(): XmlToken[] {
    const { text } = this;
    const invalid = INVALID_XML_CHARACTER.exec(text);
    if (invalid) {
      const code = invalid[0].codePointAt(0) ?? 0;
      throw this.errorAt(
        invalid.index,
        (where) => `Invalid character ${unicodeLabel(code)} at ${where}`,
      );
    }
    if (text.charCodeAt(0) === 0xfeff) this.position = 1;
    if (text.startsWith("<?xml", this.position) && /[\s?]/.test(text[this.position + 5] ?? "")) {
      this.scanDeclaration();
    }
    while (this.position < text.length) {
      if (text.charCodeAt(this.position) === 0x3c /* < */) this.scanMarkup();
      else this.scanText();
    }
    const unclosed = this.openElements.at(-1);
    if (unclosed !== undefined) {
      const token = this.tokens[unclosed] as Extract<XmlToken, { kind: "open" }>;
      throw this.errorAt(
        token.start,
        (where) => `Element <${token.name}> opened at ${where} is not closed`,
      );
    }
    if (!this.rootSeen) throw this.errorAt(text.length, (where) => `No root element at ${where}`);
    return this.tokens;
  }

  private errorAt(index: number, describe: (where: string) => string): ToolError {
    return errorAtIndex(this.text, index, describe);
  }

  private expected(what: string, index = this.position): ToolError {
    if (index >= this.text.length) {
      return this.errorAt(
        index,
        (where) => `Unexpected end of input, expected ${what} at ${where}`,
      );
    }
    const found = JSON.stringify(String.fromCodePoint(this.text.codePointAt(index) ?? 0));
    return this.errorAt(index, (where) => `Expected ${what} but found ${found} at ${where}`);
  }

  private push(token: XmlToken): number {
    this.tokens.push(token);
    return this.tokens.length - 1;
  }

  private readName(what: string): string {
    NAME.lastIndex = this.position;
    const match = NAME.exec(this.text);
    if (!match) throw this.expected(what);
    this.position = NAME.lastIndex;
    return match[0];
  }

  private skipWhitespace(): boolean {
    WHITESPACE.lastIndex = this.position;
    WHITESPACE.exec(this.text);
    const skipped = WHITESPACE.lastIndex > this.position;
    this.position = WHITESPACE.lastIndex;
    return skipped;
  }

  /** Moves past `terminator`, or fails naming what was left open at `start`. */
  private skipPast(terminator: string, start: number, what: string): void {
    const end = this.text.indexOf(terminator, this.position);
    if (end < 0) {
      throw this.errorAt(start, (where) => `${what} starting at ${where} is not closed`);
    }
    this.position = end + terminator.length;
  }

  private scanDeclaration(): void {
    const start = this.position;
    this.skipPast("?>", start, "XML declaration");
    if (!XML_DECLARATION.test(this.text.slice(start, this.position))) {
      throw this.errorAt(
        start,
        (where) =>
          `Malformed XML declaration at ${where}: expected <?xml version="1.0" encoding="…" standalone="…"?>`,
      );
    }
    this.push({ kind: "declaration", start, end: this.position });
  }

  private scanText(): void {
    const { text } = this;
    const start = this.position;
    let end = text.indexOf("<", start);
    if (end < 0) end = text.length;
    const closing = text.indexOf("]]>", start);
    if (closing >= 0 && closing < end) {
      throw this.errorAt(closing, (where) => `"]]>" is not allowed in text at ${where}`);
    }
    this.checkReferences(start, end);
    const whitespaceOnly = !NOT_WHITESPACE.test(text.slice(start, end));
    if (!whitespaceOnly) {
      if (this.openElements.length === 0) {
        const first = start + text.slice(start, end).search(NOT_WHITESPACE);
        throw this.errorAt(first, (where) =>
          this.rootClosed
            ? `Text after the root element at ${where}`
            : `Text before the root element at ${where}`,
        );
      }
      this.markParentHasText();
    }
    this.position = end;
    this.push({ kind: "text", start, end, whitespaceOnly });
  }

  private markParentHasText(): void {
    const parent = this.openElements.at(-1);
    if (parent === undefined) return;
    const token = this.tokens[parent];
    if (token.kind === "open") token.hasText = true;
  }

  /** Every & in text[from, to) must begin a character or entity reference. */
  private checkReferences(from: number, to: number): void {
    const { text } = this;
    for (let at = text.indexOf("&", from); at >= 0 && at < to; at = text.indexOf("&", at + 1)) {
      REFERENCE.lastIndex = at;
      const match = REFERENCE.exec(text);
      const [whole, decimal, hex, name] = match ?? ["&"];
      if (!whole.endsWith(";") || REFERENCE.lastIndex > to) {
        throw this.errorAt(
          at,
          (where) => `"&" must start a reference such as &amp; (unterminated at ${where})`,
        );
      }
      if (decimal !== undefined || hex !== undefined) {
        const code = decimal !== undefined ? Number(decimal) : parseInt(hex, 16);
        if (!isXmlChar(code)) {
          throw this.errorAt(
            at,
            (where) => `Character reference ${whole} is not an XML character at ${where}`,
          );
        }
        continue;
      }
      NAME.lastIndex = 0;
      const nameMatch = NAME.exec(name);
      if (!nameMatch || nameMatch[0] !== name) {
        throw this.errorAt(at, (where) => `Invalid entity reference ${whole} at ${where}`);
      }
      if (!PREDEFINED_ENTITIES.has(name) && !this.entitiesMayBeDeclared) {
        throw this.errorAt(at, (where) => `Undefined entity ${whole} at ${where}`);
      }
    }
  }

  private scanMarkup(): void {
    const { text } = this;
    const start = this.position;
    if (text.startsWith("<!--", start)) return this.scanComment();
    if (text.startsWith("<![CDATA[", start)) return this.scanCdata();
    if (text.startsWith("<!DOCTYPE", start)) return this.scanDoctype();
    if (text.startsWith("<?", start)) return this.scanProcessingInstruction();
    if (text.startsWith("</", start)) return this.scanCloseTag();
    if (text.startsWith("<!", start)) {
      throw this.errorAt(start, (where) => `Unknown markup declaration at ${where}`);
    }
    this.scanOpenTag();
  }

  private scanComment(): void {
    const start = this.position;
    this.position += 4;
    this.skipPast("--", start, "Comment");
    if (this.text[this.position] !== ">") {
      throw this.errorAt(
        this.position - 2,
        (where) => `"--" is not allowed inside a comment at ${where}`,
      );
    }
    this.position++;
    this.push({ kind: "comment", start, end: this.position });
  }

  private scanCdata(): void {
    const start = this.position;
    if (this.openElements.length === 0) {
      throw this.errorAt(start, (where) => `CDATA section outside the root element at ${where}`);
    }
    this.position += 9;
    this.skipPast("]]>", start, "CDATA section");
    this.markParentHasText();
    this.push({ kind: "cdata", start, end: this.position });
  }

  private scanDoctype(): void {
    const { text } = this;
    const start = this.position;
    if (this.rootSeen || this.doctypeSeen) {
      throw this.errorAt(
        start,
        (where) => `A DOCTYPE must come once, before the root element (at ${where})`,
      );
    }
    this.position += 9;
    if (!this.skipWhitespace()) throw this.expected("whitespace after <!DOCTYPE");
    this.readName("the document type name");
    // Walk to the closing ">", stepping over quoted literals and the internal subset's brackets.
    let depth = 0;
    while (this.position < text.length) {
      const char = text[this.position];
      if (char === '"' || char === "'") {
        const close = text.indexOf(char, this.position + 1);
        if (close < 0) break;
        this.position = close + 1;
        continue;
      }
      if (char === "[") {
        depth++;
        this.entitiesMayBeDeclared = true;
      } else if (char === "]") depth--;
      else if (char === ">" && depth <= 0) break;
      else if (text.startsWith("<!--", this.position)) {
        this.skipPast("-->", this.position, "Comment");
        continue;
      }
      this.position++;
    }
    if (this.position >= text.length) {
      throw this.errorAt(start, (where) => `DOCTYPE starting at ${where} is not closed`);
    }
    this.position++;
    this.doctypeSeen = true;
    // An external DTD may declare entities too.
    if (/^<!DOCTYPE\s+\S+\s+(SYSTEM|PUBLIC)\b/.test(text.slice(start, this.position))) {
      this.entitiesMayBeDeclared = true;
    }
    this.push({ kind: "doctype", start, end: this.position });
  }

  private scanProcessingInstruction(): void {
    const start = this.position;
    this.position += 2;
    const target = this.readName("a processing instruction target");
    if (target.toLowerCase() === "xml") {
      throw this.errorAt(
        start,
        (where) =>
          `The XML declaration is only allowed at the very start of the document (${where})`,
      );
    }
    if (!this.text.startsWith("?>", this.position) && !this.skipWhitespace()) {
      throw this.expected('whitespace or "?>" after the target');
    }
    this.skipPast("?>", start, "Processing instruction");
    this.push({ kind: "processing-instruction", target, start, end: this.position });
  }

  private scanOpenTag(): void {
    const { text } = this;
    const start = this.position;
    this.position++;
    if (this.rootClosed) {
      throw this.errorAt(start, (where) => `A second root element at ${where}`);
    }
    const name = this.readName("an element name");
    const attributes: XmlAttribute[] = [];
    const seen = new Set<string>();
    for (;;) {
      const spaced = this.skipWhitespace();
      if (text.startsWith("/>", this.position) || text[this.position] === ">") break;
      if (!spaced) throw this.expected('whitespace, "/>" or ">"');
      const attributeStart = this.position;
      const attributeName = this.readName(`an attribute name or the end of <${name}>`);
      if (seen.has(attributeName)) {
        throw this.errorAt(
          attributeStart,
          (where) => `Duplicate attribute ${attributeName} at ${where}`,
        );
      }
      seen.add(attributeName);
      this.skipWhitespace();
      if (text[this.position] !== "=") throw this.expected(`"=" after ${attributeName}`);
      this.position++;
      this.skipWhitespace();
      const quote = text[this.position];
      if (quote !== '"' && quote !== "'") throw this.expected("a quoted attribute value");
      const valueStart = this.position + 1;
      const valueEnd = text.indexOf(quote, valueStart);
      if (valueEnd < 0) {
        throw this.errorAt(
          this.position,
          (where) => `Attribute value starting at ${where} is not closed`,
        );
      }
      const lessThan = text.indexOf("<", valueStart);
      if (lessThan >= 0 && lessThan < valueEnd) {
        throw this.errorAt(
          lessThan,
          (where) => `"<" is not allowed in an attribute value at ${where}`,
        );
      }
      this.checkReferences(valueStart, valueEnd);
      attributes.push({ name: attributeName, rawValue: text.slice(valueStart, valueEnd), quote });
      this.position = valueEnd + 1;
    }
    const selfClosing = text[this.position] === "/";
    this.position += selfClosing ? 2 : 1;
    const prefixes = this.checkNamespaces(start, name, attributes);
    const parent = this.openElements.at(-1);
    const parentToken = parent === undefined ? undefined : this.tokens[parent];
    const inheritedPreserve = parentToken?.kind === "open" && parentToken.preservesSpace;
    const space = attributes.find((attribute) => attribute.name === "xml:space")?.rawValue;
    const index = this.push({
      kind: "open",
      name,
      attributes,
      selfClosing,
      closeIndex: this.tokens.length,
      hasText: false,
      preservesSpace: space === undefined ? inheritedPreserve : space === "preserve",
      start,
      end: this.position,
    });
    this.rootSeen = true;
    if (selfClosing) {
      if (this.openElements.length === 0) this.rootClosed = true;
    } else {
      this.openElements.push(index);
      this.declaredPrefixes.push(prefixes);
    }
  }

  /**
   * Namespaces in XML 1.0, as browsers' parsers apply it: names have at most one colon and every
   * prefix used is declared on the element or an ancestor. Returns the prefixes the element declares.
   */
  private checkNamespaces(start: number, name: string, attributes: XmlAttribute[]) {
    let declared: Set<string> | null = null;
    for (const { name: attributeName, rawValue } of attributes) {
      if (!attributeName.startsWith("xmlns:")) continue;
      const prefix = attributeName.slice(6);
      if (rawValue === "") {
        throw this.errorAt(
          start,
          (where) => `Namespace prefix ${prefix} cannot be bound to an empty URI at ${where}`,
        );
      }
      declared ??= new Set();
      declared.add(prefix);
    }
    const check = (qualifiedName: string, isAttribute: boolean) => {
      const parts = qualifiedName.split(":");
      if (parts.length > 2 || parts.some((part) => part === "")) {
        throw this.errorAt(start, (where) => `Invalid qualified name ${qualifiedName} at ${where}`);
      }
      if (parts.length === 1) return;
      const [prefix] = parts;
      if (prefix === "xml" || (isAttribute && prefix === "xmlns")) return;
      if (declared?.has(prefix) || this.declaredPrefixes.some((scope) => scope?.has(prefix))) {
        return;
      }
      throw this.errorAt(
        start,
        (where) => `Namespace prefix ${prefix} of ${qualifiedName} is not declared at ${where}`,
      );
    };
    check(name, false);
    for (const attribute of attributes) check(attribute.name, true);
    return declared;
  }

  private scanCloseTag(): void {
    const start = this.position;
    this.position += 2;
    const name = this.readName("an element name");
    this.skipWhitespace();
    if (this.text[this.position] !== ">") throw this.expected(`">" to end </${name}>`);
    this.position++;
    const openIndex = this.openElements.pop();
    this.declaredPrefixes.pop();
    if (openIndex === undefined) {
      throw this.errorAt(start, (where) => `Unexpected closing tag </${name}> at ${where}`);
    }
    const open = this.tokens[openIndex] as Extract<XmlToken, { kind: "open" }>;
    if (open.name !== name) {
      throw this.errorAt(
        start,
        (where) => `Closing tag </${name}> does not match <${open.name}> at ${where}`,
      );
    }
    open.closeIndex = this.push({ kind: "close", name, start, end: this.position });
    if (this.openElements.length === 0) this.rootClosed = true;
  }
}
