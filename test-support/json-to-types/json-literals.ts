// Test-only: samples written as JSON text and as TypeScript literals, for the reference checkers of
// JSON to Types. A bigint is a whole number too large for a double, written with all its digits.

function write(value: unknown, key: (key: string) => string): string {
  if (typeof value === "bigint") return String(value);
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((item) => write(item, key)).join(", ")}]`;
  const members = Object.keys(value).map(
    (name) => `${key(name)}: ${write((value as Record<string, unknown>)[name], key)}`,
  );
  return `{${members.join(", ")}}`;
}

/** The value as one line of JSON. */
export const jsonText = (value: unknown): string => write(value, (name) => JSON.stringify(name));

/**
 * The value as a TypeScript expression: `"__proto__": x` in an object literal would set the
 * prototype, so that key is written as a computed name.
 */
export const tsLiteral = (value: unknown): string =>
  write(value, (name) => (name === "__proto__" ? `["__proto__"]` : JSON.stringify(name)));
