import { thrownMessage } from "../../../test-support/thrown-tool-error";
import { formatIsoInZone } from "~/lib/time/time-zones";
import { LOOP_LIMIT_MESSAGE, TIMESPAN_MESSAGE } from "./cron-messages";
import {
  type CronOptions,
  compileCron,
  nearestWeekdayIn,
  nextRuns,
  previousRuns,
  runsAt,
  validateFieldCollection,
} from "./cron-engine";
import { SPECIAL_EXPRESSIONS } from "./cron-syntax";

const UTC = "UTC";
const NEW_YORK = "America/New_York";
/** Friday 20 November 2026, 10:00 UTC. */
const FRIDAY = Date.UTC(2026, 10, 20, 10);

function next(expression: string, count = 3, from = FRIDAY, zone = UTC, options?: CronOptions) {
  const list = nextRuns(compileCron(expression, options), { timeZone: zone, from, count });
  expect(list.error).toBeNull();
  return list.runs.map((run) => formatIsoInZone(run, zone));
}

function previous(expression: string, count = 3, from = FRIDAY, zone = UTC) {
  const list = previousRuns(compileCron(expression), { timeZone: zone, from, count });
  expect(list.error).toBeNull();
  return list.runs.map((run) => formatIsoInZone(run, zone));
}

const compileError = (expression: string, options?: CronOptions) =>
  thrownMessage(() => compileCron(expression, options));

describe("part counts", () => {
  it.each([
    ["* * *", "Expression has only 3 parts. At least 5 parts are required."],
    ["*", "Expression has only 1 part. At least 5 parts are required."],
    ["* * * * * * * *", "Expression has 8 parts; too many!"],
    ["0 0 9 * * * 2027", "Invalid cron expression, too many fields"],
  ])("%s is refused: %s", (expression, message) => {
    expect(compileError(expression)).toBe(message);
  });

  it("reads five fields as minute, hour, day of month, month, day of week", () => {
    expect(next("30 9 * * *", 1)).toEqual(["2026-11-21T09:30:00+00:00"]);
  });

  it("reads six fields with seconds first", () => {
    expect(next("15 30 9 * * *", 1)).toEqual(["2026-11-21T09:30:15+00:00"]);
  });
});

describe("field ranges", () => {
  it.each([
    ["60 * * * * *", "Constraint error, got value 60 expected range 0-59"],
    ["61 * * * *", "Constraint error, got value 61 expected range 0-59"],
    ["0 24 * * *", "Constraint error, got value 24 expected range 0-23"],
    ["0 0 0 * *", "Constraint error, got value 0 expected range 1-31"],
    ["0 0 32 * *", "Constraint error, got value 32 expected range 1-31"],
    ["0 0 * 13 *", "Constraint error, got value 13 expected range 1-12"],
    ["0 0 * * 8", "Constraint error, got value 8 expected range 0-7"],
    ["1-60 * * * *", "Constraint error, got range 1-60 expected range 0-59"],
  ])("%s is refused: %s", (expression, message) => {
    expect(compileError(expression)).toBe(message);
  });

  it("reads day of week 7 as Sunday, like 0", () => {
    expect(next("0 12 * * 7")).toEqual(next("0 12 * * 0"));
    expect(next("0 12 * * 7", 1)).toEqual(["2026-11-22T12:00:00+00:00"]);
  });
});

describe("day of week numbered 1–7 (Sunday = 1)", () => {
  const sundayOne: CronOptions = { dayOfWeekNumbering: "sunday-1" };

  it("reads 1 as Sunday and 7 as Saturday", () => {
    expect(next("0 12 * * 1", 1, FRIDAY, UTC, sundayOne)).toEqual(["2026-11-22T12:00:00+00:00"]);
    expect(next("0 12 * * 7", 1, FRIDAY, UTC, sundayOne)).toEqual(["2026-11-21T12:00:00+00:00"]);
  });

  it("runs 2-6 on Monday through Friday", () => {
    expect(next("0 9 * * 2-6", 5, FRIDAY, UTC, sundayOne)).toEqual(next("0 9 * * 1-5", 5));
  });

  it("leaves steps and occurrences as written", () => {
    // 1#2: the second Sunday; 2-7/2: Monday, Wednesday, Friday.
    expect(next("0 9 * * 1#2", 1, FRIDAY, UTC, sundayOne)).toEqual(["2026-12-13T09:00:00+00:00"]);
    expect(next("0 9 * * 2-7/2", 3, FRIDAY, UTC, sundayOne)).toEqual(next("0 9 * * 1,3,5", 3));
  });

  it.each([
    ["0 9 * * 0", "Constraint error, got value 0 expected range 1-7"],
    ["0 9 * * 8", "Constraint error, got value 8 expected range 1-7"],
    ["0 9 * * 6-2", "Invalid range: 6-2, min(6) > max(2)"],
    ["0 9 * * 2,2", "Validation error, duplicate values found: 2"],
  ])("reports %s in the user's numbers: %s", (expression, message) => {
    expect(compileError(expression, sundayOne)).toBe(message);
  });

  it("does not renumber a repeated minute", () => {
    expect(compileError("1,1 9 * * 2", sundayOne)).toBe(
      "Validation error, duplicate values found: 1",
    );
  });
});

