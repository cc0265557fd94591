import { violationsInBothThemes } from "./axe";
import { type Page, expect, test } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import {
  downloadFrom,
  expectMainThreadFree,
  fillInput,
  gotoHydrated,
  readField,
  reloadHydrated,
} from "./support";

const PATH = "/qr-code-generator";

const qrImage = (page: Page) => page.getByRole("img", { name: /^QR code for / });
const qrPanel = (page: Page) => page.getByRole("region", { name: "QR code panel" });
const warnings = (page: Page) => page.getByRole("list", { name: "Scanning warnings" });
const actionButton = (page: Page, name: string) =>
  page.getByRole("button", { name, exact: true }).first();

/** Reads a PNG file with pngjs and decodes its QR code with jsQR: the bytes it holds. */
function decodePng(bytes: Buffer): { width: number; height: number; data: Buffer | null } {
  const png = PNG.sync.read(bytes);
  const found = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  return {
    width: png.width,
    height: png.height,
    data: found ? Buffer.from(found.binaryData) : null,
  };
}

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).selectOption({ label: option });
}

const downloadPng = (page: Page) =>
  downloadFrom(page, () => actionButton(page, "Download PNG").click());

/** Puts back the options a fresh page has, so the next step starts as on a new visit. */
async function restoreDefaultOptions(page: Page) {
  await page.getByLabel("Size (px)").fill("512");
  await page.getByLabel("Margin (modules)").fill("4");
  await page.getByLabel("Foreground", { exact: true }).fill("#000000");
  await page.getByLabel("Background", { exact: true }).fill("#ffffff");
  await choose(page, "Error correction", "M (15 %)");
}

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, PATH);
});

