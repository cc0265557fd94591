import { markRange } from "./editor-error-mark";

describe("the range an error mark covers", () => {
  it("is the error's own range when it has one", () => {
    expect(markRange(3, 6, 10)).toEqual({ from: 3, to: 6 });
  });

  it("covers the next character for an empty range", () => {
    expect(markRange(3, 3, 10)).toEqual({ from: 3, to: 4 });
  });

  it("covers the last character for an error at the end of the text", () => {
    expect(markRange(10, 10, 10)).toEqual({ from: 9, to: 10 });
  });

  it("stays inside a document that has become shorter", () => {
    expect(markRange(20, 25, 10)).toEqual({ from: 9, to: 10 });
  });
});
