import { readFileSync } from "node:fs";
import path from "node:path";
import type { Options as CronstrueOptions } from "cronstrue/dist/options";
import { thrownMessage } from "../../../test-support/thrown-tool-error";
import { describeCron, explainCron } from "./cron-describe";
import { DESCRIPTION_ERROR } from "./cron-messages";

interface Vector {
  expression: string;
  options: CronstrueOptions | null;
  expected: string;
}

const vectors: Vector[] = JSON.parse(
  readFileSync(
    path.resolve(process.cwd(), "../shared/conformance/cron/cronstrue_vectors.json"),
    "utf8",
  ),
);

/**
 * The two vectors this tool cannot pass, and what it says instead:
 * - the vectors were extracted from an older cronstrue; 3.39.0 says "1 minute", not "1 minutes";
 * - @reboot reads "At system startup" (REBOOT_DESCRIPTION), not cronstrue's "Run once, at startup".
 */
const KNOWN_DIFFERENCES: Record<string, string> = {
  "1 1,3-4 * * *": "At 1 minute past the hour, at 01:00 AM and 03:00 AM through 04:59 AM",
  "@reboot": "At system startup",
};

describe("cronstrue's conformance vectors", () => {
  it("has the 146 cases of the shared data", () => {
    expect(vectors).toHaveLength(146);
  });

  it.each(vectors.filter((v) => !(v.expression in KNOWN_DIFFERENCES)))(
    "$expression → $expected",
    ({ expression, options, expected }) => {
      expect(describeCron(expression, { cronstrue: options })).toBe(expected);
    },
  );

  it.each(Object.entries(KNOWN_DIFFERENCES))(
    "%s differs from its vector on purpose: %s",
    (expression, ours) => {
      const vector = vectors.find((v) => v.expression === expression);
      expect(vector?.expected).not.toBe(ours);
      expect(describeCron(expression, { cronstrue: vector?.options })).toBe(ours);
    },
  );
});

describe("descriptions", () => {
  it("describes a weekday-morning schedule", () => {
    expect(describeCron("0 9 * * 1-5")).toBe("At 09:00 AM, Monday through Friday");
  });

  it("uses 24-hour times when asked", () => {
    expect(describeCron("0 9 * * 1-5", { use24HourTime: true })).toBe(
      "At 09:00, Monday through Friday",
    );
  });

  it("reads six parts with seconds first", () => {
    expect(describeCron("30 0 9 * * *")).toBe("At 09:00:30 AM");
  });

  it("reads a seventh part as the year", () => {
    expect(describeCron("0 0 9 * * * 2027")).toBe("At 09:00 AM, only in 2027");
  });

  it("reads weekdays 1–7 from Sunday when asked", () => {
    expect(describeCron("0 9 * * 2-6", { dayOfWeekNumbering: "sunday-1" })).toBe(
      "At 09:00 AM, Monday through Friday",
    );
  });

  it.each([
    ["@yearly", "At 12:00 AM, on day 1 of the month, only in January"],
    ["@annually", "At 12:00 AM, on day 1 of the month, only in January"],
    ["@monthly", "At 12:00 AM, on day 1 of the month"],
    ["@weekly", "At 12:00 AM, only on Sunday"],
    ["@daily", "At 12:00 AM"],
    ["@midnight", "At 12:00 AM"],
    ["@hourly", "Every hour"],
    ["@minutely", "Every minute"],
    ["@secondly", "Every second"],
    ["@weekdays", "At 12:00 AM, Monday through Friday"],
    ["@weekends", "At 12:00 AM, only on Sunday and Saturday"],
    ["@reboot", "At system startup"],
  ])("describes %s as “%s”", (name, text) => {
    expect(describeCron(name)).toBe(text);
  });

  it("describes cron-parser's shortcuts with Sunday = 0 whatever the numbering option", () => {
    expect(describeCron("@weekdays", { dayOfWeekNumbering: "sunday-1" })).toBe(
      "At 12:00 AM, Monday through Friday",
    );
  });

  it("describes W, L and #", () => {
    expect(describeCron("0 0 15W * *")).toBe(
      "At 12:00 AM, on the weekday nearest day 15 of the month",
    );
    expect(describeCron("0 0 * * 5L")).toBe("At 12:00 AM, on the last Friday of the month");
    expect(describeCron("0 0 * * 1#2")).toBe("At 12:00 AM, on the second Monday of the month");
  });
});

describe("when there is no description", () => {
  it.each([
    ["* * *", "Expression has only 3 parts. At least 5 parts are required."],
    ["* * * * * * * *", "Expression has 8 parts; too many!"],
    ["@fortnightly", "Unknown special expression."],
    ["", "cron expression is empty"],
    ["0 9 * * MON!", "Expression contains invalid values: '!'"],
  ])("%s: cronstrue's reason is thrown: %s", (expression, reason) => {
    expect(thrownMessage(() => describeCron(expression))).toBe(reason);
  });

  it("shows the spec's text together with the reason", () => {
    expect(explainCron("garbage")).toEqual({
      ok: false,
      message: `${DESCRIPTION_ERROR}\nReason: Expression has only 1 part. At least 5 parts are required.`,
    });
  });

  it("quotes the spec's text exactly", () => {
    expect(DESCRIPTION_ERROR).toBe(
      "An error occurred when generating the expression description. Check the cron expression syntax.",
    );
  });

  it("gives the description when there is one", () => {
    expect(explainCron("*/5 * * * *")).toEqual({ ok: true, text: "Every 5 minutes" });
  });
});
