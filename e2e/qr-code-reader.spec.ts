// /qr-code-reader in the browser: pictures of codes made by Debian's qrencode and zint are read by
// the page (ZXing-C++ in its worker) as zbarimg reads them; the camera is asked for only on "Use
// camera", and Chromium's fake camera, fed a picture of a code, is read too.
import { execFileSync } from "node:child_process";
import { type Page, chromium, expect, test } from "@playwright/test";
import { CHROMIUM_ARGS } from "../playwright.config";
import { downloadFrom, gotoHydrated, outputPanel, readOutput } from "./support";

const WIFI = 'WIFI:S:Home\\;Net;T:WPA;P:pa\\;ss"word;;';
const EAN = "5901234123457";
const LINK = "https://example.com/read?code=42";

/** A PNG made by a Debian tool, written into the test's output folder. */
function made(file: string, command: string, args: string[]): string {
  execFileSync(command, args);
  return file;
}

const qrencode = (file: string, text: string, level = "M") =>
  made(file, "qrencode", ["-l", level, "-s", "6", "-m", "4", "-o", file, text]);

const choose = (page: Page, file: string | { name: string; mimeType: string; buffer: Buffer }) =>
  page.getByLabel("Choose an image", { exact: true }).setInputFiles(file);

const status = (page: Page) => outputPanel(page).locator("span.text-xs");
const codes = (page: Page) => page.getByRole("list", { name: "Codes found" });

test("a picture with a QR code and an EAN-13 is read as zbarimg reads it, with the Wi-Fi fields, the level and Download; bad pictures say why; the camera is not asked for", async ({
  page,
}, testInfo) => {
  await page.addInitScript(() => {
    const counted = window as unknown as { cameraAsked: number };
    counted.cameraAsked = 0;
    const devices = navigator.mediaDevices;
    if (!devices) return;
    const ask = devices.getUserMedia.bind(devices);
    devices.getUserMedia = (constraints) => {
      counted.cameraAsked++;
      return ask(constraints);
    };
  });
  await gotoHydrated(page, "/qr-code-reader");

  const wifi = qrencode(testInfo.outputPath("wifi.png"), WIFI, "H");
  const ean = made(testInfo.outputPath("ean.png"), "zint", [
    "--barcode=13",
    `--data=${EAN.slice(0, 12)}`,
    `--output=${testInfo.outputPath("ean.png")}`,
    "--scale=3",
  ]);
  const both = made(testInfo.outputPath("both.png"), "convert", [
    wifi,
    ean,
    "-background",
    "white",
    "-gravity",
    "center",
    "+append",
    "+repage",
    testInfo.outputPath("both.png"),
  ]);
  // zbarimg, the reference, reads the same two texts.
  expect(
    execFileSync("zbarimg", ["--raw", "-q", both], {
      encoding: "utf8",
      // zbarimg's ImageMagick asks for a D-Bus that a test machine does not have, on stderr.
      stdio: ["ignore", "pipe", "ignore"],
    })
      .trim()
      .split("\n"),
  ).toEqual([WIFI, EAN]);

  await choose(page, both);
  await expect(status(page)).toHaveText("2 codes: QR Code, EAN-13");
  expect(await readOutput(page)).toBe(`${WIFI}\n\n${EAN}`);
  const list = codes(page);
  await expect(list.getByRole("heading", { level: 3 })).toHaveText([
    "1. QR Code · error correction H",
    "2. EAN-13",
  ]);
  const network = page.getByRole("region", { name: "Wi-Fi network of code 1" });
  await expect(network).toContainText("Network name (SSID)Home;Net");
  await expect(network).toContainText('Passwordpa;ss"word');
  await expect(network).toContainText("SecurityWPA/WPA2/WPA3");
  const saved = await downloadFrom(page, () =>
    page.getByRole("button", { name: "Download .txt" }).click(),
  );
  expect(saved.name).toBe("codes.txt");
  expect(saved.bytes.toString("utf8")).toBe(`${WIFI}\n\n${EAN}`);

  // A link is shown as a link, and nothing was opened.
  await choose(page, qrencode(testInfo.outputPath("link.png"), LINK));
  await expect(status(page)).toHaveText("1 code: QR Code");
  await expect(codes(page).getByRole("link", { name: LINK })).toHaveAttribute("href", LINK);
  expect(page.context().pages()).toHaveLength(1);
  expect(page.url()).toMatch(/\/qr-code-reader$/);

  // Not a picture; a picture with no code.
  await choose(page, {
    name: "notes.png",
    mimeType: "image/png",
    buffer: Buffer.from("not a picture"),
  });
  await expect(page.getByRole("alert")).toContainText("notes.png");
  await expect(status(page)).toHaveCount(0);
  const blank = made(testInfo.outputPath("blank.png"), "convert", [
    "-size",
    "200x120",
    "xc:white",
    testInfo.outputPath("blank.png"),
  ]);
  await choose(page, blank);
  await expect(page.getByRole("alert")).toHaveText(
    "No QR code or barcode found in blank.png. Try a sharper picture with the whole code in view and a blank margin around it.",
  );
  expect(
    await page.evaluate(() => (window as unknown as { cameraAsked: number }).cameraAsked),
  ).toBe(0);
});

test("Use camera reads a code the camera sees, then stops the camera", async ({
  baseURL,
}, testInfo) => {
  // Chromium's fake camera plays a video file: a QR code made by qrencode, turned into frames by ffmpeg.
  const png = qrencode(testInfo.outputPath("camera.png"), LINK, "Q");
  const video = testInfo.outputPath("camera.y4m");
  execFileSync("ffmpeg", [
    "-v",
    "error",
    "-loop",
    "1",
    "-i",
    png,
    "-vf",
    "pad=640:480:(ow-iw)/2:(oh-ih)/2:white",
    "-t",
    "1",
    "-r",
    "5",
    "-pix_fmt",
    "yuv420p",
    video,
  ]);
  const browser = await chromium.launch({
    // The full browser, headless: the headless shell has no camera capture, fake or real.
    executablePath: "/usr/lib/chromium/chromium",
    args: [
      "--headless=new",
      ...CHROMIUM_ARGS,
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await browser.newContext({
      baseURL,
      permissions: ["camera"],
      serviceWorkers: "block",
    });
    const page = await context.newPage();
    await gotoHydrated(page, "/qr-code-reader");
    await page.getByRole("button", { name: "Use camera" }).click();
    await expect(status(page)).toHaveText("1 code: QR Code", { timeout: 20_000 });
    expect(await readOutput(page)).toBe(LINK);
    await expect(codes(page).getByRole("heading", { level: 3 })).toHaveText(
      "1. QR Code · error correction Q",
    );
    // The frame read is the picture shown, and the camera is off.
    await expect(page.getByRole("region", { name: "Camera" })).toHaveCount(0);
    await expect(page.getByRole("img", { name: "The picture read" })).toBeVisible();
    await context.close();
  } finally {
    await browser.close();
  }
});
