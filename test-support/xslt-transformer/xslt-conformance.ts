// Test support for the libxslt REC conformance run (../shared/conformance/libxslt-REC): which cases
// exist and how a result is compared with libxslt's expected output.
import { existsSync, readFileSync, readdirSync } from "node:fs";

export const CONFORMANCE_DIR = new URL("../../../shared/conformance/libxslt-REC/", import.meta.url);

export interface ConformanceCase {
  name: string;
  xml: string;
  /** "" when the stylesheet is embedded in the XML (xml-stylesheet PI), as the page then takes it. */
  xslt: string;
  /** libxslt's output (NAME.out, or NAME.stand.out for an embedded stylesheet); null if it rejects. */
  expected: string | null;
  /** What libxslt said on stderr (NAME.err): its context line, then the message. */
  errors: string | null;
}

const read = (file: string) => readFileSync(new URL(file, CONFORMANCE_DIR), "utf8");
const exists = (file: string) => existsSync(new URL(file, CONFORMANCE_DIR));
const readIfAny = (file: string) => (exists(file) ? read(file) : null);

/** Every NAME.xml is one case, as in libxslt's own runner: NAME.xsl → NAME.out, else NAME.stand.out. */
export function conformanceCases(): ConformanceCase[] {
  return readdirSync(CONFORMANCE_DIR)
    .filter((file) => file.endsWith(".xml"))
    .sort()
    .map((file) => {
      const name = file.slice(0, -".xml".length);
      const xslt = readIfAny(`${name}.xsl`);
      return {
        name,
        xml: read(file),
        xslt: xslt ?? "",
        expected: readIfAny(xslt === null ? `${name}.stand.out` : `${name}.out`),
        errors: readIfAny(`${name}.err`),
      };
    });
}

/** Every file of the folder by name, for xsl:import, xsl:include and DTDs (article.xsl, …). */
export function conformanceFiles(): Record<string, Uint8Array> {
  return Object.fromEntries(
    readdirSync(CONFORMANCE_DIR).map((file) => [
      file,
      new Uint8Array(readFileSync(new URL(file, CONFORMANCE_DIR))),
    ]),
  );
}

export type Agreement = "exact" | "charset-meta" | "different";

/**
 * exact: the same text as libxslt wrote. charset-meta: the same once the charset <meta> libxslt adds
 * to HTML is written one way: libxml2 2.9 writes <meta http-equiv="Content-Type" content="text/html;
 * charset=X">, the newer libxml2 that made two expected files writes <meta charset="X">.
 */
export function compareResult(actual: string, expected: string): Agreement {
  if (actual === expected) return "exact";
  const oneForm = (text: string) =>
    text.replace(
      /<meta http-equiv="Content-Type" content="text\/html; charset=([^"]*)">/g,
      '<meta charset="$1">',
    );
  return oneForm(actual) === oneForm(expected) ? "charset-meta" : "different";
}

/** libxslt's stderr message lines (the context lines "compilation error: file …" set aside). */
export function expectedErrorTexts(errors: string): string[] {
  return errors
    .split("\n")
    .filter((line) => line !== "" && !/^(?:compilation|runtime) error: /.test(line));
}
