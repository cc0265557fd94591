import { formatIsoInZone } from "~/lib/time/time-zones";
import { DESCRIPTION_ERROR } from "./cron-messages";
import { DEFAULT_RUN_COUNT, clampRunCount } from "./cron-report";
import { type InterpretTask, interpret, readCrontab, runCronTask } from "./cron-tasks";

const NOW = Date.UTC(2026, 10, 20, 10); // Friday
const iso = (instant: number | null) => (instant === null ? null : formatIsoInZone(instant, "UTC"));

function task(expression: string, extra: Partial<InterpretTask> = {}): InterpretTask {
  return {
    kind: "interpret",
    expression,
    options: {},
    timeZone: "UTC",
    now: NOW,
    count: 2,
    checkAt: null,
    ...extra,
  };
}

describe("interpreting an expression", () => {
  it("lists next and previous runs of a valid expression", () => {
    const result = interpret(task("0 9 * * 1-5"));
    expect(result.error).toBeNull();
    expect(result.next.runs.map(iso)).toEqual([
      "2026-11-23T09:00:00+00:00",
      "2026-11-24T09:00:00+00:00",
    ]);
    expect(result.previous.runs.map(iso)).toEqual([
      "2026-11-20T09:00:00+00:00",
      "2026-11-19T09:00:00+00:00",
    ]);
  });

  it("gives the validation message of an invalid expression and no runs", () => {
    const result = interpret(task("61 * * * *"));
    expect(result.error).toBe("Constraint error, got value 61 expected range 0-59");
    expect(result.next.runs).toEqual([]);
  });

  it("says yes when the expression runs at the checked time", () => {
    const result = interpret(task("0 9 * * 1-5", { checkAt: Date.UTC(2026, 10, 23, 9) }));
    expect(result.check).toEqual({
      instant: Date.UTC(2026, 10, 23, 9),
      runs: true,
      nextAfter: null,
    });
  });

  it("says no otherwise, with the next run after that time", () => {
    const result = interpret(task("0 9 * * 1-5", { checkAt: Date.UTC(2026, 10, 22, 9) }));
    expect(result.check?.runs).toBe(false);
    expect(iso(result.check?.nextAfter ?? null)).toBe("2026-11-23T09:00:00+00:00");
  });

  it("returns the expression H resolved to, for the description", () => {
    const result = interpret(task("H 9 * * *", { options: { hashSeed: "nightly" } }));
    expect(result.resolved).toMatch(/^0 \d{1,2} 9 \* \* \*$/);
    expect(interpret(task("0 9 * * THU")).resolved).toBeNull();
  });

  it("marks @reboot, which has no run times", () => {
    const result = interpret(task("@reboot"));
    expect(result).toMatchObject({ error: null, reboot: true, next: { runs: [] } });
  });

  it("lists 5 runs by default and at most 100", () => {
    expect(DEFAULT_RUN_COUNT).toBe(5);
    expect(clampRunCount(500)).toBe(100);
    expect(clampRunCount(0)).toBe(1);
    expect(clampRunCount(Number.NaN)).toBe(5);
    expect(interpret(task("* * * * *", { count: 500 })).next.runs).toHaveLength(100);
  });
});

describe("reading a crontab file", () => {
  const crontab = [
    "# backups",
    'MAILTO="ops@example.com"',
    "",
    "30 2 * * * /usr/bin/backup",
    "61 * * * * /bin/broken",
    "@reboot /usr/bin/start-agent",
    "* * * /bin/short",
    "H 3 * * * /usr/bin/hashed",
  ].join("\n");
  const result = readCrontab({
    kind: "crontab",
    text: crontab,
    timeZone: "UTC",
    now: NOW,
    hashSeed: "seed",
    use24HourTime: false,
  });

  it("lists the variables without quotes", () => {
    expect(result.variables).toEqual([{ line: 2, name: "MAILTO", value: "ops@example.com" }]);
  });

  it("describes each schedule and gives its next run", () => {
    expect(result.expressions[0]).toMatchObject({
      line: 4,
      expression: "30 2 * * *",
      command: "/usr/bin/backup",
      description: "At 02:30 AM",
      descriptionError: null,
      nextError: null,
    });
    expect(iso(result.expressions[0].nextRun)).toBe("2026-11-21T02:30:00+00:00");
  });

  it("describes @reboot lines without a next run", () => {
    expect(result.expressions[1]).toMatchObject({
      line: 6,
      reboot: true,
      description: "At system startup",
      nextRun: null,
    });
  });

  it("describes H lines by what H resolved to", () => {
    expect(result.expressions[2].description).toMatch(/^At 03:\d\d AM$/);
  });

  it("lists each failing line with its number, and reads the rest", () => {
    expect(result.errors).toEqual([
      {
        line: 5,
        text: "61 * * * * /bin/broken",
        message: "Constraint error, got value 61 expected range 0-59",
      },
      {
        line: 7,
        text: "* * * /bin/short",
        message: "Expression has only 4 parts. At least 5 parts are required.",
      },
    ]);
    expect(result.expressions.map((e) => e.line)).toEqual([4, 6, 8]);
  });

  it("keeps a line cronstrue cannot describe, with the spec's text and the reason", () => {
    const odd = readCrontab({
      kind: "crontab",
      text: "? * * * * /bin/odd",
      timeZone: "UTC",
      now: NOW,
      hashSeed: "",
      use24HourTime: false,
    });
    expect(odd.expressions[0].description).toBeNull();
    expect(odd.expressions[0].descriptionError).toBe(
      `${DESCRIPTION_ERROR}\nReason: Expression contains invalid values: '?'`,
    );
    expect(odd.expressions[0].nextRun).not.toBeNull();
  });
});

describe("the worker's entry point", () => {
  it("answers each kind of task", () => {
    expect(runCronTask(task("* * * * *")).kind).toBe("interpret");
    const crontab = runCronTask({
      kind: "crontab",
      text: "",
      timeZone: "UTC",
      now: NOW,
      hashSeed: "",
      use24HourTime: true,
    });
    expect(crontab).toEqual({ kind: "crontab", variables: [], expressions: [], errors: [] });
  });
});
