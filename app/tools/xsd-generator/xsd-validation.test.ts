// The generated schemas checked by a real validator: libxml2 (xmllint-wasm) must accept every sample
// against the schema made from it, for hand-picked samples and for generated documents (fast-check).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validateXML } from "xmllint-wasm";
import { escapeXmlAttribute, escapeXmlText } from "~/lib/xml/xml-escape";
import { DEFAULT_XSD_OPTIONS, XSD_SAMPLE, generateXsd } from "./xsd-generator";
import type { XsdWriteOptions } from "./xsd-options";

/**
 * The validator's complaints about the samples against the schema made from all of them ("" when
 * every sample is valid). One validator run takes them all: each run starts libxml2 afresh.
 */
async function validationErrors(
  samples: string[],
  options: XsdWriteOptions = DEFAULT_XSD_OPTIONS,
): Promise<string> {
  const [main, ...others] = generateXsd(samples, options).files;
  const result = await validateXML({
    xml: samples.map((sample, index) => ({ fileName: `sample${index + 1}.xml`, contents: sample })),
    schema: [{ fileName: main.name, contents: main.text }],
    preload: others.map((file) => ({ fileName: file.name, contents: file.text })),
  });
  return result.valid ? "" : `${result.rawOutput}\n${main.text}`;
}

const VARIED_SAMPLES: Record<string, string[]> = {
  "a default namespace": [
    '<catalog xmlns="urn:catalog"><book id="1"><title>T</title><price>9.5</price></book></catalog>',
  ],
  "prefixes and a second namespace": [
    '<s:Envelope xmlns:s="urn:soap" xmlns:m="urn:m"><s:Body><m:Order m:id="7"><m:Line>x</m:Line><note>n</note></m:Order></s:Body></s:Envelope>',
  ],
  "namespaces nested both ways": [
    '<r xmlns="urn:m" xmlns:b="urn:b"><b:x b:at="1"><y/><b:z><y>2</y></b:z></b:x><n xmlns="">t</n></r>',
  ],
  "xml:lang and xml:space": ['<doc xml:lang="en"><p xml:space="preserve"> a </p></doc>'],
  "attributes present and absent": ['<r><i id="1" on="true"/><i id="2"/><i note="x" id="3"/></r>'],
  "repeated elements": ["<r><a>1</a><a>2</a><b/><a>3</a></r>"],
  "mixed content": ["<p>Some <b>bold</b> and <i>italic</i> text, <b>again</b>.</p>"],
  "dates and date-times": [
    "<e><d>2024-02-29</d><t>2024-02-29T23:59:59.5+14:00</t><d>1999-12-31Z</d></e>",
  ],
  "decimals and booleans": ["<m><v>1</v><v>-2.50</v><v>.5</v><ok>true</ok><ok> false </ok></m>"],
  "empty elements and blank text": ["<r><e/><e></e><w> </w><w>x</w><n><!-- c --></n></r>"],
  "CDATA and entities": ["<r><c><![CDATA[<x> & y]]></c><c>a &amp; b &#65;</c></r>"],
  "xsi:nil and schema location hints": [
    '<r xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="x.xsd"><a>1</a><a xsi:nil="true"/></r>',
  ],
  "several samples merged": [
    '<order id="1"><line sku="a">2</line><line sku="b">1</line><total>3.5</total></order>',
    '<order id="2" rush="true"><total>4</total><line sku="c">2</line><note>Leave it</note></order>',
    "<order id='3'/>",
  ],
  "different roots": ["<order><n>1</n></order>", "<invoice><n>x</n></invoice>"],
  "roots of different namespaces": ['<a xmlns="urn:a"><x/></a>', '<b xmlns="urn:b"><x>1</x></b>'],
  "a namespaced and a plain root": ['<a xmlns="urn:a"><x/></a>', "<b><x>1</x></b>"],
  "a prefix named xs": ['<xs:r xmlns:xs="urn:mine"><xs:a>1</xs:a></xs:r>'],
  "the page's sample": [],
};

