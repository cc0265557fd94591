// "Paste anything" on the home page: each kind of content gives its tool as the first suggestion;
// Ctrl+V outside a field fills the field; a suggestion opens its tool with the content in the right
// field (through the tab's memory, not the URL); a dropped audio file goes to the Audio Converter.
import { readFileSync } from "node:fs";
import { type Page, expect, test } from "@playwright/test";
import { violationsInBothThemes } from "./axe";
import { ffmpegClip } from "./media-clips";
import { gotoHydrated, pasteInput, readField } from "./support";

/** A sample of each kind and the title of the tool that must be suggested first. */
const FIRST_SUGGESTIONS: [kind: string, sample: string, tool: string][] = [
  ["JSON", '{"id": 7, "tags": ["a", "b"]}', "JSON Formatter"],
  ["JSON Lines", '{"id": 1}\n{"id": 2}\n{"id": 3}', "JSON to Types"],
  ["XML", '<?xml version="1.0"?><note><to>Tove</to></note>', "XML Beautifier"],
  ["YAML", "name: site\nversion: 2\nitems:\n  - a\n  - b\n", "JSON to YAML Converter"],
  ["CSV", "id,name,age\n1,Ada,36\n2,Linus,54\n", "CSV Tools"],
  ["HTML", "<!DOCTYPE html><html><body><p>Hi</p></body></html>", "HTML Formatter"],
  [
    "Markdown",
    "# Title\n\nSome *emphasis* and a [link](https://example.com).\n\n- one\n- two",
    "Markdown to HTML",
  ],
  ["SQL", "SELECT id, name FROM users WHERE age > 30 ORDER BY name;", "SQL Formatter"],
  [
    "JavaScript",
    "function add(a, b) {\n  return a + b;\n}\nconst x = add(1, 2);",
    "JavaScript Beautifier",
  ],
  ["CSS", "body { margin: 0; color: #333; }\n.card > h2 { font-weight: 600; }", "CSS Beautifier"],
  [
    "JWT",
    "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
    "JWT Decoder",
  ],
  ["Base64", "SGVsbG8sIHdvcmxkISBUaGlzIGlzIGJhc2U2NC4=", "Base64 Encoder/Decoder"],
  ["URL", "https://example.com/search?q=cron&page=2#top", "URL Parser"],
  ["URL-encoded text", "name%3DAda%20Lovelace%26city%3DLondon", "URL Encoder/Decoder"],
  [
    "a hash digest",
    "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
    "Message Digester",
  ],
  ["UUID", "f47ac10b-58cc-4372-a567-0e02b2c3d479", "UUID Generator"],
  ["cron", "*/15 9-17 * * 1-5", "Cron Tools"],
  ["epoch seconds", "1733306400", "Epoch Timestamp Converter"],
  ["ISO 8601 date", "2026-12-04T10:00:00Z", "Epoch Timestamp Converter"],
  ["time zone", "America/New_York", "Timezone Converter"],
  ["CIDR", "192.168.1.0/24", "IP Subnet Calculator"],
  ["colour", "#1e90ff", "Colour Converter"],
  ["card number", "4111 1111 1111 1111", "Credit Card Validator"],
];

const JWT = FIRST_SUGGESTIONS.find(([kind]) => kind === "JWT")![1];

const pasteField = (page: Page) => page.getByRole("textbox", { name: "Paste anything" });
const suggestions = (page: Page) =>
  page.getByRole("list", { name: "Suggested tools" }).getByRole("button");

