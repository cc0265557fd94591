import { writeFile } from "node:fs/promises";
import { unzipSync } from "fflate";
import { type Page, expect, test } from "@playwright/test";
import { checkZipEntryNames } from "../test-support/image/zip-safety";
import { longestCpuTaskDuring } from "./long-task-trace";
import { machineSlowdown, scaledLimitMs } from "./machine-speed";
import { downloadFrom, field, gotoHydrated, reloadHydrated } from "./support";

const PATH = "/csv-tools";
const decoder = new TextDecoder();

/** A CSV with a quoted line break and a quoted comma in its rows. */
const SAMPLE = 'id,text\n1,"a\nb"\n2,"c,d"\n3,e\n4,f\n5,g\n';

async function chooseCsv(page: Page, name: string, contents: string | Buffer) {
  await page.setInputFiles('section[aria-label="Input panel"] input[type=file]', {
    name,
    mimeType: "text/csv",
    buffer: Buffer.isBuffer(contents) ? contents : Buffer.from(contents),
  });
}

async function splitAndUnzip(page: Page): Promise<Record<string, string>> {
  const { name, bytes } = await downloadFrom(page, () =>
    page.getByRole("button", { name: "Split", exact: true }).click(),
  );
  expect(name).toBe("data-parts.zip");
  // Plain base names to unzip and python's zipfile, extracted into their folder only.
  checkZipEntryNames(new Uint8Array(bytes));
  const entries = unzipSync(new Uint8Array(bytes));
  return Object.fromEntries(
    Object.entries(entries).map(([entry, data]) => [entry, decoder.decode(data)]),
  );
}

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, PATH);
});

