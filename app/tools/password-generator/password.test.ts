// Passwords by the rules: the alphabet, the count and entropy of allowed passwords (checked against
// listing them all), and both ways of drawing giving each allowed password equally often.
import {
  chiSquaredPValue,
  chiSquaredUniform,
} from "../../../test-support/password-generator/chi-squared";
import {
  CHARACTER_KINDS,
  type CharacterKind,
  type PasswordPlan,
  type PasswordRules,
  LOOK_ALIKES,
  NO_KIND_MESSAGE,
  NOTHING_LEFT_MESSAGE,
  acceptanceRate,
  drawByIndex,
  drawMethod,
  emptyKindMessage,
  excludeMessage,
  lengthMessage,
  log2Big,
  passwordCount,
  passwordDrawer,
  passwordEntropyBits,
  planPassword,
  redrawer,
} from "./password";
import { randomIndex } from "./secure-random";

const all = (atLeastOne: boolean) => ({ use: true, atLeastOne });
const off = { use: false, atLeastOne: false };

function rules(overrides: Partial<PasswordRules> = {}): PasswordRules {
  return {
    length: 20,
    kinds: { lower: all(true), upper: all(true), digits: all(true), symbols: all(true) },
    excludeLookAlikes: false,
    exclude: "",
    ...overrides,
  };
}

/** Every string of `length` over the alphabet that holds a character of each required group. */
function listAllowed(plan: PasswordPlan): string[] {
  let strings = [""];
  for (let i = 0; i < plan.length; i++)
    strings = strings.flatMap((prefix) => plan.alphabet.map((character) => prefix + character));
  return strings.filter((text) =>
    plan.required.every((group) => group.some((character) => text.includes(character))),
  );
}

describe("planPassword", () => {
  it("draws from the chosen kinds, required kinds as groups", () => {
    const plan = planPassword(
      rules({ kinds: { lower: all(false), upper: off, digits: all(true), symbols: off } }),
    );
    expect(plan.alphabet.join("")).toBe("abcdefghijklmnopqrstuvwxyz0123456789");
    expect(plan.required).toEqual([[..."0123456789"]]);
  });

  it("leaves out look-alikes and typed characters", () => {
    const plan = planPassword(rules({ excludeLookAlikes: true, exclude: "abc#" }));
    for (const character of [...LOOK_ALIKES, "a", "b", "c", "#"])
      expect(plan.alphabet).not.toContain(character);
    expect(plan.alphabet).toHaveLength(94 - LOOK_ALIKES.length - 4);
    expect(plan.required.map((group) => group.length)).toEqual([21, 24, 8, 30]);
  });

  it("names an Exclude characters field too long to be a list of characters", () => {
    expect(excludeMessage()).toBe("Exclude characters can hold at most 1,000 characters.");
    expect(() => planPassword(rules({ exclude: "#".repeat(1_001) }))).toThrow(excludeMessage());
    expect(planPassword(rules({ exclude: "#".repeat(1_000) })).alphabet).toHaveLength(93);
  });

  it("names a length out of range", () => {
    for (const length of [3, 257, 4.5, Number.NaN])
      expect(() => planPassword(rules({ length }))).toThrow(lengthMessage());
    expect(lengthMessage()).toBe("Length must be a whole number from 4 to 256.");
    expect(planPassword(rules({ length: 4 })).length).toBe(4);
    expect(planPassword(rules({ length: 256 })).length).toBe(256);
  });

  it("says each message in the page's words", () => {
    expect(NO_KIND_MESSAGE).toBe("Choose at least one kind of character.");
    expect(NOTHING_LEFT_MESSAGE).toBe(
      "Every chosen character is excluded: nothing is left to make a password from.",
    );
    expect(excludeMessage()).toBe("Exclude characters can hold at most 1,000 characters.");
    expect(lengthMessage()).toBe("Length must be a whole number from 4 to 256.");
    expect(planPassword(rules({ length: 4 })).length).toBe(4);
    expect(planPassword(rules({ length: 256 })).length).toBe(256);
    expect(CHARACTER_KINDS.map(({ kind, label }) => [kind, label])).toEqual([
      ["lower", "Lowercase (a–z)"],
      ["upper", "Uppercase (A–Z)"],
      ["digits", "Digits (0–9)"],
      ["symbols", "Symbols (!#$…)"],
    ]);
    for (const { characters, singular } of CHARACTER_KINDS)
      expect(() => planPassword(rules({ exclude: characters })), singular).toThrow(
        `Every ${singular} is excluded, so the password cannot hold at least one.`,
      );
  });

  it("needs a kind, and characters left of every required kind", () => {
    const none = { lower: off, upper: off, digits: off, symbols: off };
    expect(() => planPassword(rules({ kinds: none }))).toThrow(NO_KIND_MESSAGE);
    expect(() => planPassword(rules({ exclude: "0123456789" }))).toThrow(
      "Every digit is excluded, so the password cannot hold at least one.",
    );
    expect(emptyKindMessage("symbol")).toBe(
      "Every symbol is excluded, so the password cannot hold at least one.",
    );
    const digitsOnly = { lower: off, upper: off, digits: all(false), symbols: off };
    expect(() => planPassword(rules({ kinds: digitsOnly, exclude: "0123456789" }))).toThrow(
      NOTHING_LEFT_MESSAGE,
    );
    // A kind without the rule may lose every character; the others remain.
    const plan = planPassword(
      rules({ kinds: { ...digitsOnly, lower: all(true) }, exclude: "0123456789" }),
    );
    expect(plan.alphabet).toHaveLength(26);
  });
});

