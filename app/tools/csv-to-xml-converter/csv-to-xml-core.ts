// CSV to XML: each row as an element (columns as child elements or attributes) or through a row
// template with {{Column}} placeholders. Spec §3 (CSV to XML options), §5 (CSV rules), §8 messages.
import { CSV_EMPTY_MESSAGE, columnNames, forEachCsvRecord } from "~/lib/csv/csv-records";
import { LineLayout } from "~/lib/code/indentation";
import { type ConverterJob, type TextSink, writtenText } from "~/lib/text/large-text";
import { ToolError, lineAndColumn, withMessagePrefix } from "~/lib/tool-error";
import {
  INVALID_XML_CHARACTER,
  escapeXmlAttribute,
  escapeXmlText,
  unicodeLabel,
} from "~/lib/xml/xml-escape";
import { isQualifiedXmlName, toXmlName } from "~/lib/xml/xml-names";
import type { OptionItem } from "~/lib/options";

export interface CsvToXmlOptions {
  /** One character between fields. */
  delimiter: string;
  rootName: string;
  rowName: string;
  /** A number of spaces, or anything else for a tab (spec §3). */
  indentation: number | string;
  useAttributes: boolean;
  /**
   * The XML of one row with {{Column}} placeholders; when given, it replaces the row element (the
   * row name and the attribute choice do not apply). Values are escaped.
   */
  template: string | null;
}

/** Spec §3 and §9. */
export const DEFAULT_CSV_TO_XML_OPTIONS: CsvToXmlOptions = {
  delimiter: ",",
  rootName: "root",
  rowName: "row",
  indentation: 2,
  useAttributes: false,
  template: null,
};

/** The page's Mode: a row element per row (with the columns as its children or attributes), or a template. */
export type CsvToXmlMode = "columns" | "template";
export const CSV_TO_XML_MODES: readonly OptionItem<CsvToXmlMode>[] = [
  { value: "columns", label: "Columns" },
  { value: "template", label: "Template" },
];

export const CSV_TO_XML_FAILED = "Failed to convert CSV to XML: ";
export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

export const fail = (reason: string) => new ToolError(CSV_TO_XML_FAILED + reason);

function checkName(label: string, name: string): void {
  if (name === "") throw fail(`${label} is empty`);
  if (!isQualifiedXmlName(name)) throw fail(`${label} "${name}" is not a valid XML name`);
}

// --- Templates ---------------------------------------------------------------------------------

/**
 * {{ Name }}: anything but braces between double braces; the spaces around the name are trimmed in
 * code (with \s* around a lazy group the regex backtracked cubically on "{{" and many spaces).
 */
export const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;

/** A template cut at its placeholders: literal text, then the column of each placeholder. */
interface CompiledTemplate {
  literals: string[];
  columns: number[];
}

/** A placeholder names a column by its header text, or by its XML name (`{{Unit Price}}`, `{{Unit_Price}}`). */
function columnLookup(header: readonly string[], xmlNames: readonly string[]): Map<string, number> {
  const lookup = new Map<string, number>();
  const texts = columnNames(header);
  texts.forEach((text, i) => lookup.set(text, i));
  xmlNames.forEach((name, i) => {
    if (!lookup.has(name)) lookup.set(name, i);
  });
  return lookup;
}

function compileTemplate(
  template: string,
  header: readonly string[],
  xmlNames: readonly string[],
): CompiledTemplate {
  const lookup = columnLookup(header, xmlNames);
  const literals: string[] = [];
  const columns: number[] = [];
  const unknown = new Set<string>();
  let from = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    literals.push(template.slice(from, match.index));
    const name = match[1].trim();
    const column = lookup.get(name);
    if (column === undefined) unknown.add(`{{${name}}}`);
    columns.push(column ?? -1);
    from = match.index + match[0].length;
  }
  literals.push(template.slice(from));
  if (unknown.size > 0) {
    const names = [...unknown];
    const which = names.length === 1 ? "which is not a column" : "which are not columns";
    throw fail(
      `the template uses ${names.join(", ")}, ${which} (columns: ${columnNames(header).join(", ")})`,
    );
  }
  return { literals, columns };
}

/** Text of a column for the ready templates: its header, unless braces would break the placeholder. */
function placeholderFor(header: string, xmlName: string): string {
  return /[{}]/.test(header) || header === "" ? xmlName : header;
}

export type TemplateStarterId = "elements" | "attributes" | "record" | "html-table";

export const TEMPLATE_STARTERS: readonly { id: TemplateStarterId; label: string }[] = [
  { id: "elements", label: "Elements" },
  { id: "attributes", label: "Attributes" },
  { id: "record", label: "Nested record" },
  { id: "html-table", label: "HTML table row" },
];

/** A ready template for these columns, to start from and edit. */
export function templateStarter(
  id: TemplateStarterId,
  header: readonly string[],
  rowName = DEFAULT_CSV_TO_XML_OPTIONS.rowName,
): string {
  const names = columnNames(header, toXmlName);
  const columns = header.map((text, i) => ({
    text,
    name: names[i],
    placeholder: `{{${placeholderFor(text, names[i])}}}`,
  }));
  switch (id) {
    case "elements":
      return [
        `<${rowName}>`,
        ...columns.map(({ name, placeholder }) => `  <${name}>${placeholder}</${name}>`),
        `</${rowName}>`,
      ].join("\n");
    case "attributes":
      return `<${rowName} ${columns.map(({ name, placeholder }) => `${name}="${placeholder}"`).join(" ")}/>`;
    case "record": {
      const [first, ...rest] = columns;
      return [
        `<record id="${first?.placeholder ?? ""}">`,
        "  <fields>",
        ...rest.map(
          ({ text, placeholder }) =>
            `    <field name="${escapeXmlAttribute(text)}">${placeholder}</field>`,
        ),
        "  </fields>",
        "</record>",
      ].join("\n");
    }
    case "html-table":
      return [
        "<tr>",
        ...columns.map(({ placeholder }) => `  <td>${placeholder}</td>`),
        "</tr>",
      ].join("\n");
  }
}

