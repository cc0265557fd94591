import { readFileSync, writeFileSync } from "node:fs";
import db from "mime-db";
import { describe, expect, it } from "vitest";
import { EXTENSIONLESS_TYPES, reduceMimeDb } from "./mime-table";

const TABLE_FILE = new URL("./mime-types.json", import.meta.url);

describe("the MIME table reduced from mime-db", () => {
  // Run with UPDATE_MIME_TABLE=1 after upgrading mime-db to rewrite the file (then run prettier on it).
  it("is up to date with the installed mime-db", () => {
    const expected = reduceMimeDb(db);
    if (process.env.UPDATE_MIME_TABLE) writeFileSync(TABLE_FILE, JSON.stringify(expected));
    expect(JSON.parse(readFileSync(TABLE_FILE, "utf8"))).toEqual(expected);
  });

  it("keeps types with extensions and the listed common ones without", () => {
    const table = reduceMimeDb(db);
    expect(table["application/json"]).toEqual(["json", "map"]);
    expect(table["application/pdf"]).toEqual(["pdf"]);
    expect(table["multipart/form-data"]).toEqual([]);
    for (const type of EXTENSIONLESS_TYPES) expect(db[type], type).toBeDefined();
    expect(table["application/1d-interleaved-parityfec"]).toBeUndefined();
  });
});
