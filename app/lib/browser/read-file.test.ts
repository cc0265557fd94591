import { EDITOR_FILE_LIMIT_BYTES, PASTED_FILE_NAME, pastedTextFile } from "./read-file";

describe("pastedTextFile", () => {
  it("leaves text the editor takes as text", () => {
    expect(pastedTextFile("")).toBeNull();
    expect(pastedTextFile("a".repeat(EDITOR_FILE_LIMIT_BYTES))).toBeNull();
  });

  it("makes a file of text one byte over the limit, named as pasted", async () => {
    const file = await pastedTextFile("a".repeat(EDITOR_FILE_LIMIT_BYTES + 1));
    expect(file?.name).toBe(PASTED_FILE_NAME);
    expect(file?.size).toBe(EDITOR_FILE_LIMIT_BYTES + 1);
    expect(await file?.text()).toHaveLength(EDITOR_FILE_LIMIT_BYTES + 1);
  });

  it("counts UTF-8 bytes, not characters: 3-byte characters reach the limit at a third", async () => {
    const third = Math.floor(EDITOR_FILE_LIMIT_BYTES / 3);
    expect(pastedTextFile("€".repeat(third))).toBeNull();
    const file = await pastedTextFile("€".repeat(third + 1));
    expect(file?.size).toBe((third + 1) * 3);
    expect(await file?.text()).toBe("€".repeat(third + 1));
  });

  it("keeps a character outside the BMP whole where the text is cut into slices", async () => {
    const text = "a".repeat(512 * 1024 - 1) + "😀" + "b".repeat(EDITOR_FILE_LIMIT_BYTES);
    const file = await pastedTextFile(text);
    expect(await file?.text()).toBe(text);
    expect(file?.size).toBe(512 * 1024 - 1 + 4 + EDITOR_FILE_LIMIT_BYTES);
  });

  it("counts a 4-byte character as 4 bytes below the limit", () => {
    const pairs = Math.floor(EDITOR_FILE_LIMIT_BYTES / 4);
    expect(pastedTextFile("😀".repeat(pairs))).toBeNull();
    expect(pastedTextFile("😀".repeat(pairs) + "a")).not.toBeNull();
  });
});
