// The SQL formatter's options, dialect list and page settings. The dialect names come from
// sql-formatter's own type, so the compiler rejects a list that misses one of its languages.
import type { SqlLanguage } from "sql-formatter";
import { INDENT_FIELD, type IndentChoice } from "~/lib/code/code-format-options";
import { type CodeToolSettings, resultAsText } from "~/lib/code/code-tool";
import type { OptionItem } from "~/lib/options";

/** Every language of sql-formatter; "tsql" is only another name of "transactsql". */
export type SqlDialect = Exclude<SqlLanguage, "tsql">;

// Only a type is imported above: the page never loads sql-formatter itself (the worker does).
// A Record over SqlDialect fails to compile when the library gains or drops a language.
const DIALECT_LABELS: Record<SqlDialect, string> = {
  sql: "Standard SQL",
  bigquery: "Google BigQuery",
  clickhouse: "ClickHouse",
  db2: "IBM Db2",
  db2i: "IBM Db2 for i",
  duckdb: "DuckDB",
  hive: "Apache Hive",
  mariadb: "MariaDB",
  mysql: "MySQL",
  n1ql: "Couchbase N1QL",
  plsql: "Oracle PL/SQL",
  postgresql: "PostgreSQL",
  redshift: "Amazon Redshift",
  singlestoredb: "SingleStoreDB",
  snowflake: "Snowflake",
  spark: "Spark SQL",
  sqlite: "SQLite",
  tidb: "TiDB",
  transactsql: "SQL Server (T-SQL)",
  trino: "Trino / Presto",
};

/**
 * The labels above (plain ASCII) in the order `localeCompare(…, "en")` gives them, without it:
 * its first call on a page loads Intl's collation data (~15 ms), and this list is built as the
 * page's code loads.
 */
function byLabel(a: OptionItem<SqlDialect>, b: OptionItem<SqlDialect>): number {
  const x = a.label.toLowerCase();
  const y = b.label.toLowerCase();
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Standard SQL first, then every dialect by its name. */
export const SQL_DIALECTS: readonly OptionItem<SqlDialect>[] = (
  Object.entries(DIALECT_LABELS) as [SqlDialect, string][]
)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => (a.value === "sql" ? -1 : b.value === "sql" ? 1 : byLabel(a, b)));

export type SqlKeywordCase = "preserve" | "upper" | "lower";

export const SQL_KEYWORD_CASES: readonly OptionItem<SqlKeywordCase>[] = [
  { value: "preserve", label: "Preserve" },
  { value: "upper", label: "UPPER" },
  { value: "lower", label: "lower" },
];

export interface SqlFormatOptions {
  dialect: SqlDialect;
  keywordCase: SqlKeywordCase;
  indent: IndentChoice;
}

export const DEFAULT_SQL_FORMAT_OPTIONS: SqlFormatOptions = {
  dialect: "sql",
  keywordCase: "upper",
  indent: "2",
};

export const SQL_SAMPLE = `select c.id, c.name, count(o.id) as orders, sum(o.total) as revenue from customers c left join orders o on o.customer_id = c.id and o.status <> 'cancelled' where c.country in ('FR', 'DE', 'NL') and o.created_at >= '2024-01-01' group by c.id, c.name having sum(o.total) > 1000 order by revenue desc limit 20;
update products set price = price * 1.05, updated_at = current_timestamp where category_id = (select id from categories where slug = 'keyboards');
`;

export const SQL_FORMATTER: CodeToolSettings<SqlFormatOptions, string> = {
  defaults: DEFAULT_SQL_FORMAT_OPTIONS,
  fields: [
    { kind: "select", key: "dialect", label: "Dialect", choices: SQL_DIALECTS },
    { kind: "select", key: "keywordCase", label: "Keyword case", choices: SQL_KEYWORD_CASES },
    INDENT_FIELD,
  ],
  runLabel: "Format",
  verb: "format",
  outputFileName: "formatted.sql",
  mimeType: "application/sql",
  accept: ".sql,application/sql,text/plain",
  sample: SQL_SAMPLE,
  outputText: resultAsText,
};
