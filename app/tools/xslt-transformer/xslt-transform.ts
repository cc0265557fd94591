// Applies an XSLT 1.0 stylesheet to an XML document with libxslt, the reference implementation,
// built to WebAssembly (build-tools/libxslt), as Chromium is removing its own XSLTProcessor
// (docs/xslt-transformer.md).
import { ToolError, isStackOverflow } from "~/lib/tool-error";
import { isQualifiedXmlName } from "~/lib/xml/xml-names";
import { type LibxsltRecord, type LibxsltResult, runLibxslt } from "./libxslt-wasm";
import type { XsltOutputMethod } from "./xslt-output";

/** A type, not an interface, so it fits the string-record rows of EditableRows. */
export type XsltParameter = {
  name: string;
  value: string;
};

export interface XsltJob {
  xml: string;
  /** Empty: the stylesheet the XML names in an xml-stylesheet processing instruction (href="#id"). */
  xslt: string;
  /** Top-level xsl:param values, passed as strings; rows without a name are ignored. */
  parameters: readonly XsltParameter[];
}

export interface XsltResult {
  output: string;
  method: XsltOutputMethod;
  /** The encoding libxslt wrote the result in (xsl:output encoding when it can, else UTF-8). */
  encoding: string;
  /** What xsl:message and the engine's warnings said, in order. */
  messages: string[];
}

export interface XsltEngine {
  /** The compiled libxslt.wasm (compiled once, instantiated afresh for every run). */
  module: () => Promise<WebAssembly.Module>;
  /** Files xsl:import, xsl:include, document() and DTDs may read; the page hands over none. */
  files?: Readonly<Record<string, Uint8Array>>;
}

export const EMPTY_XML_MESSAGE = "Enter the XML document to transform.";
export const EMPTY_XSLT_MESSAGE = "Enter the XSLT stylesheet to apply.";
export const NOT_A_STYLESHEET_MESSAGE =
  "XSLT: the root element must be xsl:stylesheet or xsl:transform in the namespace http://www.w3.org/1999/XSL/Transform.";
export const RECURSION_MESSAGE =
  "XSLT: the transformation recursed too deeply (a template that keeps calling itself?).";

/** The names the C entry point gives the two inputs (build-tools/libxslt/bytesmith-xslt.c). */
const INPUT_NAMES: Record<string, string> = { "input.xml": "XML", "stylesheet.xsl": "XSLT" };

export async function transformXslt(job: XsltJob, engine: XsltEngine): Promise<XsltResult> {
  if (job.xml.trim() === "") throw new ToolError(EMPTY_XML_MESSAGE);
  const embedded = job.xslt.trim() === "";
  if (embedded && !job.xml.includes("<?xml-stylesheet")) throw new ToolError(EMPTY_XSLT_MESSAGE);
  const parameters = checkedParameters(job.parameters);
  const module = await engine.module();
  let result: LibxsltResult;
  try {
    result = runLibxslt(module, {
      xml: job.xml,
      xslt: embedded ? null : job.xslt,
      parameters,
      files: engine.files,
    });
  } catch (error) {
    // A trap: the stack (8 MiB) overflowed, or memory ran out. The instance is discarded anyway.
    if (error instanceof WebAssembly.RuntimeError || isStackOverflow(error)) {
      throw new ToolError(RECURSION_MESSAGE);
    }
    throw error;
  }
  if (result.status !== "ok") throw failure(result);
  return {
    output: decodeOutput(result.output, result.encoding),
    method: outputMethod(result.method),
    encoding: result.encoding,
    messages: result.records.map(describeRecord),
  };
}

function checkedParameters(parameters: readonly XsltParameter[]): XsltParameter[] {
  const named = parameters.filter((parameter) => parameter.name.trim() !== "");
  for (const { name } of named) {
    if (!isQualifiedXmlName(name.trim())) {
      throw new ToolError(`Parameter name "${name}" is not a valid XML name.`);
    }
  }
  return named.map(({ name, value }) => ({ name: name.trim(), value }));
}

/** xhtml (a libxslt extension) is HTML to save and preview; an extension QName method is XML. */
function outputMethod(method: string): XsltOutputMethod {
  if (method === "html" || method === "xhtml") return "html";
  return method === "text" ? "text" : "xml";
}

/** libxml2's encoders write only these; ISO-8859-1 is decoded by hand (TextDecoder means windows-1252). */
function decodeOutput(bytes: Uint8Array, encoding: string): string {
  const name = encoding.toUpperCase();
  if (name === "ISO-8859-1" || name === "ASCII" || name === "US-ASCII" || name === "HTML") {
    let text = "";
    for (let i = 0; i < bytes.length; i += 8192) {
      text += String.fromCharCode(...bytes.subarray(i, i + 8192));
    }
    return text;
  }
  try {
    return new TextDecoder(encoding).decode(bytes);
  } catch {
    return new TextDecoder().decode(bytes);
  }
}