test("text codes: PNG, SVG, copy, error correction, too much data, colours, warnings, Esc and a narrow screen", async ({
  page,
}) => {
  await test.step("typed text becomes a code whose PNG decodes to exactly its UTF-8 bytes", async () => {
    const text = "Crème brûlée 👍🏽 日本語 https://example.com/?q=1";
    await fillInput(page, text);
    await expect(qrImage(page)).toHaveAccessibleName(`QR code for "${text}"`);
    const bytes = Buffer.byteLength(text, "utf8");
    await expect(qrPanel(page)).toContainText(/Version \d+ · \d+ × \d+ modules · /);
    await expect(qrPanel(page)).toContainText(`${bytes} bytes · level M`);

    const saved = await downloadPng(page);
    expect(saved.name).toBe("qr-code.png");
    const png = decodePng(saved.bytes);
    expect([png.width, png.height]).toEqual([512, 512]);
    expect(png.data).toEqual(Buffer.from(text, "utf8"));
  });

  await test.step("a download right after a change saves the code of the new text, not the one on screen", async () => {
    // The code on screen follows 100 ms after the last change; a click or Ctrl+S in that moment
    // waits for the new code (a CI run once saved the code from before the last tick).
    await fillInput(page, "first text");
    await expect(qrImage(page)).toHaveAccessibleName('QR code for "first text"');
    await fillInput(page, "second text");
    expect(decodePng((await downloadPng(page)).bytes).data?.toString("utf8")).toBe("second text");
    await fillInput(page, "third text");
    const saved = await downloadFrom(page, () => page.keyboard.press("Control+s"));
    expect(decodePng(saved.bytes).data?.toString("utf8")).toBe("third text");
  });

  await test.step("Ctrl+S downloads the PNG", async () => {
    await fillInput(page, "keyboard");
    await expect(qrImage(page)).toBeVisible();
    const saved = await downloadFrom(page, () => page.keyboard.press("Control+s"));
    expect(saved.name).toBe("qr-code.png");
    expect(decodePng(saved.bytes).data?.toString("utf8")).toBe("keyboard");
  });

  await test.step("Copy image puts a PNG of the code on the clipboard", async () => {
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await fillInput(page, "copied image");
    await actionButton(page, "Copy image").click();
    await expect(page.getByRole("status").getByText("Copied to clipboard")).toBeVisible();
    const pngBytes = await page.evaluate(async () => {
      const [item] = await navigator.clipboard.read();
      const blob = await item.getType("image/png");
      return [...new Uint8Array(await blob.arrayBuffer())];
    });
    expect(decodePng(Buffer.from(pngBytes)).data?.toString("utf8")).toBe("copied image");
  });

  await test.step("a higher error correction level gives a larger code", async () => {
    await fillInput(page, "The quick brown fox jumps over the lazy dog");
    await expect(qrPanel(page)).toContainText("Version 4 · 33 × 33 modules");
    await choose(page, "Error correction", "H (30 %)");
    await expect(qrPanel(page)).toContainText("Version 5 · 37 × 37 modules");
    await expect(qrPanel(page)).toContainText("level H");
    await restoreDefaultOptions(page);
  });

  await test.step("too much data for the level shows the byte count and the maximum", async () => {
    await choose(page, "Error correction", "H (30 %)");
    await fillInput(page, "x".repeat(1300));
    await expect(page.getByRole("alert").filter({ hasText: "Too much data" })).toHaveText(
      "Too much data for a QR code: 1,300 bytes, but at error correction level H a QR code holds at most 1,273 bytes. To fit, choose a lower level or shorten the text.",
    );
    await expect(qrImage(page)).toHaveCount(0);
    await expect(actionButton(page, "Download PNG")).toBeDisabled();
    await choose(page, "Error correction", "L (7 %)");
    await expect(qrImage(page)).toBeVisible();
    await expect(qrPanel(page)).toContainText("1,300 bytes · level L");
    await restoreDefaultOptions(page);
  });

  await test.step("100,000 characters are refused at once, and the page stays usable", async () => {
    // qrcode's search for the best segments ran for over 10 minutes on this, on the page.
    const text = ("<![CDATA[" + "x ".repeat(50_000)).slice(0, 100_000);
    await fillInput(page, text);
    await expect(page.getByRole("alert").filter({ hasText: "Too much data" })).toHaveText(
      "Too much data for a QR code: 100,000 bytes, but at error correction level M a QR code holds at most 2,331 bytes. To fit, choose a lower level or shorten the text.",
    );
    await expect(qrImage(page)).toHaveCount(0);
    await fillInput(page, "short again");
    await expect(qrImage(page)).toHaveAccessibleName('QR code for "short again"');
  });

  await test.step("the PNG has the chosen size and still decodes with custom colours", async () => {
    await page.getByLabel("Size (px)").fill("300");
    await page.getByLabel("Foreground", { exact: true }).fill("#1e3a8a");
    await page.getByLabel("Background", { exact: true }).fill("#fefce8");
    await fillInput(page, "sized");
    const png = decodePng((await downloadPng(page)).bytes);
    expect([png.width, png.height]).toEqual([300, 300]);
    expect(png.data?.toString("utf8")).toBe("sized");
    await restoreDefaultOptions(page);
  });

  await test.step("Download SVG saves well-formed SVG in the chosen colours", async () => {
    await page.getByLabel("Foreground", { exact: true }).fill("#7C2D12");
    await page.getByLabel("Background colour picker").fill("#fff7ed");
    await fillInput(page, "vector");
    const saved = await downloadFrom(page, () => actionButton(page, "Download SVG").click());
    expect(saved.name).toBe("qr-code.svg");
    const svg = saved.bytes.toString("utf8");
    // The browser's own XML parser: a parsererror element means the file is not well-formed.
    const parsed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "image/svg+xml");
      return {
        errors: doc.getElementsByTagName("parsererror").length,
        root: doc.documentElement.localName,
        width: doc.documentElement.getAttribute("width"),
        background: doc.querySelector("rect")?.getAttribute("fill"),
        foreground: doc.querySelector("path")?.getAttribute("fill"),
      };
    }, svg);
    expect(parsed).toEqual({
      errors: 0,
      root: "svg",
      width: "512",
      background: "#fff7ed",
      foreground: "#7c2d12",
    });
    await restoreDefaultOptions(page);
  });

  await test.step("low contrast, inverted colours and a thin margin are warned about", async () => {
    await fillInput(page, "warnings");
    await expect(warnings(page).getByRole("listitem")).toHaveCount(0);
    await page.getByLabel("Foreground", { exact: true }).fill("#bbbbbb");
    await expect(warnings(page)).toContainText(
      "Low contrast: some scanners may fail to read this code (contrast 1.9:1; aim for 4:1 or more).",
    );
    await page.getByLabel("Foreground", { exact: true }).fill("#ffffff");
    await page.getByLabel("Background", { exact: true }).fill("#000000");
    await expect(warnings(page)).toContainText("Inverted colours");
    await page.getByLabel("Margin (modules)").fill("1");
    await expect(warnings(page)).toContainText(
      "A margin of 1 module is under the standard quiet zone of 4",
    );
    // Warnings never block: the code is still there to download.
    await expect(qrImage(page)).toBeVisible();
    await restoreDefaultOptions(page);
  });

  await test.step("an invalid size or colour shows the message instead of a code", async () => {
    await fillInput(page, "options");
    await page.getByLabel("Size (px)").fill("5000");
    await expect(page.getByRole("alert").filter({ hasText: "Size" })).toHaveText(
      "Size must be a whole number of pixels from 128 to 2048",
    );
    await page.getByLabel("Size (px)").fill("512");
    await page.getByLabel("Foreground", { exact: true }).fill("#12");
    await expect(page.getByRole("alert").filter({ hasText: "Foreground" })).toHaveText(
      "Foreground must be a hex colour such as #000000",
    );
    await expect(qrImage(page)).toHaveCount(0);
    await restoreDefaultOptions(page);
  });

  await test.step("Esc clears the content and the code", async () => {
    await fillInput(page, "to be cleared");
    await expect(qrImage(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect.poll(() => readField(page, "Input")).toBe("");
    await expect(qrImage(page)).toHaveCount(0);
  });

  // Last, since the narrow screen stays for the rest of the visit.
  await test.step("the page fits a 360 px wide screen", async () => {
    await page.setViewportSize({ width: 360, height: 800 });
    await fillInput(page, "small screen");
    await expect(qrImage(page)).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await qrImage(page).boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  });
});

