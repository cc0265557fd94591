import fc from "fast-check";
import { thrownMessage } from "../../../test-support/thrown-tool-error";
import { zonedDateTime } from "~/lib/time/time-zones";
import {
  type BuilderState,
  DEFAULT_BUILDER_STATE,
  FIELD_SPECS,
  type FieldRule,
  type FieldSpec,
  PRESETS,
  buildExpression,
  draftOf,
  fieldText,
  parseValueList,
  stateOf,
} from "./cron-builder";
import { explainCron } from "./cron-describe";
import { compileCron, nextRuns } from "./cron-engine";
import { type CronFieldName, type DayOfWeekNumbering, SIX_FIELD_NAMES } from "./cron-syntax";

const { minute, hour, dayOfMonth, month, dayOfWeek } = FIELD_SPECS;

describe("one field", () => {
  it("writes every value as *", () => {
    expect(fieldText(minute, { mode: "every" })).toBe("*");
  });

  it("writes specific values sorted, once each", () => {
    expect(fieldText(minute, { mode: "specific", values: [30, 0, 15, 0] })).toBe("0,15,30");
  });

  it("writes a range", () => {
    expect(fieldText(hour, { mode: "range", from: 9, to: 17 })).toBe("9-17");
  });

  it("writes a step from the field's start as */n, from elsewhere as start/n", () => {
    expect(fieldText(minute, { mode: "step", every: 15, start: 0 })).toBe("*/15");
    expect(fieldText(minute, { mode: "step", every: 15, start: 5 })).toBe("5/15");
    expect(fieldText(dayOfMonth, { mode: "step", every: 2, start: 1 })).toBe("*/2");
  });

  it("writes a weekday step as an explicit range, which both libraries read alike", () => {
    expect(fieldText(dayOfWeek, { mode: "step", every: 2, start: 1 })).toBe("1-6/2");
  });

  it("shifts weekdays by one with 1–7 numbering", () => {
    const rule: FieldRule = { mode: "range", from: 1, to: 5 };
    expect(fieldText(dayOfWeek, rule, "sunday-1")).toBe("2-6");
    expect(fieldText(dayOfWeek, { mode: "specific", values: [0, 6] }, "sunday-1")).toBe("1,7");
    expect(fieldText(dayOfWeek, { mode: "step", every: 2, start: 1 }, "sunday-1")).toBe("2-7/2");
  });

  it.each<[FieldSpec, FieldRule, string]>([
    [minute, { mode: "specific", values: [] }, "Minute: choose at least one value."],
    [
      minute,
      { mode: "specific", values: [60] },
      "Constraint error, got value 60 expected range 0-59",
    ],
    [hour, { mode: "range", from: 17, to: 9 }, "Invalid range: 17-9, min(17) > max(9)"],
    [month, { mode: "range", from: 0, to: 3 }, "Constraint error, got value 0 expected range 1-12"],
    [
      minute,
      { mode: "step", every: 0, start: 0 },
      "Constraint error, cannot repeat at every 0 time.",
    ],
  ])("refuses what cannot be written: %#", (spec, rule, message) => {
    expect(thrownMessage(() => fieldText(spec, rule))).toBe(message);
  });
});

describe("value lists typed by the user", () => {
  it("reads comma-separated numbers, spaces allowed", () => {
    expect(parseValueList("0, 15,30", minute)).toEqual([0, 15, 30]);
  });

  it("reads an empty text as no values", () => {
    expect(parseValueList("  ", minute)).toEqual([]);
  });

  it.each([
    ["1,,2", "Invalid list value format"],
    ["1,a", "Invalid characters, got value: a"],
    ["1,61", "Constraint error, got value 61 expected range 0-59"],
  ])("refuses %s: %s", (text, message) => {
    expect(thrownMessage(() => parseValueList(text, minute))).toBe(message);
  });
});

