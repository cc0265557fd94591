// The reader against codes made by independent encoders: qrencode (QR Code, Micro QR Code) and zint
// (every kind the tool promises), turned into RGBA pixels by ImageMagick and read back exactly; zbar
// (zbarimg) reads the kinds it knows too, as a second opinion on the expected text. All the encoders
// run in one shell script, so the file costs a couple of seconds, not one process start per code.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readQrCodeReaderJob } from "./qr-code-reader-job";
import type { RgbaImage } from "./read-codes";
import { readWithZxing } from "./zxing-reader";
import { READER_WASM } from "../../../test-support/qr-code-reader/reader-fixtures";

/** The Debian package of each program the oracles run. */
const PACKAGES: Record<string, string> = {
  qrencode: "qrencode",
  zint: "zint",
  zbarimg: "zbar-tools",
  convert: "imagemagick",
  identify: "imagemagick",
};

interface OracleCase {
  id: string;
  /** The encoder's command line; "{in}" is a file holding the text, "{out}" the PNG. */
  make: string;
  text: string;
  /** What the reader must return, when the code's text differs from the input (check digits). */
  read?: string;
  kind: string;
  level?: string;
  /** What zbarimg prints, when zbar reads the kind ("same" = the reader's text). */
  zbar?: string;
}

const QRENCODE = "qrencode -s 4 -m 4 -r {in} -o {out}";
const ZINT_MATRIX = "zint --quietzones --scale=3 --input={in} -o {out}";
const ZINT_LINEAR = "zint --quietzones --scale=2 --input={in} -o {out}";

const CASES: OracleCase[] = [
  ...(["L", "M", "Q", "H"] as const).map((level) => ({
    id: `qrencode-${level}`,
    make: `${QRENCODE} -l ${level}`,
    text: `QR at level ${level}: https://example.com/?q=${level}`,
    kind: "QR Code",
    level,
    zbar: "same",
  })),
  {
    id: "qrencode-utf8",
    make: `${QRENCODE} -l M`,
    text: "Grüße aus Köln — 日本語 ✓ 😀",
    kind: "QR Code",
    level: "M",
    zbar: "same",
  },
  {
    id: "qrencode-controls",
    make: `${QRENCODE} -8 -l Q`,
    text: "tab\there\r\nnew line\u0007bell\u001bescape; ~ end",
    kind: "QR Code",
    level: "Q",
  },
  {
    id: "qrencode-long",
    make: `${QRENCODE} -l L`,
    text: "The quick brown fox jumps over the lazy dog. ".repeat(20),
    kind: "QR Code",
    level: "L",
    zbar: "same",
  },
  ...(["L", "M", "Q"] as const).map((level) => ({
    id: `qrencode-micro-${level}`,
    make: `${QRENCODE} -M -v 4 -l ${level}`,
    text: `MICRO ${level} 42`,
    kind: "Micro QR Code",
    level,
  })),
  {
    id: "zint-qr",
    make: `${ZINT_MATRIX} --barcode=58 --secure=4`,
    text: "zint QR, level H",
    kind: "QR Code",
    level: "H",
    zbar: "same",
  },
  {
    id: "zint-micro-qr",
    make: `${ZINT_MATRIX} --barcode=97 --secure=2`,
    text: "ZINT MICRO",
    kind: "Micro QR Code",
    level: "M",
  },
  {
    id: "zint-datamatrix",
    make: `${ZINT_MATRIX} --barcode=71`,
    text: "Data Matrix: 12345 abc!",
    kind: "Data Matrix",
  },
  {
    id: "zint-datamatrix-utf8",
    make: `${ZINT_MATRIX} --barcode=71 --eci=26`,
    text: "Grüße ✓ 日本",
    kind: "Data Matrix",
  },
  { id: "zint-aztec", make: `${ZINT_MATRIX} --barcode=92`, text: "Aztec Code 2.0", kind: "Aztec" },
  {
    id: "zint-pdf417",
    make: `${ZINT_LINEAR} --barcode=55`,
    text: "PDF417, with punctuation: yes!",
    kind: "PDF417",
  },
  {
    id: "zint-ean13",
    make: `${ZINT_LINEAR} --barcode=13`,
    text: "590123412345",
    read: "5901234123457",
    kind: "EAN-13",
    zbar: "same",
  },
  {
    id: "zint-ean8",
    make: `${ZINT_LINEAR} --barcode=13`,
    text: "9638507",
    read: "96385074",
    kind: "EAN-8",
    zbar: "same",
  },
  {
    id: "zint-upca",
    make: `${ZINT_LINEAR} --barcode=34`,
    text: "01234567890",
    read: "012345678905",
    kind: "UPC-A",
    // zbar, like many scanners, prints a UPC-A as the EAN-13 it also is.
    zbar: "0012345678905",
  },
  {
    id: "zint-upce",
    make: `${ZINT_LINEAR} --barcode=37`,
    text: "0123456",
    read: "01234565",
    kind: "UPC-E",
    // zbar prints a UPC-E expanded to its EAN-13 form.
    zbar: "0012345000065",
  },
  {
    id: "zint-code39",
    make: `${ZINT_LINEAR} --barcode=8`,
    text: "CODE-39 TEXT 123",
    kind: "Code 39",
    zbar: "same",
  },
  {
    id: "zint-code128",
    make: `${ZINT_LINEAR} --barcode=20`,
    text: "Code 128: Mixed case & 0123",
    kind: "Code 128",
    zbar: "same",
  },
  {
    id: "zint-itf",
    make: `${ZINT_LINEAR} --barcode=3`,
    text: "12345678",
    kind: "ITF",
    zbar: "same",
  },
  {
    id: "zint-itf14",
    make: `${ZINT_LINEAR} --barcode=89`,
    text: "1234567890123",
    read: "12345678901231",
    kind: "ITF",
    zbar: "same",
  },
];

