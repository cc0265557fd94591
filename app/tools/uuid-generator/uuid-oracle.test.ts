// The UUID Generator against the reference tools: Debian's Python `uuid` module reads every UUID the
// core makes with the right version and variant, v3/v5 equal Python's uuid3/uuid5, v1 times agree,
// and what util-linux `uuidgen` makes decodes to its version (and, for -t, to now).
import {
  type PythonReading,
  askPython,
  uuidgen,
} from "../../../test-support/uuid-generator/python-uuid";
import { decodeId } from "./uuid-decode";
import { type GenerateJob, type IdKind, NAMESPACE_UUIDS, generateIds } from "./uuid-generator";
import { GREGORIAN_OFFSET_MS } from "./uuid-versions";

const job = (kind: IdKind, more: Partial<GenerateJob> = {}): GenerateJob => ({
  kind,
  count: "200",
  namespace: "dns",
  customNamespace: "",
  names: "",
  nanoIdSize: "21",
  alphabet: "",
  batch: 0,
  ...more,
});

const NAMES = ["www.example.com", "", "python.org", "Grüße, 世界 🌍", "a\tb", "x".repeat(300)];
const NAMESPACES = [
  ...Object.values(NAMESPACE_UUIDS),
  "0f8fad5b-d9cb-469f-a165-70867728950e",
  "00000000-0000-0000-0000-000000000000",
];

it("makes UUIDs that Python reads with their version and the RFC variant, and v3/v5 equal to Python's", async () => {
  const before = Date.now();
  const made: { kind: string; version: number; ids: string[] }[] = [];
  for (const [kind, version] of [
    ["v1", 1],
    ["v4", 4],
    ["v6", 6],
    ["v7", 7],
  ] as const) {
    made.push({ kind, version, ids: (await generateIds(job(kind))).split("\n") });
  }
  const nameCases: { version: 3 | 5; namespace: string; name: string; ours: string }[] = [];
  for (const version of [3, 5] as const) {
    for (const namespace of NAMESPACES) {
      const ours = await generateIds(
        job(`v${version}`, {
          namespace: "custom",
          customNamespace: namespace,
          names: NAMES.join("\n"),
        }),
      );
      ours
        .split("\n")
        .forEach((id, i) => nameCases.push({ version, namespace, name: NAMES[i], ours: id }));
    }
  }
  const after = Date.now();

  const reads = made.flatMap(({ ids }) => ids.map((id) => ({ read: id })));
  const answers = askPython([
    ...reads,
    ...nameCases.map(({ version, namespace, name }) => ({ version, namespace, name })),
  ]);
  const readings = answers.slice(0, reads.length) as PythonReading[];
  let at = 0;
  for (const { version, ids } of made) {
    for (const id of ids) {
      const reading = readings[at++];
      expect(reading.uuid).toBe(id);
      expect(reading.version).toBe(version);
      expect(reading.variant).toBe("specified in RFC 4122");
    }
  }
  // v1: Python's time field is now, and it is what the page's decoder shows.
  for (const reading of readings.filter((r) => r.version === 1)) {
    const ms = Number(BigInt(reading.time!) / 10_000n) - GREGORIAN_OFFSET_MS;
    expect(ms).toBeGreaterThanOrEqual(before);
    expect(ms).toBeLessThanOrEqual(after + 1);
    expect(decodeId(reading.uuid)!.timeMs).toBe(ms);
    expect(decodeId(reading.uuid)!.fields).toContainEqual({
      label: "Clock sequence",
      value: String(reading.clockSeq),
    });
  }
  // v7: the milliseconds Python reads are now, never fall, and the UUIDs themselves rise.
  const v7 = readings.filter((r) => r.version === 7);
  expect(v7).toHaveLength(200);
  v7.forEach((reading, i) => {
    expect(reading.unixMs).toBeGreaterThanOrEqual(before);
    expect(reading.unixMs).toBeLessThanOrEqual(after);
    expect(decodeId(reading.uuid)!.timeMs).toBe(reading.unixMs);
    if (i > 0) {
      expect(reading.unixMs).toBeGreaterThanOrEqual(v7[i - 1].unixMs!);
      expect(reading.uuid > v7[i - 1].uuid).toBe(true);
    }
  });
  expect(answers.slice(reads.length)).toEqual(nameCases.map((c) => c.ours));
  expect(nameCases).toHaveLength(2 * NAMESPACES.length * NAMES.length);
});

it("decodes what uuidgen makes: -t (v1, now), -r (v4), -m and -s with a namespace and name", () => {
  const before = Date.now();
  const time = uuidgen("-t");
  const after = Date.now();
  const v1 = decodeId(time)!;
  expect(v1.kind).toBe("UUID version 1");
  expect(v1.timeMs).toBeGreaterThanOrEqual(before - 1);
  expect(v1.timeMs).toBeLessThanOrEqual(after);
  expect(decodeId(uuidgen("-r"))!.fields[0].value).toBe("4 (random)");
  const md5 = uuidgen("-m", "-n", "@dns", "-N", "www.example.com");
  expect(md5).toBe("5df41881-3aed-3515-88a7-2f4a814cf09e");
  expect(decodeId(md5)!.fields[0].value).toBe("3 (MD5 of namespace and name)");
  const sha1 = uuidgen("-s", "-n", "@url", "-N", "https://example.com/a");
  expect(decodeId(sha1)!.fields[0].value).toBe("5 (SHA-1 of namespace and name)");
  expect(decodeId(sha1.toUpperCase())!.fields.at(-1)!.value).toBe(sha1);
});