describe("characters", () => {
  it.each([
    ["a * * * *", "Invalid characters, got value: a"],
    ["L * * * *", "Invalid characters, got value: L"],
    ["15W * * * *", "Invalid characters, got value: 15W"],
    ["0 0 1#2 * *", "Invalid characters, got value: 1#2"],
    ["0 0 1L * *", "Validation error, got value 1L expected range 1-31 or chars L"],
    ["*5 * * * *", "Invalid wildcard, got value: *5"],
  ])("%s is refused: %s", (expression, message) => {
    expect(compileError(expression)).toBe(message);
  });

  it("accepts L in day of month: the last day", () => {
    expect(next("0 0 L * *", 2)).toEqual([
      "2026-11-30T00:00:00+00:00",
      "2026-12-31T00:00:00+00:00",
    ]);
  });

  it("accepts nL in day of week: the last such weekday of the month", () => {
    expect(next("0 0 * * 5L", 1)).toEqual(["2026-11-27T00:00:00+00:00"]);
  });

  it("accepts # in day of week: the nth such weekday", () => {
    expect(next("0 0 * * 1#2", 1)).toEqual(["2026-12-14T00:00:00+00:00"]);
  });

  it("maps three-letter English month and weekday names, in any case", () => {
    expect(next("0 0 1 JAN,jul *", 2)).toEqual(next("0 0 1 1,7 *", 2));
    expect(next("0 9 * * MON-FRI", 5)).toEqual(next("0 9 * * 1-5", 5));
  });

  it("refuses an unknown name", () => {
    expect(compileError("0 0 * * FOO")).toBe('Validation error, cannot resolve alias "foo"');
  });
});

describe("lists, ranges and steps", () => {
  it.each([
    ["1,1 * * * *", "Validation error, duplicate values found: 1"],
    ["5-1 * * * *", "Invalid range: 5-1, min(5) > max(1)"],
    ["*/0 * * * *", "Constraint error, cannot repeat at every 0 time."],
    ["1/2/3 * * * *", "Invalid repeat: 1/2/3"],
    ["1,,2 * * * *", "Invalid list value format"],
  ])("%s is refused: %s", (expression, message) => {
    expect(compileError(expression)).toBe(message);
  });

  it("steps from a start value to the end of the field", () => {
    expect(next("50/5 10 * * *", 3)).toEqual([
      "2026-11-20T10:50:00+00:00",
      "2026-11-20T10:55:00+00:00",
      "2026-11-21T10:50:00+00:00",
    ]);
  });
});

describe("explicit day of month", () => {
  it.each(["0 0 30 2 *", "0 0 31 4,6 *"])("%s never happens and is refused", (expression) => {
    expect(compileError(expression)).toBe("Invalid explicit day of month definition");
  });

  it("is accepted when one of the months has the day", () => {
    expect(next("0 0 31 1,2 *", 1)).toEqual(["2027-01-31T00:00:00+00:00"]);
  });
});