/** Where a record points: "XSLT line 4", "XML line 2, column 7", "article.xsl line 3". */
function place(file: string, line: number, column = 0): string {
  const name = INPUT_NAMES[file] ?? file;
  if (line <= 0) return name;
  return `${name} line ${line}${column > 0 ? `, column ${column}` : ""}`;
}

/** libxslt's context line: "runtime error: file stylesheet.xsl line 5 element value-of". */
function libxsltContext(context: string): { file: string; line: number; element: string } {
  const match = /: (?:file (\S+))?(?: line (\d+))?(?: element (\S+))?\s*$/.exec(context);
  return { file: match?.[1] ?? "", line: Number(match?.[2] ?? 0), element: match?.[3] ?? "" };
}

/** One line: the lines of `text` trimmed and joined by single spaces (empty lines dropped). */
const clean = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .join(" ");

/** One line of the page's Messages list. */
export function describeRecord(record: LibxsltRecord): string {
  switch (record.kind) {
    case "message":
      return `xsl:message: ${record.text.replace(/\n$/, "")}`;
    case "libxslt": {
      const { file, line, element } = libxsltContext(record.file);
      const where = place(file, line) + (element ? `, element ${element}` : "");
      return `${where}: ${clean(record.text)}`;
    }
    case "not-loaded":
      return `Not loaded: "${record.file}" (nothing is fetched from the network or disk).`;
    case "unwritable-encoding":
      return `xsl:output encoding "${record.text}" cannot be written here: the result is UTF-8 (its declaration still names ${record.text}).`;
    case "libxml-error":
    case "libxml-warning":
      return `${place(record.file, record.line, record.column)}: ${problemText(record)}`;
    default:
      return clean(record.text);
  }
}

function failure(result: LibxsltResult): ToolError {
  const { status, records } = result;
  if (status === "no-stylesheet") return new ToolError(EMPTY_XSLT_MESSAGE);
  if (records.some((record) => /document is not a stylesheet/.test(record.text))) {
    return new ToolError(NOT_A_STYLESHEET_MESSAGE);
  }
  const missing = records.find((record) => record.kind === "not-loaded");
  if (status === "xslt-rejected" && missing) {
    return new ToolError(
      `XSLT: cannot load "${missing.file}" for xsl:import or xsl:include: nothing is fetched from the network or disk. Paste its templates into the stylesheet instead.`,
    );
  }
  const problems = records.filter(
    (record) => record.kind !== "message" && record.kind !== "not-loaded",
  );
  // xsl:message terminate="yes" stops the run as an XPath failure does; only its text tells them apart.
  if (status === "terminated" && problems.length === 0) {
    const said = records.filter((record) => record.kind === "message").at(-1);
    return new ToolError(`XSLT: xsl:message terminated: ${said?.text.trim() ?? ""}`);
  }
  const prefix = status === "xml-invalid" ? "XML" : "XSLT";
  // The reason is everything said up to the first record that knows its line (libxslt says the
  // detail first, then the element it was compiling or running).
  const positioned = problems.findIndex(
    (record) =>
      (record.kind === "libxslt" && libxsltContext(record.file).line > 0) ||
      (record.kind === "libxml-error" && record.line > 0),
  );
  const said = (positioned >= 0 ? problems.slice(0, positioned + 1) : problems).map(problemText);
  const reason = said.length > 0 ? said.join("; ") : "the transformation failed";
  const last = problems[positioned];
  if (!last) return new ToolError(`${prefix}: ${reason}`);
  if (last.kind === "libxslt") {
    const { file, line, element } = libxsltContext(last.file);
    const at = file === "stylesheet.xsl" ? `line ${line}` : place(file, line);
    const where = line > 0 ? ` at ${at}${element ? `, element ${element}` : ""}` : "";
    return new ToolError(`XSLT: ${reason}${where}`, line > 0 ? { line } : undefined);
  }
  const at =
    INPUT_NAMES[last.file] === prefix
      ? `line ${last.line}, column ${last.column}`
      : place(last.file, last.line, last.column);
  return new ToolError(`${prefix}: ${reason} at ${at}`, { line: last.line, column: last.column });
}

/** A record's text without libxml2's internal function name ("xmlXPathCompOpEval: …"). */
function problemText(record: LibxsltRecord): string {
  const text = clean(record.text)
    .replace(/^(?:xml|xslt)[A-Za-z]+ ?: /, "")
    .replace(/\.$/, "");
  if (!record.expression) return text;
  return `${text} in ${JSON.stringify(record.expression)} (at character ${record.offset + 1})`;
}
