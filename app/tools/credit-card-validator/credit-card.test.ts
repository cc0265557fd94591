import { readFileSync } from "node:fs";
import path from "node:path";
import { ToolError } from "~/lib/tool-error";
import {
  CARD_BRANDS,
  VALID_VERDICT,
  checkCardNumber,
  checkCvc,
  describeLengths,
  detectBrand,
  formatCardNumber,
  normaliseCardNumber,
  passesLuhn,
} from "./credit-card";

interface TestCard {
  brand: string;
  number: string;
  source: string;
  negative: boolean;
}

/** The published test numbers: columns brand, number, source; "(negative) " marks a broken one. */
function readTestCards(): TestCard[] {
  const file = path.resolve(process.cwd(), "../shared/conformance/cards/test_cards.tsv");
  const [header, ...lines] = readFileSync(file, "utf8").trim().split(/\r?\n/);
  expect(header.split("\t")).toEqual(["brand", "number", "source"]);
  return lines.map((line) => {
    const [label, number, source] = line.split("\t");
    const negative = label.startsWith("(negative) ");
    return { brand: label.replace("(negative) ", ""), number, source, negative };
  });
}

const TEST_CARDS = readTestCards();

// The data names a few schemes by their processor's label; these are the brands behind them.
const BRAND_ALIASES: Record<string, string[]> = { "Switch/Solo": ["Switch", "Solo"] };

// PayPal lists this 11-digit Dankort number, but it fails the Luhn check every card network uses,
// so no validator may call it valid.
const NOT_A_VALID_CARD_NUMBER = new Set(["76009244561"]);

const validCards = TEST_CARDS.filter(
  (card) => !card.negative && !NOT_A_VALID_CARD_NUMBER.has(card.number),
);

const brandOf = (digits: string) => detectBrand(digits).brand?.name ?? null;
const verdictOf = (input: string) => checkCardNumber(input)?.verdict;

describe("published test card numbers", () => {
  it("has the brand, number and source of 23 cards", () => {
    expect(TEST_CARDS).toHaveLength(23);
  });

  it.each(validCards.map((card) => [card.brand, card.number] as const))(
    "%s %s is valid and detected as its brand",
    (brand, number) => {
      const check = checkCardNumber(number)!;
      expect(check.verdict).toBe(VALID_VERDICT);
      expect(BRAND_ALIASES[brand] ?? [brand]).toContain(check.brand?.name);
    },
  );

  it.each(TEST_CARDS.filter((card) => card.negative).map((card) => [card.brand, card.number]))(
    "the broken %s number %s is recognised but fails the Luhn check",
    (brand, number) => {
      expect(brandOf(number)).toBe(brand);
      expect(verdictOf(number)).toBe("Invalid: fails the Luhn check");
    },
  );

  it("reports PayPal's 11-digit Dankort number as failing the Luhn check", () => {
    const [number] = NOT_A_VALID_CARD_NUMBER;
    expect(TEST_CARDS.map((card) => card.number)).toContain(number);
    expect(verdictOf(number)).toContain("fails the Luhn check");
  });
});

describe("the Luhn check", () => {
  it("accepts the textbook example 79927398713", () => {
    expect(passesLuhn("79927398713")).toBe(true);
  });

  it("catches every single wrong digit in every valid test number", () => {
    for (const { number } of validCards) {
      for (let i = 0; i < number.length; i++) {
        for (let digit = 0; digit <= 9; digit++) {
          if (String(digit) === number[i]) continue;
          const changed = number.slice(0, i) + digit + number.slice(i + 1);
          expect(passesLuhn(changed), changed).toBe(false);
        }
      }
    }
  });

  it("catches every swap of two adjacent digits except 09 and 90", () => {
    for (const { number } of validCards) {
      for (let i = 0; i + 1 < number.length; i++) {
        const [a, b] = [number[i], number[i + 1]];
        if (a === b || a + b === "09" || a + b === "90") continue;
        const swapped = number.slice(0, i) + b + a + number.slice(i + 2);
        expect(passesLuhn(swapped), swapped).toBe(false);
      }
    }
  });

  it("rejects anything that is not digits", () => {
    expect(passesLuhn("")).toBe(false);
    expect(passesLuhn("4111 1111 1111 1111")).toBe(false);
  });
});

