import { unzipSync } from "fflate";
import { zipImages } from "./image-zip";

describe("zipImages", () => {
  it("stores every image under its name, byte for byte", async () => {
    const zip = await zipImages([
      { name: "a.webp", blob: new Blob([new Uint8Array([82, 73, 70, 70])]) },
      { name: "b-640w.webp", blob: new Blob([new Uint8Array([1, 2, 3])]) },
    ]);
    expect(zip.type).toBe("application/zip");
    const files = unzipSync(new Uint8Array(await zip.arrayBuffer()));
    expect(Object.keys(files)).toEqual(["a.webp", "b-640w.webp"]);
    expect([...files["b-640w.webp"]]).toEqual([1, 2, 3]);
  });
});
