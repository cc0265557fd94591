// /image-converter in the browser: real images converted by the page, the results decoded again by
// the native tools (ImageMagick, dwebp) and compared with the source pixels.
import { readFile, writeFile } from "node:fs/promises";
import { type Page, expect, test } from "@playwright/test";
import { unzipSync } from "fflate";
import { PNG } from "pngjs";
import { exifTiff, withJpegMetadata } from "../test-support/image/exif";
import {
  RGB_PROFILE_FILE,
  avifDecoded,
  convert,
  plasmaPhoto,
  profileOf,
  psnr,
  rgbaOf,
} from "../test-support/image/native-images";
import { checkZipEntryNames } from "../test-support/image/zip-safety";
import { downloadFrom, gotoHydrated } from "./support";

const PATH = "/image-converter";

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, PATH);
});

const chooseImages = (page: Page, files: string[]) =>
  page.getByLabel("Choose images", { exact: true }).setInputFiles(files);

/** Waits until the batch has settled with `done` of `of` converted (and the rest failed). */
const converted = (page: Page, done: number, of: number) =>
  expect(page.getByRole("status").filter({ hasText: "converted" })).toHaveText(
    new RegExp(
      `^${done} of ${of} images? converted${of > done ? ` \\(${of - done} failed\\)` : "(:|$)"}`,
    ),
    { timeout: 60_000 },
  );

const row = (page: Page, name: string) => page.getByRole("listitem", { name, exact: true });

async function downloadRowOutput(page: Page, name: string, dir: string) {
  const saved = await downloadFrom(page, () =>
    row(page, name).getByRole("button", { name: "Download" }).first().click(),
  );
  const file = `${dir}/${saved.name}`;
  await writeFile(file, saved.bytes);
  return { ...saved, file };
}