describe("count and entropy", () => {
  it("counts what listing every password finds", () => {
    const cases: [Partial<Record<CharacterKind, boolean>>, string, number][] = [
      [{ lower: true, digits: true }, "cdefghijklmnopqrstuvwxyz23456789", 4],
      [
        { lower: true, upper: false, digits: true },
        "cdefghijklmnopqrstuvwxyzCDEFGHIJKLMNOPQRSTUVWXYZ3456789",
        5,
      ],
      [
        { lower: true, upper: true, digits: true },
        "defghijklmnopqrstuvwxyzDEFGHIJKLMNOPQRSTUVWXYZ3456789",
        4,
      ],
    ];
    for (const [required, exclude, length] of cases) {
      const kinds = {
        lower: { use: true, atLeastOne: required.lower ?? false },
        upper: { use: "upper" in required, atLeastOne: required.upper ?? false },
        digits: { use: true, atLeastOne: required.digits ?? false },
        symbols: off,
      };
      const plan = planPassword(rules({ kinds, exclude, length }));
      expect(passwordCount(plan)).toBe(BigInt(listAllowed(plan).length));
    }
  });

  it("gives the entropy of the defaults: 20 characters of all four kinds, one of each", () => {
    // log2(Σ (-1)^|S| (94 - Σ sizes in S)^20 over subsets S of {26, 26, 10, 32}), worked in Python.
    expect(passwordEntropyBits(planPassword(rules()))).toBeCloseTo(130.92586701086623, 10);
    expect(passwordEntropyBits(planPassword(rules({ length: 24 })))).toBeCloseTo(157.2083617861, 9);
    expect(passwordEntropyBits(planPassword(rules({ excludeLookAlikes: true })))).toBeCloseTo(
      128.62721670282772,
      9,
    );
    expect(passwordEntropyBits(planPassword(rules({ length: 256 })))).toBeCloseTo(1677.97474603, 6);
  });

  it("gives log2(94) bits a character without rules", () => {
    const noRules = {
      lower: all(false),
      upper: all(false),
      digits: all(false),
      symbols: all(false),
    };
    const plan = planPassword(rules({ kinds: noRules }));
    expect(passwordEntropyBits(plan)).toBeCloseTo(20 * Math.log2(94), 10);
    expect(acceptanceRate(plan)).toBe(1);
  });

  it("takes log2 of numbers beyond a double's precision", () => {
    expect(log2Big(1n)).toBe(0);
    expect(log2Big(2n ** 1000n)).toBe(1000);
    expect(log2Big(3n * 2n ** 200n)).toBeCloseTo(200 + Math.log2(3), 12);
    expect(log2Big((1n << 60n) - 1n)).toBeCloseTo(60, 12);
  });
});

