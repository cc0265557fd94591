import fc from "fast-check";
import { format as formatInOneCall, supportedDialects } from "sql-formatter";
import { thrownToolError, thrownMessage } from "../../../test-support/thrown-tool-error";
import {
  DEFAULT_SQL_FORMAT_OPTIONS,
  SQL_DIALECTS,
  SQL_SAMPLE,
  type SqlFormatOptions,
} from "./sql-format-options";
import {
  SQL_TOO_DEEP,
  STATEMENTS_PER_CALL,
  formatSql,
  sqlToolError,
  statementCuts,
} from "./sql-format";

const format = (source: string, options: Partial<SqlFormatOptions> = {}) =>
  formatSql(source, { ...DEFAULT_SQL_FORMAT_OPTIONS, ...options });

describe("the Dialect list", () => {
  it("offers every language sql-formatter supports (tsql is another name of transactsql)", () => {
    const offered = SQL_DIALECTS.map((d) => d.value).sort();
    expect(offered).toEqual(supportedDialects.filter((d) => d !== "tsql").sort());
  });

  it("starts with Standard SQL and names the others in alphabetical order", () => {
    expect(SQL_DIALECTS[0]).toEqual({ value: "sql", label: "Standard SQL" });
    const rest = SQL_DIALECTS.slice(1).map((d) => d.label);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, "en")));
    expect(rest).toContain("PostgreSQL");
    expect(rest).toContain("SQL Server (T-SQL)");
    expect(rest).toContain("Oracle PL/SQL");
  });

  it.each(SQL_DIALECTS.map((d) => d.value))("%s formats a simple query", (dialect) => {
    expect(format("select id from t where x = 1", { dialect })).toBe(
      "SELECT\n  id\nFROM\n  t\nWHERE\n  x = 1",
    );
  });
});

describe("formatting SQL", () => {
  it("puts clauses on their own lines with indented items", () => {
    expect(format("select a, b from t join u on t.id = u.id order by a desc")).toBe(
      "SELECT\n  a,\n  b\nFROM\n  t\n  JOIN u ON t.id = u.id\nORDER BY\n  a DESC",
    );
  });

  it("upper-cases, lower-cases or preserves keywords", () => {
    expect(format("Select a From t", { keywordCase: "upper" })).toBe("SELECT\n  a\nFROM\n  t");
    expect(format("Select a From t", { keywordCase: "lower" })).toBe("select\n  a\nfrom\n  t");
    expect(format("Select a From t", { keywordCase: "preserve" })).toBe("Select\n  a\nFrom\n  t");
  });

  it("indents by 4 spaces or a tab when asked", () => {
    expect(format("select a from t", { indent: "4" })).toBe("SELECT\n    a\nFROM\n    t");
    expect(format("select a from t", { indent: "tab" })).toBe("SELECT\n\ta\nFROM\n\tt");
  });

  it("keeps each statement apart", () => {
    expect(format("select 1; select 2;")).toBe("SELECT\n  1;\n\nSELECT\n  2;");
  });

  it("understands dialect syntax: PostgreSQL casts, MySQL backticks, T-SQL brackets", () => {
    expect(format("select a::int from t", { dialect: "postgresql" })).toBe(
      "SELECT\n  a::int\nFROM\n  t",
    );
    expect(format("select `my col` from t", { dialect: "mysql" })).toBe(
      "SELECT\n  `my col`\nFROM\n  t",
    );
    expect(format("select [my col] from t", { dialect: "transactsql" })).toBe(
      "SELECT\n  [my col]\nFROM\n  t",
    );
  });
});

describe("errors", () => {
  it("names the unexpected text with its line and column", () => {
    const error = thrownToolError(() => format("SELECT a\nFROM t\nWHERE x = @@@ AND y"));
    expect(error.message).toBe('Parse error: Unexpected "@@@ AND y" at line 3, column 11');
    expect([error.line, error.column]).toEqual([3, 11]);
  });

  it("names an unexpected closing parenthesis", () => {
    expect(thrownMessage(() => format("select a from t where a = ) b"))).toBe(
      'Parse error: Unexpected ")" at line 1, column 27',
    );
  });

  it("says the input ended too early for an unclosed parenthesis", () => {
    expect(thrownMessage(() => format("SELECT * FROM t WHERE (a = 1"))).toBe(
      "Parse error: Unexpected end of input at line 1, column 29",
    );
  });

  it("quotes only the rest of the line from an unterminated string", () => {
    expect(thrownMessage(() => format("SELECT 'open\nFROM t", { dialect: "mysql" }))).toBe(
      'Parse error: Unexpected "\'open" at line 1, column 8',
    );
  });

  it("keeps the first line of any other error", () => {
    expect(sqlToolError(new Error("Unsupported option\nmore")).message).toBe("Unsupported option");
  });

  it("says the SQL nests too deeply where the parser runs out of call stack", () => {
    // 5,000 parentheses inside each other: sql-formatter recurses once per level.
    const deep = "SELECT " + "(".repeat(5_000) + "1" + ")".repeat(5_000);
    expect(thrownMessage(() => format(deep))).toBe(SQL_TOO_DEEP);
    // Firefox's kind of the same error.
    const firefox = Object.assign(new Error("too much recursion"), { name: "InternalError" });
    expect(sqlToolError(firefox).message).toBe(SQL_TOO_DEEP);
  });
});

