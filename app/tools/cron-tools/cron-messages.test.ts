import { CronExpressionParser, CronFieldCollection } from "cron-parser";
import cronstrue from "cronstrue";
import { errorMessage } from "~/lib/tool-error";
import { TIMESPAN_MESSAGE, toSpecMessage } from "./cron-messages";

/** What a library throws, as a message string. */
function thrown(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return errorMessage(error);
  }
  throw new Error("expected the library to throw");
}

describe("library messages in the spec's words", () => {
  it("writes cron-parser's 'time span' as the spec's 'timespan'", () => {
    const raw = thrown(() =>
      CronExpressionParser.parse("0 9 * * *", {
        tz: "UTC",
        currentDate: new Date(Date.UTC(2026, 0, 1, 10)),
        endDate: new Date(Date.UTC(2026, 0, 1, 12)),
      }).next(),
    );
    expect(raw).toBe("Out of the time span range");
    expect(toSpecMessage(raw)).toBe(TIMESPAN_MESSAGE);
    expect(TIMESPAN_MESSAGE).toBe("Out of the timespan range");
  });

  it("drops cron-parser's class name before 'Validation error' (a minifier may rename it)", () => {
    const raw = thrown(() => CronExpressionParser.parse("1,1 * * * *"));
    expect(raw).toBe("CronMinute Validation error, duplicate values found: 1");
    expect(toSpecMessage(raw)).toBe("Validation error, duplicate values found: 1");
    expect(toSpecMessage("t Validation error, got value 1L expected range 1-31 or chars L")).toBe(
      "Validation error, got value 1L expected range 1-31 or chars L",
    );
  });

  it("keeps 'Validation error, …' messages that have no class name", () => {
    const raw = thrown(() => CronExpressionParser.parse("0 0 * * FOO"));
    expect(toSpecMessage(raw)).toBe('Validation error, cannot resolve alias "foo"');
  });

  it("names a missing field as the spec does: 'Field … is missing'", () => {
    const raw = thrown(
      () => new CronFieldCollection({} as ConstructorParameters<typeof CronFieldCollection>[0]),
    );
    expect(raw).toBe("Validation error, Field second is missing");
    expect(toSpecMessage(raw)).toBe("Field second is missing");
  });

  it("drops cron-parser's class name before 'unhandled timestamp'", () => {
    const raw = thrown(() => CronExpressionParser.parse("* * * * *", { currentDate: "someday" }));
    expect(raw).toBe("CronDate: unhandled timestamp: someday");
    expect(toSpecMessage(raw)).toBe("unhandled timestamp: someday");
  });

  it("reads cronstrue's thrown strings without their 'Error: ' prefix", () => {
    const raw = thrown(() => cronstrue.toString("* *"));
    expect(raw).toBe("Error: Expression has only 2 parts. At least 5 parts are required.");
    expect(toSpecMessage(raw)).toBe("Expression has only 2 parts. At least 5 parts are required.");
  });

  it.each([
    "Invalid expression, loop limit exceeded",
    "Cannot use both dayOfMonth and dayOfWeek together in strict mode!",
    "Invalid cron expression, expected 6 fields",
    "Constraint error, got value 61 expected range 0-59",
  ])("leaves a message that is already the spec's alone: %s", (message) => {
    expect(toSpecMessage(message)).toBe(message);
  });
});
