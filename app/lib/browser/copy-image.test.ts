// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { CLIPBOARD_REFUSED, IMAGE_COPY_UNSUPPORTED, copyPngImage } from "./copy-image";

class FakeClipboardItem {
  constructor(readonly items: Record<string, Blob | Promise<Blob>>) {}
}

function withClipboard(write: (items: FakeClipboardItem[]) => Promise<void>) {
  vi.stubGlobal("ClipboardItem", FakeClipboardItem);
  Object.defineProperty(navigator, "clipboard", { value: { write }, configurable: true });
}

afterEach(() => {
  vi.unstubAllGlobals();
  Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true });
});

describe("copyPngImage", () => {
  const png = new Blob([new Uint8Array([0x89, 0x50])], { type: "image/png" });

  it("puts the PNG on the clipboard as one image/png item", async () => {
    const written: FakeClipboardItem[][] = [];
    withClipboard(async (items) => void written.push(items));
    await copyPngImage(png);
    expect(written).toHaveLength(1);
    expect(written[0][0].items).toEqual({ "image/png": png });
  });

  it("says the browser cannot copy images where it has no ClipboardItem", async () => {
    await expect(copyPngImage(png)).rejects.toThrow(IMAGE_COPY_UNSUPPORTED);
  });

  it("names a refusal (no user gesture, no permission) as the text copy does", async () => {
    for (const name of ["NotAllowedError", "SecurityError"]) {
      withClipboard(() =>
        Promise.reject(new DOMException("blocked due to lack of user activation", name)),
      );
      await expect(copyPngImage(png)).rejects.toThrow(CLIPBOARD_REFUSED);
    }
  });

  it("names any other failure as images not being copyable here", async () => {
    withClipboard(() =>
      Promise.reject(new DOMException("Type image/png not supported", "DataError")),
    );
    await expect(copyPngImage(png)).rejects.toThrow(IMAGE_COPY_UNSUPPORTED);
  });
});
