import Big from "big.js";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import {
  amortize,
  monthIndexOf,
  monthLabel,
  monthlyPayment,
  monthlyPmi,
  fromCents,
  toCents,
  plainLoan,
  yearlyRows,
  type LoanTerms,
} from "./amortization";

const zero = new Big(0);

/** A plain loan: no PMI, no escrow, no extras; first payment January 2027. */
function loan(principal: string, rate: string, years: number, more: Partial<LoanTerms> = {}) {
  return {
    ...plainLoan({
      principal: new Big(principal),
      homeValue: new Big(principal).times(2),
      annualRatePercent: new Big(rate),
      months: years * 12,
      firstPayment: monthIndexOf(2027, 1),
    }),
    ...more,
  };
}

const sum = (values: Big[]) => values.reduce((a, b) => a.plus(b), new Big(0));

describe("monthly payment", () => {
  test("400,000 at 6.5 % for 30 years is 2,528.27", () => {
    expect(monthlyPayment(new Big(400000), new Big("6.5"), 360).toFixed(2)).toBe("2528.27");
  });

  test("200,000 at 5 % for 15 years is 1,581.59", () => {
    expect(monthlyPayment(new Big(200000), new Big(5), 180).toFixed(2)).toBe("1581.59");
  });

  test("a zero rate divides the loan evenly, rounded up to the cent", () => {
    expect(monthlyPayment(new Big(100000), zero, 360).toFixed(2)).toBe("277.78");
    const plan = amortize(loan("100000", "0", 30));
    expect(plan.totalInterest.toFixed(2)).toBe("0.00");
    expect(plan.rows.at(-1)?.balance.toFixed(2)).toBe("0.00");
  });
});

describe("cents and precision", () => {
  test("amounts go to whole cents and back exactly", () => {
    expect(toCents(new Big("2528.27"))).toBe(252827n);
    expect(toCents(new Big("0.005"))).toBe(1n);
    expect(fromCents(5n).toFixed(2)).toBe("0.05");
    expect(fromCents(-123456n).toFixed(2)).toBe("-1234.56");
  });

  test("the tool's precision does not change big.js' shared defaults", () => {
    expect(Big.DP).toBe(20);
    expect(Big.RM).toBe(Big.roundHalfUp);
  });
});

describe("schedule", () => {
  const plan = amortize(loan("400000", "6.5", 30));

  test("totals to the cent: 360 payments, interest 510,179.81, last payment 2,530.88", () => {
    expect(plan.rows).toHaveLength(360);
    expect(plan.totalInterest.toFixed(2)).toBe("510179.81");
    expect(plan.rows.at(-1)?.payment.toFixed(2)).toBe("2530.88");
    expect(plan.payoff).toBe(monthIndexOf(2056, 12));
  });

  test("one payment on its own is the same row as in the whole schedule", () => {
    const fresh = amortize(loan("400000", "6.5", 30));
    expect(fresh.payments).toBe(360);
    const last = fresh.row(359);
    expect(last.number).toBe(360);
    expect(last.payment.toFixed(2)).toBe("2530.88");
    expect(last.total.toFixed(2)).toBe(fresh.rows[359].total.toFixed(2));
    expect(fresh.row(0)).toBe(fresh.rows[0]);
  });

  test("the first month: interest is 400,000 × 6.5 % ÷ 12 = 2,166.67 (half-up)", () => {
    expect(plan.rows[0].interest.toFixed(2)).toBe("2166.67");
    expect(plan.rows[0].principal.toFixed(2)).toBe("361.60");
    expect(plan.rows[0].balance.toFixed(2)).toBe("399638.40");
  });

  test("the principal paid sums to the loan exactly and the balance ends at 0.00", () => {
    expect(sum(plan.rows.map((row) => row.principal)).toFixed(2)).toBe("400000.00");
    expect(plan.rows.at(-1)?.balance.toFixed(2)).toBe("0.00");
  });

  test("yearly rows add up to the monthly ones", () => {
    const years = yearlyRows(plan.rows);
    expect(years).toHaveLength(30);
    expect(years[0].year).toBe(2027);
    expect(sum(years.map((y) => y.interest)).eq(plan.totalInterest)).toBe(true);
    expect(years.at(-1)?.balance.toFixed(2)).toBe("0.00");
  });

  test("month labels are YYYY-MM", () => {
    expect(monthLabel(monthIndexOf(2027, 1))).toBe("2027-01");
    expect(monthLabel(monthIndexOf(2027, 1) + 11)).toBe("2027-12");
  });
});

