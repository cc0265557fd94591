import { strFromU8, strToU8, unzipSync } from "fflate";
import { zipFiles } from "./zip";

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
