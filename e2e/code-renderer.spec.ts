// /code-renderer in the browser: code in, a highlighted picture out, as SVG (text stays text) and
// as PNG (decoded again by ImageMagick), with nothing fetched from elsewhere.
import { execFileSync } from "node:child_process";
import { writeFile } from "node:fs/promises";
import { type Page, expect, test } from "@playwright/test";
import { DOMParser } from "@xmldom/xmldom";
import { rgbaOf } from "../test-support/image/native-images";
import { downloadFrom, fillInput, gotoHydrated, pasteInput } from "./support";
import { longestCpuTaskDuring } from "./long-task-trace";
import { machineSlowdown, scaledLimitMs } from "./machine-speed";

const PATH = "/code-renderer";

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, PATH);
  // The highlighter loads on the first interaction; a user's pointer moves at once.
  await page.mouse.move(20, 20);
});

const status = (page: Page) =>
  page.getByRole("region", { name: "Output", exact: true }).getByRole("status");
const picture = (page: Page) =>
  page.getByRole("region", { name: "Output", exact: true }).getByRole("img");

async function downloadSvg(page: Page) {
  const saved = await downloadFrom(page, () =>
    page.getByRole("button", { name: "Download SVG" }).click(),
  );
  return { name: saved.name, svg: saved.bytes.toString("utf8") };
}

test("nothing of the highlighter loads before the user does anything", async ({ browser }) => {
  const page = await browser.newPage();
  let workers = 0;
  page.on("worker", () => workers++);
  await gotoHydrated(page, PATH);
  await expect(status(page)).toHaveText("The picture is drawn as soon as you start.");
  await page.waitForTimeout(500);
  expect(workers).toBe(0);
  await page.mouse.move(30, 30);
  await expect(status(page)).toHaveText(/^TypeScript \(detected\)/, { timeout: 20_000 });
  expect(workers).toBe(1);
  await page.close();
});

test("the sample is detected as TypeScript and drawn, its text kept as text", async ({ page }) => {
  await expect(status(page)).toHaveText(/^TypeScript \(detected\) · 13 lines · \d+ × \d+ px$/, {
    timeout: 20_000,
  });
  const { name, svg } = await downloadSvg(page);
  expect(name).toBe("fibonacci.ts.svg");
  const doc = new DOMParser().parseFromString(svg, "image/svg+xml");
  const texts = Array.from(doc.getElementsByTagName("text")).map((t) => t.textContent);
  expect(texts).toContain("function* fibonacci(): Generator<number> {");
  expect(texts).toContain("fibonacci.ts");
  // Highlighted: the keyword has its own colour; the font is embedded.
  expect(svg).toMatch(/<tspan fill="#[0-9A-Fa-f]{6}">while<\/tspan>/);
  expect(svg).toContain("data:font/woff2;base64,");
});

test("a chosen language, theme, background and highlighted lines change the picture", async ({
  page,
}) => {
  await fillInput(page, "SELECT name FROM users\nWHERE id = 1;\n");
  await page.getByLabel("Language", { exact: true }).selectOption("sql");
  await page.getByRole("combobox", { name: "Theme" }).selectOption("github-light");
  await page.getByLabel("Background", { exact: true }).selectOption("transparent");
  await page.getByLabel("Highlight lines", { exact: true }).fill("2");
  await expect(status(page)).toHaveText(/^SQL · 2 lines/, { timeout: 20_000 });
  // Downloaded at once after a change, before the picture is drawn again: the download waits for
  // the picture of the current options, not the one still on screen (which has the frame).
  await page.getByLabel("Window frame", { exact: true }).uncheck();
  const { svg } = await downloadSvg(page);
  expect(svg).toContain('fill="#fff"'); // GitHub Light's background
  expect(svg).not.toContain("<circle"); // no frame
  expect(svg.match(/fill-opacity="0.07"/g)).toHaveLength(1); // one highlighted line
  await page.getByLabel("Highlight lines", { exact: true }).fill("2-x");
  await expect(page.getByRole("alert")).toHaveText(
    'Highlight lines: "2-x" is not a line number or a range like 3-5.',
  );
});

/** Whether python's XML parser (a strict one) reads the file; its error otherwise. */
function xmlProblem(file: string): string | null {
  try {
    execFileSync(
      "python3",
      ["-c", "import sys, xml.etree.ElementTree as E; E.parse(sys.argv[1])", file],
      {
        stdio: ["ignore", "ignore", "pipe"],
      },
    );
    return null;
  } catch (error) {
    return String((error as { stderr?: Buffer }).stderr ?? error);
  }
}

