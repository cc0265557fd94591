import { parseHexColor } from "~/lib/color-contrast";
import { thrownMessage } from "../../../test-support/thrown-tool-error";
import {
  DEFAULT_BACKGROUND,
  DEFAULT_FOREGROUND,
  DEFAULT_MARGIN,
  DEFAULT_SIZE,
  ERROR_CORRECTION_LEVELS,
  INVERTED_WARNING,
  LOW_CONTRAST_WARNING,
  MARGIN_MESSAGE,
  type QrOptionTexts,
  type QrRenderOptions,
  SIZE_MESSAGE,
  colorMessage,
  lowContrastWarning,
  readRenderOptions,
  scanWarnings,
  smallMarginWarning,
  smallModuleWarning,
} from "./qr-options";

const DEFAULT_TEXTS: QrOptionTexts = {
  size: String(DEFAULT_SIZE),
  margin: String(DEFAULT_MARGIN),
  foreground: DEFAULT_FOREGROUND,
  background: DEFAULT_BACKGROUND,
};

const withTexts = (overrides: Partial<QrOptionTexts>) =>
  readRenderOptions({ ...DEFAULT_TEXTS, ...overrides });

const colors = (foreground: string, background: string): QrRenderOptions => ({
  ...readRenderOptions(DEFAULT_TEXTS),
  foreground: parseHexColor(foreground)!,
  background: parseHexColor(background)!,
});

describe("the options' defaults", () => {
  it("offers the four levels with their recovery share, M by default", () => {
    expect(ERROR_CORRECTION_LEVELS.map((level) => level.label)).toEqual([
      "L (7 %)",
      "M (15 %)",
      "Q (25 %)",
      "H (30 %)",
    ]);
  });

  it("are a 512 px code with a 4-module margin, black on white", () => {
    expect(readRenderOptions(DEFAULT_TEXTS)).toEqual({
      size: 512,
      margin: 4,
      foreground: { r: 0, g: 0, b: 0 },
      background: { r: 255, g: 255, b: 255 },
    });
  });
});

describe("checking the options", () => {
  it.each(["128", "2048", " 700 "])("accepts a size of %j px", (size) => {
    expect(withTexts({ size }).size).toBe(Number(size));
  });

  it.each(["127", "2049", "512.5", "", "-512", "1e3", "big"])("refuses a size of %j", (size) => {
    expect(thrownMessage(() => withTexts({ size }))).toBe(SIZE_MESSAGE);
  });

  it("states the size range in its message", () => {
    expect(SIZE_MESSAGE).toBe("Size must be a whole number of pixels from 128 to 2048");
  });

  it.each(["0", "16"])("accepts a margin of %s modules", (margin) => {
    expect(withTexts({ margin }).margin).toBe(Number(margin));
  });

  it.each(["17", "1.5", ""])("refuses a margin of %j", (margin) => {
    expect(thrownMessage(() => withTexts({ margin }))).toBe(MARGIN_MESSAGE);
  });

  it("refuses a colour that is not hex, naming which one", () => {
    expect(thrownMessage(() => withTexts({ foreground: "black" }))).toBe(
      colorMessage("Foreground", "#000000"),
    );
    expect(thrownMessage(() => withTexts({ background: "#fffff" }))).toBe(
      "Background must be a hex colour such as #ffffff",
    );
  });

  it("accepts short hex colours", () => {
    expect(withTexts({ foreground: "#00f" }).foreground).toEqual({ r: 0, g: 0, b: 255 });
  });
});

describe("scanning warnings", () => {
  it("has none for black on white with the standard margin", () => {
    expect(scanWarnings(readRenderOptions(DEFAULT_TEXTS), 29)).toEqual([]);
  });

  it("warns about low contrast, giving the ratio", () => {
    // #949494 on white is about 3.0:1.
    expect(scanWarnings(colors("#949494", "#ffffff"))).toEqual([lowContrastWarning(3.03)]);
    expect(lowContrastWarning(3.03)).toBe(
      `${LOW_CONTRAST_WARNING} (contrast 3.0:1; aim for 4:1 or more).`,
    );
  });

  it("never shows a ratio just under the bar as 4.0:1", () => {
    expect(lowContrastWarning(3.99)).toContain("contrast 3.9:1");
  });

  it("accepts a mid grey that keeps 4:1", () => {
    // #767676 on white is 4.54:1.
    expect(scanWarnings(colors("#767676", "#ffffff"))).toEqual([]);
  });

  it("warns when the modules are lighter than the background", () => {
    expect(scanWarnings(colors("#ffffff", "#000000"))).toEqual([INVERTED_WARNING]);
  });

  it("warns about both for light modules on a slightly darker background", () => {
    expect(scanWarnings(colors("#eeeeee", "#cccccc"))).toHaveLength(2);
  });

  it("notes a margin under the 4-module quiet zone", () => {
    const options = { ...readRenderOptions(DEFAULT_TEXTS), margin: 1 };
    expect(scanWarnings(options)).toEqual([smallMarginWarning(1)]);
    expect(smallMarginWarning(1)).toBe(
      "A margin of 1 module is under the standard quiet zone of 4: leave blank space around the code wherever you place it.",
    );
  });

  it("warns when the PNG has under 2 px per module, naming the size that would do", () => {
    const options = { ...readRenderOptions(DEFAULT_TEXTS), size: 300 };
    // Version 40 with a 4-module margin is 185 modules across: 370 px at 2 px each.
    expect(scanWarnings(options, 185)).toEqual([smallModuleWarning(300, 185)]);
    expect(smallModuleWarning(300, 185)).toContain("choose at least 370 px");
    expect(scanWarnings({ ...options, size: 370 }, 185)).toEqual([]);
  });
});
