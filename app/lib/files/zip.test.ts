import { strFromU8, strToU8, unzipSync } from "fflate";
import { zipFiles, zipToBlob } from "./zip";

describe("zipFiles", () => {
  it("holds every file under its name, stored or compressed", () => {
    const files = [
      { name: "a.txt", bytes: strToU8("first ".repeat(100)) },
      { name: "b/c.webp", bytes: new Uint8Array([1, 2, 3]) },
    ];
    for (const compress of [true, false]) {
      const unzipped = unzipSync(zipFiles(files, { compress }));
      expect(Object.keys(unzipped)).toEqual(["a.txt", "b/c.webp"]);
      expect(strFromU8(unzipped["a.txt"])).toBe("first ".repeat(100));
      expect([...unzipped["b/c.webp"]]).toEqual([1, 2, 3]);
    }
    expect(zipFiles(files, { compress: false }).length).toBeGreaterThan(zipFiles(files).length);
  });

  it("refuses two files of the same name rather than lose one", () => {
    const file = { name: "x.png", bytes: new Uint8Array(1) };
    expect(() => zipFiles([file, file])).toThrow("same name");
  });
});

describe("zipToBlob", () => {
  it("holds texts, Blobs and bytes under their names, byte for byte", async () => {
    const zip = await zipToBlob(
      [
        { name: "page-1.txt", text: "Grüße\n" },
        { name: "a.webp", blob: new Blob([new Uint8Array([82, 73, 70, 70])]) },
        { name: "raw.bin", bytes: new Uint8Array([1, 2, 3]) },
      ],
      { compress: false },
    );
    expect(zip.type).toBe("application/zip");
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(files)).toEqual(["page-1.txt", "a.webp", "raw.bin"]);
    expect(strFromU8(files["page-1.txt"])).toBe("Grüße\n");
    expect([...files["a.webp"]]).toEqual([82, 73, 70, 70]);
    expect([...files["raw.bin"]]).toEqual([1, 2, 3]);
  });
});
