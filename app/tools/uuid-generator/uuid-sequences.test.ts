// The generators at their limits, with scripted randomness and clocks: the random pool's refills,
// 10,000 v1 timestamps in one millisecond, a v7 counter that runs out, a ULID whose random part
// carries into its first byte, NanoID's mask; and what the page's menus offer.
import { thrownToolError as thrown } from "../../../test-support/thrown-tool-error";
import {
  ALPHABET_TOO_LONG_MESSAGE,
  ALPHABET_TOO_SHORT_MESSAGE,
  NanoIdGenerator,
  readAlphabet,
} from "./nanoid";
import { ULID_TOO_LARGE_MESSAGE, UlidGenerator, notCrockfordMessage, readUlid } from "./ulid";
import { type Entropy, RandomPool } from "./uuid-bytes";
import { decodeId } from "./uuid-decode";
import {
  DEFAULT_FORMAT,
  DEFAULT_KIND,
  ID_KINDS,
  MAX_COUNT,
  NAMESPACES,
  NAMESPACE_MESSAGE_PREFIX,
  NAMESPACE_UUIDS,
  generateIds,
  isConstant,
  isNameBased,
  isUuidKind,
  namespaceBytes,
  splitNames,
} from "./uuid-generator";
import { GregorianClock, TICKS_PER_MS, V7Generator, uuidV1 } from "./uuid-versions";

const T = Date.UTC(2026, 11, 3, 8, 0, 0, 0);

/** Each refill of the pool writes `pattern` over and over, then the next pattern; it counts refills. */
function scripted(...patterns: number[][]): Entropy & { fills: number } {
  const entropy = {
    fills: 0,
    now: () => T,
    fill(target: Uint8Array) {
      const pattern = patterns[Math.min(entropy.fills, patterns.length - 1)];
      for (let i = 0; i < target.length; i++) target[i] = pattern[i % pattern.length];
      entropy.fills++;
    },
  };
  return entropy;
}

describe("the random pool", () => {
  it("refills only when a request does not fit in what is left", () => {
    const entropy = scripted([1], [2]);
    const pool = new RandomPool(entropy);
    pool.take(65_536 - 16);
    expect(Array.from(pool.take(16))).toEqual(new Array(16).fill(1));
    expect(entropy.fills).toBe(1);
    expect(pool.byte()).toBe(2);
    expect(entropy.fills).toBe(2);
  });

  it("keeps a v1 node when the pool is refilled under it", () => {
    const pool = new RandomPool(scripted([0x10], [0x20]));
    const clock = new GregorianClock(pool);
    pool.take(65_536);
    expect(uuidV1(clock, T).slice(-12)).toBe("111010101010");
  });
});

describe("time in one millisecond", () => {
  it("moves v1 time on to the next millisecond after 10,000 ticks, and never back", () => {
    const clock = new GregorianClock(new RandomPool(scripted([0])));
    let last = clock.next(T);
    for (let i = 1; i <= TICKS_PER_MS; i++) {
      const time = clock.next(T);
      expect(time).toBe(last + 1n);
      last = time;
    }
    const nextMs = clock.next(T + 1);
    expect(nextMs).toBeGreaterThan(last);
  });

  it("moves v7 on to the next millisecond when its counter runs out", () => {
    const v7 = new V7Generator(new RandomPool(scripted([0])), 4);
    const ids = Array.from({ length: 6 }, () => v7.next(T));
    expect(ids.map((id) => decodeId(id)?.timeMs)).toEqual([T, T, T, T, T + 1, T + 1]);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(6);
    // A clock that goes on to T + 1 after that keeps counting from there, not from a new start.
    const after = v7.next(T + 1);
    expect(after > ids[5]).toBe(true);
  });

  it("counts a ULID's random part up through its first byte", () => {
    const ulid = new UlidGenerator(new RandomPool(scripted([0, ...new Array(9).fill(0xff)])));
    const first = readUlid(ulid.next(T));
    const second = readUlid(ulid.next(T));
    expect(Array.from(first.bytes.subarray(6))).toEqual([0, ...new Array(9).fill(0xff)]);
    expect(second.ms).toBe(T);
    expect(Array.from(second.bytes.subarray(6))).toEqual([1, ...new Array(9).fill(0)]);
  });
});

