// The Video Converter's page driven as a user does it: choose the file, pick the settings, Convert,
// wait for the result and download it. Shared by the video benches.

/**
 * Converts `source` on /video-converter in a new context of `browser` and saves the result at
 * `output`. `size` is the Size option's value ("0" keeps the source's). Returns the seconds from
 * Convert to the result and what the status said.
 */
export async function convertOnPage(browser, base, { source, format, quality, size, output }) {
  const context = await browser.newContext({ acceptDownloads: true });
  try {
    const page = await context.newPage();
    await page.goto(`${base}/video-converter`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 30_000 });
    await page.getByLabel("Choose a video", { exact: true }).setInputFiles(source);
    await page.getByRole("region", { name: "Chosen file" }).getByText("Duration").waitFor();
    await page.getByLabel("Format", { exact: true }).selectOption(format);
    await page.getByLabel("Quality").selectOption(quality);
    if (size !== undefined) await page.getByLabel("Size").selectOption(size);
    const started = performance.now();
    await page.getByRole("button", { name: "Convert" }).click();
    const status = page.getByRole("region", { name: "Output" }).getByRole("status");
    await status.getByText(/: \d/).waitFor({ timeout: 1_800_000 });
    const seconds = (performance.now() - started) / 1000;
    const said = await status.textContent();
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download", exact: true }).click();
    await (await downloading).saveAs(output);
    return { seconds, said };
  } finally {
    await context.close();
  }
}
