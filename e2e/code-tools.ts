// Shared steps of the formatter and minifier specs (html, css, javascript, sql): each page is the
// same CodeTransformPage, so the same checks apply with each tool's own input and messages.
import { type Page, expect, test } from "@playwright/test";
import {
  chooseInputFile,
  downloadFrom,
  downloadOutput,
  expectMainThreadFree,
  fillInput,
  gotoHydrated,
  outputPanel,
  readOutput,
  runInWorker,
} from "./support";

/** Polls until the Output (ignoring a final line break) is `expected`. */
export async function expectOutput(page: Page, expected: string) {
  await expect.poll(async () => (await readOutput(page)).trimEnd()).toBe(expected.trimEnd());
}

/** The error panel holds exactly `message`. */
export async function expectAlert(page: Page, message: string) {
  await expect(page.getByRole("alert")).toHaveText(message);
}

/**
 * The names of the script chunks the page and its workers fetch from now on ("postcss",
 * "standalone"…), without their hashes, to check which formatting libraries a page loads.
 */
export function recordChunks(page: Page): Set<string> {
  const chunks = new Set<string>();
  page.context().on("request", (request) => {
    const match = /\/assets\/([\w.-]+?)-[\w-]{8}\.js$/.exec(new URL(request.url()).pathname);
    if (match) chunks.add(match[1]);
  });
  return chunks;
}

export interface CodeToolCase {
  path: string;
  /** Primary action's label, named in the large-input hint. */
  runLabel: string;
  verb: string;
  /** An input and what the page shows for it with the default options. */
  input: string;
  output: string;
  fileName: string;
  /** Input the tool rejects, and the exact message of the alert. */
  badInput: string;
  badMessage: string;
  /** One line of the language, repeated to build an input too large to run live. */
  largeLine: string;
}

/**
 * The checks every code tool page passes, in one visit (a page load is most of a test's cost):
 * paste, run, read, download, bad input, Ctrl+S after a change, the sample, large input.
 */
export function describeCodeTool(tool: CodeToolCase) {
  test(`${tool.path}: the shared code page: typing, Download, errors, Ctrl+S, the sample and a large input, in one visit`, async ({
    page,
  }) => {
    // A spec's own beforeEach may have opened the page already.
    if (new URL(page.url()).pathname !== tool.path) await gotoHydrated(page, tool.path);

    await test.step("pasted input is processed as you type", async () => {
      await fillInput(page, tool.input);
      await expectOutput(page, tool.output);
    });

    await test.step(`Download saves the output as ${tool.fileName}`, async () => {
      const saved = await downloadOutput(page);
      expect(saved.name).toBe(tool.fileName);
      expect(saved.bytes.toString("utf8").trimEnd()).toBe(tool.output.trimEnd());
    });

    await test.step("bad input shows the error with its position, and fixing it clears the error", async () => {
      await fillInput(page, tool.badInput);
      await expectAlert(page, tool.badMessage);
      await fillInput(page, tool.input);
      await expectOutput(page, tool.output);
      await expectAlert(page, "");
    });

    await test.step("Ctrl+S right after a change saves the new input's output, not the one on screen", async () => {
      // The output follows 300 ms after the last change; a download asked for in that moment
      // waits for the output of what the input now holds.
      await fillInput(page, tool.largeLine);
      await expect
        .poll(async () => (await readOutput(page)).trimEnd())
        .not.toBe(tool.output.trimEnd());
      await fillInput(page, tool.input);
      const saved = await downloadFrom(page, () => page.keyboard.press("Control+s"));
      expect(saved.bytes.toString("utf8").trimEnd()).toBe(tool.output.trimEnd());
    });

    await test.step("Sample fills the input with something the tool processes", async () => {
      await page.getByRole("button", { name: "Sample" }).click();
      await expect.poll(async () => (await readOutput(page)).length).toBeGreaterThan(20);
      await expect
        .poll(async () => (await readOutput(page)).trimEnd())
        .not.toBe(tool.output.trimEnd());
      await expectAlert(page, "");
    });

    await test.step("a large input waits for Ctrl+Enter and is processed in a worker", async () => {
      const text = tool.largeLine.repeat(Math.ceil(60_000 / tool.largeLine.length));
      await chooseInputFile(page, "large.txt", "text/plain", text);
      await expect(outputPanel(page)).toContainText(
        `too large to ${tool.verb} as you type: press ${tool.runLabel} (Ctrl+Enter)`,
      );
      await runInWorker(page);
      await expectMainThreadFree(page);
      await expect(outputPanel(page)).toContainText(/Output: [\d,]+ characters/, {
        timeout: 30_000,
      });
      await expectAlert(page, "");
    });
  });
}
