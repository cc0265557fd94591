import { analyse } from "chardet";
import { referenceDecoders } from "../../../test-support/whatwg-encoding";
import { AUTO_SOURCE, convertFileJob, convertTextJob } from "./conversion-job";
import type { ConversionOptions } from "./file-encoding-converter";

const options: ConversionOptions = { target: "UTF-8", byteOrderMark: false, unmappable: "error" };
// "Schöne Grüße aus Köln, tschüß!" in windows-1252, a few times over.
const latin1 = Uint8Array.from(
  Array.from({ length: 5 }, () =>
    [
      ...Array.from("Sch"),
      0xf6,
      ...Array.from("ne Gr"),
      0xfc,
      0xdf,
      0x65,
      ...Array.from(" aus K"),
      0xf6,
      ...Array.from("ln, tsch"),
      0xfc,
      0xdf,
      0x21,
      0x0a,
    ].map((c) => (typeof c === "string" ? c.charCodeAt(0) : c)),
  ).flat(),
);
const file = new Blob([latin1]);

describe("a file job", () => {
  it("detects the encoding and converts with it when the source is automatic", async () => {
    const result = await convertFileJob(
      { kind: "file", file, source: AUTO_SOURCE, options },
      referenceDecoders,
      analyse,
    );
    expect(result.detection?.candidates[0].encoding).toBe("windows-1252");
    expect(result.decoding?.encoding).toBe("windows-1252");
    expect(result.preview.split("\n")[0]).toBe("Schöne Grüße aus Köln, tschüß!");
  });

  it("uses the chosen source encoding and still reports what detection found", async () => {
    const result = await convertFileJob(
      { kind: "file", file, source: "KOI8-R", options },
      referenceDecoders,
      analyse,
    );
    expect(result.decoding?.encoding).toBe("KOI8-R");
    expect(result.detection?.candidates[0].encoding).toBe("windows-1252");
    expect(result.preview.startsWith("Sch")).toBe(true);
    expect(result.preview.split("\n")[0]).not.toBe("Schöne Grüße aus Köln, tschüß!");
  });

  it("reports progress while it works", async () => {
    const fractions: number[] = [];
    await convertFileJob(
      { kind: "file", file, source: AUTO_SOURCE, options },
      referenceDecoders,
      analyse,
      (f) => fractions.push(f),
    );
    expect(fractions.length).toBeGreaterThan(0);
    expect(fractions).toEqual([...fractions].sort());
  });
});

it("a text job converts without detection", () => {
  const result = convertTextJob(
    { kind: "text", text: "€", options: { ...options, target: "windows-1252" } },
    referenceDecoders,
  );
  expect(result.detection).toBeNull();
  expect([...result.output!]).toEqual([0x80]);
});