describe("extra payments", () => {
  test("200 more every month pays 400,000 at 6.5 % off in 293 months with 398,287.29 interest", () => {
    const plan = amortize(loan("400000", "6.5", 30, { extraMonthly: new Big(200) }));
    expect(plan.rows).toHaveLength(293);
    expect(plan.totalInterest.toFixed(2)).toBe("398287.29");
    expect(plan.rows.at(-1)?.balance.toFixed(2)).toBe("0.00");
    expect(plan.totalPrincipal.toFixed(2)).toBe("400000.00");
  });

  test("a yearly extra is paid with every 12th payment; a one-time extra in its month", () => {
    const plan = amortize(
      loan("100000", "6", 30, {
        extraYearly: new Big(1000),
        oneTime: { amount: new Big(5000), month: monthIndexOf(2027, 3) },
      }),
    );
    expect(plan.rows[11].extra.toFixed(2)).toBe("1000.00");
    expect(plan.rows[10].extra.toFixed(2)).toBe("0.00");
    expect(plan.rows[2].extra.toFixed(2)).toBe("5000.00");
    expect(plan.rows.length).toBeLessThan(360);
  });

  test("an extra larger than the balance pays exactly what is left", () => {
    const plan = amortize(loan("10000", "6", 10, { extraMonthly: new Big(50000) }));
    expect(plan.rows).toHaveLength(1);
    expect(plan.rows[0].principal.plus(plan.rows[0].extra).toFixed(2)).toBe("10000.00");
  });
});

describe("PMI", () => {
  // 500,000 home, 10 % down: 450,000 at 6.5 %; 0.5 %/year → 187.50 a month.
  const pmiLoan = (removal: "automatic" | "requested") =>
    loan("450000", "6.5", 30, {
      homeValue: new Big(500000),
      pmiRatePercent: new Big("0.5"),
      pmiRemoval: removal,
    });

  test("the premium is the yearly rate of the original loan ÷ 12", () => {
    expect(monthlyPmi(pmiLoan("automatic")).toFixed(2)).toBe("187.50");
  });

  test("automatic: dropped after the scheduled balance reaches 78 % (payment 109 → none from 110)", () => {
    const plan = amortize(pmiLoan("automatic"));
    expect(plan.pmiEnd).toBe(110);
    expect(plan.rows[108].pmi.toFixed(2)).toBe("187.50");
    expect(plan.rows[109].pmi.toFixed(2)).toBe("0.00");
    expect(plan.totalPmi.toFixed(2)).toBe((187.5 * 109).toFixed(2));
  });

  test("on request: dropped after the balance reaches 80 % (payment 95 → none from 96)", () => {
    expect(amortize(pmiLoan("requested")).pmiEnd).toBe(96);
  });

  test("no PMI with 20 % down", () => {
    const plan = amortize(
      loan("400000", "6.5", 30, { homeValue: new Big(500000), pmiRatePercent: new Big(1) }),
    );
    expect(plan.pmiEnd).toBeNull();
    expect(plan.totalPmi.toFixed(2)).toBe("0.00");
  });

  test("automatic removal happens at the loan's midpoint at the latest", () => {
    // 99 % financed at a high rate: 78 % is reached after the midpoint.
    const plan = amortize(
      loan("99000", "12", 30, { homeValue: new Big(100000), pmiRatePercent: new Big(1) }),
    );
    expect(plan.pmiEnd).toBe(181);
  });
});

