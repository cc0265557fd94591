import { describe, expect, it } from "vitest";
import {
  DEFAULT_XSD_OPTIONS,
  SampleError,
  XSD_SAMPLE,
  generateXsd,
  offsetOf,
  runXsdJob,
} from "./xsd-generator";
import { MAX_DEPTH } from "./xsd-model";
import type { XsdWriteOptions } from "./xsd-options";

/** The main schema file's text for `samples`. */
function schemaOf(samples: string | string[], options: Partial<XsdWriteOptions> = {}): string {
  const list = typeof samples === "string" ? [samples] : samples;
  return generateXsd(list, { ...DEFAULT_XSD_OPTIONS, ...options }).files[0].text;
}

/** The schema's lines without their indentation. */
const linesOf = (text: string) => text.split("\n").map((line) => line.trim());

describe("structure", () => {
  it("declares the root globally and nests children in anonymous complex types", () => {
    expect(schemaOf("<a><b>x</b></a>")).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">',
        '  <xs:element name="a">',
        "    <xs:complexType>",
        "      <xs:sequence>",
        '        <xs:element name="b" type="xs:string"/>',
        "      </xs:sequence>",
        "    </xs:complexType>",
        "  </xs:element>",
        "</xs:schema>",
      ].join("\n"),
    );
  });

  it("uses a sequence in the order the children always come in", () => {
    const lines = linesOf(schemaOf(["<r><a/><c/></r>", "<r><b/><c/></r>", "<r><a/><b/></r>"]));
    const names = lines.filter((line) => line.startsWith("<xs:element name=")).slice(1);
    expect(names.map((line) => /name="(\w+)"/.exec(line)?.[1])).toEqual(["a", "b", "c"]);
    expect(lines).toContain("<xs:sequence>");
  });

  it("uses a repeated choice when the children's order varies", () => {
    const lines = linesOf(schemaOf("<r><a/><b/><a/></r>"));
    expect(lines).toContain('<xs:choice maxOccurs="unbounded">');
    expect(lines).not.toContain("<xs:sequence>");
  });

  it("lets the choice be empty when some occurrence has no children", () => {
    const lines = linesOf(schemaOf(["<r><a/><b/><a/></r>", "<r/>"]));
    expect(lines).toContain('<xs:choice minOccurs="0" maxOccurs="unbounded">');
  });

  it('sets minOccurs="0" on a child missing from some occurrence of its parent', () => {
    const lines = linesOf(schemaOf("<r><p><a>1</a><b>x</b></p><p><b>y</b></p></r>"));
    expect(lines).toContain('<xs:element name="a" type="xs:integer" minOccurs="0"/>');
    expect(lines).toContain('<xs:element name="b" type="xs:string"/>');
  });

  it('sets maxOccurs="unbounded" on a child repeated in any occurrence', () => {
    const lines = linesOf(schemaOf("<r><p><a>1</a></p><p><a>2</a><a>3</a></p></r>"));
    expect(lines).toContain('<xs:element name="a" type="xs:integer" maxOccurs="unbounded"/>');
  });

  it("declares an element that is always empty as an empty complex type", () => {
    expect(linesOf(schemaOf("<r><br/><br></br></r>"))).toContain("<xs:complexType/>");
  });

  it("declares an element with text and children as mixed content", () => {
    const lines = linesOf(schemaOf("<p>Hello <b>you</b>!</p>"));
    expect(lines).toContain('<xs:complexType mixed="true">');
  });

  it("does not count whitespace between children as mixed content", () => {
    expect(schemaOf("<p>\n  <b>x</b>\n</p>")).not.toContain("mixed");
  });

  it("makes an element mixed when one occurrence has children and another only text", () => {
    const lines = linesOf(schemaOf(["<p><b>x</b></p>", "<p>text</p>"]));
    expect(lines).toContain('<xs:complexType mixed="true">');
    expect(lines).toContain('<xs:element name="b" type="xs:string" minOccurs="0"/>');
  });

  it("keeps a blank text as a string, since an empty type rejects even whitespace", () => {
    expect(linesOf(schemaOf("<r><a> </a></r>"))).toContain(
      '<xs:element name="a" type="xs:string"/>',
    );
  });

  it("merges the same element from several samples", () => {
    const lines = linesOf(schemaOf(["<r><a>1</a></r>", "<r><a>2.5</a><b/></r>"]));
    expect(lines).toContain('<xs:element name="a" type="xs:decimal"/>');
    expect(lines).toContain('<xs:element name="b" minOccurs="0">');
  });

  it("declares each different root of the samples globally", () => {
    const lines = linesOf(schemaOf(["<order/>", "<invoice/>"]));
    expect(lines).toContain('<xs:element name="order">');
    expect(lines).toContain('<xs:element name="invoice">');
  });

  it("declares xsi:nil elements nillable", () => {
    const lines = linesOf(
      schemaOf(
        '<r xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"><a>1</a><a xsi:nil="true"/></r>',
      ),
    );
    expect(lines).toContain(
      '<xs:element name="a" type="xs:integer" nillable="true" maxOccurs="unbounded"/>',
    );
  });
});