const byId = new Map(CASES.map((oracle) => [oracle.id, oracle]));
const expectedText = (id: string) => byId.get(id)!.read ?? byId.get(id)!.text;

/** Pictures holding several codes: ImageMagick's +append lays them in a row, -append in a column. */
const COMPOSITES: Record<string, { command: string; ids: string[] }> = {
  row: {
    command:
      "convert -background white qrencode-L.png zint-ean13.png zint-datamatrix.png -gravity center +append row.png",
    ids: ["qrencode-L", "zint-ean13", "zint-datamatrix"],
  },
  grid: {
    command:
      "convert -background white ( qrencode-H.png zint-code128.png -gravity center +append ) ( zint-aztec.png zint-pdf417.png zint-upca.png -gravity center +append ) -append grid.png",
    ids: ["qrencode-H", "zint-code128", "zint-aztec", "zint-pdf417", "zint-upca"],
  },
};

interface OracleOutput {
  images: Map<string, RgbaImage>;
  /** What zbarimg printed for each picture it read. */
  zbar: Map<string, string>;
}

const quote = (text: string) => `'${text.replace(/'/g, "'\\''")}'`;

function missingPrograms(): string[] {
  return Object.keys(PACKAGES).filter((program) => {
    try {
      execFileSync("sh", ["-c", `command -v ${program}`], { stdio: "ignore" });
      return false;
    } catch {
      return true;
    }
  });
}

