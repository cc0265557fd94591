// The SQL Formatter's chain step: it runs the page's own formatter with the page's options (the
// formatted query gives SQLite the same rows as the original), and bad SQL fails with its message.
import { execFileSync } from "node:child_process";
import { defaultOptions } from "~/lib/chain/step-declaration";
import { formatSql } from "./sql-format";
import { DEFAULT_SQL_FORMAT_OPTIONS, SQL_FORMATTER, SQL_SAMPLE } from "./sql-format-options";
import { asCodeToolFields } from "../../../test-support/code-tool-fields";
import { step } from "./step";

const defaults = defaultOptions(step.options);

const SCHEMA = `create table customers (id integer, name text, country text);
create table orders (id integer, customer_id integer, total real, status text);
insert into customers values (1, 'Ada', 'FR'), (2, 'Bo', 'DE'), (3, 'Cy', 'US');
insert into orders values (1, 1, 700, 'paid'), (2, 1, 600, 'paid'), (3, 2, 90, 'cancelled'), (4, 2, 40, 'paid');`;

const QUERY = `select c.name, count(o.id) as orders, sum(o.total) as revenue from customers c left join orders o on o.customer_id = c.id and o.status <> 'cancelled' where c.country in ('FR', 'DE') group by c.name having count(o.id) > 0 order by revenue desc`;

/** The rows SQLite (Python's sqlite3) gives for `query` on the small schema above, as JSON. */
function sqliteRows(query: string): unknown {
  const script = `import sqlite3, json, sys
db = sqlite3.connect(":memory:")
db.executescript(sys.argv[1])
print(json.dumps(db.execute(sys.stdin.read()).fetchall()))`;
  return JSON.parse(execFileSync("python3", ["-c", script, SCHEMA], { input: query }).toString());
}

describe("the SQL Formatter's step", () => {
  it("has the page's option fields: the same names, labels, choices and defaults, in order", () => {
    expect(asCodeToolFields(step.options)).toEqual(SQL_FORMATTER.fields);
    expect(defaults).toEqual(DEFAULT_SQL_FORMAT_OPTIONS);
  });

  it("formats with the page's defaults into what the page shows, a query SQLite runs alike", async () => {
    expect(await step.run(SQL_SAMPLE, defaults)).toBe(formatSql(SQL_SAMPLE, defaults));
    const formatted = await step.run(QUERY, { ...defaults, dialect: "sqlite" });
    expect(formatted).toContain("SELECT\n  c.name,\n  count(o.id) AS orders,");
    expect(sqliteRows(formatted)).toEqual([
      ["Ada", 2, 1300.0],
      ["Bo", 1, 40.0],
    ]);
    expect(sqliteRows(formatted)).toEqual(sqliteRows(QUERY));
  });

  it("changes keyword case, indentation and dialect as the page's options do", async () => {
    const query = "select a FROM t where b = 1";
    expect(await step.run(query, { ...defaults, keywordCase: "lower" })).toBe(
      "select\n  a\nfrom\n  t\nwhere\n  b = 1",
    );
    expect(await step.run(query, { ...defaults, keywordCase: "preserve" })).toBe(
      "select\n  a\nFROM\n  t\nwhere\n  b = 1",
    );
    expect(await step.run(query, { ...defaults, indent: "4" })).toBe(
      "SELECT\n    a\nFROM\n    t\nWHERE\n    b = 1",
    );
    expect(await step.run(query, { ...defaults, indent: "tab" })).toBe(
      "SELECT\n\ta\nFROM\n\tt\nWHERE\n\tb = 1",
    );
    // Standard SQL has no bracketed names; T-SQL has.
    await expect(step.run("select [my col] from t", defaults)).rejects.toThrow("Parse error");
    expect(await step.run("select [my col] from t", { ...defaults, dialect: "transactsql" })).toBe(
      "SELECT\n  [my col]\nFROM\n  t",
    );
  });

  it("fails on SQL it cannot read with the formatter's own message", async () => {
    await expect(step.run("select a from t where a = ) b", defaults)).rejects.toThrow(
      'Parse error: Unexpected ")" at line 1, column 27',
    );
  });
});
