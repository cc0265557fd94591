import { type Page, expect, test } from "@playwright/test";
import { downloadFrom, expectCopied, gotoHydrated, reloadHydrated } from "./support";

const PATH = "/unit-converter";

const input = (page: Page) => page.getByLabel("Input", { exact: true });
const output = (page: Page) => page.getByRole("region", { name: "Output" });
/** The Value cell of a unit's row, found by the row's header, e.g. "foot (ft)". */
const valueOf = (page: Page, rowHeader: string) =>
  output(page).getByRole("row", { name: rowHeader }).getByRole("cell").first();

async function typeInput(page: Page, text: string) {
  await input(page).fill(text);
}

test.beforeEach(async ({ page }) => {
  await gotoHydrated(page, PATH);
});

// One visit (the one before each test). The first two steps read and change the input the page opens
// with, so they come first; every other step types its own input.
test("conversions: the default, the lists, typed expressions, Swap and US or UK units", async ({
  page,
}) => {
  await test.step("the prerendered default is already converted", async () => {
    await expect(input(page)).toHaveValue("5 ft 3 in to m");
    await expect(output(page)).toContainText("5 ft 3 in = 1.6002 m");
    await expect(valueOf(page, "inch (in)")).toHaveText("63 in");
  });

  await test.step("the lists write the input", async () => {
    await page.getByLabel("Kind").selectOption({ label: "Temperature" });
    await expect(input(page)).toHaveValue("1 °C to °F");
    await expect(output(page)).toContainText("1 °C = 33.8 °F");
    await page.getByLabel("To unit").selectOption("K");
    await expect(input(page)).toHaveValue("1 °C to K");
    await expect(output(page)).toContainText("1 °C = 274.15 K");
  });

  await test.step("a typed expression lists every unit of its kind", async () => {
    await typeInput(page, "1.5 GiB in MB");
    await expect(output(page)).toContainText("1.5 GiB = 1610.61 MB");
    await expect(valueOf(page, "byte (B)")).toHaveText("1.61061e+9 B");
    await expect(valueOf(page, "mebibyte (MiB)")).toHaveText("1536 MiB");
    await expect(valueOf(page, "bit (bit)")).toHaveText("1.28849e+10 bit");
    // All 19 data units, plus the header row.
    await expect(output(page).getByRole("row")).toHaveCount(20);

    await typeInput(page, "30 mpg");
    await expect(valueOf(page, "litres per 100 kilometres (L/100 km)")).toHaveText(
      "7.84049 L/100 km",
    );
    await typeInput(page, "72 °F");
    await expect(valueOf(page, "degree Celsius (°C)")).toHaveText("22.2222 °C");
  });

  await test.step("Swap converts the result back", async () => {
    await typeInput(page, "10 km to mi");
    await expect(output(page)).toContainText("10 km = 6.21371 mi");
    await page.getByRole("button", { name: "Swap" }).click();
    await expect(input(page)).toHaveValue("6.21371192237334 mi to km");
    await expect(output(page)).toContainText("6.21371 mi = 10 km");
    await typeInput(page, "10 km");
    await expect(page.getByRole("button", { name: "Swap" })).toBeDisabled();
  });

  await test.step("Swap converts back the exact value: 1 mile to km, Swap, is 1 mi again", async () => {
    await typeInput(page, "1 mile to km");
    await expect(output(page)).toContainText("1 mi = 1.60934 km");
    await page.getByRole("button", { name: "Swap" }).click();
    await expect(input(page)).toHaveValue("1.609344 km to mi");
    await expect(output(page)).toContainText("= 1 mi");
  });

  await test.step("a US or UK unit says which one it read and offers the other", async () => {
    await typeInput(page, "2 gallons to L");
    await expect(output(page)).toContainText('"gallons" is read as the gallon (US).');
    await expect(output(page)).toContainText("= 7.57082 L");
    await page.getByRole("button", { name: "Use the gallon (imperial) (imp gal)" }).click();
    await expect(input(page)).toHaveValue("2 imp gal to L");
    await expect(output(page)).toContainText("= 9.09218 L");
    await expect(output(page)).toContainText('"imp gal" is read as the gallon (imperial).');
  });
});

// One visit; every step types its own input, and the reload of the last ends it.
test("copy and download, messages, Esc, and the precision kept across a reload", async ({
  page,
}) => {
  await test.step("copy one unit, copy all, download CSV", async () => {
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await typeInput(page, "2 h");
    await page.getByRole("button", { name: "Copy the value in min" }).click();
    await expectCopied(page, "120 min");
    await page.getByRole("button", { name: "Copy all" }).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toContain("7200 s\n7.2e+12 ns");
    const { name, bytes } = await downloadFrom(page, () =>
      page.getByRole("button", { name: "Download CSV" }).click(),
    );
    expect(name).toBe("unit-conversion.csv");
    expect(bytes.toString()).toContain("120,min,minute");
  });

  await test.step("a bad input shows a clear message, and Esc clears", async () => {
    await typeInput(page, "5 parsecs to kg");
    await expect(page.getByRole("alert")).toHaveText(
      "Cannot convert pc (length) to kg (mass): both units must measure the same quantity.",
    );
    await expect(output(page).getByRole("table")).toHaveCount(0);
    await typeInput(page, "(".repeat(5000));
    await expect(page.getByRole("alert")).toContainText("The input is too long");
    await input(page).press("Escape");
    await expect(input(page)).toHaveValue("");
  });

  await test.step("below absolute zero is refused; fractions and mixed numbers are read", async () => {
    await typeInput(page, "-500 °C to K");
    await expect(page.getByRole("alert")).toContainText("-500 °C is below absolute zero");
    await typeInput(page, "1/2 in to mm");
    await expect(output(page)).toContainText("0.5 in = 12.7 mm");
    await typeInput(page, "5 1/2 in to mm");
    await expect(output(page)).toContainText("= 139.7 mm");
  });

  await test.step("precision: significant digits or decimal places, kept after a reload", async () => {
    await typeInput(page, "1.5 GiB in MB");
    await page.getByLabel("Significant digits").selectOption("10");
    await expect(output(page)).toContainText("1.5 GiB = 1610.612736 MB");
    await page.getByLabel("Precision").selectOption({ label: "Decimal places" });
    await page.getByLabel("Decimal places").selectOption("2");
    await expect(valueOf(page, "gigabyte (GB)")).toHaveText("1.61 GB");
    await page.waitForTimeout(500);
    await reloadHydrated(page);
    await expect(input(page)).toHaveValue("1.5 GiB in MB");
    await expect(valueOf(page, "gigabyte (GB)")).toHaveText("1.61 GB");
  });
});

test("mathjs is fetched on the first interaction, not with the page", async ({ page }) => {
  const engineRequests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("unit-engine")) engineRequests.push(request.url());
  });
  await gotoHydrated(page, PATH);
  await page.waitForTimeout(300);
  expect(engineRequests).toEqual([]);
  await typeInput(page, "3 in in cm");
  await expect(output(page)).toContainText("3 in = 7.62 cm");
  expect(engineRequests).toHaveLength(1);
});