describe("W: the weekday nearest a day", () => {
  it("runs on the day itself when it is a weekday", () => {
    expect(next("0 0 15W * *", 1, Date.UTC(2026, 0, 1))).toEqual(["2026-01-15T00:00:00+00:00"]);
  });

  it("runs on Friday when the day is a Saturday and on Monday when it is a Sunday", () => {
    // 15 August 2026 is a Saturday, 15 November 2026 a Sunday.
    expect(next("0 0 15W 8 *", 1, Date.UTC(2026, 0, 1))).toEqual(["2026-08-14T00:00:00+00:00"]);
    expect(next("0 0 15W 11 *", 1, Date.UTC(2026, 0, 1))).toEqual(["2026-11-16T00:00:00+00:00"]);
  });

  it("stays in the month: 1W on a Saturday is Monday the 3rd, LW on a Sunday is Friday", () => {
    expect(nearestWeekdayIn(2026, 8, 1)).toBe(3);
    expect(nearestWeekdayIn(2026, 5, "last")).toBe(29);
    expect(nearestWeekdayIn(2026, 1, "last")).toBe(30);
  });

  it("skips months without the day", () => {
    expect(nearestWeekdayIn(2026, 2, 30)).toBeNull();
    expect(next("0 0 31W * *", 2, Date.UTC(2026, 3, 1))).toEqual([
      "2026-05-29T00:00:00+00:00",
      "2026-07-31T00:00:00+00:00",
    ]);
  });

  it("lists previous runs on the nearest weekdays too", () => {
    expect(previous("0 0 LW * *", 2, Date.UTC(2026, 1, 1))).toEqual([
      "2026-01-30T00:00:00+00:00",
      "2025-12-31T00:00:00+00:00",
    ]);
  });

  it.each(["0 0 1,15W * *", "0 0 1-15W * *"])("%s: W needs a single day", (expression) => {
    expect(compileError(expression)).toBe(
      "The 'W' character can be specified only when the day-of-month is a single day, not a range or list of days.",
    );
  });

  it("refuses a day outside the month", () => {
    expect(compileError("0 0 32W * *")).toBe("Constraint error, got value 32 expected range 1-31");
  });
});

describe("# occurrences", () => {
  it.each([
    ["0 0 * * 1#6", "Constraint error, invalid dayOfWeek occurrence number (#)"],
    ["0 0 * * 1#0", "Constraint error, invalid dayOfWeek occurrence number (#)"],
    [
      "0 0 * * 1#2,3",
      "Constraint error, invalid dayOfWeek `#` and `,` special characters are incompatible",
    ],
    [
      "0 0 * * 1-2#2",
      "Constraint error, invalid dayOfWeek `#` and `-` special characters are incompatible",
    ],
    [
      "0 0 * * 1/2#2",
      "Constraint error, invalid dayOfWeek `#` and `/` special characters are incompatible",
    ],
  ])("%s is refused: %s", (expression, message) => {
    expect(compileError(expression)).toBe(message);
  });
});

describe("H: a hashed value", () => {
  const resolved = (expression: string, hashSeed?: string) => {
    const compiled = compileCron(expression, { hashSeed });
    return compiled.kind === "schedule" ? compiled.resolved : "";
  };

  it("gives the same expression for the same seed", () => {
    expect(resolved("H H * * *", "backup")).toBe(resolved("H H * * *", "backup"));
  });

  it("picks a value inside the field's range, or the given range", () => {
    const [second, minute, hour] = resolved("H H(10-12) * * *", "seed").split(" ").map(Number);
    expect(second).toBe(0);
    expect(minute).toBeGreaterThanOrEqual(0);
    expect(minute).toBeLessThanOrEqual(59);
    expect([10, 11, 12]).toContain(hour);
  });

  it("differs between seeds", () => {
    const values = new Set(
      ["a", "b", "c", "d", "e", "f"].map((seed) => resolved("H * * * *", seed)),
    );
    expect(values.size).toBeGreaterThan(1);
  });

  it("is random for each compilation without a seed", () => {
    const values = new Set(Array.from({ length: 20 }, () => resolved("H H * * *")));
    expect(values.size).toBeGreaterThan(1);
  });

  it("runs at the hashed time", () => {
    const compiled = compileCron("H 9 * * *", { hashSeed: "report" });
    const minute = compiled.kind === "schedule" ? compiled.resolved.split(" ")[1] : "";
    const [run] = nextRuns(compiled, { timeZone: UTC, from: FRIDAY, count: 1 }).runs;
    expect(new Date(run).getUTCMinutes()).toBe(Number(minute));
  });
});

