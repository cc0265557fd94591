import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { strFromU8, strToU8, unzipSync } from "fflate";
import { checkZipEntryNames } from "../../../test-support/image/zip-safety";
import { zipFiles, zipToBlob } from "./zip";

describe("zipFiles", () => {
  it("holds every file under its name, stored or compressed", () => {
    const files = [
      { name: "a.txt", bytes: strToU8("first ".repeat(100)) },
      { name: "c.webp", bytes: new Uint8Array([1, 2, 3]) },
    ];
    for (const compress of [true, false]) {
      const unzipped = unzipSync(zipFiles(files, { compress }));
      expect(Object.keys(unzipped)).toEqual(["a.txt", "c.webp"]);
      expect(strFromU8(unzipped["a.txt"])).toBe("first ".repeat(100));
      expect([...unzipped["c.webp"]]).toEqual([1, 2, 3]);
    }
    expect(zipFiles(files, { compress: false }).length).toBeGreaterThan(zipFiles(files).length);
  });

  it("numbers two files of the same name rather than lose one", () => {
    const files = [1, 2].map((n) => ({ name: "x.png", bytes: new Uint8Array([n]) }));
    const unzipped = unzipSync(zipFiles(files));
    expect(Object.keys(unzipped)).toEqual(["x.png", "x (2).png"]);
    expect([...unzipped["x (2).png"]]).toEqual([2]);
  });

  it("writes hostile names as plain base names: unzip and python extract nothing outside their folder", () => {
    const hostile = [
      "../../etc/passwd.webp",
      "/abs/root.webp",
      "x:y*z?.webp",
      "invoice\u202Egnp.exe.webp",
      "..\\..\\evil-backslash.jpg",
      "../../etc/cron.d/evil-page-1.txt",
      "C:\\Windows\\win.ini",
      "CON.txt",
      "..",
      "a\u0000b\nc.txt",
      "Grüße 語.txt",
      "passwd.webp",
      "PASSWD.webp",
    ];
    const zip = zipFiles(hostile.map((name, i) => ({ name, bytes: strToU8(`entry ${i}`) })));
    const seen = checkZipEntryNames(zip);
    const expected = [
      "passwd.webp",
      "root.webp",
      "x_y_z_.webp",
      "invoicegnp.exe.webp",
      "evil-backslash.jpg",
      "evil-page-1.txt",
      "win.ini",
      "_CON.txt",
      "file",
      "a_b_c.txt",
      "Grüße 語.txt",
      "passwd (2).webp",
      "PASSWD (3).webp",
    ];
    expect(seen.unzip).toEqual(expected);
    expect(seen.python).toEqual(expected);
  }, 30_000);
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

  it("names the entries of every tool's ZIP safely, as the pages hand them over", async () => {
    const zip = await zipToBlob([
      { name: "../../etc/cron.d/evil-page-1.txt", text: "one" },
      { name: "../../etc/cron.d/evil-page-2.txt", text: "two" },
      { name: "sitemap-index.xml", text: "<sitemapindex/>" },
      { name: "/abs/root.webp", blob: new Blob([new Uint8Array([1])]) },
    ]);
    expect(checkZipEntryNames(new Uint8Array(await zip.arrayBuffer())).python).toEqual([
      "evil-page-1.txt",
      "evil-page-2.txt",
      "sitemap-index.xml",
      "root.webp",
    ]);
  }, 30_000);
});

/** Every source file of the site, under app/. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe("every ZIP the site writes", () => {
  it("names its entries through zip-entry-name.ts", () => {
    const app = path.resolve(__dirname, "../..");
    const writers = sourceFiles(app).filter(
      (file) =>
        /\b(?:zipSync|zip|Zip|ZipPassThrough|ZipDeflate|AsyncZipDeflate)\b\s*\(|new\s+(?:Zip|ZipPassThrough|ZipDeflate|AsyncZipDeflate)\b/.test(
          readFileSync(file, "utf8")
            .split("\n")
            .filter((line) => !/^\s*(?:\/\/|\*)/.test(line))
            .join("\n"),
        ) && /from "fflate"/.test(readFileSync(file, "utf8")),
    );
    expect(writers.length).toBeGreaterThanOrEqual(2);
    for (const file of writers)
      expect(readFileSync(file, "utf8"), path.relative(app, file)).toMatch(
        /from "(?:\.\/|~\/lib\/files\/)zip-entry-name"/,
      );
  });
});
