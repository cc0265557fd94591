// MIME types ↔ file extensions from mime-db (reduced in ../mime-types.json): the common types
// first, then every type by its top-level type. The search finds a type by its extension and an
// extension by its type, since both are in each entry.
import type { CheatEntry, CheatSection, Cheatsheet } from "../cheatsheet-types";
import type { MimeTable } from "../mime-table";
import table from "../mime-types.json";

/** The types people reach for most, shown first (each is in mime-db). */
export const COMMON_TYPES = [
  "text/html",
  "text/css",
  "text/javascript",
  "application/json",
  "application/xml",
  "text/plain",
  "text/csv",
  "text/markdown",
  "application/pdf",
  "application/zip",
  "application/gzip",
  "application/octet-stream",
  "application/wasm",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "application/ld+json",
  "application/manifest+json",
  "application/problem+json",
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
  "image/avif",
  "image/svg+xml",
  "image/x-icon",
  "font/woff2",
  "font/woff",
  "audio/mpeg",
  "audio/ogg",
  "video/mp4",
  "video/webm",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
];

function entryOf(type: string, extensions: readonly string[]): CheatEntry {
  return {
    code: type,
    description: extensions.length
      ? `Extensions: ${extensions.map((extension) => `.${extension}`).join(", ")}`
      : "No file extension (HTTP bodies and headers)",
  };
}

export function mimeSheet(mimeTypes: MimeTable = table): Cheatsheet {
  const common = COMMON_TYPES.filter((type) => type in mimeTypes);
  const byTopLevel = new Map<string, CheatEntry[]>();
  for (const [type, extensions] of Object.entries(mimeTypes)) {
    if (common.includes(type)) continue;
    const topLevel = type.slice(0, type.indexOf("/"));
    let list = byTopLevel.get(topLevel);
    if (!list) byTopLevel.set(topLevel, (list = []));
    list.push(entryOf(type, extensions));
  }
  const sections: CheatSection[] = [
    { title: "Common types", entries: common.map((type) => entryOf(type, mimeTypes[type])) },
    ...[...byTopLevel].map(([topLevel, entries]) => ({ title: `${topLevel}/*`, entries })),
  ];
  return {
    id: "mime",
    title: "MIME types",
    summary: `${Object.keys(mimeTypes).length} media types and their file extensions, from mime-db. Search by type or by extension.`,
    sections,
  };
}