test("a PNG becomes a WebP at quality 75 whose pixels match the source", async ({
  page,
}, testInfo) => {
  const source = testInfo.outputPath("plasma.png");
  plasmaPhoto(source, 640, 480);
  await chooseImages(page, [source]);
  await converted(page, 1, 1);
  await expect(row(page, "plasma.png")).toContainText("PNG 640 × 480 px");
  const result = await downloadRowOutput(page, "plasma.png", testInfo.outputPath());
  expect(result.name).toBe("plasma.webp");
  expect(result.bytes.subarray(0, 4).toString("latin1")).toBe("RIFF");
  expect(result.bytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
  const quality = psnr(rgbaOf(source), rgbaOf(result.file));
  expect(quality).toBeGreaterThan(30);
  // Side by side, fitted, then at 1:1.
  await row(page, "plasma.png").getByRole("button", { name: "Compare" }).click();
  const compare = page.getByRole("region", { name: "Compare plasma.png" });
  await expect(compare).toContainText("Original: PNG, 640 × 480 px");
  await expect(compare).toContainText(
    /Result: plasma\.webp, 640 × 480 px, [\d.]+ KB \(\d+ % smaller\)/,
  );
  await compare.getByRole("radio", { name: "1:1" }).click();
  const shown = compare.getByRole("img", { name: "Result" });
  await expect
    .poll(() => shown.evaluate((img: HTMLImageElement) => img.getBoundingClientRect().width))
    .toBe(640);
  expect(
    await compare
      .getByRole("img", { name: "Original" })
      .evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBe(640);
});

test("a JPEG with GPS and a camera serial comes out upright, without them, and the page says what went", async ({
  page,
}, testInfo) => {
  const plain = testInfo.outputPath("plain.jpg");
  plasmaPhoto(plain, 200, 100);
  const photo = testInfo.outputPath("holiday.jpg");
  const tagged = withJpegMetadata(
    new Uint8Array(await readFile(plain)),
    exifTiff({ orientation: 6, gps: true, serial: true }),
    { xmp: true },
  );
  await writeFile(photo, tagged);
  await chooseImages(page, [photo]);
  await converted(page, 1, 1);
  await expect(row(page, "holiday.jpg")).toContainText(
    "Removed: EXIF (GPS position, camera serial number, camera make and model), XMP.",
  );
  await expect(row(page, "holiday.jpg")).toContainText(
    "Turned upright as its EXIF orientation says.",
  );
  await expect(row(page, "holiday.jpg")).toContainText("JPEG 100 × 200 px");
  const result = await downloadRowOutput(page, "holiday.jpg", testInfo.outputPath());
  expect(result.bytes.includes(Buffer.from("Exif"))).toBe(false);
  expect(result.bytes.includes(Buffer.from("xmpmeta"))).toBe(false);
  // Upright: the same picture ImageMagick shows after applying the orientation.
  const upright = rgbaOf(photo, { autoOrient: true });
  expect(psnr(upright, rgbaOf(result.file))).toBeGreaterThan(28);
});

test("a photo's colour profile goes with it into WebP, JPEG, PNG and AVIF", async ({
  page,
}, testInfo) => {
  const plain = testInfo.outputPath("plain.jpg");
  plasmaPhoto(plain, 160, 90);
  // .jpeg: the JPEG result (adobe.jpg) must not overwrite the file the page has open.
  const photo = testInfo.outputPath("adobe.jpeg");
  convert(plain, "-profile", RGB_PROFILE_FILE, photo);
  const profile = await readFile(RGB_PROFILE_FILE);
  expect(profileOf(photo)).toEqual(profile);
  await chooseImages(page, [photo]);
  await converted(page, 1, 1);
  await expect(row(page, "adobe.jpeg")).toContainText(/Its colour profile \(.+\) is kept/);
  await expect(row(page, "adobe.jpeg")).not.toContainText("Removed: colour profile");
  for (const [format, extension] of [
    ["WebP", "webp"],
    ["JPEG", "jpg"],
    ["PNG", "png"],
    ["AVIF", "avif"],
  ] as const) {
    await page.getByLabel("Format", { exact: true }).selectOption({ label: format });
    await expect(row(page, "adobe.jpeg")).toContainText(`adobe.${extension}`, { timeout: 60_000 });
    await converted(page, 1, 1);
    const result = await downloadRowOutput(page, "adobe.jpeg", testInfo.outputPath());
    // ImageMagick 6 reads no profile from AVIF: libavif's own decoder does.
    const decoded =
      extension === "avif"
        ? avifDecoded(result.file)
        : { profile: profileOf(result.file), pixels: rgbaOf(result.file) };
    expect(decoded.profile).toEqual(profile);
    expect(psnr(rgbaOf(photo), decoded.pixels)).toBeGreaterThan(28);
  }
});

test("a JPEG XL file is decoded by the page's own decoder, in every browser", async ({
  page,
}, testInfo) => {
  // A committed pair: the PNG, and the same pixels encoded losslessly as JPEG XL (libjxl).
  const fixtures = "test-support/image/fixtures";
  await chooseImages(page, [`${fixtures}/plasma-64x48.jxl`]);
  await converted(page, 1, 1);
  await expect(row(page, "plasma-64x48.jxl")).toContainText("JPEG XL 64 × 48 px");
  await page.getByLabel("Format", { exact: true }).selectOption({ label: "PNG" });
  await expect(row(page, "plasma-64x48.jxl")).toContainText("plasma-64x48.png", {
    timeout: 60_000,
  });
  await converted(page, 1, 1);
  const result = await downloadRowOutput(page, "plasma-64x48.jxl", testInfo.outputPath());
  expect(psnr(rgbaOf(`${fixtures}/plasma-64x48.png`), rgbaOf(result.file))).toBe(Infinity);
});

test("a JPEG XL file in Adobe RGB comes out in sRGB with the colours ImageMagick gives it", async ({
  page,
}, testInfo) => {
  // A committed pair: the plasma PNG tagged Adobe RGB (1998), and the same encoded losslessly by
  // libjxl's cjxl, which keeps the profile. libjxl's decoder turns the pixels into sRGB; read as
  // they are (untouched Adobe RGB values taken for sRGB) they differ by 23 dB PSNR.
  const fixtures = "test-support/image/fixtures";
  await chooseImages(page, [`${fixtures}/plasma-64x48-a98.jxl`]);
  await converted(page, 1, 1);
  await page.getByLabel("Format", { exact: true }).selectOption({ label: "PNG" });
  await expect(row(page, "plasma-64x48-a98.jxl")).toContainText("plasma-64x48-a98.png", {
    timeout: 60_000,
  });
  await converted(page, 1, 1);
  const result = await downloadRowOutput(page, "plasma-64x48-a98.jxl", testInfo.outputPath());
  const inSrgb = testInfo.outputPath("expected-srgb.png");
  convert(
    `${fixtures}/plasma-64x48-a98.png`,
    ...["-profile", "/usr/share/color/icc/ghostscript/srgb.icc", inSrgb],
  );
  expect(psnr(rgbaOf(inSrgb), rgbaOf(result.file))).toBeGreaterThanOrEqual(40);
});

test("AVIF, JPEG and PNG are made too, each decodable, PNG without loss", async ({
  page,
}, testInfo) => {
  const source = testInfo.outputPath("tile.png");
  plasmaPhoto(source, 120, 80);
  const original = rgbaOf(source);
  await chooseImages(page, [source]);
  for (const [format, extension, magic, minimum] of [
    ["AVIF", "avif", "ftypavif", 28],
    ["JPEG", "jpg", "\xff\xd8\xff", 28],
    ["PNG", "png", "\x89PNG", Infinity],
  ] as const) {
    await page.getByLabel("Format", { exact: true }).selectOption({ label: format });
    await expect(row(page, "tile.png")).toContainText(`tile.${extension}`, { timeout: 60_000 });
    await converted(page, 1, 1);
    const result = await downloadRowOutput(page, "tile.png", testInfo.outputPath());
    expect(result.name).toBe(`tile.${extension}`);
    expect(result.bytes.toString("latin1")).toContain(magic);
    expect(psnr(original, rgbaOf(result.file))).toBeGreaterThanOrEqual(minimum);
  }
});

test("a responsive set makes the device widths up to the source's, with srcset markup, in one ZIP", async ({
  page,
}, testInfo) => {
  const source = testInfo.outputPath("banner.png");
  plasmaPhoto(source, 1300, 650);
  await page.getByLabel("Resize", { exact: true }).selectOption("responsive");
  await chooseImages(page, [source]);
  await converted(page, 1, 1);
  const markup = page.getByLabel("Markup for banner.png");
  await expect(markup).toContainText('srcset="banner-640w.webp 640w,');
  await expect(markup).toContainText("banner-1200w.webp 1200w");
  await expect(markup).toContainText('width="1200" height="600"');
  const zip = await downloadFrom(page, () =>
    page.getByRole("button", { name: "Download all (ZIP)" }).click(),
  );
  expect(zip.name).toBe("images.zip");
  checkZipEntryNames(new Uint8Array(zip.bytes));
  const files = unzipSync(new Uint8Array(zip.bytes));
  expect(Object.keys(files)).toEqual([
    "banner-640w.webp",
    "banner-750w.webp",
    "banner-828w.webp",
    "banner-1080w.webp",
    "banner-1200w.webp",
  ]);
  const smallest = testInfo.outputPath("banner-640w.webp");
  await writeFile(smallest, files["banner-640w.webp"]);
  expect(rgbaOf(smallest)).toMatchObject({ width: 640, height: 320 });
});

test("Download all (ZIP) names each entry as a plain base name, whatever the files were called", async ({
  page,
}, testInfo) => {
  const source = testInfo.outputPath("tile.png");
  plasmaPhoto(source, 32, 24);
  const buffer = await readFile(source);
  // Names a drop, a paste or a Linux file system can give (backslashes are legal there).
  const names = [
    "../../etc/passwd.png",
    "/abs/root.png",
    "x:y*z?.png",
    "invoice\u202Egnp.exe.jpg",
    "..\\..\\evil-backslash.jpg",
    "CON.png",
    "root.png",
  ];
  await page
    .getByLabel("Choose images", { exact: true })
    .setInputFiles(names.map((name) => ({ name, mimeType: "image/png", buffer })));
  await converted(page, names.length, names.length);
  await expect(row(page, "../../etc/passwd.png")).toContainText("passwd.webp");
  const zip = await downloadFrom(page, () =>
    page.getByRole("button", { name: "Download all (ZIP)" }).click(),
  );
  const expected = [
    "passwd.webp",
    "root.webp",
    "x_y_z_.webp",
    "invoicegnp.exe.webp",
    "evil-backslash.webp",
    "_CON.webp",
    "root (2).webp",
  ];
  const seen = checkZipEntryNames(new Uint8Array(zip.bytes));
  expect(seen.unzip).toEqual(expected);
  expect(seen.python).toEqual(expected);
});

test("a 16,384 px wide image is named with WebP's limit, and converts to PNG and AVIF", async ({
  page,
}, testInfo) => {
  const wide = testInfo.outputPath("wide.png");
  // Written with pngjs: ImageMagick's policy here refuses sides over 16,000 px.
  const png = new PNG({ width: 16_384, height: 2 });
  png.data.fill(200);
  await writeFile(wide, PNG.sync.write(png));
  await chooseImages(page, [wide]);
  await converted(page, 0, 1);
  await expect(row(page, "wide.png").getByRole("alert")).toHaveText(
    "wide.png: WebP can be at most 16,383 px a side, and this image is 16,384 × 2 px: choose AVIF, JPEG or PNG, or resize it.",
  );
  for (const [format, extension] of [
    ["PNG", "png"],
    ["AVIF", "avif"],
  ] as const) {
    await page.getByLabel("Format", { exact: true }).selectOption({ label: format });
    await expect(row(page, "wide.png")).toContainText(`wide.${extension}`, { timeout: 60_000 });
    await converted(page, 1, 1);
    await expect(row(page, "wide.png")).toContainText("16384 × 2 px");
  }
});

test("an SVG with only a viewBox is drawn 1,024 px wide at its proportions; one with <foreignObject> is refused", async ({
  page,
}, testInfo) => {
  const viewBoxOnly = testInfo.outputPath("icon.svg");
  await writeFile(
    viewBoxOnly,
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100"><rect width="100" height="100" fill="#1d4ed8"/><rect x="100" width="100" height="100" fill="#dc2626"/></svg>`,
  );
  const html = testInfo.outputPath("card.svg");
  await writeFile(
    html,
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="100"><foreignObject width="200" height="100"><div xmlns="http://www.w3.org/1999/xhtml">Hello</div></foreignObject></svg>`,
  );
  await chooseImages(page, [viewBoxOnly, html]);
  await converted(page, 1, 2);
  await expect(row(page, "icon.svg")).toContainText("SVG 1024 × 512 px");
  const result = await downloadRowOutput(page, "icon.svg", testInfo.outputPath());
  const pixels = rgbaOf(result.file);
  expect([pixels.width, pixels.height]).toEqual([1024, 512]);
  // Left half blue, right half red: drawn at the viewBox's proportions, not squeezed or cut.
  const colour = (x: number) => [
    ...pixels.data.subarray((256 * 1024 + x) * 4, (256 * 1024 + x) * 4 + 3),
  ];
  expect(colour(256)[2]).toBeGreaterThan(180);
  expect(colour(768)[0]).toBeGreaterThan(180);
  await expect(row(page, "card.svg").getByRole("alert")).toHaveText(
    "card.svg: SVGs with <foreignObject> (HTML inside the SVG) are not supported: browsers do not let a page read such a drawing back. Export it as PNG from the program that made it, or remove the <foreignObject>.",
  );
});

test("bad files get their own message naming the problem, and the others convert", async ({
  page,
}, testInfo) => {
  const dir = testInfo.outputPath();
  const good = `${dir}/good.png`;
  plasmaPhoto(good, 64, 64);
  const jpeg = `${dir}/whole.jpg`;
  plasmaPhoto(jpeg, 300, 200);
  await writeFile(`${dir}/cut.jpg`, (await readFile(jpeg)).subarray(0, 400));
  await writeFile(`${dir}/notes.png`, "This is a text file with the wrong name.");
  // "BM" starts a bitmap's header, and a text too: not read as sizes from its letters.
  await writeFile(
    `${dir}/bmw-notes.png`,
    "BMW service notes: the car went in on Monday, and came out on Friday afternoon.",
  );
  await writeFile(`${dir}/empty.webp`, "");
  await writeFile(
    `${dir}/phone.heic`,
    Buffer.from([
      0,
      0,
      0,
      0x18,
      ...Buffer.from("ftypheic"),
      0,
      0,
      0,
      0,
      ...Buffer.from("mif1heic"),
    ]),
  );
  await chooseImages(
    page,
    ["cut.jpg", "notes.png", "bmw-notes.png", "empty.webp", "phone.heic", "good.png"].map(
      (n) => `${dir}/${n}`,
    ),
  );
  await writeFile(`${dir}/header-only.jpg`, (await readFile(jpeg)).subarray(0, 40));
  await chooseImages(page, [`${dir}/header-only.jpg`]);
  await converted(page, 2, 7);
  // Cut short after its header, a JPEG decodes grey where it is missing: converted, and said so.
  await expect(row(page, "cut.jpg")).toContainText(
    "The JPEG is cut short: the part that is missing comes out grey.",
  );
  await expect(row(page, "header-only.jpg").getByRole("alert")).toHaveText(
    "header-only.jpg: the JPEG file is damaged or cut short, and could not be decoded.",
  );
  await expect(row(page, "notes.png").getByRole("alert")).toHaveText(
    "notes.png: it is not an image this page can read.",
  );
  await expect(row(page, "bmw-notes.png").getByRole("alert")).toHaveText(
    "bmw-notes.png: it is not an image this page can read.",
  );
  await expect(row(page, "empty.webp").getByRole("alert")).toHaveText(
    "empty.webp: the file is empty.",
  );
  await expect(row(page, "phone.heic").getByRole("alert")).toHaveText(
    "phone.heic: it is a HEIC/HEIF image, which browsers cannot decode.",
  );
  await expect(row(page, "good.png")).toContainText("good.webp");
});

test("an SVG with a script and an external image is drawn with nothing fetched and nothing run", async ({
  page,
}, testInfo) => {
  const requests: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith("http://localhost") && !request.url().startsWith("blob:"))
      requests.push(request.url());
  });
  const svg = testInfo.outputPath("logo.svg");
  await writeFile(
    svg,
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="60">
  <script>window.top.svgScriptRan = true; fetch("https://example.com/leak")</script>
  <rect width="120" height="60" fill="#1d4ed8"/>
  <image href="https://example.com/tracker.png" width="10" height="10"/>
</svg>`,
  );
  await chooseImages(page, [svg]);
  await converted(page, 1, 1);
  await expect(row(page, "logo.svg")).toContainText("SVG 120 × 60 px");
  const result = await downloadRowOutput(page, "logo.svg", testInfo.outputPath());
  const pixels = rgbaOf(result.file);
  // The blue rectangle, drawn (the middle pixel; WebP at quality 75 is within a few levels).
  const middle = (30 * 120 + 60) * 4;
  const [red, green, blue] = pixels.data.subarray(middle, middle + 3);
  expect(Math.abs(red - 0x1d) + Math.abs(green - 0x4e) + Math.abs(blue - 0xd8)).toBeLessThan(24);
  expect(
    await page.evaluate(() => (window as { svgScriptRan?: boolean }).svgScriptRan),
  ).toBeUndefined();
  expect(requests).toEqual([]);
});

test("settings are checked and kept; Cancel stops the batch; Clear empties it", async ({
  page,
}, testInfo) => {
  await page.getByLabel("Quality (0–100)").fill("101");
  await expect(page.getByRole("alert")).toHaveText(
    'Quality: "101" is not a whole number from 0 to 100.',
  );
  await page.getByLabel("Quality (0–100)").fill("60");
  await page.getByLabel("Format", { exact: true }).selectOption("jpeg");
  await page.reload();
  await expect(page.getByLabel("Quality (0–100)")).toHaveValue("60");
  await expect(page.getByLabel("Format", { exact: true })).toHaveValue("jpeg");
  const big = testInfo.outputPath("big.png");
  plasmaPhoto(big, 3000, 2000);
  await chooseImages(page, [big, big, big]);
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByText("Cancelled.").first()).toBeVisible();
  // A file the user stopped is cancelled, not failed.
  const status = page.getByRole("status").filter({ hasText: "converted" });
  await expect(status).toHaveText(/^[0-2] of 3 images converted \([1-3] cancelled\)/);
  await expect(status).not.toContainText("failed");
  await page.getByRole("button", { name: "Clear" }).click();
  await expect(page.getByText("The converted images appear here")).toBeVisible();
});

test("Copy image puts the result on the clipboard as a PNG, and the page says so", async ({
  page,
}, testInfo) => {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  const source = testInfo.outputPath("copy.png");
  plasmaPhoto(source, 96, 64);
  await chooseImages(page, [source]);
  await converted(page, 1, 1);
  await row(page, "copy.png").getByRole("button", { name: "Copy image" }).click();
  await expect(page.getByText("Copied to clipboard")).toBeVisible();
  const size = await page.evaluate(async () => {
    const [item] = await navigator.clipboard.read();
    const bitmap = await createImageBitmap(await item.getType("image/png"));
    return [bitmap.width, bitmap.height];
  });
  expect(size).toEqual([96, 64]);
});
