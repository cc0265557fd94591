// Inputs of 100,000 characters built to make a backtracking regex or parser super-linear (issue 17
// §1): long runs of one character, openers without closers. Each took seconds to minutes before
// its fix; now each core answers (or throws ToolError) in a few milliseconds. The bound here is
// generous (it only catches a return of the quadratic behaviour); the adversarial benchmark records
// the real times.
import { describe, expect, it } from "vitest";
import { csvToJson } from "~/tools/csv-to-json-converter/csv-to-json";
import { csvToXml } from "~/tools/csv-to-xml-converter/csv-to-xml";
import { parseCrontab } from "~/tools/cron-tools/crontab-file";
import { phonePayload } from "~/tools/qr-code-generator/qr-payload";
import { inferSimpleType } from "~/tools/xsd-generator/xsd-types";
import { declaredIdAttributes } from "~/tools/xpath-tester/xpath-ids";
import { prettierReason } from "~/lib/code/prettier-errors";
import { ToolError } from "~/lib/tool-error";

const N = 100_000;
const LIMIT_MS = 2_000;

/** Runs `work`; a ToolError counts as an answer. Returns the milliseconds it took. */
function timed(work: () => unknown): number {
  const started = performance.now();
  try {
    work();
  } catch (error) {
    if (!(error instanceof ToolError)) throw error;
  }
  return performance.now() - started;
}

describe("cores answer long adversarial inputs in bounded time", () => {
  it("CSV → XML: a template of '{{' and 100,000 spaces", () => {
    const csv = "a,b\n1,2\n";
    expect(timed(() => csvToXml(csv, { template: "<r>{{" + " ".repeat(N) + "</r>" }))).toBeLessThan(
      LIMIT_MS,
    );
  });

  it("CSV → XML: names with spaces around them still fill the template", () => {
    expect(csvToXml("a,b\n1,2\n", { template: "<r x='{{  b }}'>{{a}}</r>" })).toContain(
      "<r x='2'>1</r>",
    );
  });

  it("CSV → JSON with types: a number of 100,000 zeros and a 1", () => {
    const csv = "n\n1." + "0".repeat(N) + "1\n";
    expect(timed(() => csvToJson(csv, { inferTypes: true }))).toBeLessThan(LIMIT_MS);
  });

  it("QR phone payload: 100,000 digits and an x", () => {
    expect(timed(() => phonePayload("1".repeat(N) + "x"))).toBeLessThan(LIMIT_MS);
    expect(() => phonePayload("1".repeat(10) + "x")).toThrow(ToolError);
    expect(phonePayload("+1 (555) 010-0199")).toContain("555");
  });

  it("XSD types: a value of 100,000 spaces and a letter", () => {
    expect(timed(() => inferSimpleType([" ".repeat(N) + "x" + " ".repeat(N)]))).toBeLessThan(
      LIMIT_MS,
    );
    expect(inferSimpleType(["  42 \n"])).toBe("integer");
  });

  it("XPath id(): an ATTLIST with a 100,000-character name, and one of 100,000 '('", () => {
    expect(timed(() => declaredIdAttributes(`<!ATTLIST e ${"a".repeat(N)} ID`))).toBeLessThan(
      LIMIT_MS,
    );
    expect(timed(() => declaredIdAttributes(`<!ATTLIST e ${"(".repeat(N)}>`))).toBeLessThan(
      LIMIT_MS,
    );
    const ids = declaredIdAttributes(
      `<!ATTLIST book code ID #REQUIRED kind (a|b) 'a' note NOTATION (n) #IMPLIED>`,
    );
    expect([...(ids.get("book") ?? [])]).toEqual(["code"]);
  });

  it("crontab: a line of a name, 100,000 spaces and no '='", () => {
    expect(timed(() => parseCrontab("A" + " ".repeat(N) + "b", () => {}))).toBeLessThan(LIMIT_MS);
    expect(parseCrontab("SHELL = /bin/bash", () => {}).variables).toEqual([
      { line: 1, name: "SHELL", value: "/bin/bash" },
    ]);
  });

  it("Prettier messages: 100,000 spaces before a '(1:2)' that is not at the end", () => {
    expect(timed(() => prettierReason("Bad" + " ".repeat(N) + "(1:2) x"))).toBeLessThan(LIMIT_MS);
    expect(prettierReason("Unexpected token (1:9)")).toBe("Unexpected token");
  });
});
