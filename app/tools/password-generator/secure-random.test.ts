// Uniform choices without modulo bias: rejection at the boundary, BigInt choices, and a million
// characters of real passwords that pass a chi-squared test a modulo-biased draw fails.
import {
  chiSquaredCritical,
  chiSquaredPValue,
  chiSquaredUniform,
} from "../../../test-support/password-generator/chi-squared";
import { CHARACTER_KINDS, passwordDrawer, planPassword } from "./password";
import { type RandomFill, randomIndex } from "./secure-random";

/** A fill that hands out `values` in order (then zeros), counting the words asked for. */
function scripted(values: number[]) {
  let given = 0;
  const fill: RandomFill = (target) => {
    for (let i = 0; i < target.length; i++) target[i] = values[given + i] ?? 0;
    given += target.length;
  };
  return fill;
}

describe("the range of a choice", () => {
  it("refuses a choice below nothing, and draws as many bits as n - 1 has", () => {
    expect(() => randomIndex().below(0)).toThrow("No uniform choice below 0");
    expect(() => randomIndex().bigBelow(0n)).toThrow("No uniform choice below 0");
    // Below 4: two bits, so 4 (100) reads as 0 and is not redrawn.
    expect(randomIndex(scripted([4, 3])).bigBelow(4n)).toBe(0n);
  });
});

describe("the chi-squared helper", () => {
  it("gives the tabulated critical values", () => {
    // NIST/SEMATECH e-Handbook, table 1.3.6.7.4: upper-tail critical values.
    expect(chiSquaredPValue(3.841, 1)).toBeCloseTo(0.05, 4);
    expect(chiSquaredPValue(124.342, 100)).toBeCloseTo(0.05, 4);
    expect(chiSquaredPValue(149.449, 100)).toBeCloseTo(0.001, 5);
    expect(chiSquaredCritical(0.01, 10)).toBeCloseTo(23.209, 2);
  });

  it("measures how far counts are from equal", () => {
    expect(chiSquaredUniform([10, 10, 10])).toBe(0);
    expect(chiSquaredUniform([5, 15])).toBe(5);
  });
});

describe("randomIndex", () => {
  it("drops the values of the incomplete last run of n, so none is favoured", () => {
    // 2^32 = 3 × 1,431,655,765 + 1: the one value 2^32 - 1 would give 0 an extra chance.
    const random = randomIndex(scripted([0xffff_ffff, 0xffff_fffe, 7]));
    expect(random.below(3)).toBe(0xffff_fffe % 3);
    expect(random.below(3)).toBe(1);
  });

  it("keeps every value below the last whole run", () => {
    // For n = 10 the run ends at 4,294,967,290: 4,294,967,289 is kept, 4,294,967,290 dropped.
    const random = randomIndex(scripted([4_294_967_289, 4_294_967_290, 12]));
    expect(random.below(10)).toBe(9);
    expect(random.below(10)).toBe(2);
  });

  it("takes n = 1 and n = 2^32, and refuses what has no uniform choice", () => {
    const random = randomIndex(scripted([0xffff_ffff, 0xffff_ffff]));
    expect(random.below(1)).toBe(0);
    expect(random.below(2 ** 32)).toBe(0xffff_ffff);
    expect(() => random.below(0)).toThrow(RangeError);
    expect(() => random.below(2 ** 32 + 1)).toThrow(RangeError);
    expect(() => random.below(2.5)).toThrow(RangeError);
    expect(() => random.bigBelow(0n)).toThrow(RangeError);
  });

  it("asks the source for many words at once", () => {
    let calls = 0;
    const random = randomIndex((target) => {
      calls++;
      crypto.getRandomValues(target);
    });
    for (let i = 0; i < 20_000; i++) random.below(94);
    expect(calls).toBe(2);
  });

  it("draws BigInts from the bits n - 1 needs, retrying values ≥ n", () => {
    // n = 6: three bits; 6 and 7 are drawn again. The top word is masked to its bits.
    const random = randomIndex(scripted([6, 0xffff_fff7, 5]));
    expect(random.bigBelow(6n)).toBe(5n);
    // n = 2^32 + 1 needs 33 bits: a word masked to 1 bit, then a whole one. 2^32 + 0x12345678 is
    // drawn again; 2^32 itself is the largest value kept.
    const wide = randomIndex(scripted([0xffff_ffff, 0x1234_5678, 3, 0, 2, 0x1234_5678]));
    expect(wide.bigBelow(2n ** 32n + 1n)).toBe(2n ** 32n);
    expect(wide.bigBelow(2n ** 32n + 1n)).toBe(0x1234_5678n);
    expect(wide.bigBelow(1n)).toBe(0n);
  });

  it("spreads BigInt choices evenly", () => {
    const random = randomIndex();
    const counts = new Array<number>(7).fill(0);
    for (let i = 0; i < 70_000; i++) counts[Number(random.bigBelow(7n))]++;
    expect(chiSquaredPValue(chiSquaredUniform(counts), 6)).toBeGreaterThan(1e-6);
  });
});

describe("a million characters of passwords", () => {
  // Every printable ASCII character but the space: 94, not a power of two, so a modulo would show.
  const plan = planPassword({
    length: 100,
    kinds: {
      lower: { use: true, atLeastOne: false },
      upper: { use: true, atLeastOne: false },
      digits: { use: true, atLeastOne: false },
      symbols: { use: true, atLeastOne: false },
    },
    excludeLookAlikes: false,
    exclude: "",
  });
  const cells = plan.alphabet.length;
  // A uniform source fails this bound once in a million runs; the biased draw below exceeds it by
  // two orders of magnitude, and a single character drawn 15 % too often would exceed it too.
  const critical = chiSquaredCritical(1e-6, cells - 1);

  it("uses the 94 printable characters", () => {
    expect(cells).toBe(94);
    expect(plan.alphabet.join("")).toBe(CHARACTER_KINDS.map((kind) => kind.characters).join(""));
  });

  it("come from crypto.getRandomValues evenly: chi-squared below the one-in-a-million bound", () => {
    const draw = passwordDrawer(plan, randomIndex());
    const position = new Map(plan.alphabet.map((character, index) => [character, index]));
    const counts = new Array<number>(cells).fill(0);
    for (let i = 0; i < 10_000; i++)
      for (const character of draw()) counts[position.get(character)!]++;
    expect(counts.reduce((sum, count) => sum + count)).toBe(1_000_000);
    expect(chiSquaredUniform(counts)).toBeLessThan(critical);
  });

  it("would fail for a draw with modulo bias: a random byte % 94", () => {
    const bytes = new Uint8Array(1_000_000);
    for (let at = 0; at < bytes.length; at += 65_536)
      crypto.getRandomValues(bytes.subarray(at, at + 65_536));
    const counts = new Array<number>(cells).fill(0);
    for (const byte of bytes) counts[byte % cells]++;
    expect(chiSquaredUniform(counts)).toBeGreaterThan(100 * critical);
  });

  it("would fail for a draw that favours one character by 15 %", () => {
    const random = randomIndex();
    const counts = new Array<number>(cells).fill(0);
    for (let i = 0; i < 1_000_000; i++) {
      const index = random.below(cells);
      // One time in 94 × 1/0.15 ≈ 627 the draw says "0" whatever it drew.
      counts[random.below(627) === 0 ? 0 : index]++;
    }
    expect(chiSquaredUniform(counts)).toBeGreaterThan(critical);
  });
});
