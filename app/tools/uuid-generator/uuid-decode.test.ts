// Reading one pasted UUID or ULID: RFC 9562 appendix A's examples, the ULID spec's, the ways people
// write UUIDs, and the messages that say what is wrong and where.
import {
  UNCLOSED_BRACE_MESSAGE,
  decodeId,
  digitCountMessage,
  misplacedHyphenMessage,
  notHexMessage,
  readUuid,
  tooLongMessage,
  variantOf,
} from "./uuid-decode";
import { ULID_TOO_LARGE_MESSAGE, notCrockfordMessage } from "./ulid";

const field = (text: string, label: string) =>
  decodeId(text)!.fields.find((f) => f.label === label)?.value;

/** RFC 9562 appendix A: 2022-02-22 14:22:22 -05:00 in every time-based version. */
const RFC_TIME = "2022-02-22T19:22:22.000Z";
const RFC_MS = Date.UTC(2022, 1, 22, 19, 22, 22);

it("reads the v1 example of RFC 9562 (A.1): time to 100 ns, clock sequence and node", () => {
  const decoded = decodeId("C232AB00-9414-11EC-B3C8-9F6BDECED846")!;
  expect(decoded.kind).toBe("UUID version 1");
  expect(decoded.timeMs).toBe(RFC_MS);
  expect(decoded.fields).toEqual([
    { label: "Version", value: "1 (Gregorian time and node)" },
    { label: "Variant", value: "RFC 9562 (10xx, the variant of RFC 4122)" },
    { label: "Time (UTC)", value: "2022-02-22T19:22:22.0000000Z" },
    { label: "Unix time (ms)", value: String(RFC_MS) },
    { label: "Clock sequence", value: String(0x33c8) },
    { label: "Node", value: "9f:6b:de:ce:d8:46 (multicast bit set: random, not a network card)" },
    { label: "Canonical form", value: "c232ab00-9414-11ec-b3c8-9f6bdeced846" },
  ]);
});

it("reads the v6 and v7 examples of RFC 9562 (A.5, A.6) as the same moment", () => {
  const v6 = decodeId("1EC9414C-232A-6B00-B3C8-9F6BDECED846")!;
  expect(v6.kind).toBe("UUID version 6");
  expect(v6.timeMs).toBe(RFC_MS);
  expect(field("1EC9414C-232A-6B00-B3C8-9F6BDECED846", "Clock sequence")).toBe(String(0x33c8));
  const v7 = decodeId("017F22E2-79B0-7CC3-98C4-DC0C0C07398F")!;
  expect(v7.kind).toBe("UUID version 7");
  expect(v7.timeMs).toBe(RFC_MS);
  expect(v7.fields).toContainEqual({ label: "Time (UTC)", value: RFC_TIME });
  expect(v7.fields[0]).toEqual({ label: "Version", value: "7 (Unix time, sortable)" });
});

it("names the version of v3, v4, v5 and v8 UUIDs (A.2–A.4, B.1) and shows no time for them", () => {
  const cases = [
    ["5df41881-3aed-3515-88a7-2f4a814cf09e", "3 (MD5 of namespace and name)"],
    ["919108f7-52d1-4320-9bac-f847db4148a8", "4 (random)"],
    ["2ed6657d-e927-568b-95e1-2665a8aea6a2", "5 (SHA-1 of namespace and name)"],
    ["2489e9ad-2ee2-8e00-8ec9-32d5f69181c0", "8 (custom)"],
    ["2489e9ad-2ee2-2e00-8ec9-32d5f69181c0", "2 (DCE Security)"],
    ["2489e9ad-2ee2-9e00-8ec9-32d5f69181c0", "9 (not defined)"],
  ];
  for (const [uuid, version] of cases) {
    const decoded = decodeId(uuid)!;
    expect(decoded.fields[0]).toEqual({ label: "Version", value: version });
    expect(decoded.timeMs).toBeNull();
  }
  expect(decodeId("2489e9ad-2ee2-9e00-8ec9-32d5f69181c0")!.kind).toBe("UUID");
  expect(decodeId("2489e9ad-2ee2-8e00-8ec9-32d5f69181c0")!.kind).toBe("UUID version 8");
});

it("tells the variants apart, and gives no version outside the RFC variant", () => {
  expect(variantOf(0x00)).toMatch(/^NCS/);
  expect(variantOf(0x7f)).toMatch(/^NCS/);
  expect(variantOf(0x80)).toMatch(/^RFC 9562/);
  expect(variantOf(0xbf)).toMatch(/^RFC 9562/);
  expect(variantOf(0xc0)).toMatch(/^Microsoft/);
  expect(variantOf(0xdf)).toMatch(/^Microsoft/);
  expect(variantOf(0xe0)).toMatch(/^Future/);
  const microsoft = decodeId("00000000-0000-4000-c000-000000000001")!;
  expect(microsoft.kind).toBe("UUID");
  expect(microsoft.fields.map((f) => f.label)).toEqual(["Variant", "Canonical form"]);
});

it("shows a node without the multicast bit as it is: a network card's address", () => {
  expect(field("c232ab00-9414-11ec-b3c8-086bdeced846", "Node")).toBe("08:6b:de:ce:d8:46");
});

it("knows the nil and max UUIDs", () => {
  expect(decodeId("00000000000000000000000000000000")!.fields).toEqual([
    { label: "Canonical form", value: "00000000-0000-0000-0000-000000000000" },
  ]);
  expect(decodeId("ffffffffffffffffffffffffffffffff")!.fields).toEqual([
    { label: "Canonical form", value: "ffffffff-ffff-ffff-ffff-ffffffffffff" },
  ]);
  expect(decodeId("00000000-0000-0000-0000-000000000000")!.kind).toBe("Nil UUID");
  expect(decodeId("FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF")!.kind).toBe("Max UUID");
  expect(decodeId("ffffffff-ffff-ffff-ffff-fffffffffffe")!.kind).toBe("UUID");
});

