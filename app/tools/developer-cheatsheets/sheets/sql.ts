// SQL: standard statements, with the common dialect differences noted where they matter.
import type { Cheatsheet } from "../cheatsheet-types";

export const sqlSheet: Cheatsheet = {
  id: "sql",
  title: "SQL",
  summary:
    "Standard SQL queries, joins, changes and schema statements; dialect differences (PostgreSQL, MySQL, SQLite, SQL Server) noted.",
  links: [{ label: "Format a query with the SQL Formatter", href: "/sql-formatter" }],
  sections: [
    {
      title: "Query",
      entries: [
        {
          code: "SELECT col1, col2 FROM t WHERE col1 = 'x';",
          description: "Rows and columns that match a condition",
        },
        { code: "SELECT DISTINCT col FROM t;", description: "Each different value once" },
        { code: "SELECT * FROM t ORDER BY created_at DESC;", description: "Sort, newest first" },
        {
          code: "SELECT * FROM t LIMIT 10 OFFSET 20;",
          description:
            "Page of 10 rows after 20 (SQL Server: OFFSET 20 ROWS FETCH NEXT 10 ROWS ONLY)",
        },
        { code: "WHERE col IN (1, 2, 3)", description: "Value is one of a list" },
        { code: "WHERE col BETWEEN 10 AND 20", description: "Inclusive range" },
        {
          code: "WHERE name LIKE 'Jo%'",
          description: "Pattern: % any characters, _ one character",
        },
        { code: "WHERE col IS NULL", description: "Missing value (= NULL is never true)" },
        { code: "COALESCE(col, 'default')", description: "First non-null value" },
        { code: "CASE WHEN x > 0 THEN 'pos' ELSE 'other' END", description: "Conditional value" },
        { code: "SELECT a AS alias FROM t", description: "Rename a column in the result" },
      ],
    },
    {
      title: "Aggregate",
      entries: [
        { code: "SELECT COUNT(*) FROM t;", description: "Number of rows" },
        {
          code: "SELECT dept, AVG(salary) FROM emp GROUP BY dept;",
          description: "One row per group with an aggregate (SUM, MIN, MAX, AVG, COUNT)",
        },
        {
          code: "GROUP BY dept HAVING COUNT(*) > 5",
          description: "Keep only groups that satisfy a condition",
        },
        {
          code: "ROW_NUMBER() OVER (PARTITION BY dept ORDER BY salary DESC)",
          description: "Window function: rank rows within each group",
        },
        { code: "SUM(amount) OVER (ORDER BY day)", description: "Running total" },
      ],
    },
    {
      title: "Join and combine",
      entries: [
        {
          code: "SELECT * FROM a JOIN b ON b.a_id = a.id;",
          description: "Inner join: only rows with a match on both sides",
        },
        {
          code: "SELECT * FROM a LEFT JOIN b ON b.a_id = a.id;",
          description: "Every row of a, with b's columns NULL when there is no match",
        },
        {
          code: "SELECT * FROM a FULL OUTER JOIN b ON b.a_id = a.id;",
          description: "Every row of both sides (not in MySQL)",
        },
        { code: "SELECT * FROM a CROSS JOIN b;", description: "Every combination of rows" },
        {
          code: "SELECT id FROM a UNION SELECT id FROM b;",
          description: "Rows of both queries without duplicates (UNION ALL keeps them)",
        },
        {
          code: "WHERE EXISTS (SELECT 1 FROM b WHERE b.a_id = a.id)",
          description: "Rows that have at least one related row",
        },
        {
          code: "WITH recent AS (SELECT * FROM t WHERE day > '2024-01-01') SELECT * FROM recent;",
          description: "Common table expression: a named subquery",
        },
      ],
    },
    {
      title: "Change data",
      entries: [
        { code: "INSERT INTO t (a, b) VALUES (1, 'x'), (2, 'y');", description: "Insert rows" },
        {
          code: "INSERT INTO t (a) SELECT a FROM other;",
          description: "Insert the rows of a query",
        },
        {
          code: "UPDATE t SET b = 'z' WHERE a = 1;",
          description: "Change rows (without WHERE: every row)",
        },
        {
          code: "DELETE FROM t WHERE a = 1;",
          description: "Delete rows (without WHERE: every row)",
        },
        {
          code: "INSERT INTO t (id, b) VALUES (1, 'x') ON CONFLICT (id) DO UPDATE SET b = EXCLUDED.b;",
          description: "Upsert in PostgreSQL and SQLite (MySQL: ON DUPLICATE KEY UPDATE)",
        },
        { code: "TRUNCATE TABLE t;", description: "Remove every row quickly" },
        {
          code: "BEGIN; … COMMIT;",
          description: "Run statements as one transaction (ROLLBACK undoes them)",
        },
      ],
    },
    {
      title: "Schema",
      entries: [
        {
          code: "CREATE TABLE t (id INTEGER PRIMARY KEY, name VARCHAR(100) NOT NULL, created_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP);",
          description: "Create a table",
        },
        { code: "ALTER TABLE t ADD COLUMN email VARCHAR(255);", description: "Add a column" },
        { code: "ALTER TABLE t RENAME COLUMN a TO b;", description: "Rename a column" },
        { code: "DROP TABLE IF EXISTS t;", description: "Delete a table" },
        {
          code: "CREATE INDEX idx_t_name ON t (name);",
          description: "Index a column to speed up lookups",
        },
        {
          code: "CREATE UNIQUE INDEX idx_t_email ON t (email);",
          description: "Enforce unique values",
        },
        {
          code: "FOREIGN KEY (a_id) REFERENCES a(id) ON DELETE CASCADE",
          description: "Link rows to another table; deleting the parent deletes them",
        },
        { code: "CREATE VIEW v AS SELECT …;", description: "Save a query as a view" },
        {
          code: "EXPLAIN SELECT …;",
          description: "Show the query plan (PostgreSQL: EXPLAIN ANALYZE runs it)",
        },
      ],
    },
  ],
};