describe("drawing", () => {
  // Alphabet {a, b, 0}: at least one letter and one digit; 64 of the 81 strings of 4 are allowed.
  const small = planPassword(
    rules({
      length: 4,
      kinds: { lower: all(true), upper: off, digits: all(true), symbols: off },
      exclude: "cdefghijklmnopqrstuvwxyz123456789",
    }),
  );
  const allowed = listAllowed(small);

  function spread(draw: () => string, times: number) {
    const index = new Map(allowed.map((password, at) => [password, at]));
    const counts = new Array<number>(allowed.length).fill(0);
    const outside: string[] = [];
    for (let i = 0; i < times; i++) {
      const password = draw();
      const at = index.get(password);
      if (at === undefined) outside.push(password);
      else counts[at]++;
    }
    expect(outside).toEqual([]);
    return counts;
  }

  it("lists 64 allowed passwords for the small rules", () => {
    expect(allowed).toHaveLength(64);
    expect(passwordCount(small)).toBe(64n);
  });

  it("draws every allowed password equally often by redrawing", () => {
    const counts = spread(redrawer(small, randomIndex()), 64_000);
    expect(chiSquaredPValue(chiSquaredUniform(counts), 63)).toBeGreaterThan(1e-6);
  });

  it("draws every allowed password equally often by index", () => {
    const random = randomIndex();
    const counts = spread(() => drawByIndex(small, random), 64_000);
    expect(chiSquaredPValue(chiSquaredUniform(counts), 63)).toBeGreaterThan(1e-6);
  });

  it("spells out each index as the allowed passwords in order", () => {
    // A source that gives 0, 1, 2, … as the index lists the allowed passwords in block order.
    let next = 0;
    const counting = {
      below: () => 0,
      bigBelow: (n: bigint) => {
        expect(n).toBe(64n);
        return BigInt(next++);
      },
    };
    const spelled = Array.from({ length: 64 }, () => drawByIndex(small, counting));
    expect(new Set(spelled).size).toBe(64);
    expect([...spelled].sort()).toEqual([...allowed].sort());
    expect(spelled[0]).toBe("a0aa");
  });

  it("redraws a password that lacks a required kind, whatever else it holds", () => {
    const plan = planPassword(
      rules({
        length: 4,
        kinds: { lower: all(true), upper: off, digits: all(false), symbols: off },
      }),
    );
    const at = (character: string) => plan.alphabet.indexOf(character);
    const script = [..."0123", ..."a234"].map(at);
    const draw = redrawer(plan, { below: () => script.shift()!, bigBelow: () => 0n });
    expect(draw()).toBe("a234");
  });

  it("draws by index where few strings are allowed, and by redrawing elsewhere", () => {
    const narrow = planPassword(
      rules({ length: 4, exclude: "0123456789ABCDEFGHIJKLMNOPQRSTUVWXY".replace("7", "") }),
    );
    for (const [plan, way] of [
      [narrow, "bigBelow"],
      [planPassword(rules()), "below"],
    ] as const) {
      const random = randomIndex();
      const below = vi.spyOn(random, "below");
      const bigBelow = vi.spyOn(random, "bigBelow");
      passwordDrawer(plan, random)();
      expect(way === "bigBelow" ? bigBelow : below).toHaveBeenCalled();
      expect(way === "bigBelow" ? below : bigBelow).not.toHaveBeenCalled();
    }
  });

  it("redraws when most strings are allowed, and counts when few are", () => {
    expect(drawMethod(planPassword(rules()))).toBe("redraw");
    // One digit and one uppercase letter left, required, in four characters: about 1 in 2,000.
    const narrow = planPassword(
      rules({ length: 4, exclude: "0123456789ABCDEFGHIJKLMNOPQRSTUVWXY".replace("7", "") }),
    );
    expect(acceptanceRate(narrow)).toBeLessThan(1 / 16);
    expect(drawMethod(narrow)).toBe("index");
    const draw = passwordDrawer(narrow, randomIndex());
    for (let i = 0; i < 200; i++) {
      const password = draw();
      expect(password).toHaveLength(4);
      expect(password).toContain("7");
      expect(password).toContain("Z");
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[^A-Za-z0-9]/);
    }
  });

  it("meets every rule in passwords of the defaults", () => {
    const draw = passwordDrawer(
      planPassword(rules({ length: 4, excludeLookAlikes: true })),
      randomIndex(),
    );
    for (let i = 0; i < 500; i++) {
      const password = draw();
      expect(password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z\d]).{4}$/);
      expect(password).not.toMatch(/[0Oo1lI|]/);
    }
  });
});
