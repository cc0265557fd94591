import { ToolError } from "~/lib/tool-error";
import { parseCrontab, splitScheduleLine } from "./crontab-file";

const acceptAll = () => {};

describe("reading a crontab", () => {
  it("skips blank lines and # comments", () => {
    const result = parseCrontab("\n   \n# nightly jobs\n  # indented comment\n", acceptAll);
    expect(result).toEqual({ variables: [], expressions: [], errors: [] });
  });

  it("reads KEY=VALUE lines as variables, with their line numbers", () => {
    const result = parseCrontab("SHELL=/bin/bash\nPATH = /usr/bin:/bin", acceptAll);
    expect(result.variables).toEqual([
      { line: 1, name: "SHELL", value: "/bin/bash" },
      { line: 2, name: "PATH", value: "/usr/bin:/bin" },
    ]);
  });

  it("removes one pair of matching quotes around a value", () => {
    const result = parseCrontab(`A="quoted value"\nB='single'\nC="unbalanced'`, acceptAll);
    expect(result.variables.map((v) => v.value)).toEqual([
      "quoted value",
      "single",
      `"unbalanced'`,
    ]);
  });

  it("keeps later = signs and allows an empty value", () => {
    const result = parseCrontab("OPTS=a=b\nMAILTO=", acceptAll);
    expect(result.variables.map((v) => [v.name, v.value])).toEqual([
      ["OPTS", "a=b"],
      ["MAILTO", ""],
    ]);
  });

  it("reads other lines as five fields followed by the command", () => {
    const result = parseCrontab("*/5 * * * * /usr/bin/backup --quiet", acceptAll);
    expect(result.expressions).toEqual([
      { line: 1, expression: "*/5 * * * *", command: "/usr/bin/backup --quiet" },
    ]);
  });

  it("keeps the command's spacing and = signs as written", () => {
    const result = parseCrontab("0 2 * * *   echo  a=b   >> /tmp/log", acceptAll);
    expect(result.expressions[0].command).toBe("echo  a=b   >> /tmp/log");
    expect(result.variables).toEqual([]);
  });

  it("reads a special name as the whole schedule", () => {
    expect(splitScheduleLine("@daily /usr/bin/rotate")).toEqual({
      expression: "@daily",
      command: "/usr/bin/rotate",
    });
  });

  it("takes a short line whole, for the check to refuse", () => {
    expect(splitScheduleLine("* * * cmd")).toEqual({ expression: "* * * cmd", command: "" });
  });

  it("records a failing line with its number and message and reads on", () => {
    const check = (expression: string) => {
      if (expression.startsWith("61"))
        throw new ToolError("Constraint error, got value 61 expected range 0-59");
    };
    const result = parseCrontab("61 * * * * one\r\n0 * * * * two\n", check);
    expect(result.errors).toEqual([
      {
        line: 1,
        text: "61 * * * * one",
        message: "Constraint error, got value 61 expected range 0-59",
      },
    ]);
    expect(result.expressions).toEqual([{ line: 2, expression: "0 * * * *", command: "two" }]);
  });
});