describe("the builder as edited (draft)", () => {
  it("writes specific values as the text of their list, other rules as empty text", () => {
    const draft = draftOf(DEFAULT_BUILDER_STATE);
    expect(draft.includeSeconds).toBe(false);
    expect(draft.rules).toEqual(DEFAULT_BUILDER_STATE.fields);
    expect(draft.valueTexts).toEqual({
      second: "0",
      minute: "0",
      hour: "9",
      dayOfMonth: "",
      month: "",
      dayOfWeek: "",
    });
  });

  it("reads a draft back into the state it came from", () => {
    for (const { state } of PRESETS) expect(stateOf(draftOf(state))).toEqual(state);
  });

  it("reads the typed lists of numeric fields, not the rules' values", () => {
    const draft = draftOf(DEFAULT_BUILDER_STATE);
    const edited = { ...draft, valueTexts: { ...draft.valueTexts, minute: "30, 0,15" } };
    expect(stateOf(edited).fields.minute).toEqual({ mode: "specific", values: [30, 0, 15] });
    expect(buildExpression(stateOf(edited))).toBe("0,15,30 9 * * 1-5");
  });

  it("keeps months and weekdays chosen by name as they are", () => {
    const draft = draftOf(PRESETS[6].state);
    const edited = { ...draft, valueTexts: { ...draft.valueTexts, dayOfWeek: "not read" } };
    expect(stateOf(edited).fields.dayOfWeek).toEqual({ mode: "specific", values: [0] });
  });

  it("throws cron-parser's message for a bad typed list", () => {
    const draft = draftOf(DEFAULT_BUILDER_STATE);
    const edited = { ...draft, valueTexts: { ...draft.valueTexts, hour: "9,,17" } };
    expect(thrownMessage(() => stateOf(edited))).toBe("Invalid list value format");
  });
});

describe("the whole expression", () => {
  it("writes five fields, the default being weekdays at 09:00", () => {
    expect(buildExpression(DEFAULT_BUILDER_STATE)).toBe("0 9 * * 1-5");
  });

  it("puts seconds first when asked", () => {
    expect(buildExpression({ ...DEFAULT_BUILDER_STATE, includeSeconds: true })).toBe(
      "0 0 9 * * 1-5",
    );
  });

  it("writes the presets", () => {
    expect(Object.fromEntries(PRESETS.map((p) => [p.label, buildExpression(p.state)]))).toEqual({
      "Every minute": "* * * * *",
      "Every 5 minutes": "*/5 * * * *",
      "Every hour": "0 * * * *",
      "Every day at midnight": "0 0 * * *",
      "Weekdays at 09:00": "0 9 * * 1-5",
      "Every 15 minutes in office hours": "*/15 9-17 * * 1-5",
      "Every Sunday at midnight": "0 0 * * 0",
      "First of the month at midnight": "0 0 1 * *",
      "Every year on January 1": "0 0 1 1 *",
    });
  });
});

// --- Properties: anything the builder writes is a valid expression whose runs match it ---------

function ruleArbitrary(spec: FieldSpec): fc.Arbitrary<FieldRule> {
  const value = fc.integer({ min: spec.min, max: spec.max });
  return fc.oneof(
    fc.constant<FieldRule>({ mode: "every" }),
    fc
      .uniqueArray(value, { minLength: 1, maxLength: 5 })
      .map((values): FieldRule => ({ mode: "specific", values })),
    fc
      .tuple(value, value)
      .map(([a, b]): FieldRule => ({ mode: "range", from: Math.min(a, b), to: Math.max(a, b) })),
    fc
      .record({ every: fc.integer({ min: 1, max: spec.max - spec.min + 1 }), start: value })
      .map((step): FieldRule => ({ mode: "step", ...step })),
  );
}

const stateArbitrary: fc.Arbitrary<BuilderState> = fc.record({
  includeSeconds: fc.boolean(),
  fields: fc.record(
    Object.fromEntries(SIX_FIELD_NAMES.map((name) => [name, ruleArbitrary(FIELD_SPECS[name])])) as {
      [K in CronFieldName]: fc.Arbitrary<FieldRule>;
    },
  ),
});