describe("the generated schema validates its samples (libxml2)", () => {
  const styles: XsdWriteOptions[] = [
    DEFAULT_XSD_OPTIONS,
    { typeStyle: "named", inferTypes: true, indentation: "tab" },
    { typeStyle: "nested", inferTypes: false, indentation: "4" },
  ];
  for (const [name, samples] of Object.entries(VARIED_SAMPLES)) {
    it(`with ${name}`, async () => {
      const list = samples.length ? samples : [XSD_SAMPLE];
      for (const options of styles) {
        expect(await validationErrors(list, options)).toBe("");
      }
    }, 60_000);
  }

  it("and the validator does reject what the samples never showed", async () => {
    const { files } = generateXsd(["<r><a>1</a></r>"]);
    const result = await validateXML({
      xml: [{ fileName: "other.xml", contents: "<r><a>one</a></r>" }],
      schema: [{ fileName: "schema.xsd", contents: files[0].text }],
    });
    expect(result.valid).toBe(false);
  }, 60_000);
});

// --- Generated documents ------------------------------------------------------------------------

interface GeneratedElement {
  name: string;
  /** 0: no namespace (or the root's default one), 1: prefix p, 2: prefix q. */
  namespace: 0 | 1 | 2;
  attributes: readonly [string, string][];
  content: readonly (GeneratedElement | string)[];
}

const VALUES = [
  "1",
  "-20",
  "007",
  "3.50",
  "true",
  "false",
  "0",
  "2024-02-29",
  "2023-12-31T08:00:00Z",
  "",
  " ",
  "a & b < c > \"d\" 'e'",
  "x",
];
const value = fc.oneof(
  fc.constantFrom(...VALUES),
  fc.string({ unit: fc.constantFrom("a", "1", ".", "-", " ", "&", "<", "é", "T", ":") }),
);

const { element } = fc.letrec<{ element: GeneratedElement }>((tie) => ({
  element: fc.record({
    name: fc.constantFrom("a", "b", "item", "c"),
    namespace: fc.constantFrom(0, 0, 1, 2) as fc.Arbitrary<0 | 1 | 2>,
    attributes: fc.uniqueArray(
      fc.tuple(fc.constantFrom("id", "on", "when", "p:at", "q:at", "xml:lang"), value),
      { selector: ([name]) => name, maxLength: 3 },
    ),
    content: fc.oneof(
      { maxDepth: 4, depthIdentifier: "tree" },
      fc.constant([]),
      fc.array(fc.oneof(value, tie("element")), { maxLength: 4 }),
    ),
  }),
}));

const PREFIXES = ["", "p:", "q:"];

function serialize(node: GeneratedElement): string {
  const tag = PREFIXES[node.namespace] + node.name;
  const attributes = node.attributes
    .map(([name, text]) => ` ${name}="${escapeXmlAttribute(text)}"`)
    .join("");
  const content = node.content
    .map((part) => (typeof part === "string" ? escapeXmlText(part) : serialize(part)))
    .join("");
  return `<${tag}${attributes}>${content}</${tag}>`;
}

/** A document with `root`; the root may put its unprefixed names in a default namespace. */
function documentOf(root: GeneratedElement, defaultNamespace: boolean): string {
  const declarations = `xmlns:p="urn:p" xmlns:q="urn:q"${defaultNamespace ? ' xmlns="urn:d"' : ""}`;
  return serialize(root).replace(/^<([^\s>]+)/, `<$1 ${declarations}`);
}

const samples = fc.array(fc.tuple(element, fc.boolean()), { minLength: 1, maxLength: 3 });

describe("property: generated documents validate against the schema made from them", () => {
  it.each([
    ["nested", DEFAULT_XSD_OPTIONS],
    ["named", { ...DEFAULT_XSD_OPTIONS, typeStyle: "named" } as XsdWriteOptions],
  ])(
    "with %s types",
    async (_style, options) => {
      await fc.assert(
        fc.asyncProperty(samples, async (roots) => {
          const documents = roots.map(([root, dflt]) => documentOf(root, dflt));
          // The documents are in the message: fast-check's shrinking may not finish in time.
          expect(await validationErrors(documents, options), JSON.stringify(documents)).toBe("");
        }),
        { numRuns: 40 },
      );
    },
    120_000,
  );
});