describe("reading the typed number", () => {
  it("accepts spaces and dashes between digits", () => {
    expect(normaliseCardNumber(" 4111-1111 1111-1111 ")).toBe("4111111111111111");
  });

  it("reports any other character with its position", () => {
    expect(() => normaliseCardNumber("4111 11x1")).toThrow(ToolError);
    expect(() => normaliseCardNumber("4111 11x1")).toThrow(
      'Unexpected "x" at position 8: a card number holds only digits, spaces and dashes',
    );
  });

  it("shows an emoji whole in the message", () => {
    expect(() => normaliseCardNumber("4😀")).toThrow('Unexpected "😀" at position 2');
  });

  it("has nothing to check for empty input or separators only", () => {
    expect(checkCardNumber("")).toBeNull();
    expect(checkCardNumber(" - ")).toBeNull();
  });
});

describe("brand detection", () => {
  it.each([
    ["4", "Visa"],
    ["51", "Mastercard"],
    ["2221", "Mastercard"],
    ["2720", "Mastercard"],
    ["34", "American Express"],
    ["37", "American Express"],
    ["6011", "Discover"],
    ["644", "Discover"],
    ["65", "Discover"],
    ["622126", "Discover"],
    ["622925", "Discover"],
    ["36", "Diners Club"],
    ["300", "Diners Club"],
    ["38", "Diners Club"],
    ["3528", "JCB"],
    ["3589", "JCB"],
    ["62", "UnionPay"],
    ["622125", "UnionPay"],
    ["81", "UnionPay"],
    ["50", "Maestro"],
    ["6759", "Maestro"],
    ["676770", "Maestro"],
    ["2200", "Mir"],
    ["2204", "Mir"],
    ["5019", "Dankort"],
    ["5610", "Australian BankCard"],
    ["506099", "Verve"],
    ["9792", "Troy"],
    ["633110", "Switch"],
    ["6767", "Solo"],
  ])("%s… is %s", (digits, brand) => {
    expect(brandOf(digits)).toBe(brand);
  });

  it.each(["2205", "2220", "2721", "306", "3527", "3590", "60", "7", "0"])(
    "%s… is no known brand",
    (digits) => {
      expect(brandOf(digits)).toBeNull();
    },
  );

  it("names the brand as soon as the first digits allow, while typing", () => {
    expect(brandOf("4")).toBe("Visa");
    expect(brandOf("3")).toBeNull();
    expect(brandOf("37")).toBe("American Express");
  });

  it("lists the brands an ambiguous start could still become", () => {
    const { brand, candidates } = detectBrand("5");
    expect(brand).toBeNull();
    expect(candidates.map((c) => c.name)).toEqual(
      expect.arrayContaining(["Mastercard", "Maestro", "Dankort"]),
    );
    expect(candidates.map((c) => c.name)).not.toContain("Visa");
  });

  it("switches to a more specific brand when more digits arrive", () => {
    expect(brandOf("62")).toBe("UnionPay");
    expect(brandOf("6221")).toBe("UnionPay");
    expect(brandOf("622126")).toBe("Discover");
  });
});

describe("the brand table", () => {
  const ranges = CARD_BRANDS.flatMap((brand) =>
    brand.prefixes.map((prefix) => {
      const [low, high = low] = prefix.split("-");
      return { brand: brand.name, low, high };
    }),
  );

  it("writes every range with equal-length ends, low before high", () => {
    for (const { low, high } of ranges) {
      expect(high.length).toBe(low.length);
      expect(Number(low)).toBeLessThanOrEqual(Number(high));
    }
  });

  it("has no two brands claiming the same prefix at the same length", () => {
    for (const a of ranges) {
      for (const b of ranges) {
        if (a === b || a.brand === b.brand || a.low.length !== b.low.length) continue;
        expect(a.high < b.low || b.high < a.low, `${a.brand} ${a.low} vs ${b.brand} ${b.low}`).toBe(
          true,
        );
      }
    }
  });

  it("gives American Express a 4-digit CVC and every other brand 3", () => {
    for (const brand of CARD_BRANDS) {
      expect(brand.cvcLength).toBe(brand.name === "American Express" ? 4 : 3);
    }
  });
});