describe("strict mode", () => {
  const strict: CronOptions = { strict: true };

  it("refuses fewer than six fields", () => {
    expect(compileError("0 20 15 * *", strict)).toBe("Invalid cron expression, expected 6 fields");
  });

  it("refuses an empty expression", () => {
    expect(compileError("", strict)).toBe("Invalid cron expression");
  });

  it("refuses a restricted day of month together with a restricted day of week", () => {
    expect(compileError("0 0 12 1-31 * 1", strict)).toBe(
      "Cannot use both dayOfMonth and dayOfWeek together in strict mode!",
    );
  });

  it("accepts ? as the unrestricted day field", () => {
    expect(() => compileCron("0 0 12 ? * MON", strict)).not.toThrow();
  });

  it("is off by default: five fields, both day fields, and an empty expression (every minute) pass", () => {
    expect(() => compileCron("0 12 1-31 * 1")).not.toThrow();
    expect(next("", 2)).toEqual(["2026-11-20T10:01:00+00:00", "2026-11-20T10:02:00+00:00"]);
  });
});

describe("special names", () => {
  it.each([
    ["@yearly", "0 0 0 1 1 *"],
    ["@annually", "0 0 0 1 1 *"],
    ["@monthly", "0 0 0 1 * *"],
    ["@weekly", "0 0 0 * * 0"],
    ["@daily", "0 0 0 * * *"],
    ["@hourly", "0 0 * * * *"],
  ])("%s stands for %s (spec §5)", (name, expression) => {
    expect(SPECIAL_EXPRESSIONS[name]).toBe(expression);
    expect(next(name)).toEqual(next(expression));
  });

  it.each([
    ["@midnight", "0 0 * * *"],
    ["@minutely", "* * * * *"],
    ["@secondly", "* * * * * *"],
    ["@weekdays", "0 0 * * 1-5"],
    ["@weekends", "0 0 * * 0,6"],
  ])("%s runs like %s", (name, expression) => {
    expect(next(name, 4)).toEqual(next(expression, 4));
  });

  it("keeps its meaning with 1–7 weekday numbering", () => {
    const sundayOne: CronOptions = { dayOfWeekNumbering: "sunday-1" };
    expect(next("@weekly", 1, FRIDAY, UTC, sundayOne)).toEqual(["2026-11-22T00:00:00+00:00"]);
  });

  it("@reboot has no run times", () => {
    const compiled = compileCron("@reboot");
    expect(compiled.kind).toBe("reboot");
    expect(nextRuns(compiled, { timeZone: UTC, from: FRIDAY, count: 5 })).toEqual({
      runs: [],
      error: null,
    });
  });

  it("refuses an unknown name", () => {
    expect(compileError("@fortnightly")).toBe("Unknown special expression.");
  });
});

describe("run times", () => {
  it("lists the next runs after the given time, in ISO 8601 with the zone's offset", () => {
    expect(next("0 9 * * 1-5", 2)).toEqual([
      "2026-11-23T09:00:00+00:00",
      "2026-11-24T09:00:00+00:00",
    ]);
  });

  it("lists the previous runs, most recent first", () => {
    expect(previous("0 9 * * 1-5", 2)).toEqual([
      "2026-11-20T09:00:00+00:00",
      "2026-11-19T09:00:00+00:00",
    ]);
  });

  it("lists as many runs as asked", () => {
    expect(next("* * * * *", 100)).toHaveLength(100);
    expect(previous("* * * * *", 100)).toHaveLength(100);
  });

  it("reads the fields in the chosen time zone", () => {
    expect(next("0 9 * * *", 1, FRIDAY, "Asia/Tokyo")).toEqual(["2026-11-21T09:00:00+09:00"]);
  });

  it("answers whether a given instant is a run time", () => {
    const compiled = compileCron("0 9 * * 1-5");
    expect(runsAt(compiled, Date.UTC(2026, 10, 23, 9), UTC)).toBe(true);
    expect(runsAt(compiled, Date.UTC(2026, 10, 22, 9), UTC)).toBe(false);
    expect(runsAt(compiled, Date.UTC(2026, 10, 23, 9, 0, 0, 500), UTC)).toBe(false);
  });

  it("gives up after 10,000 iterations with the spec's message, keeping what it found", () => {
    // cron-parser cannot step past Lord Howe's half-hour clock change at 01:00 on a Sunday in April.
    const compiled = compileCron("0 1 * 4 0");
    const list = nextRuns(compiled, {
      timeZone: "Australia/Lord_Howe",
      from: Date.UTC(2026, 5, 1),
      count: 5,
    });
    expect(list.error).toBe(LOOP_LIMIT_MESSAGE);
    expect(list.runs.map((run) => formatIsoInZone(run, "Australia/Lord_Howe"))).toEqual([
      "2027-04-04T01:00:00+11:00",
    ]);
  }, 60_000);

  it("stops at the end of a given time span with the spec's message", () => {
    const compiled = compileCron("0 9 * * *");
    const list = nextRuns(compiled, {
      timeZone: UTC,
      from: FRIDAY,
      count: 5,
      until: Date.UTC(2026, 10, 22, 12),
    });
    expect(list.runs).toHaveLength(2);
    expect(list.error).toBe(TIMESPAN_MESSAGE);
  });

  it("reports an unusable start time with cron-parser's message", () => {
    const list = nextRuns(compileCron("0 9 * * *"), { timeZone: UTC, from: NaN, count: 1 });
    expect(list.error).toBe("unhandled timestamp: Invalid Date");
  });

  it("reports a time zone the runtime does not know with cron-parser's message", () => {
    const list = nextRuns(compileCron("0 9 * * *"), {
      timeZone: "Mars/Olympus_Mons",
      from: FRIDAY,
      count: 1,
    });
    expect(list.error).toMatch(/^unhandled timestamp: /);
  });
});