test("the Wi-Fi, vCard, e-mail and phone presets, and the options across a reload", async ({
  page,
}) => {
  await test.step("the Wi-Fi preset shows the escaped payload and encodes it", async () => {
    await choose(page, "Content", "Wi-Fi");
    await page.getByLabel("Network name (SSID)").fill("Home;Net");
    await page.getByLabel("Password", { exact: true }).fill('pa:ss"word');
    await page.getByLabel("Hidden network").check();
    const payload = 'WIFI:T:WPA;S:Home\\;Net;P:pa\\:ss\\"word;H:true;;';
    await expect(page.getByLabel("Encoded text")).toHaveValue(payload);
    const png = decodePng((await downloadPng(page)).bytes);
    expect(png.data?.toString("utf8")).toBe(payload);
  });

  await test.step("the vCard preset builds a contact card", async () => {
    await choose(page, "Content", "Contact (vCard)");
    await page.getByLabel("First name").fill("Zoë");
    await page.getByLabel("Last name").fill("Müller");
    await page.getByLabel("Organization").fill("Müller, Söhne & Co");
    await expect(page.getByLabel("Encoded text")).toHaveValue(
      "BEGIN:VCARD\nVERSION:3.0\nN:Müller;Zoë;;;\nFN:Zoë Müller\nORG:Müller\\, Söhne & Co\nEND:VCARD\n",
    );
    // A textarea's value normalises CRLF to LF: the bytes of the code keep the CRLF.
    const png = decodePng((await downloadPng(page)).bytes);
    expect(png.data?.toString("utf8")).toBe(
      "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Müller;Zoë;;;\r\nFN:Zoë Müller\r\nORG:Müller\\, Söhne & Co\r\nEND:VCARD\r\n",
    );
  });

  await test.step("the e-mail and phone presets build mailto: and tel: links", async () => {
    await choose(page, "Content", "E-mail");
    await page.getByLabel("To", { exact: true }).fill("ann@example.com");
    await page.getByLabel("Subject").fill("Hi there");
    await expect(page.getByLabel("Encoded text")).toHaveValue(
      "mailto:ann@example.com?subject=Hi%20there",
    );
    await choose(page, "Content", "Phone");
    await page.getByLabel("Phone number").fill("+1 (555) 010-0199");
    await expect(page.getByLabel("Encoded text")).toHaveValue("tel:+15550100199");
    await expect(qrImage(page)).toHaveAccessibleName('QR code for "tel:+15550100199"');
  });

  await test.step("a bad phone number shows the message and no code", async () => {
    await choose(page, "Content", "Phone");
    await page.getByLabel("Phone number").fill("555-CALL");
    await expect(page.getByRole("alert").filter({ hasText: "Phone number" })).toHaveText(
      "Phone number: use digits with an optional leading +; spaces, dashes, dots and brackets are allowed",
    );
    await expect(qrImage(page)).toHaveCount(0);
  });

  await test.step("options survive a reload but the typed content is never stored", async () => {
    await choose(page, "Content", "Wi-Fi");
    await page.getByLabel("Network name (SSID)").fill("PrivateNet");
    await page.getByLabel("Password", { exact: true }).fill("hunter2-secret");
    await choose(page, "Error correction", "Q (25 %)");
    await page.getByLabel("Background", { exact: true }).fill("#fef9c3");
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("tool:/qr-code-generator:background")))
      .toBe(JSON.stringify("#fef9c3"));
    await page.waitForTimeout(500); // past the 300 ms save delay of anything that would be saved
    const stored = await page.evaluate(() => JSON.stringify(localStorage));
    expect(stored).not.toContain("hunter2-secret");
    expect(stored).not.toContain("PrivateNet");

    await reloadHydrated(page);
    await expect(page.getByLabel("Content", { exact: true })).toHaveValue("wifi");
    await expect(page.getByLabel("Error correction")).toHaveValue("Q");
    await expect(page.getByLabel("Background", { exact: true })).toHaveValue("#fef9c3");
    await expect(page.getByLabel("Network name (SSID)")).toHaveValue("");
    await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
  });
});

