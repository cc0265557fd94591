// The options, result types and example of /xsd-generator, apart from the core so the page
// can show them without loading the XML parser before the first sample arrives.
import { INDENT_CHOICES, type IndentChoice } from "~/lib/code/indentation";

export type TypeStyle = "nested" | "named";
export type XsdIndentation = IndentChoice;

export interface XsdWriteOptions {
  /** nested: anonymous complex types inside each element; named: top-level named complex types. */
  typeStyle: TypeStyle;
  /** Off: every value is xs:string. */
  inferTypes: boolean;
  indentation: XsdIndentation;
}

export const DEFAULT_XSD_OPTIONS: XsdWriteOptions = {
  typeStyle: "nested",
  inferTypes: true,
  indentation: "2",
};

export const TYPE_STYLES = [
  { value: "nested", label: "Nested" },
  { value: "named", label: "Named" },
] as const;

export const XSD_INDENTATIONS = INDENT_CHOICES;

export const MAIN_SCHEMA_FILE = "schema.xsd";

export interface SchemaFile {
  name: string;
  /** The file's target namespace ("" for none). */
  namespace: string;
  text: string;
}

export interface GeneratedSchema {
  /** schema.xsd first; one more file per other namespace, which schema.xsd imports. */
  files: SchemaFile[];
  /** Things the user should know about the result (e.g. what a validator will still reject). */
  notices: string[];
}

export interface XsdJob {
  samples: readonly string[];
  options: XsdWriteOptions;
}

/** Where a sample stops being XML, for the page to say and to mark in the editor. */
export interface SampleProblem {
  message: string;
  /** 0-based index of the sample. */
  sampleIndex: number;
  /** UTF-16 offset of the problem in the sample's text, when the parser said where. */
  offset: number | null;
}

export type XsdOutcome =
  | { ok: true; schema: GeneratedSchema }
  | { ok: false; problem: SampleProblem }
  | { ok: false; problem: null };

export const XSD_SAMPLE = `<?xml version="1.0" encoding="UTF-8"?>
<catalog xmlns="urn:example:catalog" updated="2026-03-01T09:30:00Z">
  <book id="1" available="true">
    <title>XML in Practice</title>
    <author>Ada Moreau</author>
    <author>Li Wei</author>
    <price currency="EUR">39.90</price>
    <published>2024-05-17</published>
    <summary>A <em>hands-on</em> guide.</summary>
  </book>
  <book id="2" available="false">
    <title>Schemas Explained</title>
    <author>Sam Okafor</author>
    <price currency="USD">24.50</price>
    <published>2025-11-02</published>
    <edition>2</edition>
  </book>
</catalog>`;
