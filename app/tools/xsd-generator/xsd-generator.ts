// Generates XML Schema (XSD) files from one or more XML samples: the core of /xsd-generator; the
// rules it follows are listed in docs/xsd-generator.md.
import { parseXmlDocument } from "~/lib/xml/xml-dom";
import { ToolError } from "~/lib/tool-error";
import { SchemaModelBuilder } from "./xsd-model";
import {
  DEFAULT_XSD_OPTIONS,
  type GeneratedSchema,
  type XsdJob,
  type XsdOutcome,
  type XsdWriteOptions,
} from "./xsd-options";
import { writeSchemas } from "./xsd-writer";

export * from "./xsd-options";

/** A sample that is not well-formed XML: `sample` is its 1-based number. */
export class SampleError extends ToolError {
  constructor(
    readonly sample: number,
    cause: ToolError,
  ) {
    super(`Sample ${sample}: ${cause.message}`, cause);
  }
}

const isBlank = (text: string) => text.trim() === "";

/**
 * The schema that every non-blank sample validates against. Throws SampleError for a sample that is
 * not well-formed XML, and a ToolError when there is no sample at all.
 */
export function generateXsd(
  samples: readonly string[],
  options: XsdWriteOptions = DEFAULT_XSD_OPTIONS,
): GeneratedSchema {
  const builder = new SchemaModelBuilder();
  let count = 0;
  samples.forEach((text, index) => {
    if (isBlank(text)) return;
    try {
      const root = parseXmlDocument(text).documentElement;
      if (!root) return;
      builder.addRoot(root, index + 1);
      count++;
    } catch (error) {
      if (error instanceof ToolError) throw new SampleError(index + 1, error);
      throw error;
    }
  });
  if (count === 0) throw new ToolError("Paste or open an XML sample to generate its schema");
  const model = builder.build();
  const files = writeSchemas(model, options);
  const notices: string[] = [];
  if (files.length > 1) {
    notices.push(
      `The schema spans ${files.length} files, one per namespace: keep them in one folder (schema.xsd imports the others).`,
    );
  }
  for (const sample of model.samplesWithXsiType) {
    notices.push(
      `Sample ${sample} uses xsi:type, which names types this schema does not declare: validators will reject it until you add them.`,
    );
  }
  return { files, notices };
}

/** The page's job (live or in the worker): a malformed sample comes back as data, not as an error. */
export function runXsdJob({ samples, options }: XsdJob): XsdOutcome {
  if (samples.every(isBlank)) return { ok: false, problem: null };
  try {
    return { ok: true, schema: generateXsd(samples, options) };
  } catch (error) {
    if (!(error instanceof SampleError)) throw error;
    const text = samples[error.sample - 1];
    const offset = error.line === undefined ? null : offsetOf(text, error.line, error.column ?? 1);
    return {
      ok: false,
      problem: { message: error.message, sampleIndex: error.sample - 1, offset },
    };
  }
}

/** The UTF-16 offset of a 1-based line and column (CRLF, LF and CR end lines, as in lineAndColumn). */
export function offsetOf(text: string, line: number, column: number): number {
  let index = 0;
  for (let current = 1; current < line && index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (char === 0x0a || (char === 0x0d && text.charCodeAt(index + 1) !== 0x0a)) current++;
  }
  return Math.min(index + column - 1, text.length);
}