test("control characters are drawn as symbols in a valid SVG whose PNG decodes; wide characters take two columns", async ({
  page,
}, testInfo) => {
  // Opened from a file: a form feed, a vertical tab and a NUL as they are in the file's bytes.
  await page.setInputFiles("input[type=file]", {
    name: "controls.py",
    mimeType: "text/plain",
    buffer: Buffer.from("a = 1\f\nb = 2\u000b\u0000\n# 返回结果 ok\n"),
  });
  await page.getByLabel("Window frame", { exact: true }).check();
  await page.getByLabel("Title", { exact: true }).fill("中文标题-with-a-long-name.py");
  await expect(status(page)).toHaveText(/· 3 lines · \d+ × \d+ px$/, { timeout: 20_000 });
  const { svg } = await downloadSvg(page);
  const svgFile = testInfo.outputPath("controls.svg");
  await writeFile(svgFile, svg);
  expect(xmlProblem(svgFile)).toBeNull();
  expect(svg).toContain("\u240c");
  expect(svg).toContain("\u240b\u2400");
  // The title starts after the three window dots (they end 66 px into the window).
  const doc = new DOMParser().parseFromString(svg, "image/svg+xml");
  const title = Array.from(doc.getElementsByTagName("text")).find(
    (t) => t.textContent === "中文标题-with-a-long-name.py",
  )!;
  const [, width] = /· (\d+) × \d+ px$/.exec((await status(page).textContent()) ?? "")!;
  const padding = 32;
  const titleColumns = 8 + 18;
  const titleStart = Number(title.getAttribute("x")) - (titleColumns * 14 * 0.6) / 2;
  expect(titleStart).toBeGreaterThan(padding + 66);
  expect(Number(width)).toBeGreaterThan(2 * padding + 2 * 66 + titleColumns * 14 * 0.6);
  // The comment's wide letters take two columns each: " ok" starts at column 10 of the code,
  // after the window's inner padding (20 px) and the gutter (3 columns), at 14 px × 0.6 a column.
  const afterWide = Array.from(doc.getElementsByTagName("tspan")).find((t) =>
    t.textContent?.endsWith(" ok"),
  )!;
  expect(Number(afterWide.getAttribute("x"))).toBeCloseTo(padding + 20 + (3 + 10) * 14 * 0.6, 3);
  const saved = await downloadFrom(page, () =>
    page.getByRole("button", { name: "Download PNG" }).click(),
  );
  await expect(page.getByRole("alert")).toHaveText("");
  const png = rgbaOf(await writeAndReturn(testInfo.outputPath(saved.name), saved.bytes));
  expect(png.width).toBeGreaterThan(0);
  await expect(picture(page)).toBeVisible();
  expect(await picture(page).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
    0,
  );
});

async function writeAndReturn(file: string, bytes: Buffer) {
  await writeFile(file, bytes);
  return file;
}

test("PNG at 2× is twice the SVG's size, and shows the code's colours", async ({
  page,
}, testInfo) => {
  await expect(status(page)).toHaveText(/· (\d+) × (\d+) px$/, { timeout: 20_000 });
  const [, width, height] = /· (\d+) × (\d+) px$/.exec((await status(page).textContent()) ?? "")!;
  const saved = await downloadFrom(page, () =>
    page.getByRole("button", { name: "Download PNG" }).click(),
  );
  expect(saved.name).toBe("fibonacci.ts.png");
  const file = testInfo.outputPath(saved.name);
  await writeFile(file, saved.bytes);
  const png = rgbaOf(file);
  expect(png.width).toBe(Number(width) * 2);
  expect(png.height).toBe(Number(height) * 2);
  // The Ocean gradient at the top-left corner: blue-ish, opaque.
  expect(png.data[2]).toBeGreaterThan(png.data[0]);
  expect(png.data[3]).toBe(255);
});

