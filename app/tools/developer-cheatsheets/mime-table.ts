// The MIME sheet's table, reduced from mime-db at development time (mime-types.json): type →
// file extensions, only for types that have extensions plus a few common ones without any. The
// reduction is 10 KiB gzipped against 23 KiB for the whole database, which the page would fetch
// on every search. mime-table.test.ts fails when the JSON no longer matches the installed mime-db.

export interface MimeDbEntry {
  extensions?: readonly string[];
}

/** type → extensions, types sorted; an empty list for the common types without an extension. */
export type MimeTable = Record<string, readonly string[]>;

/** Types without a file extension that people still look up (HTTP bodies, forms, APIs). */
export const EXTENSIONLESS_TYPES = [
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/mixed",
  "multipart/alternative",
  "multipart/byteranges",
  "application/problem+json",
  "application/merge-patch+json",
  "application/json-patch+json",
  "application/jwt",
  "message/http",
] as const;

export function reduceMimeDb(db: Readonly<Record<string, MimeDbEntry>>): MimeTable {
  const table: Record<string, readonly string[]> = {};
  for (const type of Object.keys(db).sort()) {
    const extensions = db[type].extensions;
    if (extensions?.length) table[type] = [...extensions];
    else if ((EXTENSIONLESS_TYPES as readonly string[]).includes(type)) table[type] = [];
  }
  return table;
}