describe("daylight saving time: 30 2 * * * in America/New_York", () => {
  it("runs at 03:30 on the spring-forward day, when 02:30 does not exist", () => {
    expect(next("30 2 * * *", 3, Date.UTC(2026, 2, 6, 12), NEW_YORK)).toEqual([
      "2026-03-07T02:30:00-05:00",
      "2026-03-08T03:30:00-04:00",
      "2026-03-09T02:30:00-04:00",
    ]);
  });

  it("lists the same spring-forward run among the previous runs", () => {
    expect(previous("30 2 * * *", 3, Date.UTC(2026, 2, 9, 12), NEW_YORK)).toEqual([
      "2026-03-09T02:30:00-04:00",
      "2026-03-08T03:30:00-04:00",
      "2026-03-07T02:30:00-05:00",
    ]);
  });

  it("runs once on the fall-back day (02:30 happens once)", () => {
    expect(next("30 2 * * *", 3, Date.UTC(2026, 9, 30, 12), NEW_YORK)).toEqual([
      "2026-10-31T02:30:00-04:00",
      "2026-11-01T02:30:00-05:00",
      "2026-11-02T02:30:00-05:00",
    ]);
  });

  it("runs once, at the first 01:30, when the hour is repeated (30 1 * * *)", () => {
    const expected = [
      "2026-11-02T01:30:00-05:00",
      "2026-11-01T01:30:00-04:00",
      "2026-10-31T01:30:00-04:00",
    ];
    expect(next("30 1 * * *", 3, Date.UTC(2026, 9, 30, 12), NEW_YORK)).toEqual(
      [...expected].reverse(),
    );
    expect(previous("30 1 * * *", 3, Date.UTC(2026, 10, 2, 12), NEW_YORK)).toEqual(expected);
  });

  it("keeps hourly runs an hour apart through both changes", () => {
    const hours = (from: number) =>
      nextRuns(compileCron("0 * * * *"), { timeZone: NEW_YORK, from, count: 4 }).runs;
    for (const from of [Date.UTC(2026, 2, 8, 5, 30), Date.UTC(2026, 10, 1, 4, 30)]) {
      const runs = hours(from);
      expect(runs.slice(1).map((run, i) => run - runs[i])).toEqual([
        3_600_000, 3_600_000, 3_600_000,
      ]);
    }
  });
});

describe("a field collection (spec §3)", () => {
  const all = {
    second: "0",
    minute: "*/15",
    hour: "9-17",
    dayOfMonth: "*",
    month: "*",
    dayOfWeek: "1-5",
  };

  it("needs all six fields and names the first one missing", () => {
    expect(thrownMessage(() => validateFieldCollection({}))).toBe("Field second is missing");
    const { minute: _minute, ...withoutMinute } = all;
    expect(thrownMessage(() => validateFieldCollection(withoutMinute))).toBe(
      "Field minute is missing",
    );
    const { dayOfWeek: _dayOfWeek, ...withoutDayOfWeek } = all;
    expect(thrownMessage(() => validateFieldCollection(withoutDayOfWeek))).toBe(
      "Field dayOfWeek is missing",
    );
  });

  it("gives the six-field expression of a complete collection", () => {
    expect(validateFieldCollection(all)).toBe("0 */15 9-17 * * 1-5");
  });

  it("checks each field and the day against the month", () => {
    expect(thrownMessage(() => validateFieldCollection({ ...all, minute: "61" }))).toBe(
      "Constraint error, got value 61 expected range 0-59",
    );
    expect(
      thrownMessage(() =>
        validateFieldCollection({ ...all, dayOfMonth: "31", month: "2", dayOfWeek: "*" }),
      ),
    ).toBe("Invalid explicit day of month definition");
  });
});