describe("messages", () => {
  it("reads a ULID's length, its digits and its first character, naming the column", () => {
    expect(thrown(() => readUlid("0".repeat(25))).message).toBe(
      "A ULID has 26 characters; this has 25",
    );
    expect(thrown(() => readUlid("0".repeat(27))).message).toBe(
      "A ULID has 26 characters; this has 27",
    );
    const large = thrown(() => readUlid(`8${"0".repeat(25)}`, 4));
    expect(large.message).toBe(ULID_TOO_LARGE_MESSAGE);
    expect(large.column).toBe(5);
    expect(ULID_TOO_LARGE_MESSAGE).toBe(
      "A ULID starts with 0 to 7: a larger first character would need more than 128 bits",
    );
    expect(thrown(() => readUlid(`00I${"0".repeat(23)}`)).message).toBe(
      notCrockfordMessage("I", 3),
    );
    expect(notCrockfordMessage("I", 3)).toBe(
      '"I" at position 3 is not a Crockford Base32 digit (0-9 and A-Z without I, L, O, U)',
    );
  });

  it("names a NanoID alphabet's repeated character and its column, and the size limits", () => {
    const repeated = thrown(() => readAlphabet("abcb"));
    expect(repeated.message).toBe(
      'The alphabet has "b" twice (positions 2 and 4); each character may appear once, or IDs would favour it',
    );
    expect(repeated.column).toBe(4);
    expect(ALPHABET_TOO_SHORT_MESSAGE).toBe("The alphabet needs at least 2 different characters");
    expect(ALPHABET_TOO_LONG_MESSAGE).toBe("The alphabet can have at most 256 characters");
  });

  it("names what is wrong with a namespace, and takes up to 100,000 names", () => {
    expect(() => namespaceBytes({ namespace: "custom", customNamespace: "xyz" })).toThrow(
      /^The namespace is not a UUID: /,
    );
    expect(NAMESPACE_MESSAGE_PREFIX).toBe("The namespace is not a UUID: ");
    expect(splitNames("a\n".repeat(MAX_COUNT))).toHaveLength(MAX_COUNT);
    expect(() => splitNames("a\n".repeat(MAX_COUNT + 1))).toThrow(
      "There are 100,001 names; at most 100,000 at once (one per line)",
    );
  });
});

describe("NanoID's mask", () => {
  it("masks each byte to the smallest power of two over the alphabet, and draws again past it", () => {
    const four = new NanoIdGenerator(new RandomPool(scripted([5, 0])), readAlphabet("abcd"));
    expect(four.next(4)).toBe("baba");
    const five = new NanoIdGenerator(new RandomPool(scripted([13, 7, 1])), readAlphabet("abcde"));
    // 13 & 7 = 5 and 7 are past "e": drawn again; 1 is "b".
    expect(five.next(2)).toBe("bb");
  });
});

describe("what the page offers", () => {
  it("offers every kind, each making IDs of the kind its label names", async () => {
    expect(ID_KINDS.map((k) => k.value)).toEqual([
      "v4",
      "v7",
      "v1",
      "v6",
      "v5",
      "v3",
      "nil",
      "max",
      "ulid",
      "nanoid",
    ]);
    expect(DEFAULT_KIND).toBe("v4");
    for (const { value, label } of ID_KINDS) {
      const id = await generateIds({
        kind: value,
        count: "1",
        namespace: "dns",
        customNamespace: "",
        names: "example.com",
        nanoIdSize: "21",
        alphabet: "abc",
        batch: 0,
      });
      const version = /^UUID (v\d)/.exec(label)?.[1];
      const kind = value === "nanoid" ? "" : (decodeId(id)?.kind ?? "");
      if (version) expect(kind, label).toBe(`UUID version ${version.slice(1)}`);
      if (value === "nil")
        expect([label, id]).toEqual([
          "Nil UUID (all zeros)",
          "00000000-0000-0000-0000-000000000000",
        ]);
      if (value === "max")
        expect([label, id]).toEqual([
          "Max UUID (all ones)",
          "ffffffff-ffff-ffff-ffff-ffffffffffff",
        ]);
      if (value === "ulid") expect([label, kind]).toEqual(["ULID", "ULID"]);
      if (value === "nanoid")
        expect([label, id]).toEqual(["NanoID", expect.stringMatching(/^[abc]{21}$/)]);
    }
    expect(ID_KINDS.map((k) => k.label.split(" (")[1] ?? "")).toEqual([
      "random)",
      "Unix time, sortable)",
      "Gregorian time)",
      "Gregorian time, sortable)",
      "SHA-1 of namespace + name)",
      "MD5 of namespace + name)",
      "all zeros)",
      "all ones)",
      "",
      "",
    ]);
  });

  it("says which kinds are names, constants or UUIDs", () => {
    const kinds = ID_KINDS.map((k) => k.value);
    expect(kinds.filter(isNameBased)).toEqual(["v5", "v3"]);
    expect(kinds.filter(isConstant)).toEqual(["nil", "max"]);
    expect(kinds.filter((k) => !isUuidKind(k))).toEqual(["ulid", "nanoid"]);
  });

  it("labels each namespace with its UUID's start, and writes lower case with hyphens by default", () => {
    expect(NAMESPACES.map((n) => n.value)).toEqual(["dns", "url", "oid", "x500", "custom"]);
    for (const { value, label } of NAMESPACES) {
      if (value === "custom") expect(label).toBe("Another UUID");
      else expect(label).toContain(`(${NAMESPACE_UUIDS[value].slice(0, 8)}-…)`);
    }
    expect(NAMESPACES.map((n) => n.label.split(" (")[0])).toEqual([
      "DNS",
      "URL",
      "OID",
      "X.500 DN",
      "Another UUID",
    ]);
    expect(DEFAULT_FORMAT).toEqual({ upperCase: false, braces: false, hyphens: true });
  });
});