// --- Converting ---------------------------------------------------------------------------------

/** Writes each row's XML; made once the header is known. */
type RowWriter = (fields: readonly string[]) => void;

function rowWriterFor(
  options: CsvToXmlOptions,
  header: readonly string[],
  out: TextSink,
  layout: LineLayout,
): RowWriter {
  const names = columnNames(header, toXmlName);
  const { newline } = layout;
  const rowIndent = layout.indent(1);
  if (options.template !== null) {
    const { literals, columns } = compileTemplate(options.template, header, names);
    // Each line of the template sits one level inside the root.
    const indentLines = (text: string) => text.replace(/\n/g, `\n${rowIndent}`);
    const indentedLiterals = newline === "" ? literals : literals.map(indentLines);
    return (fields) => {
      let xml = rowIndent + indentedLiterals[0];
      for (let i = 0; i < columns.length; i++) {
        xml += escapeXmlAttribute(fields[columns[i]] ?? "") + indentedLiterals[i + 1];
      }
      out.write(xml + newline);
    };
  }
  const { rowName } = options;
  if (options.useAttributes) {
    return (fields) => {
      const count = Math.min(fields.length, names.length);
      let xml = `${rowIndent}<${rowName}`;
      for (let i = 0; i < count; i++) xml += ` ${names[i]}="${escapeXmlAttribute(fields[i])}"`;
      out.write(`${xml}/>${newline}`);
    };
  }
  const fieldIndent = layout.indent(2);
  return (fields) => {
    const count = Math.min(fields.length, names.length);
    let xml = `${rowIndent}<${rowName}>${newline}`;
    for (let i = 0; i < count; i++) {
      xml += `${fieldIndent}<${names[i]}>${escapeXmlText(fields[i])}</${names[i]}>${newline}`;
    }
    out.write(`${xml}${rowIndent}</${rowName}>${newline}`);
  };
}

function checkFields(
  text: string,
  fields: readonly string[],
  header: readonly string[],
  start: number,
) {
  for (let i = 0; i < fields.length; i++) {
    const invalid = INVALID_XML_CHARACTER.exec(fields[i]);
    if (!invalid) continue;
    const { line } = lineAndColumn(text, start);
    const column = header[i] === undefined ? `field ${i + 1}` : `column "${header[i]}"`;
    throw fail(
      `${column} of the row at line ${line} holds ${unicodeLabel(invalid[0].charCodeAt(0))}, which XML 1.0 cannot represent`,
    );
  }
}

export type CsvAsXmlWriter = (
  text: string,
  options: Partial<CsvToXmlOptions>,
  out: TextSink,
  onProgress?: (fraction: number) => void,
) => void;

/**
 * The writer of the XML of CSV `text` to `out`, which throws ToolError 'Failed to convert CSV to
 * XML: {reason}'. `checkTemplate` throws for a template that does not give well-formed XML: it
 * needs the XML scanner, which only the worker and the chain's step load (csv-to-xml.ts); the page
 * converts only in columns mode itself.
 */
export function csvAsXmlWriter(checkTemplate: (template: string) => void): CsvAsXmlWriter {
  return (text, options, out, onProgress) => {
    const resolved = { ...DEFAULT_CSV_TO_XML_OPTIONS, ...options };
    checkName("Root element name", resolved.rootName);
    if (resolved.template === null) checkName("Row element name", resolved.rowName);
    else checkTemplate(resolved.template);
    const layout = new LineLayout(resolved.indentation);
    const { rootName } = resolved;
    // Most text holds no character XML refuses: then no field needs checking.
    const mayHoldInvalid = INVALID_XML_CHARACTER.test(text);
    // Set by the callback below (an object, so the type checker sees the changes).
    const table: { header: string[] | null; writeRow: RowWriter | null } = {
      header: null,
      writeRow: null,
    };
    withMessagePrefix(CSV_TO_XML_FAILED, () =>
      forEachCsvRecord(text, { delimiter: resolved.delimiter, onProgress }, (fields, start) => {
        if (table.header === null) {
          table.header = fields; // column names follow the name rule: nothing to refuse there
          return;
        }
        if (mayHoldInvalid) checkFields(text, fields, table.header, start);
        if (table.writeRow === null) {
          out.write(`${XML_DECLARATION}${layout.newline}<${rootName}>${layout.newline}`);
          table.writeRow = rowWriterFor(resolved, table.header, out, layout);
        }
        table.writeRow(fields);
      }),
    );
    if (table.header === null) throw fail(CSV_EMPTY_MESSAGE);
    if (table.writeRow === null) {
      // A header without rows: the template is still checked against it.
      if (resolved.template !== null) rowWriterFor(resolved, table.header, out, layout);
      out.write(`${XML_DECLARATION}${layout.newline}<${rootName}/>${layout.newline}`);
      return;
    }
    out.write(`</${rootName}>${layout.newline}`);
  };
}

/**
 * CSV `text` (header row first) as an XML document, in columns mode: the page's own conversion of
 * typed text. A template is converted in the worker (csv-to-xml.ts has the whole converter).
 */
export function csvToXmlColumns(text: string, options: Partial<CsvToXmlOptions> = {}): string {
  return writtenText(
    text,
    options,
    csvAsXmlWriter(() => {
      throw new Error("A template is converted by csvToXml (csv-to-xml.ts), not on the page.");
    }),
  );
}

export type CsvToXmlJob = ConverterJob<CsvToXmlOptions>;
