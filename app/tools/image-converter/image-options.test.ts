import {
  DEFAULT_QUALITY,
  DEVICE_WIDTHS,
  MAX_PIXELS,
  outputName,
  parseQuality,
  parseResizeValue,
  savedPercent,
  sizeProblem,
  sourceSizeProblem,
  srcsetMarkup,
  targetSizes,
} from "./image-options";

describe("quality", () => {
  it("is the spec's 75 when none is given", () => {
    expect(DEFAULT_QUALITY).toBe(75);
    expect(parseQuality("")).toBe(75);
    expect(parseQuality(" 90 ")).toBe(90);
    expect(parseQuality("0")).toBe(0);
    expect(parseQuality("100")).toBe(100);
  });

  it.each(["101", "-1", "7.5", "abc", "1e2"])("refuses %s with the range", (text) => {
    expect(() => parseQuality(text)).toThrow(
      `Quality: "${text}" is not a whole number from 0 to 100.`,
    );
  });
});

describe("resize values", () => {
  it("takes pixels up to 16,384 and percentages up to 400", () => {
    expect(parseResizeValue("width", "1200")).toBe(1200);
    expect(parseResizeValue("percent", "50")).toBe(50);
    expect(parseResizeValue("keep", "anything")).toBe(0);
    expect(() => parseResizeValue("height", "0")).toThrow(
      'Height: "0" is not a whole number from 1 to 16,384.',
    );
    expect(() => parseResizeValue("percent", "401")).toThrow("from 1 to 400");
  });
});

describe("targetSizes", () => {
  it("keeps the aspect for a width, a height or a percentage", () => {
    expect(targetSizes(4000, 3000, { mode: "keep", value: 0 })).toEqual([
      { width: 4000, height: 3000, suffix: "" },
    ]);
    expect(targetSizes(4000, 3000, { mode: "width", value: 1200 })).toEqual([
      { width: 1200, height: 900, suffix: "" },
    ]);
    expect(targetSizes(4000, 3000, { mode: "height", value: 600 })).toEqual([
      { width: 800, height: 600, suffix: "" },
    ]);
    expect(targetSizes(333, 101, { mode: "percent", value: 50 })).toEqual([
      { width: 167, height: 51, suffix: "" },
    ]);
    // Never below one pixel.
    expect(targetSizes(10_000, 10, { mode: "width", value: 100 })[0].height).toBe(1);
  });

  it("makes the spec's device widths up to the source's width for a responsive set", () => {
    expect(DEVICE_WIDTHS).toEqual([640, 750, 828, 1080, 1200, 1920, 2048, 3840]);
    const sizes = targetSizes(2000, 1000, { mode: "responsive", value: 0 });
    expect(sizes.map((s) => s.width)).toEqual([640, 750, 828, 1080, 1200, 1920]);
    expect(sizes[0]).toEqual({ width: 640, height: 320, suffix: "-640w" });
    expect(targetSizes(500, 400, { mode: "responsive", value: 0 })).toEqual([
      { width: 500, height: 400, suffix: "-500w" },
    ]);
  });
});

describe("sizeProblem", () => {
  it("names sizes too large to hold", () => {
    expect(sizeProblem(8000, 6000)).toBeNull();
    expect(sizeProblem(16_385, 10)).toContain("at most 16,384 px a side");
    expect(sizeProblem(10_000, 9_000)).toBe(
      `90.0 megapixels is more than this page can hold in memory (at most ${MAX_PIXELS / 1e6}).`,
    );
  });
});

describe("sourceSizeProblem", () => {
  it("lets a long panorama through and refuses more pixels than the page holds, naming the size", () => {
    expect(sourceSizeProblem(40_000, 2_000)).toBeNull();
    expect(sourceSizeProblem(10_000, 8_000)).toBeNull();
    expect(sourceSizeProblem(10_000, 8_001)).toBe(
      "10,000 × 8,001 px (80.0 megapixels) is more than this page can decode in memory (at most 80).",
    );
  });
});

describe("names", () => {
  it("keeps the name with the new extension", () => {
    expect(outputName("photo.JPG", "webp")).toBe("photo.webp");
    expect(outputName("my.holiday.png", "jpeg")).toBe("my.holiday.jpg");
    expect(outputName(".hidden", "avif")).toBe("image.avif");
    expect(outputName("scan", "png", "-640w")).toBe("scan-640w.png");
  });

  it("is a plain base name whatever the source was called", () => {
    expect(outputName("../../etc/passwd.png", "webp")).toBe("passwd.webp");
    expect(outputName("/abs/root.png", "webp")).toBe("root.webp");
    expect(outputName("x:y*z?.png", "webp")).toBe("x_y_z_.webp");
    expect(outputName("invoice\u202Egnp.exe.jpg", "webp")).toBe("invoicegnp.exe.webp");
    expect(outputName("..\\..\\evil-backslash.jpg", "png", "-640w")).toBe(
      "evil-backslash-640w.png",
    );
    expect(outputName("CON.png", "webp")).toBe("_CON.webp");
    expect(outputName("../notes", "jpeg")).toBe("notes.jpg");
  });
});

describe("srcsetMarkup", () => {
  it("lists every width, the largest as src, with its size reserved", () => {
    const markup = srcsetMarkup([
      { name: "p-1080w.webp", width: 1080, height: 720 },
      { name: "p-640w.webp", width: 640, height: 427 },
    ]);
    expect(markup).toBe(
      [
        '<img src="p-1080w.webp"',
        '  srcset="p-640w.webp 640w,',
        '       p-1080w.webp 1080w"',
        '  sizes="(max-width: 1080px) 100vw, 1080px"',
        '  width="1080" height="720" alt="" loading="lazy" decoding="async">',
      ].join("\n"),
    );
  });

  it("escapes a name that would break the attribute", () => {
    expect(srcsetMarkup([{ name: 'a"<b.webp', width: 10, height: 10 }])).toContain(
      'src="a&quot;&lt;b.webp"',
    );
  });
});

describe("savedPercent", () => {
  it("is positive when smaller and negative when larger", () => {
    expect(savedPercent(1000, 250)).toBe(75);
    expect(savedPercent(1000, 1500)).toBe(-50);
    expect(savedPercent(0, 10)).toBe(0);
  });
});
