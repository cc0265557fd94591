// The UUID Generator's batch core: counts, each kind's shape, order within one millisecond, how UUIDs
// are written, and the messages for bad settings.
import { ToolError } from "~/lib/tool-error";
import { type Entropy } from "./uuid-bytes";
import { decodeId } from "./uuid-decode";
import {
  COUNT_MESSAGE,
  type GenerateJob,
  type IdKind,
  MAX_COUNT,
  NAMESPACE_MESSAGE_PREFIX,
  formatIds,
  generateIds,
  idsFileName,
  isUuidKind,
  parseCount,
  splitNames,
  tooManyNamesMessage,
} from "./uuid-generator";

const job = (kind: IdKind, more: Partial<GenerateJob> = {}): GenerateJob => ({
  kind,
  count: "5",
  namespace: "dns",
  customNamespace: "",
  names: "",
  nanoIdSize: "21",
  alphabet: "0123456789abcdef",
  batch: 0,
  ...more,
});

/** A clock stopped at `ms` and random bytes all equal to `byte`. */
function frozen(ms: number, byte = 0x5a): Entropy {
  return { now: () => ms, fill: (target) => target.fill(byte) };
}

const T = Date.UTC(2026, 11, 2, 15, 0, 0, 123);

it("reads the count as typed, with separators, from 1 to 100,000", () => {
  expect(parseCount("1")).toBe(1);
  expect(parseCount(" 100,000 ")).toBe(MAX_COUNT);
  expect(parseCount("10_000")).toBe(10_000);
  for (const bad of ["0", "100001", "", "-3", "2.5", "1e3", "abc"]) {
    expect(() => parseCount(bad)).toThrow(COUNT_MESSAGE);
  }
  expect(COUNT_MESSAGE).toBe("How many must be a whole number from 1 to 100,000");
});

it("makes as many IDs as asked, each different", async () => {
  for (const kind of ["v1", "v4", "v6", "v7", "ulid", "nanoid"] as const) {
    const ids = (await generateIds(job(kind, { count: "1,000" }))).split("\n");
    expect(ids).toHaveLength(1000);
    expect(new Set(ids).size).toBe(1000);
  }
});

it("makes 100,000 v4 UUIDs in one batch, reporting progress as it goes", async () => {
  const progress: number[] = [];
  const ids = await generateIds(job("v4", { count: "100000" }), (f) => progress.push(f));
  expect(ids.length).toBe(100_000 * 37 - 1);
  const shape = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
  expect(ids.split("\n").every((id) => shape.test(id))).toBe(true);
  expect(progress.length).toBeGreaterThan(10);
  expect(progress.every((f, i) => f > 0 && f <= 1 && (i === 0 || f > progress[i - 1]))).toBe(true);
});

it("keeps v7 UUIDs rising within one millisecond, the counter in rand_a and rand_b", async () => {
  const ids = (await generateIds(job("v7", { count: "3" }), undefined, frozen(T, 0))).split("\n");
  const hexMs = T.toString(16).padStart(12, "0");
  expect(ids).toEqual([
    `${hexMs.slice(0, 8)}-${hexMs.slice(8)}-7000-8000-000000000000`,
    `${hexMs.slice(0, 8)}-${hexMs.slice(8)}-7000-8000-000100000000`,
    `${hexMs.slice(0, 8)}-${hexMs.slice(8)}-7000-8000-000200000000`,
  ]);
  const random = (await generateIds(job("v7", { count: "2" }), undefined, frozen(T, 0xff))).split(
    "\n",
  );
  // The counter's seed has its top bit clear (room to count); the rest are the random bytes.
  expect(random[0]).toBe(`${hexMs.slice(0, 8)}-${hexMs.slice(8)}-77ff-bfff-ffffffffffff`);
  expect(random[1]).toBe(`${hexMs.slice(0, 8)}-${hexMs.slice(8)}-7800-8000-0000ffffffff`);
});

it("never lets v7, ULID, v1 or v6 go back when the clock does", async () => {
  let now = T;
  const backwards: Entropy = { now: () => (now -= 7), fill: (t) => crypto.getRandomValues(t) };
  for (const kind of ["v7", "ulid", "v6"] as const) {
    now = T;
    const ids = (await generateIds(job(kind, { count: "50" }), undefined, backwards)).split("\n");
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(50);
  }
  now = T;
  const v1 = (await generateIds(job("v1", { count: "50" }), undefined, backwards)).split("\n");
  const times = v1.map((id) => decodeId(id)!.fields.find((f) => f.label === "Time (UTC)")!.value);
  expect([...times].sort()).toEqual(times);
  expect(new Set(times).size).toBe(50);
});

it("counts v1 and v6 time in 100-ns steps within a millisecond, then borrows the next one", async () => {
  const ids = (await generateIds(job("v6", { count: "10001" }), undefined, frozen(T))).split("\n");
  const time = (id: string) => decodeId(id)!.fields.find((f) => f.label === "Time (UTC)")!.value;
  expect(time(ids[0])).toBe("2026-12-02T15:00:00.1230000Z");
  expect(time(ids[1])).toBe("2026-12-02T15:00:00.1230001Z");
  expect(time(ids[9999])).toBe("2026-12-02T15:00:00.1239999Z");
  expect(time(ids[10000])).toBe("2026-12-02T15:00:00.1240000Z");
  const v1 = (await generateIds(job("v1", { count: "2" }), undefined, frozen(T, 0))).split("\n");
  // Random node with the multicast bit set; clock sequence from the random bytes.
  expect(v1[0].slice(19)).toBe("8000-010000000000");
  expect(decodeId(v1[1])!.fields.find((f) => f.label === "Node")!.value).toBe(
    "01:00:00:00:00:00 (multicast bit set: random, not a network card)",
  );
});