test("Copy image puts a PNG on the clipboard during the click, also while the picture is redrawn", async ({
  page,
}) => {
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await expect(picture(page)).toBeVisible({ timeout: 20_000 });
  // WebKit refuses a clipboard write made after the click: each write records whether a click was
  // being handled when it was made.
  await page.evaluate(() => {
    const writes: boolean[] = [];
    Object.assign(window, { clipboardWritesInClick: writes });
    let inClick = false;
    window.addEventListener("click", () => (inClick = true), true);
    window.addEventListener("click", () => (inClick = false));
    const write = navigator.clipboard.write.bind(navigator.clipboard);
    navigator.clipboard.write = (items) => (writes.push(inClick), write(items));
  });
  const clipboardTypes = () =>
    page.evaluate(async () => {
      const items = await navigator.clipboard.read();
      return items.flatMap((item) => item.types);
    });
  const copied = page.getByText("Copied to clipboard");
  await page.getByRole("button", { name: "Copy image" }).click();
  await expect(copied).toBeVisible();
  await expect.poll(clipboardTypes).toContain("image/png");
  // The code changes and Copy image is pressed before the new picture is drawn: the copy is of the
  // new picture, and the clipboard was still asked during the click.
  await page.evaluate(() => navigator.clipboard.writeText("not the picture"));
  await fillInput(page, "const changed = 1;");
  await page.getByRole("button", { name: "Copy image" }).click();
  await expect(status(page)).toHaveText(/ · 1 line · /);
  await expect.poll(clipboardTypes).toContain("image/png");
  expect(
    await page.evaluate(
      () => (window as unknown as { clipboardWritesInClick: boolean[] }).clipboardWritesInClick,
    ),
  ).toEqual([true, true]);
  // A copy still waiting for its picture when another export takes its place says so: both are
  // pressed in one task, before the picture of the new code can be drawn.
  await fillInput(page, "const changedAgain = 2;");
  const svg = downloadFrom(page, () =>
    page.evaluate(() => {
      const button = (name: string) =>
        [...document.querySelectorAll("button")].find((b) => b.textContent?.trim() === name)!;
      button("Copy image").click();
      button("Download SVG").click();
    }),
  );
  expect((await svg).name).toMatch(/\.svg$/);
  await expect(
    page.getByText("Another export took the place of Copy image: press it again."),
  ).toBeVisible();
});

test(
  "2,000 lines are highlighted and drawn in the worker: no long task on the page",
  { tag: "@timing" },
  async ({ page, browser }) => {
    test.setTimeout(180_000);
    const slowdown = await machineSlowdown(page);
    const line = (i: number) =>
      `export function f${i}(x: number): number { return x * ${i} + 1; } // ${i}`;
    const code = Array.from({ length: 2_000 }, (_, i) => line(i)).join("\n");
    await expect(status(page)).toHaveText(/lines/, { timeout: 20_000 });
    const cpuMs = await longestCpuTaskDuring(browser, page, async () => {
      await pasteInput(page, code);
      await expect(status(page)).toHaveText(/^TypeScript \(detected\) · 2000 lines/, {
        timeout: 60_000,
      });
      await expect(picture(page)).toBeVisible();
      await expect(
        page.getByText("The preview shows the first 100 lines; the downloads have all 2000."),
      ).toBeVisible();
    });
    expect(cpuMs).toBeLessThan(scaledLimitMs(100, slowdown));

    // A minified file's single line: wrapped at 200 columns, the picture stays bounded; a line of
    // 1.38 MB would make more rows than a picture takes, and is refused at once. (The 1.38 MB paste
    // itself is the editor's, measured for every tool in long-tasks-1mb.spec.ts.)
    let longLineMs = await longestCpuTaskDuring(browser, page, async () => {
      await pasteInput(page, `const data = "${"x".repeat(60_000)}";`);
      await expect(
        page.getByText(
          "1 line is longer than 200 columns: wrapped onto the next rows in the picture.",
        ),
      ).toBeVisible({ timeout: 60_000 });
      await expect(status(page)).toHaveText(/· 1 line · \d{3,4} × \d+ px$/);
    });
    await pasteInput(page, "x".repeat(1_380_000));
    await expect(page.getByText("Large input: press Render (Ctrl+Enter)")).toBeVisible();
    longLineMs = Math.max(
      longLineMs,
      await longestCpuTaskDuring(browser, page, async () => {
        await page.keyboard.press("Control+Enter");
        await expect(page.getByRole("alert")).toHaveText(
          "With lines longer than 200 columns wrapped, the code makes 6,900 rows; a picture takes at most 5,000.",
          { timeout: 60_000 },
        );
      }),
    );
    expect(longLineMs).toBeLessThan(scaledLimitMs(100, slowdown));
  },
);