/** Runs every encoder, the composites, ImageMagick and zbar in one script; reads what they wrote. */
function runOracles(dir: string): OracleOutput {
  const script = ["set -e", `cd ${quote(dir)}`];
  for (const { id, make, text } of CASES) {
    writeFileSync(join(dir, `${id}.txt`), text);
    script.push(make.replace("{in}", `${id}.txt`).replace("{out}", `${id}.png`));
  }
  for (const { command } of Object.values(COMPOSITES))
    script.push(command.replace(/[()]/g, "\\$&"));
  const pictures = [...CASES.map(({ id }) => id), ...Object.keys(COMPOSITES)];
  const files = pictures.map((id) => `${id}.png`).join(" ");
  script.push(`identify -format '%w %h\\n' ${files} > sizes.txt`);
  script.push(`convert ${files} -depth 8 +adjoin rgba:raw-%d.rgba`);
  // One zbarimg per picture: --raw prints the text alone (its XML output garbles UTF-8), and several
  // pictures' texts in one output could not be told apart.
  for (const { id } of CASES.filter((oracle) => oracle.zbar))
    script.push(`zbarimg --raw -q ${id}.png > ${id}.zbar 2>/dev/null || true`);
  execFileSync("sh", ["-c", script.join("\n")], { stdio: ["ignore", "ignore", "pipe"] });
  const sizes = readFileSync(join(dir, "sizes.txt"), "utf8").trim().split("\n");
  const images = new Map<string, RgbaImage>();
  pictures.forEach((id, index) => {
    const [width, height] = sizes[index].split(" ").map(Number);
    const data = new Uint8ClampedArray(readFileSync(join(dir, `raw-${index}.rgba`)));
    images.set(id, { data, width, height });
  });
  const zbar = new Map<string, string>();
  for (const { id } of CASES.filter((oracle) => oracle.zbar))
    // zbarimg ends each text with a line break of its own.
    zbar.set(id, readFileSync(join(dir, `${id}.zbar`), "utf8").replace(/\n$/, ""));
  return { images, zbar };
}

let oracle: OracleOutput;
let dir: string;

beforeAll(() => {
  const missing = missingPrograms();
  if (missing.length > 0)
    throw new Error(
      `The oracle tests need ${missing.join(", ")}: apt-get install -y ${[...new Set(missing.map((program) => PACKAGES[program]))].join(" ")}`,
    );
  dir = mkdtempSync(join(tmpdir(), "qr-code-reader-oracle-"));
  oracle = runOracles(dir);
}, 30_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const read = (id: string) =>
  readQrCodeReaderJob(
    { name: `${id}.png`, image: oracle.images.get(id)! },
    {
      decodePicture: () => Promise.reject(new Error("no files here")),
      readCodes: (image) => readWithZxing(image, READER_WASM),
    },
  );

describe("codes made by qrencode and zint", () => {
  it.each(CASES.map((oracle) => [oracle.id, oracle] as const))(
    "%s is read back with its exact text, kind and level",
    async (id, { kind, level }) => {
      const { codes } = await read(id);
      expect(codes.map((code) => [code.kind, code.text, code.errorCorrection])).toEqual([
        [kind, expectedText(id), level],
      ]);
    },
  );

  it("agrees with zbar on every kind zbar reads", () => {
    const compared = CASES.filter((oracle) => oracle.zbar).map(({ id }) => [
      id,
      oracle.zbar.get(id),
    ]);
    const expected = CASES.filter((oracle) => oracle.zbar).map(({ id, zbar }) => [
      id,
      zbar === "same" ? expectedText(id) : zbar,
    ]);
    expect(compared).toEqual(expected);
  });

  it("keeps the exact bytes of text full of control characters", async () => {
    const { codes } = await read("qrencode-controls");
    expect([...codes[0].bytes]).toEqual([
      ...new TextEncoder().encode(expectedText("qrencode-controls")),
    ]);
  });
});

describe("several codes in one picture", () => {
  it.each(Object.entries(COMPOSITES))(
    "finds every code of the %s picture, in reading order",
    async (name, { ids }) => {
      const { codes } = await read(name);
      expect(codes.map((code) => [code.kind, code.text])).toEqual(
        ids.map((id) => [byId.get(id)!.kind, expectedText(id)]),
      );
    },
  );

  it("outlines each code inside its own part of the picture", async () => {
    const { codes, width } = await read("row");
    const lefts = codes.map((code) => Math.min(...code.corners.map((corner) => corner.x)));
    const rights = codes.map((code) => Math.max(...code.corners.map((corner) => corner.x)));
    expect(lefts[0]).toBeGreaterThanOrEqual(0);
    expect(rights[0]).toBeLessThan(lefts[1]);
    expect(rights[1]).toBeLessThan(lefts[2]);
    expect(rights[2]).toBeLessThanOrEqual(width);
  });
});
