import { csvText } from "./csv-table";

describe("writing a table as CSV", () => {
  it("separates fields with commas and records with CRLF", () => {
    expect(
      csvText([
        ["a", "b"],
        ["1", "2"],
      ]),
    ).toBe("a,b\r\n1,2");
  });

  it("quotes fields that hold the delimiter or a quote", () => {
    expect(csvText([["x,y", 'say "hi"']])).toBe('"x,y","say ""hi"""');
  });
});