describe("attributes", () => {
  it('marks an attribute use="required" when every occurrence has it', () => {
    const lines = linesOf(schemaOf('<r><i id="1" note="x"/><i id="2"/></r>'));
    expect(lines).toContain('<xs:attribute name="id" type="xs:integer" use="required"/>');
    expect(lines).toContain('<xs:attribute name="note" type="xs:string"/>');
  });

  it("puts the attributes of an element with text in a simple content extension", () => {
    const lines = linesOf(schemaOf('<price currency="EUR">9.99</price>'));
    expect(lines).toContain('<xs:extension base="xs:decimal">');
    expect(lines).toContain('<xs:attribute name="currency" type="xs:string" use="required"/>');
  });

  it("infers attribute types from all their values", () => {
    const lines = linesOf(schemaOf('<r><i on="true"/><i on="false"/></r>'));
    expect(lines).toContain('<xs:attribute name="on" type="xs:boolean" use="required"/>');
  });

  it("leaves namespace declarations and xsi attributes out", () => {
    const text = schemaOf(
      '<r xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="r.xsd" xmlns:q="urn:q"/>',
    );
    expect(text).not.toContain("xs:attribute");
  });

  it("says when a sample uses xsi:type, which the schema cannot declare", () => {
    const result = generateXsd([
      '<r xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:type="T"/>',
    ]);
    expect(result.notices).toEqual([
      "Sample 1 uses xsi:type, which names types this schema does not declare: validators will reject it until you add them.",
    ]);
  });
});

describe("namespaces", () => {
  it("takes the root's namespace as target namespace, with qualified local elements", () => {
    const lines = linesOf(schemaOf('<r xmlns="urn:r"><a>1</a></r>'));
    expect(lines[1]).toBe(
      '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:tns="urn:r" targetNamespace="urn:r" elementFormDefault="qualified">',
    );
  });

  it("keeps the sample's prefix for the target namespace", () => {
    expect(schemaOf('<c:r xmlns:c="urn:c"/>')).toContain('xmlns:c="urn:c"');
  });

  it("declares a child without namespace under a namespaced root as unqualified", () => {
    const lines = linesOf(schemaOf('<c:r xmlns:c="urn:c"><a>x</a></c:r>'));
    expect(lines).toContain('<xs:element name="a" type="xs:string" form="unqualified"/>');
  });

  it("puts an element of another namespace in its own file and refers to it", () => {
    const { files } = generateXsd(['<r xmlns="urn:r" xmlns:o="urn:o"><o:x>1</o:x></r>']);
    expect(files.map((file) => file.name)).toEqual(["schema.xsd", "schema-o.xsd"]);
    const main = linesOf(files[0].text);
    expect(main).toContain('<xs:import namespace="urn:o" schemaLocation="schema-o.xsd"/>');
    expect(main).toContain('<xs:element ref="o:x"/>');
    const other = linesOf(files[1].text);
    expect(other).toContain('<xs:element name="x" type="xs:integer"/>');
    expect(other[1]).toContain('targetNamespace="urn:o"');
  });

  it("refers to attributes of another namespace, declared in that namespace's file", () => {
    const { files, notices } = generateXsd(['<r xmlns:o="urn:o" o:n="5" xml:lang="en"/>']);
    expect(files.map((file) => file.name)).toEqual([
      "schema.xsd",
      "schema-o.xsd",
      "schema-xml.xsd",
    ]);
    expect(linesOf(files[0].text)).toContain('<xs:attribute ref="o:n" use="required"/>');
    expect(linesOf(files[1].text)).toContain('<xs:attribute name="n" type="xs:integer"/>');
    expect(linesOf(files[2].text)).toContain('<xs:attribute name="lang" type="xs:string"/>');
    expect(notices[0]).toBe(
      "The schema spans 3 files, one per namespace: keep them in one folder (schema.xsd imports the others).",
    );
  });

  it("declares a prefixed attribute of the target namespace as qualified", () => {
    expect(linesOf(schemaOf('<c:r xmlns:c="urn:c" c:id="1"/>'))).toContain(
      '<xs:attribute name="id" type="xs:integer" form="qualified" use="required"/>',
    );
  });

  it("renames a sample prefix that clashes with xs", () => {
    expect(schemaOf('<xs:r xmlns:xs="urn:mine"/>')).toContain('xmlns:xs2="urn:mine"');
  });
});