describe("verdicts", () => {
  it("reports a wrong length with the brand's lengths", () => {
    expect(verdictOf("411111111111116")).toBe(
      "Invalid: wrong length for Visa (13, 16 or 19 digits)",
    );
  });

  it("accepts a 19-digit Visa", () => {
    expect(verdictOf("4111111111111111110")).toBe(VALID_VERDICT);
  });

  it("gives every reason when several apply", () => {
    expect(verdictOf("41112")).toBe(
      "Invalid: wrong length for Visa (13, 16 or 19 digits); fails the Luhn check",
    );
  });

  it("reports a number no brand issues", () => {
    expect(verdictOf("79927398713")).toBe("Invalid: unknown card brand");
  });

  it("checks the number typed with separators", () => {
    const check = checkCardNumber("4242-4242 4242-4242")!;
    expect([check.brand?.name, check.lengthOk, check.luhnOk, check.valid]).toEqual([
      "Visa",
      true,
      true,
      true,
    ]);
  });
});

describe("formatted display", () => {
  const visa = CARD_BRANDS.find((b) => b.name === "Visa")!;
  const amex = CARD_BRANDS.find((b) => b.name === "American Express")!;
  const diners = CARD_BRANDS.find((b) => b.name === "Diners Club")!;

  it("groups most cards in fours", () => {
    expect(formatCardNumber("4111111111111111", visa)).toBe("4111 1111 1111 1111");
    expect(formatCardNumber("4111111111111111110", visa)).toBe("4111 1111 1111 1111 110");
  });

  it("groups American Express 4-6-5", () => {
    expect(formatCardNumber("378282246310005", amex)).toBe("3782 822463 10005");
  });

  it("groups a 14-digit Diners Club card 4-6-4", () => {
    expect(formatCardNumber("30569309025904", diners)).toBe("3056 930902 5904");
  });

  it("groups a 16-digit Diners Club card in fours", () => {
    expect(formatCardNumber("3056930902590400", diners)).toBe("3056 9309 0259 0400");
  });

  it("groups a partly typed number by its brand's pattern", () => {
    expect(formatCardNumber("3782822", amex)).toBe("3782 822");
  });

  it("groups an unknown number in fours", () => {
    expect(checkCardNumber("79927398713")!.formatted).toBe("7992 7398 713");
  });
});

describe("describeLengths", () => {
  it.each([
    [[16], "16 digits"],
    [[13, 16, 19], "13, 16 or 19 digits"],
    [[16, 17, 18, 19], "16 to 19 digits"],
    [[16, 18, 19], "16, 18 or 19 digits"],
  ])("%j reads %s", (lengths, text) => {
    expect(describeLengths(lengths)).toBe(text);
  });
});

describe("CVC", () => {
  const brand = (name: string) => CARD_BRANDS.find((b) => b.name === name)!;

  it("has nothing to say while empty", () => {
    expect(checkCvc("", brand("Visa"))).toBeNull();
  });

  it("wants 4 digits for American Express", () => {
    expect(checkCvc("1234", brand("American Express"))).toEqual({
      ok: true,
      message: "Length OK: American Express uses 4 digits",
    });
    expect(checkCvc("123", brand("American Express"))).toEqual({
      ok: false,
      message: "Wrong length: American Express uses 4 digits, this has 3",
    });
  });

  it("wants 3 digits for other brands", () => {
    expect(checkCvc("123", brand("Mastercard"))?.ok).toBe(true);
    expect(checkCvc("1234", brand("Mastercard"))?.ok).toBe(false);
  });

  it("accepts only digits", () => {
    expect(checkCvc("12a", brand("Visa"))).toEqual({
      ok: false,
      message: "A CVC holds only digits",
    });
  });

  it("accepts 3 or 4 digits until the brand is known", () => {
    expect(checkCvc("1234", null)?.ok).toBe(true);
    expect(checkCvc("12", null)?.ok).toBe(false);
  });
});