// Each of these was a change to the engine that no test noticed (bench/mutation.mjs, cron-engine).
describe("edges a mutation test found unguarded", () => {
  it("@reboot lists no runs either way, without an error, and runs at no instant", () => {
    const reboot = compileCron("@reboot");
    const query = { timeZone: UTC, from: FRIDAY, count: 3 };
    expect(nextRuns(reboot, query)).toEqual({ runs: [], error: null });
    expect(previousRuns(reboot, query)).toEqual({ runs: [], error: null });
    expect(runsAt(reboot, FRIDAY, UTC)).toBe(false);
  });

  it("a search that cannot start says why, in both directions, with no runs", () => {
    const query = { timeZone: "Not/AZone", from: FRIDAY, count: 2 };
    const compiled = compileCron("* * * * *");
    expect(nextRuns(compiled, query).runs).toEqual([]);
    expect(nextRuns(compiled, query).error).toMatch(/\S/);
    expect(previousRuns(compiled, query).runs).toEqual([]);
    expect(previousRuns(compiled, query).error).toMatch(/\S/);
  });

  it("an instant that is not a date is an error, not a search from now", () => {
    const compiled = compileCron("0 0 1 1 *");
    for (const search of [nextRuns, previousRuns]) {
      const list = search(compiled, { timeZone: UTC, from: Number.NaN, count: 2 });
      expect(list.runs).toEqual([]);
      expect(list.error).toMatch(/Invalid Date/);
    }
  });

  it("W with a restricted weekday runs on either (cron's rule for two restricted day fields)", () => {
    const compiled = compileCron("0 0 15W * 1", { hashSeed: "x" });
    expect(compiled).toMatchObject({ source: "0 0 0 13-17 * 1", resolved: "0 0 0 15W * 1" });
    expect(next("0 0 15W * 1", 8, Date.UTC(2026, 10, 1))).toEqual([
      "2026-11-02T00:00:00+00:00",
      "2026-11-09T00:00:00+00:00",
      "2026-11-16T00:00:00+00:00", // a Monday, and the weekday nearest Sunday the 15th
      "2026-11-23T00:00:00+00:00",
      "2026-11-30T00:00:00+00:00",
      "2026-12-07T00:00:00+00:00",
      "2026-12-14T00:00:00+00:00",
      "2026-12-15T00:00:00+00:00", // Tuesday the 15th: the W day, not a Monday
    ]);
  });

  it("shows LW and nW as written, and searches the days around them", () => {
    expect(compileCron("0 0 LW * *")).toMatchObject({
      source: "0 0 0 26-31 * *",
      resolved: "0 0 0 LW * *",
      nearestWeekday: "last",
    });
    expect(compileCron("0 0 1W * *")).toMatchObject({ source: "0 0 0 1-3 * *", nearestWeekday: 1 });
    expect(compileCron("0 0 30W * *")).toMatchObject({ source: "0 0 0 28-31 * *" });
  });

  it("an empty expression is every minute, refused in strict mode", () => {
    expect(compileCron("", { hashSeed: "s" })).toEqual({
      kind: "schedule",
      source: "0 * * * * *",
      seed: "s",
      resolved: "0 * * * * *",
      nearestWeekday: null,
    });
    expect(compileError("", { strict: true })).toBe("Invalid cron expression");
  });

  it("previous runs across a spring-forward day agree with the forward search", () => {
    const from = Date.UTC(2026, 2, 10, 12);
    expect(previous("30 2 * * *", 4, from, NEW_YORK)).toEqual([
      "2026-03-10T02:30:00-04:00",
      "2026-03-09T02:30:00-04:00",
      "2026-03-08T03:30:00-04:00", // 02:30 does not exist that day: the run moves to 03:30
      "2026-03-07T02:30:00-05:00",
    ]);
    expect(next("30 2 * * *", 4, Date.UTC(2026, 2, 7), NEW_YORK)).toEqual(
      previous("30 2 * * *", 4, from, NEW_YORK).reverse(),
    );
  });

  it("previous runs on a fall-back day: as many as asked, newest first, as the forward search", () => {
    const from = Date.UTC(2026, 10, 1, 12);
    const runs = previous("0,30 1-3 * * *", 8, from, NEW_YORK);
    expect(runs).toEqual([
      "2026-11-01T03:30:00-05:00",
      "2026-11-01T03:00:00-05:00",
      "2026-11-01T02:30:00-05:00",
      "2026-11-01T02:00:00-05:00",
      "2026-11-01T01:30:00-04:00",
      "2026-11-01T01:00:00-04:00",
      "2026-10-31T03:30:00-04:00",
      "2026-10-31T03:00:00-04:00",
    ]);
    expect(previous("0,30 1-3 * * *", 1, from, NEW_YORK)).toEqual([runs[0]]);
    expect(previous("0,30 1-3 * * *", 3, from, NEW_YORK)).toEqual(runs.slice(0, 3));
  });

  it("runs at an instant only on the exact second", () => {
    const compiled = compileCron("*/5 * * * * *");
    expect(runsAt(compiled, Date.UTC(2026, 10, 23, 9, 0, 5), UTC)).toBe(true);
    expect(runsAt(compiled, Date.UTC(2026, 10, 23, 9, 0, 6), UTC)).toBe(false);
    expect(runsAt(compiled, Date.UTC(2026, 10, 23, 9, 0, 5, 1), UTC)).toBe(false);
  });

  it("previous runs never include the instant searched from, even when it is a run", () => {
    expect(previous("0 9 * * *", 2, Date.UTC(2026, 10, 20, 9))).toEqual([
      "2026-11-19T09:00:00+00:00",
      "2026-11-18T09:00:00+00:00",
    ]);
  });

  it("previous runs past a clock change the forward search cannot step over: all found, no error", () => {
    // The forward search stops at Lord Howe's April change; the backward search goes past it.
    const zone = "Australia/Lord_Howe";
    const list = previousRuns(compileCron("0 1 * 4 0"), {
      timeZone: zone,
      from: Date.UTC(2027, 3, 8),
      count: 5,
    });
    expect(list.error).toBeNull();
    expect(list.runs.map((run) => formatIsoInZone(run, zone))).toEqual([
      "2027-04-04T01:00:00+11:00",
      "2026-04-26T01:00:00+10:30",
      "2026-04-19T01:00:00+10:30",
      "2026-04-12T01:00:00+10:30",
      "2026-04-05T01:00:00+11:00",
    ]);
  }, 60_000);

  it("previous runs at the start of time: what was found, and why no more", () => {
    const earliest = -8.64e15; // the first instant a JavaScript Date holds
    const compiled = compileCron("0 0 1 1 *");
    const some = previousRuns(compiled, {
      timeZone: UTC,
      from: earliest + 400 * 86_400_000,
      count: 3,
    });
    expect(some.runs.map((run) => new Date(run).toISOString())).toEqual([
      "-271820-01-01T00:00:00.000Z",
    ]);
    expect(some.error).toBe(LOOP_LIMIT_MESSAGE);
    const none = previousRuns(compiled, { timeZone: UTC, from: earliest + 86_400_000, count: 3 });
    expect(none).toEqual({ runs: [], error: LOOP_LIMIT_MESSAGE });
    expect(previousRuns(compiled, { timeZone: UTC, from: FRIDAY, count: 0 })).toEqual({
      runs: [],
      error: null,
    });
  }, 60_000);

  it("strict mode refuses five fields and an empty expression", () => {
    expect(compileError("0 9 * * *", { strict: true })).toBe(
      "Invalid cron expression, expected 6 fields",
    );
    expect(compileError("", { strict: true })).toBe("Invalid cron expression");
  });

  it("checks a W day against its month like the plain day", () => {
    expect(compileError("0 0 31W 2 *")).toBe("Invalid explicit day of month definition");
    expect(compileCron("0 0 29W 2 *")).toMatchObject({ nearestWeekday: 29 });
  });

  it("makes up a fresh hash seed of letters and digits when none is given", () => {
    const seeds = [compileCron("H * * * *"), compileCron("H * * * *")].map((compiled) =>
      compiled.kind === "schedule" ? compiled.seed : "",
    );
    expect(seeds[0]).toMatch(/^[0-9a-z]{4,}$/);
    expect(seeds[0]).not.toBe(seeds[1]);
  });
});
