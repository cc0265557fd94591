import { concatBytes } from "./bytes";

describe("concatBytes", () => {
  it("joins pieces in order, and gives a lone piece back as it is", () => {
    const one = Uint8Array.of(1, 2);
    expect(concatBytes([one, Uint8Array.of(), Uint8Array.of(3)])).toEqual(Uint8Array.of(1, 2, 3));
    expect(concatBytes([one])).toBe(one);
    expect(concatBytes([])).toEqual(new Uint8Array(0));
  });
});