test(`the code, its warnings, the contact form and an error pass axe in both themes`, async ({
  page,
}) => {
  test.slow(); // axe in both themes: two runs per state checked
  // The shortcuts hint would pulse in the middle of the checks: it has been seen.
  await page.evaluate(() => localStorage.setItem("hasSeenShortcuts", "true"));
  await reloadHydrated(page);
  await choose(page, "Content", "Contact (vCard)");
  await page.getByLabel("First name").fill("Ann");
  await page.getByLabel("Foreground", { exact: true }).fill("#dddddd");
  await page.getByLabel("Margin (modules)").fill("2");
  await expect(warnings(page).getByRole("listitem")).toHaveCount(2);
  await expect(qrImage(page)).toBeVisible();
  expect(await violationsInBothThemes(page)).toEqual([]);

  await page.getByLabel("First name").fill("");
  await page.getByLabel("Phone", { exact: true }).fill("555");
  await expect(page.getByRole("alert").filter({ hasText: "Contact" })).toBeVisible();
  expect(await violationsInBothThemes(page)).toEqual([]);
});

test("a text near the code's capacity is encoded in a worker: the page answers at once", async ({
  page,
}) => {
  // Mixed digits and letters make qrcode's segment search do the most work (0.5–1 s on the page).
  const text = Array.from({ length: 290 }, (_, i) => `${i * 7919}ab`)
    .join("")
    .slice(0, 2300);
  const workerStarted = page.waitForEvent("worker");
  await choose(page, "Error correction", "L (7 %)");
  await page.getByLabel("Size (px)").fill("1600"); // 10 pixels per module: jsQR reads it back
  await fillInput(page, text);
  await workerStarted;
  await expectMainThreadFree(page);
  await expect(qrImage(page)).toHaveAccessibleName(/^QR code for "0ab7919ab/, { timeout: 15_000 });
  const { bytes } = await downloadPng(page);
  expect(decodePng(bytes).data?.toString("utf8")).toBe(text);
});
