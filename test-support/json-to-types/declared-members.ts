// Test-only: reads the members back out of JSON to Types' Rust and C# output (no compiler for either
// is installed here), so tests can check every key is named and every identifier is valid.

export interface DeclaredMember {
  /** The type that declares the member. */
  owner: string;
  identifier: string;
  type: string;
  /** The JSON key the member stands for, as its attribute (or its own name) says. */
  key: string;
  /** The attribute lines above the member. */
  attributes: string[];
}

/** Rust's string escapes, undone: \" \\ \n \r \t \u{…}. */
function rustUnescape(literal: string): string {
  return literal
    .slice(1, -1)
    .replace(/\\(u\{([0-9a-f]+)\}|.)/g, (_, escape: string, hex: string | undefined) => {
      if (hex !== undefined) return String.fromCodePoint(parseInt(hex, 16));
      return { n: "\n", r: "\r", t: "\t" }[escape] ?? escape;
    });
}

/** The fields of every struct in Rust code. */
export function rustFields(code: string): DeclaredMember[] {
  const members: DeclaredMember[] = [];
  let owner = "";
  let attributes: string[] = [];
  for (const line of code.split("\n")) {
    const struct = /^pub struct (\w+) \{$/.exec(line);
    if (struct) owner = struct[1];
    if (line.startsWith("    #[")) attributes.push(line.trim());
    const field = /^ {4}pub ((?:r#)?\w+): (.+),$/.exec(line);
    if (!field) continue;
    const rename = attributes.map((a) => /rename = ("(?:[^"\\]|\\.)*")/.exec(a)).find(Boolean);
    const key = rename ? rustUnescape(rename[1]) : field[1].replace(/^r#/, "");
    members.push({ owner, identifier: field[1], type: field[2], key, attributes });
    attributes = [];
  }
  return members;
}

/** The properties of every record in C# code. */
export function csharpProperties(code: string): DeclaredMember[] {
  const members: DeclaredMember[] = [];
  let owner = "";
  let attributes: string[] = [];
  for (const line of code.split("\n")) {
    const record = /^public record (\w+)$/.exec(line);
    if (record) owner = record[1];
    if (line.startsWith("    [")) attributes.push(line.trim());
    const property = /^ {4}public (?:required )?(.+) (@?\w+) \{ get; init; \}$/.exec(line);
    if (!property) continue;
    const name = attributes.map((a) => /^\[JsonPropertyName\((".*")\)\]$/.exec(a)).find(Boolean);
    const key = name ? (JSON.parse(name[1]) as string) : property[2];
    members.push({ owner, identifier: property[2], type: property[1], key, attributes });
    attributes = [];
  }
  return members;
}

/** Every key of every object in the values (objects inside arrays and objects included). */
export function keysIn(values: readonly unknown[], keys = new Set<string>()): Set<string> {
  for (const value of values) {
    if (Array.isArray(value)) keysIn(value, keys);
    else if (value !== null && typeof value === "object") {
      for (const key of Object.keys(value)) keys.add(key);
      keysIn(Object.values(value), keys);
    }
  }
  return keys;
}

/** "Owner.key" for each key a type names twice. */
export function repeatedKeys(members: readonly DeclaredMember[]): string[] {
  const seen = new Set<string>();
  const repeated: string[] = [];
  for (const { owner, key } of members) {
    const place = `${owner}.${key}`;
    if (seen.has(place)) repeated.push(place);
    seen.add(place);
  }
  return repeated;
}
