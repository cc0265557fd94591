import { describe, expect, it } from "vitest";
import { SHEET_IDS, isSheetId } from "./cheatsheet-types";
import { SHEET_CHOICES, loadAllSheets, loadSheet } from "./sheet-list";
import { COMMON_TYPES } from "./sheets/mime";

const sheets = await loadAllSheets();

describe("the cheatsheets' data", () => {
  it("has one loader and one tab per sheet, in the same order", () => {
    expect(SHEET_CHOICES.map((choice) => choice.value)).toEqual([...SHEET_IDS]);
    expect(sheets.map((sheet) => sheet.id)).toEqual([...SHEET_IDS]);
  });

  it.each(sheets.map((sheet) => [sheet.id, sheet] as const))(
    "%s: every section and entry has text, and no code appears twice",
    (_id, sheet) => {
      expect(sheet.title).not.toBe("");
      expect(sheet.summary).not.toBe("");
      expect(sheet.sections.length).toBeGreaterThan(0);
      const codes: string[] = [];
      for (const section of sheet.sections) {
        expect(section.title.trim()).not.toBe("");
        expect(section.entries.length, section.title).toBeGreaterThan(0);
        for (const entry of section.entries) {
          expect(entry.code.trim(), section.title).not.toBe("");
          expect(entry.description.trim(), entry.code).not.toBe("");
          codes.push(entry.code);
        }
      }
      expect(codes.filter((code, index) => codes.indexOf(code) !== index)).toEqual([]);
      const titles = sheet.sections.map((section) => section.title);
      expect(new Set(titles).size).toBe(titles.length);
    },
  );

  it("the hand-written sheets have 25 to 100 entries each", () => {
    for (const sheet of sheets.filter((s) => s.id !== "mime" && s.id !== "i18n")) {
      const count = sheet.sections.reduce((sum, section) => sum + section.entries.length, 0);
      expect(count, sheet.id).toBeGreaterThanOrEqual(25);
      expect(count, sheet.id).toBeLessThanOrEqual(100);
    }
  });

  it("git covers the commands people look up", async () => {
    const codes = (await loadSheet("git")).sections.flatMap((s) => s.entries.map((e) => e.code));
    for (const command of [
      "git clone",
      "git switch -c",
      "git restore --staged",
      "git rebase -i",
      "git reflog",
      "git bisect",
      "git stash",
    ])
      expect(
        codes.some((code) => code.startsWith(command)),
        command,
      ).toBe(true);
  });

  it("HTTP lists every registered status code 100–511 once, with its reason phrase", async () => {
    const http = await loadSheet("http");
    const statuses = http.sections
      .flatMap((s) => s.entries)
      .map((e) => e.code)
      .filter((c) => /^\d{3} /.test(c));
    const registered = [
      100, 101, 102, 103, 200, 201, 202, 203, 204, 205, 206, 207, 208, 226, 300, 301, 302, 303, 304,
      305, 306, 307, 308, 400, 401, 402, 403, 404, 405, 406, 407, 408, 409, 410, 411, 412, 413, 414,
      415, 416, 417, 418, 421, 422, 423, 424, 425, 426, 428, 429, 431, 451, 500, 501, 502, 503, 504,
      505, 506, 507, 508, 510, 511,
    ];
    expect(statuses.map((s) => Number(s.slice(0, 3)))).toEqual(registered);
    expect(statuses).toContain("404 Not Found");
    expect(statuses).toContain("422 Unprocessable Content");
    const methods = http.sections.find((s) => s.title === "Methods")!.entries;
    expect(methods.find((m) => m.code === "GET")!.description).toMatch(/Safe, idempotent/);
    expect(methods.find((m) => m.code === "POST")!.description).toMatch(
      /Neither safe nor idempotent/,
    );
  });

  it("MIME: every common type is in the table, shown first, and each type once", async () => {
    const mime = await loadSheet("mime");
    expect(mime.sections[0].entries.map((e) => e.code)).toEqual(COMMON_TYPES);
    expect(mime.sections[0].entries.find((e) => e.code === "application/json")!.description).toBe(
      "Extensions: .json, .map",
    );
    const count = mime.sections.reduce((sum, s) => sum + s.entries.length, 0);
    expect(count).toBeGreaterThan(1000);
  });

  it("i18n: names come from Intl", async () => {
    const i18n = await loadSheet("i18n");
    const find = (title: string, code: string) =>
      i18n.sections.find((s) => s.title.startsWith(title))!.entries.find((e) => e.code === code);
    expect(find("Languages", "de")!.description).toBe("German (Deutsch)");
    expect(find("Regions", "JP")!.description).toBe("Japan");
    expect(find("Currencies", "EUR")!.description).toBe("Euro");
    expect(find("Time zones", "UTC")!.description).toBe("UTC+00:00 now");
    expect(find("Common locale", "de-DE")!.description).toBe(
      "German (Germany) · 1.234.567,89 · 09.03.2024",
    );
    expect(find("Scripts", "Cyrl")!.description).toBe("Cyrillic");
  });

  it("cron links to /cron-tools", async () => {
    expect((await loadSheet("cron")).links).toContainEqual(
      expect.objectContaining({ href: "/cron-tools" }),
    );
  });

  it("recognises sheet ids", () => {
    expect(isSheetId("docker")).toBe(true);
    expect(isSheetId("Docker")).toBe(false);
    expect(isSheetId(null)).toBe(false);
  });
});