describe("properties", () => {
  test("for random loans the principal sums to the loan exactly and the balance never goes negative", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000_00, max: 5_000_000_00 }),
        fc.integer({ min: 0, max: 1500 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 0, max: 2000 }),
        (principalCents, rateBasis, years, extra) => {
          const principal = new Big(principalCents).div(100);
          const plan = amortize(
            loan(principal.toFixed(2), new Big(rateBasis).div(100).toFixed(), years, {
              extraMonthly: new Big(extra),
            }),
          );
          const paid = sum(plan.rows.flatMap((row) => [row.principal, row.extra]));
          expect(paid.eq(principal)).toBe(true);
          expect(plan.rows.every((row) => row.balance.gte(0) && row.principal.gte(0))).toBe(true);
          expect(plan.rows.at(-1)?.balance.eq(0)).toBe(true);
          expect(plan.rows.length).toBeLessThanOrEqual(years * 12);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("every part of a month, and the totals, agree with the rows", () => {
  // 90 % financed with PMI, escrow of three different amounts, and every kind of extra payment.
  const full = loan("180000", "7.25", 15, {
    homeValue: new Big(200000),
    pmiRatePercent: new Big("0.55"),
    taxMonthly: new Big("312.17"),
    insuranceMonthly: new Big("98.40"),
    hoaMonthly: new Big("45.05"),
    extraMonthly: new Big("150"),
    extraYearly: new Big("1000"),
    oneTime: { amount: new Big("5000"), month: monthIndexOf(2028, 3) },
  });
  const plan = amortize(full);
  const rows = plan.rows;

  test("each row's total is principal + interest + extra + PMI + tax + insurance + HOA", () => {
    for (const row of rows)
      expect(row.total.toFixed(2)).toBe(
        sum([
          row.principal,
          row.interest,
          row.extra,
          row.pmi,
          row.tax,
          row.insurance,
          row.hoa,
        ]).toFixed(2),
      );
    expect(rows[0].tax.toFixed(2)).toBe("312.17");
    expect(rows[0].insurance.toFixed(2)).toBe("98.40");
    expect(rows[0].hoa.toFixed(2)).toBe("45.05");
  });

  test("the totals are the sums of the rows", () => {
    expect(plan.totalPaid.toFixed(2)).toBe(sum(rows.map((row) => row.total)).toFixed(2));
    expect(plan.totalInterest.toFixed(2)).toBe(sum(rows.map((row) => row.interest)).toFixed(2));
    expect(plan.totalPrincipal.toFixed(2)).toBe(
      sum(rows.map((row) => row.principal.plus(row.extra))).toFixed(2),
    );
    expect(plan.totalPrincipal.toFixed(2)).toBe("180000.00");
    expect(plan.totalPmi.toFixed(2)).toBe(sum(rows.map((row) => row.pmi)).toFixed(2));
  });

  test("rows are numbered from 1 and dated month by month from the first payment", () => {
    rows.forEach((row, index) => {
      expect(row.number).toBe(index + 1);
      expect(row.month).toBe(monthIndexOf(2027, 1) + index);
    });
    expect(plan.row(4).number).toBe(5);
  });

  test("extras: every month, once more every twelfth payment, and once in March 2028", () => {
    const extraOf = (month: number) => rows.find((row) => row.month === month)!.extra.toFixed(2);
    expect(extraOf(monthIndexOf(2027, 2))).toBe("150.00");
    expect(extraOf(monthIndexOf(2027, 12))).toBe("1150.00");
    expect(extraOf(monthIndexOf(2028, 3))).toBe("5150.00");
    // The last payment's extra is only what is left: the balance never goes below zero.
    const last = rows[rows.length - 1];
    expect(last.balance.toFixed(2)).toBe("0.00");
    for (const row of rows) expect(row.balance.gte(0)).toBe(true);
    expect(rows.length).toBeLessThan(15 * 12);
  });
});