it("reads a UUID in braces, as a URN, without hyphens, in any case, with spaces around", () => {
  const canonical = "2ed6657d-e927-568b-95e1-2665a8aea6a2";
  for (const written of [
    "{2ED6657D-E927-568B-95E1-2665A8AEA6A2}",
    "urn:uuid:2ed6657d-e927-568b-95e1-2665a8aea6a2",
    "URN:UUID:{2ed6657de927568b95e12665a8aea6a2}",
    "  2ed6657de927568b95e12665a8aea6a2\n",
  ]) {
    expect(field(written, "Canonical form")).toBe(canonical);
  }
  expect(Array.from(readUuid("{6ba7b810-9dad-11d1-80b4-00c04fd430c8}").subarray(0, 2))).toEqual([
    0x6b, 0xa7,
  ]);
});

it("reads a ULID: its time, randomness and the same 128 bits as a UUID (ulid spec)", () => {
  const decoded = decodeId("01ARYZ6S41TSV4RRFFQ69G5FAV")!;
  expect(decoded.kind).toBe("ULID");
  expect(decoded.timeMs).toBe(1469918176385);
  expect(decoded.fields).toEqual([
    { label: "Time (UTC)", value: "2016-07-30T22:36:16.385Z" },
    { label: "Unix time (ms)", value: "1469918176385" },
    { label: "Randomness", value: "TSV4RRFFQ69G5FAV" },
    { label: "As a UUID", value: "01563df3-6481-d676-4c61-efb99302bd5b" },
  ]);
  expect(decodeId(" 01arz3ndektsv4rrffq69g5fav ")!.timeMs).toBe(1469922850259);
  expect(field("7ZZZZZZZZZZZZZZZZZZZZZZZZZ", "As a UUID")).toBe(
    "ffffffff-ffff-ffff-ffff-ffffffffffff",
  );
});

it("says nothing for nothing pasted", () => {
  expect(decodeId("")).toBeNull();
  expect(decodeId(" \n\t")).toBeNull();
});

it("names the character and its position when it is not hex or not Crockford Base32", () => {
  expect(() => decodeId("2ed6657d-e927-568b-95e1-2665a8aea6ag")).toThrow(notHexMessage("g", 36));
  expect(notHexMessage("g", 36)).toBe('"g" at position 36 is not a hexadecimal digit (0-9, a-f)');
  expect(() => decodeId("  {2ed6657d-e927-568b-95e1 2665a8aea6a2}")).toThrow(
    notHexMessage(" ", 27),
  );
  expect(() => decodeId("01ARYZ6S41TSV4RRFFQ69G5FAU")).toThrow(notCrockfordMessage("U", 26));
  expect(() => decodeId("urn:uuid:01ARYZ6S4ITSV4RRFFQ69G5FAV")).toThrow(
    notCrockfordMessage("I", 19),
  );
  expect(() => decodeId("81ARYZ6S41TSV4RRFFQ69G5FAV")).toThrow(ULID_TOO_LARGE_MESSAGE);
});

it("says how many digits there are, where a hyphen is out of place, and a brace unclosed", () => {
  expect(() => decodeId("2ed6657d-e927-568b-95e1-2665a8aea6a")).toThrow(digitCountMessage(31));
  expect(digitCountMessage(31)).toBe("A UUID has 32 hexadecimal digits; this has 31");
  expect(() => decodeId("2ed6657de-927-568b-95e1-2665a8aea6a2")).toThrow(
    misplacedHyphenMessage(10),
  );
  expect(() => decodeId("2ed6657d-e927-568b-95e12665a8aea6a2")).toThrow(misplacedHyphenMessage(19));
  expect(() => decodeId("2ed6657d-e927-568b-95e1-2665a8aea6a2-")).toThrow(
    misplacedHyphenMessage(37),
  );
  expect(() => decodeId("{2ed6657d-e927-568b-95e1-2665a8aea6a2")).toThrow(UNCLOSED_BRACE_MESSAGE);
  expect(misplacedHyphenMessage(10)).toBe(
    "The hyphen at position 10 is out of place: a UUID is written 8-4-4-4-12",
  );
  expect(UNCLOSED_BRACE_MESSAGE).toBe("The opening brace { has no closing brace }");
  // The page can mark where the problem is.
  const at = (text: string) => {
    try {
      decodeId(text);
    } catch (error) {
      return (error as { column?: number }).column;
    }
  };
  expect(at(" 2ed6657de-927-568b-95e1-2665a8aea6a2")).toBe(11);
  expect(at("  2ed6657d-e927-568b-95e1-2665a8aea6ag")).toBe(38);
  // 100 characters are read (and found wanting); 101 are refused by their length.
  expect(() => readUuid("a".repeat(100))).toThrow(digitCountMessage(100));
});

it("refuses a long paste at once, saying how long it is", () => {
  const pasted = "a".repeat(1_000_000);
  const started = performance.now();
  expect(() => decodeId(pasted)).toThrow(tooLongMessage(1_000_000));
  expect(performance.now() - started).toBeLessThan(200);
  expect(tooLongMessage(1_000_000)).toBe(
    "This is 1,000,000 characters long; a UUID has 36 (32 without hyphens) and a ULID 26",
  );
  expect(() => readUuid("a".repeat(101))).toThrow(tooLongMessage(101));
});