const numberingArbitrary = fc.constantFrom<DayOfWeekNumbering>("sunday-0", "sunday-1");

/** The values a rule allows: the test's own reading of the builder, independent of cron-parser. */
function allowed(spec: FieldSpec, rule: FieldRule): Set<number> {
  const values: number[] = [];
  for (let v = spec.min; v <= spec.max; v++) {
    if (rule.mode === "every") values.push(v);
    if (rule.mode === "specific" && rule.values.includes(v)) values.push(v);
    if (rule.mode === "range" && v >= rule.from && v <= rule.to) values.push(v);
    if (rule.mode === "step" && v >= rule.start && (v - rule.start) % rule.every === 0)
      values.push(v);
  }
  return new Set(values);
}

/** cron-parser's "explicit day of month" rule: the first day must exist in one of the months. */
function dayNeverHappens(state: BuilderState): boolean {
  const { fields } = state;
  if (fields.dayOfMonth.mode === "every" || fields.dayOfWeek.mode !== "every") return false;
  const longest = Math.max(
    ...[...allowed(month, fields.month)].map(
      (m) => [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1],
    ),
  );
  return Math.min(...allowed(dayOfMonth, fields.dayOfMonth)) > longest;
}

function matches(state: BuilderState, instant: number): boolean {
  const wall = zonedDateTime(instant, "UTC");
  const { fields } = state;
  const has = (name: CronFieldName, value: number) =>
    allowed(FIELD_SPECS[name], fields[name]).has(value);
  const secondOk = state.includeSeconds ? has("second", wall.second) : wall.second === 0;
  const dayOfMonthOk = has("dayOfMonth", wall.day);
  const dayOfWeekOk = has("dayOfWeek", wall.weekday);
  const restricted = (name: CronFieldName) => fields[name].mode !== "every";
  let dayOk: boolean;
  if (restricted("dayOfMonth") && restricted("dayOfWeek")) dayOk = dayOfMonthOk || dayOfWeekOk;
  else dayOk = dayOfMonthOk && dayOfWeekOk;
  return (
    secondOk &&
    has("minute", wall.minute) &&
    has("hour", wall.hour) &&
    has("month", wall.month) &&
    dayOk
  );
}

describe("properties of built expressions", () => {
  it("every built expression validates, unless its day of month never happens", () => {
    fc.assert(
      fc.property(stateArbitrary, numberingArbitrary, (state, numbering) => {
        const expression = buildExpression(state, numbering);
        const compile = () => compileCron(expression, { dayOfWeekNumbering: numbering });
        if (dayNeverHappens(state)) {
          expect(thrownMessage(compile)).toBe("Invalid explicit day of month definition");
        } else {
          expect(compile).not.toThrow();
        }
      }),
    );
  });

  it("every built expression round-trips into a description", () => {
    fc.assert(
      fc.property(stateArbitrary, numberingArbitrary, (state, numbering) => {
        const explanation = explainCron(buildExpression(state, numbering), {
          dayOfWeekNumbering: numbering,
        });
        expect(explanation).toMatchObject({ ok: true });
      }),
    );
  });

  it("next runs strictly increase and each matches the expression", () => {
    const from = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) });
    fc.assert(
      fc.property(
        stateArbitrary.filter((state) => !dayNeverHappens(state)),
        numberingArbitrary,
        from,
        (state, numbering, start) => {
          const compiled = compileCron(buildExpression(state, numbering), {
            dayOfWeekNumbering: numbering,
          });
          const { runs, error } = nextRuns(compiled, { timeZone: "UTC", from: start, count: 8 });
          expect(error).toBeNull();
          expect(runs[0]).toBeGreaterThan(start);
          runs.slice(1).forEach((run, i) => expect(run).toBeGreaterThan(runs[i]));
          runs.forEach((run) => expect(matches(state, run)).toBe(true));
        },
      ),
    );
  });
});