test("the fields, splitting by rows, files and size, file names, Split by counts, a bad file, merge, Cancel, and options kept over a reload, in one visit", async ({
  page,
}) => {
  test.setTimeout(120_000); // ten splits and merges, one a 184 MB file

  await test.step("the main input is named Input and the result region Output", async () => {
    await expect(field(page, "Input")).toHaveCount(1);
    await expect(field(page, "Output")).toHaveCount(1);
  });

  await test.step("each Split by mode keeps its own number: 1000 rows per file does not become 1000 files", async () => {
    await page.getByLabel("Rows per file").fill("250");
    await page.getByLabel("Split by").selectOption("files");
    await expect(page.getByLabel("Number of files")).toHaveValue("2");
    await page.getByLabel("Number of files").fill("3");
    await page.getByLabel("Split by").selectOption("rows");
    await expect(page.getByLabel("Rows per file")).toHaveValue("250");
    await page.getByLabel("Split by").selectOption("files");
    await expect(page.getByLabel("Number of files")).toHaveValue("3");
    // Back to the rows a fresh page splits by.
    await page.getByLabel("Split by").selectOption("rows");
    await page.getByLabel("Rows per file").fill("1000");
  });

  await test.step("split by rows: a ZIP of parts with the header in each, a record with a quoted line break whole", async () => {
    await chooseCsv(page, "data.csv", SAMPLE);
    await expect(page.getByRole("region", { name: "Input preview" })).toContainText("c,d");
    await page.getByLabel("Rows per file").fill("2");
    const parts = await splitAndUnzip(page);
    expect(parts).toEqual({
      "data-001.csv": 'id,text\n1,"a\nb"\n2,"c,d"\n',
      "data-002.csv": "id,text\n3,e\n4,f\n",
      "data-003.csv": "id,text\n5,g\n",
    });
    const table = page.getByRole("region", { name: "Parts", exact: true });
    await expect(table.getByRole("row")).toHaveCount(4);
    await expect(table.getByRole("row", { name: /data-001\.csv/ })).toContainText("2");
    await expect(page.getByRole("status").filter({ hasText: "Split done" })).toContainText(
      "3 files, 5 rows",
    );
    await page.getByText("Preview of data-002.csv").click();
    const preview = page.getByRole("region", { name: "data-002.csv" });
    await expect(preview.getByRole("columnheader")).toHaveText(["id", "text"]);
    await expect(preview.getByRole("row")).toHaveText(["idtext", "3e", "4f"]);
    await page.getByLabel("Rows per file").fill("1000");
  });

  await test.step("split by size: no part over the limit, header off", async () => {
    const rows =
      Array.from({ length: 100 }, (_, i) => `${i},"text, with a comma ${i}"`).join("\n") + "\n";
    await chooseCsv(page, "data.csv", `n,t\n${rows}`);
    await page.getByLabel("Split by").selectOption("size");
    await page.getByLabel("Largest file size").fill("1");
    await page.getByLabel("Size unit").selectOption("KB");
    await page.getByLabel("Header row in every file").uncheck();
    const parts = await splitAndUnzip(page);
    const texts = Object.values(parts);
    expect(texts.length).toBe(3);
    for (const text of texts) expect(Buffer.byteLength(text)).toBeLessThanOrEqual(1024);
    expect(texts.join("")).toBe(`n,t\n${rows}`);
    // Back to the options a fresh page has.
    await page.getByLabel("Header row in every file").check();
    await page.getByLabel("Size unit").selectOption("MB");
    await page.getByLabel("Largest file size").fill("10");
    await page.getByLabel("Split by").selectOption("rows");
    await expect(page.getByLabel("Rows per file")).toHaveValue("1000");
  });

  await test.step("parts of a file with a hostile name, or a pattern with a path, are plain names in the ZIP", async () => {
    await chooseCsv(page, "..\\..\\evil\u202Ecsv.exe.csv", SAMPLE);
    await expect(page.getByRole("region", { name: "Input preview" })).toContainText("c,d");
    await page.getByLabel("Rows per file").fill("3");
    await page.getByLabel("File names").fill("../../etc/{name}-{n}.csv");
    const { bytes } = await downloadFrom(page, () =>
      page.getByRole("button", { name: "Split", exact: true }).click(),
    );
    // The pattern's "/" and the name's "\\" became "_" (part-names.ts); the ZIP's names lose the
    // ".." left, the bidi override and the leading dot (zip-entry-name.ts).
    expect(checkZipEntryNames(new Uint8Array(bytes)).python).toEqual([
      "part._._etc_._._evilcsv.exe-001.csv",
      "part._._etc_._._evilcsv.exe-002.csv",
    ]);
    await page.getByLabel("Rows per file").fill("1000");
    await page.getByLabel("File names").fill("{name}-{n}.csv");
  });

  await test.step("split into a number of files of nearly equal rows", async () => {
    await chooseCsv(page, "data.csv", SAMPLE);
    await page.getByLabel("Split by").selectOption("files");
    await page.getByLabel("Number of files").fill("2");
    const parts = await splitAndUnzip(page);
    expect(Object.keys(parts)).toEqual(["data-001.csv", "data-002.csv"]);
    expect(parts["data-001.csv"]).toBe('id,text\n1,"a\nb"\n2,"c,d"\n3,e\n');
    expect(parts["data-002.csv"]).toBe("id,text\n4,f\n5,g\n");
    await page.getByLabel("Split by").selectOption("rows");
    await expect(page.getByLabel("Rows per file")).toHaveValue("1000");
  });

  await test.step("a malformed file shows where the unclosed record starts, and a non-text file is refused", async () => {
    await chooseCsv(page, "data.csv", 'a,b\n1,2\n3,"open\nstill open\n');
    await page.getByRole("button", { name: "Split", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Unclosed quoted field: the record that starts on line 3 has no closing quote",
    );
    await expect(page.getByRole("status").filter({ hasText: "Split failed" })).toContainText(
      "nothing was saved",
    );
    await chooseCsv(page, "image.csv", Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13]));
    await page.getByRole("button", { name: "Split", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText("This file is not text");
  });

  await test.step("merge: a differing header is named, and the union of columns merges the files", async () => {
    await page.getByRole("tab", { name: "Merge" }).click();
    await page.getByLabel("Input", { exact: true }).setInputFiles([
      { name: "a.csv", mimeType: "text/csv", buffer: Buffer.from("x,y\n1,2\n") },
      { name: "b.csv", mimeType: "text/csv", buffer: Buffer.from("y,z\n3,4\n") },
    ]);
    await page.getByRole("button", { name: "Merge", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText(
      '"b.csv" has a different header (missing "x"; extra "z")',
    );
    await page.getByLabel("Headers").selectOption("union");
    await page.getByLabel("Add a source_file column").check();
    const { name, bytes } = await downloadFrom(page, () =>
      page.getByRole("button", { name: "Merge", exact: true }).click(),
    );
    expect(name).toBe("merged.csv");
    expect(bytes.toString()).toBe("x,y,z,source_file\n1,2,,a.csv\n,3,4,b.csv\n");
    await page.getByRole("button", { name: "Move b.csv up" }).click();
    const reordered = await downloadFrom(page, () =>
      page.getByRole("button", { name: "Merge", exact: true }).click(),
    );
    expect(reordered.bytes.toString()).toBe("y,z,x,source_file\n3,4,,b.csv\n2,,1,a.csv\n");
    // The result stays downloadable (its Blob is kept by the worker until the next run).
    const again = await downloadFrom(page, () =>
      page.getByRole("button", { name: "Download merged.csv" }).click(),
    );
    expect(again.bytes.toString()).toBe(reordered.bytes.toString());
    // Back to the options a fresh page has, on the Split tab.
    await page.getByLabel("Headers").selectOption("same");
    await page.getByLabel("Add a source_file column").uncheck();
    await page.getByRole("tab", { name: "Split" }).click();
  });

  await test.step("Cancel stops a long split and nothing is offered as complete", async () => {
    // Too large for a buffer handed to the browser (50 MB): written to a file first.
    const big = test.info().outputPath("big.csv");
    const row = '12345,"some text, with a comma",more text here\n';
    await writeFile(big, "a,b,c\n" + row.repeat(4_000_000)); // 184 MB
    await page.setInputFiles('section[aria-label="Input panel"] input[type=file]', big);
    await page.getByLabel("Split by").selectOption("files");
    await page.getByRole("button", { name: "Split", exact: true }).click();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("status").filter({ hasText: "cancelled" })).toHaveText(
      /Split cancelled: nothing was saved/,
    );
    await expect(page.getByRole("button", { name: /^Download/ })).toHaveCount(0);
    // Back to the rows a fresh page splits by.
    await page.getByLabel("Split by").selectOption("rows");
  });

  // Last: a reload.
  await test.step("a semicolon file is detected, and the options survive a reload", async () => {
    await chooseCsv(page, "data.csv", "a;b\n1;x,y\n2;z\n");
    await page.getByLabel("Rows per file").fill("1");
    await page.getByLabel("Line endings").selectOption("crlf");
    const parts = await splitAndUnzip(page);
    expect(parts).toEqual({ "data-001.csv": "a;b\r\n1;x,y\r\n", "data-002.csv": "a;b\r\n2;z\r\n" });
    // Saving is debounced: wait until the options are stored, then reload.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("tool:/csv-tools:common") ?? ""))
      .toContain('"lineEnding":"crlf"');
    await reloadHydrated(page);
    await expect(page.getByLabel("Rows per file")).toHaveValue("1");
    await expect(page.getByLabel("Line endings")).toHaveValue("crlf");
  });
});

test(
  "a 90 MB split keeps every main-thread task under 50 ms of CPU time",
  { tag: "@timing" },
  async ({ browser, page }) => {
    test.setTimeout(120_000);
    // CPU time from a trace: on a loaded machine other processes stretch the wall time of short tasks.
    const big = test.info().outputPath("long.csv");
    const row = '12345,"text, with a comma\nand a line break",more text here\n';
    await writeFile(big, "a,b,c\n" + row.repeat(1_500_000));
    await page.setInputFiles('section[aria-label="Input panel"] input[type=file]', big);
    await page.getByLabel("Rows per file").fill("100000");
    // The 50 ms budget was set on a quiet machine; the CI machine runs main-thread work up to 4×
    // slower (e2e/machine-speed.ts). It failed there once at 72 ms and passed on its retry.
    const slowdown = await machineSlowdown(page);
    const cpuMs = await longestCpuTaskDuring(browser, page, async () => {
      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: "Split", exact: true }).click();
      await expect(page.getByRole("status").filter({ hasText: "Split done" })).toContainText(
        "15 files, 1,500,000 rows",
        { timeout: 90_000 },
      );
      await download;
    });
    expect(cpuMs).toBeLessThan(scaledLimitMs(50, slowdown));
  },
);