describe("options", () => {
  it("names the complex types when asked", () => {
    const lines = linesOf(schemaOf("<a><b x='1'/><c><b/></c></a>", { typeStyle: "named" }));
    expect(lines).toContain('<xs:element name="a" type="aType"/>');
    expect(lines).toContain('<xs:complexType name="aType">');
    expect(lines).toContain('<xs:element name="b" type="bType"/>');
    expect(lines).toContain('<xs:complexType name="bType2"/>');
  });

  it("qualifies named types with the target namespace's prefix", () => {
    expect(schemaOf('<a xmlns="urn:a"><b/></a>', { typeStyle: "named" })).toContain(
      '<xs:element name="a" type="tns:aType"/>',
    );
  });

  it("writes every value as xs:string when type inference is off", () => {
    const text = schemaOf('<r n="1"><d>2024-01-01</d></r>', { inferTypes: false });
    expect(text).not.toMatch(/xs:(integer|date)/);
    expect(linesOf(text)).toContain('<xs:element name="d" type="xs:string"/>');
  });

  it("indents with 4 spaces or a tab", () => {
    expect(schemaOf("<a/>", { indentation: "4" })).toContain('\n    <xs:element name="a">');
    expect(schemaOf("<a/>", { indentation: "tab" })).toContain('\n\t<xs:element name="a">');
  });
});

describe("errors", () => {
  it("names the sample and the line and column of malformed XML", () => {
    expect(() => generateXsd(["<a/>", "<a>\n  <b>\n</a>"])).toThrow(
      /^Sample 2: Closing tag <\/a> does not match <b> at line 3, column 1$/,
    );
  });

  it("keeps the position of the problem in the error", () => {
    try {
      generateXsd(["<a>\n  <b>\n</a>"]);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(SampleError);
      expect((error as SampleError).sample).toBe(1);
      expect((error as SampleError).line).toBe(3);
    }
  });

  it("refuses nesting deeper than the limit, naming where", () => {
    const deep = "<a>".repeat(MAX_DEPTH + 1) + "</a>".repeat(MAX_DEPTH + 1);
    expect(() => generateXsd([deep])).toThrow(
      `Sample 1: Elements nest more than ${MAX_DEPTH} levels deep at line 1, column ${MAX_DEPTH * 3 + 1}`,
    );
    expect(generateXsd(["<a>".repeat(MAX_DEPTH) + "</a>".repeat(MAX_DEPTH)]).files).toHaveLength(1);
  });

  it("asks for a sample when every sample is blank", () => {
    expect(() => generateXsd(["", "  "])).toThrow(
      "Paste or open an XML sample to generate its schema",
    );
  });

  it("skips blank samples among others", () => {
    expect(generateXsd(["", "<a/>"]).files).toHaveLength(1);
  });
});

describe("runXsdJob", () => {
  const options = DEFAULT_XSD_OPTIONS;

  it("returns the schema files for well-formed samples", () => {
    const outcome = runXsdJob({ samples: [XSD_SAMPLE], options });
    expect(outcome.ok && outcome.schema.files[0].name).toBe("schema.xsd");
  });

  it("returns a malformed sample's message, index and offset for the editor mark", () => {
    const outcome = runXsdJob({ samples: ["<a/>", "<a>\n<b></a>"], options });
    expect(outcome).toEqual({
      ok: false,
      problem: {
        message: "Sample 2: Closing tag </a> does not match <b> at line 2, column 4",
        sampleIndex: 1,
        offset: 7,
      },
    });
  });

  it("returns no problem and no schema when there is no input", () => {
    expect(runXsdJob({ samples: [""], options })).toEqual({ ok: false, problem: null });
  });
});

describe("offsetOf", () => {
  it("counts LF, CRLF and CR line ends", () => {
    expect(offsetOf("ab\ncd", 2, 2)).toBe(4);
    expect(offsetOf("ab\r\ncd", 2, 1)).toBe(4);
    expect(offsetOf("ab\rcd", 2, 1)).toBe(3);
  });
});
