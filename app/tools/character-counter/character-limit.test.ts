import { thrownMessage } from "../../../test-support/thrown-tool-error";
import { countText } from "./character-counter";
import { LIMIT_MESSAGE, limitProgress, parseLimit } from "./character-limit";

const count = (text: string) => countText(text, { ignoreStopWords: false, topWords: 10 });

describe("limits", () => {
  it("says how much is left and how much is over", () => {
    const counts = count("hello world");
    expect(limitProgress(counts, 280, "characters").summary).toBe("11 / 280 characters · 269 left");
    expect(limitProgress(counts, 1, "words")).toMatchObject({
      over: true,
      summary: "2 / 1 words · 1 over",
    });
  });

  it("reads typed limits with thousands separators", () => {
    expect(parseLimit("160")).toBe(160);
    expect(parseLimit(" 1,000 ")).toBe(1000);
  });

  it.each(["", "0", "-5", "abc", "1.5e3", "99999999999"])("rejects %j as a limit", (typed) => {
    expect(thrownMessage(() => parseLimit(typed))).toBe(LIMIT_MESSAGE);
  });
});