test("each kind pasted gives its tool first; Ctrl+V outside a field and a dropped file are taken; a suggestion opens its tool with the content", async ({
  page,
  context,
}) => {
  await gotoHydrated(page, "/");
  const failures: string[] = [];
  for (const [kind, sample, tool] of FIRST_SUGGESTIONS) {
    await pasteField(page).fill(sample);
    const status = page.getByRole("status").filter({ hasText: "It looks like" });
    // The answer is for this sample once the list's first tool has settled on a title.
    await expect(suggestions(page).first()).toBeVisible();
    await expect
      .poll(async () => (await suggestions(page).first().textContent())?.startsWith(tool), {
        timeout: 3_000,
      })
      .toBe(true)
      .catch(async () =>
        failures.push(
          `${kind}: ${await status.textContent()} → ${await suggestions(page).first().textContent()}`,
        ),
      );
  }
  expect(failures).toEqual([]);
  // What was found and the suggestions pass axe in both themes.
  expect(await violationsInBothThemes(page, { include: "#paste-anything-panel" })).toEqual([]);

  // Ctrl+V with no field focused fills "Paste anything".
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await pasteField(page).fill("");
  await page.evaluate(() => navigator.clipboard.writeText("*/5 * * * *"));
  await page.locator("h1").click();
  await page.keyboard.press("ControlOrMeta+v");
  await expect(pasteField(page)).toHaveValue("*/5 * * * *");
  await expect(page.getByRole("status").filter({ hasText: "Cron expression" })).toBeVisible();

  // The first suggestion opens Cron Tools with the expression as its input, not in the address.
  await suggestions(page).first().click();
  await expect(page).toHaveURL(/\/cron-tools$/);
  await expect(page.getByLabel("Input", { exact: true })).toHaveValue("*/5 * * * *");

  // A file dropped on the field is named by its bytes; a tool that takes files gets the file itself.
  async function dropFile(file: string, name: string) {
    await gotoHydrated(page, "/");
    const drop = await page.evaluateHandle(
      ([base64, fileName]) => {
        const data = new DataTransfer();
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        data.items.add(new File([bytes], fileName));
        return data;
      },
      [readFileSync(file).toString("base64"), name],
    );
    await pasteField(page).dispatchEvent("dragover", { dataTransfer: drop });
    await pasteField(page).dispatchEvent("drop", { dataTransfer: drop });
  }
  await dropFile(
    ffmpegClip("tone.wav", ["-f", "lavfi", "-i", "sine=frequency=440:duration=1"]),
    "tone.wav",
  );
  await expect(page.getByRole("status").filter({ hasText: /audio/i })).toBeVisible();
  await expect(suggestions(page).first()).toHaveText(/^Audio Converter/);
  await suggestions(page).first().click();
  await expect(page).toHaveURL(/\/audio-converter$/);
  await expect(page.getByRole("region", { name: "Chosen file" })).toContainText("tone.wav");
  await dropFile(
    ffmpegClip("pattern.png", ["-f", "lavfi", "-i", "testsrc=size=64x48", "-frames:v", "1"]),
    "pattern.png",
  );
  await expect(page.getByRole("status").filter({ hasText: /image/i })).toBeVisible();
  await expect(suggestions(page).first()).toHaveText(/^Image Converter/);
  await suggestions(page).first().click();
  await expect(page).toHaveURL(/\/image-converter$/);
  await expect(page.getByRole("main")).toContainText("pattern.png");

  // A tool page whose input is plainly another tool's kind offers that tool once, in the Input's
  // header row. The hint's code loads only after the user's edit.
  const hintCode: string[] = [];
  page.on("response", (response) => {
    if (/LookalikeHint/.test(response.url())) hintCode.push(response.url());
  });
  await gotoHydrated(page, "/base64-encoder-decoder");
  expect(hintCode).toEqual([]);
  // The row the hint goes in: its buttons stay where they are, so nothing under them moves.
  const openFile = page.getByRole("region", { name: "Input panel" }).getByRole("button", {
    name: "Open file",
    exact: true,
  });
  const place = () =>
    openFile.evaluate((button) => {
      const { left, top } = button.getBoundingClientRect();
      return { x: left + window.scrollX, y: top + window.scrollY };
    });
  const before = await place();
  await pasteInput(page, JWT);
  await expect(page.getByText("This looks like JWT (HS256) —")).toBeVisible();
  const offer = page.getByRole("button", { name: "open in JWT Decoder" });
  expect(await place()).toEqual(before);
  await offer.click();
  await expect(page).toHaveURL(/\/jwt-decoder$/);
  await expect.poll(() => readField(page, "Input")).toBe(JWT);
});