describe("many statements", () => {
  // sql-formatter's parser keeps a copy of the statement list per statement: ";" x100,000 ran out
  // of memory. More than STATEMENTS_PER_CALL statements are formatted in parts.
  const oneCall = (source: string) =>
    formatInOneCall(source, { language: "sql", keywordCase: "upper", tabWidth: 2 });

  it("formats 100,000 empty statements quickly", () => {
    const started = performance.now();
    const formatted = format(";".repeat(100_000));
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(formatted).toBe(Array(100_000).fill(";").join("\n\n"));
  });

  it("gives in parts what one call of sql-formatter gives", () => {
    const source = Array.from(
      { length: STATEMENTS_PER_CALL * 2 + 10 },
      (_, i) =>
        `select a, 'x;${i}' as "b;" from t${i} where c = ${i};${i % 7 === 0 ? "\n\n;" : "\n"}`,
    ).join("");
    expect(statementCuts(source).length).toBeGreaterThan(STATEMENTS_PER_CALL * 2);
    expect(format(source)).toBe(oneCall(source));
  });

  it("reports an error in a later part at its place in the whole input", () => {
    const source = "select 1;\n".repeat(STATEMENTS_PER_CALL * 2) + "select 1 +\n  @@@;";
    let expected: Error | undefined;
    try {
      oneCall(source);
    } catch (error) {
      expected = sqlToolError(error);
    }
    expect(expected?.message).toBe(
      `Parse error: Unexpected "@@@;" at line ${STATEMENTS_PER_CALL * 2 + 2}, column 3`,
    );
    expect(thrownMessage(() => format(source))).toBe(expected?.message);
    expect(thrownMessage(() => format("x;".repeat(STATEMENTS_PER_CALL * 2) + "@@@"))).toBe(
      `Parse error: Unexpected "@@@" at line 1, column ${STATEMENTS_PER_CALL * 4 + 1}`,
    );
  });

  it("cuts only where every dialect ends a statement: not in quotes, not after a comment", () => {
    expect(statementCuts(`a;'x;y';"b;"c;-- d;\ne;`)).toEqual([2, 8, 14]);
    for (const rest of ["\\", "$$", "[", "{", "#", "/*", "//", "q'"]) {
      expect(statementCuts(`a;b${rest};c;`)).toEqual([2]);
    }
  });
});

// Statements from a grammar of the usual clauses.
const column = fc.constantFrom("id", "name", "t.price", "count(*)", "sum(total) AS revenue", "'x'");
const table = fc.constantFrom("orders", "customers c", "products AS p");
const condition = fc.constantFrom(
  "id = 1",
  "name LIKE 'a%'",
  "price BETWEEN 1 AND 10",
  "x IS NULL",
  "y IN (1, 2, 3)",
);
const select = fc
  .record({
    columns: fc.array(column, { minLength: 1, maxLength: 4 }),
    from: table,
    joins: fc.array(
      table.map((t) => `LEFT JOIN ${t} ON a.id = b.id`),
      { maxLength: 2 },
    ),
    where: fc.array(condition, { maxLength: 3 }),
    groupBy: fc.boolean(),
    orderBy: fc.boolean(),
  })
  .map(
    (q) =>
      `select ${q.columns.join(", ")} from ${q.from} ${q.joins.join(" ")}` +
      (q.where.length ? ` where ${q.where.join(" and ")}` : "") +
      (q.groupBy ? " group by id" : "") +
      (q.orderBy ? " order by 1 desc" : ""),
  );
const statement = fc.oneof(
  select,
  select.map((s) => `insert into archive ${s}`),
  fc.tuple(table, condition).map(([t, c]) => `update ${t} set price = price * 2 where ${c}`),
  fc.tuple(table, condition).map(([t, c]) => `delete from ${t} where ${c}`),
);

describe("properties", () => {
  it("formatting formatted SQL changes nothing, in every dialect and keyword case", () => {
    fc.assert(
      fc.property(
        fc.array(statement, { minLength: 1, maxLength: 3 }),
        fc.constantFrom(...SQL_DIALECTS.map((d) => d.value)),
        fc.constantFrom<SqlFormatOptions["keywordCase"]>("preserve", "upper", "lower"),
        fc.constantFrom<SqlFormatOptions["indent"]>("2", "4", "tab"),
        (statements, dialect, keywordCase, indent) => {
          const options = { dialect, keywordCase, indent };
          const once = format(statements.join(";\n") + ";", options);
          expect(format(once, options)).toBe(once);
        },
      ),
      { numRuns: Number(process.env.FC_RUNS ?? 100) },
    );
  }, 60_000);

  it("formatting the sample twice changes nothing", () => {
    const once = format(SQL_SAMPLE);
    expect(format(once)).toBe(once);
  });
});
