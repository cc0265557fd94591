// CSV to XML, the whole converter: the core (csv-to-xml-core.ts) with a row template's check that
// it gives well-formed XML, by the XML scanner. The worker, the chain's step and the tests use this;
// the page loads only the core, and sends a template to the worker.
import { converterJob } from "~/lib/text/large-text";
import { ToolError } from "~/lib/tool-error";
import { scanXml } from "~/lib/xml/xml-scan";
import { type CsvToXmlOptions, PLACEHOLDER, csvAsXmlWriter, fail } from "./csv-to-xml-core";
import { writtenText } from "~/lib/text/large-text";

export * from "./csv-to-xml-core";

/**
 * Checks the template gives well-formed XML: placeholders are filled with as many letters as they
 * take, so a message's line and column point into the template as the user wrote it.
 */
function checkTemplate(template: string): void {
  if (template.trim() === "") throw fail("the template is empty");
  const filled = template.replace(PLACEHOLDER, (placeholder) => "x".repeat(placeholder.length));
  const WRAPPER = "<_>";
  try {
    scanXml(`${WRAPPER}${filled}</_>`);
  } catch (error) {
    if (!(error instanceof ToolError)) throw error;
    // The wrapper shifts the first line by its length; put the column back.
    const message = error.message.replace(
      /line 1, column (\d+)/g,
      (_, column: string) => `line 1, column ${Math.max(1, Number(column) - WRAPPER.length)}`,
    );
    throw fail(`the template is not well-formed XML: ${message}`);
  }
}

/** Writes the XML of CSV `text` to `out`. Throws ToolError 'Failed to convert CSV to XML: {reason}'. */
export const writeCsvAsXml = csvAsXmlWriter(checkTemplate);

/** CSV `text` (header row first) as an XML document. */
export function csvToXml(text: string, options: Partial<CsvToXmlOptions> = {}): string {
  return writtenText(text, options, writeCsvAsXml);
}

/** A job of the page's worker: reads the source and converts it, with progress. */
export const runCsvToXmlJob = converterJob(writeCsvAsXml, "application/xml");