it("keeps ULIDs rising within one millisecond, and moves on a millisecond when the random part runs out", async () => {
  const ids = (await generateIds(job("ulid", { count: "3" }), undefined, frozen(T, 0))).split("\n");
  const time = ids[0].slice(0, 10);
  expect(ids).toEqual([
    `${time}0000000000000000`,
    `${time}0000000000000001`,
    `${time}0000000000000002`,
  ]);
  expect(decodeId(ids[0])!.timeMs).toBe(T);
  const full = (await generateIds(job("ulid", { count: "2" }), undefined, frozen(T, 0xff))).split(
    "\n",
  );
  expect(full[0].slice(10)).toBe("ZZZZZZZZZZZZZZZZ");
  expect(decodeId(full[1])!.timeMs).toBe(T + 1);
  expect(full[1].slice(10)).toBe("ZZZZZZZZZZZZZZZZ");
});

it("gives nil and max once, whatever the count", async () => {
  expect(await generateIds(job("nil", { count: "7" }))).toBe(
    "00000000-0000-0000-0000-000000000000",
  );
  expect(await generateIds(job("max", { count: "" }))).toBe("ffffffff-ffff-ffff-ffff-ffffffffffff");
});

it("makes one v3 or v5 UUID per name line (RFC 9562 appendix A.2 and A.4)", async () => {
  expect(await generateIds(job("v3", { names: "www.example.com" }))).toBe(
    "5df41881-3aed-3515-88a7-2f4a814cf09e",
  );
  expect(await generateIds(job("v5", { names: "www.example.com\r\nwww.example.com\n" }))).toBe(
    "2ed6657d-e927-568b-95e1-2665a8aea6a2\n2ed6657d-e927-568b-95e1-2665a8aea6a2",
  );
  expect(
    await generateIds(
      job("v5", {
        namespace: "custom",
        customNamespace: "{6BA7B810-9DAD-11D1-80B4-00C04FD430C8}",
        names: "www.example.com",
      }),
    ),
  ).toBe("2ed6657d-e927-568b-95e1-2665a8aea6a2");
  expect(await generateIds(job("v5", { namespace: "url", names: "https://example.com" }))).not.toBe(
    await generateIds(job("v5", { namespace: "dns", names: "https://example.com" })),
  );
});

it("says what is wrong with a namespace or too many names", async () => {
  await expect(
    generateIds(job("v5", { namespace: "custom", customNamespace: "6ba7b810-9dad", names: "a" })),
  ).rejects.toThrow(`${NAMESPACE_MESSAGE_PREFIX}A UUID has 32 hexadecimal digits; this has 12`);
  expect(() => splitNames("a\n".repeat(MAX_COUNT + 1))).toThrow(tooManyNamesMessage(100_001));
  expect(tooManyNamesMessage(100_001)).toBe(
    "There are 100,001 names; at most 100,000 at once (one per line)",
  );
  expect(splitNames("a\n\nb\n")).toEqual(["a", "", "b"]);
  expect(splitNames("")).toEqual([""]);
  expect(splitNames("\n")).toEqual([""]);
});

it("makes NanoIDs of the size and alphabet asked", async () => {
  const ids = (
    await generateIds(job("nanoid", { count: "50", nanoIdSize: "8", alphabet: "xyz" }))
  ).split("\n");
  expect(ids.every((id) => /^[xyz]{8}$/.test(id))).toBe(true);
  await expect(generateIds(job("nanoid", { nanoIdSize: "0" }))).rejects.toBeInstanceOf(ToolError);
  await expect(generateIds(job("nanoid", { count: "0" }))).rejects.toThrow(COUNT_MESSAGE);
});

it("writes UUIDs in upper case, in braces or without hyphens, and leaves ULIDs and NanoIDs alone", () => {
  const ids = "2ed6657d-e927-568b-95e1-2665a8aea6a2\n5df41881-3aed-3515-88a7-2f4a814cf09e";
  const plain = { upperCase: false, braces: false, hyphens: true };
  expect(formatIds(ids, "v5", plain)).toBe(ids);
  expect(formatIds(ids, "v5", { upperCase: true, braces: true, hyphens: false })).toBe(
    "{2ED6657DE927568B95E12665A8AEA6A2}\n{5DF418813AED351588A72F4A814CF09E}",
  );
  expect(formatIds(ids, "v4", { ...plain, braces: true })).toBe(
    "{2ed6657d-e927-568b-95e1-2665a8aea6a2}\n{5df41881-3aed-3515-88a7-2f4a814cf09e}",
  );
  expect(formatIds("", "v4", { ...plain, braces: true })).toBe("");
  expect(
    formatIds("01ARZ3NDEKTSV4RRFFQ69G5FAV", "ulid", { ...plain, upperCase: false, hyphens: false }),
  ).toBe("01ARZ3NDEKTSV4RRFFQ69G5FAV");
  expect(formatIds("a-b_c", "nanoid", { upperCase: true, braces: true, hyphens: false })).toBe(
    "a-b_c",
  );
  expect(isUuidKind("nil")).toBe(true);
  expect([idsFileName("v4"), idsFileName("ulid"), idsFileName("nanoid")]).toEqual([
    "uuids.txt",
    "ulids.txt",
    "nanoids.txt",
  ]);
});
