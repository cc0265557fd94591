import { createHash } from "node:crypto";
import * as sha256Wasm from "./sha256-wasm";
import { seededRandom } from "../../../test-support/random";
import { thrownMessage } from "../../../test-support/thrown-tool-error";
import {
  HASH_ALGORITHMS,
  ODD_HEX_MESSAGE,
  bytesToHex,
  decodeKey,
  digestBlob,
  digestStream,
  READ_BUFFER_BYTES,
  digestBytes,
  digestMatches,
  formatDigest,
  hexToBytes,
  hmacBytes,
  utf8Bytes,
} from "./hashing";

const SHA256_ABC = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";

// File SHA-256 runs on our WebAssembly core where the engine has SIMD; the tests can take SIMD away.
const engine = vi.hoisted(() => ({ simd: true }));
vi.mock("./sha256-wasm", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./sha256-wasm")>();
  return {
    ...actual,
    createSha256Stream: vi.fn(actual.createSha256Stream),
    sha256WasmSupported: () => engine.simd && actual.sha256WasmSupported(),
  };
});
const nodeSha256 = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");

/** `length` bytes that differ from run to run of the generator but not between test runs. */
function seededBytes(seed: number, length: number): Uint8Array<ArrayBuffer> {
  const random = seededRandom(seed);
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i++) bytes[i] = Math.floor(random() * 256);
  return bytes;
}

describe("digests", () => {
  it("SHA-256 of the UTF-8 bytes of abc is the FIPS 180-2 example", async () => {
    expect(bytesToHex(await digestBytes("sha256", utf8Bytes("abc")))).toBe(SHA256_ABC);
  });

  it("every algorithm gives a digest of its own length", async () => {
    const lengths = await Promise.all(
      HASH_ALGORITHMS.map(async ({ value }) => (await digestBytes(value, new Uint8Array())).length),
    );
    expect(lengths).toEqual([16, 20, 28, 32, 48, 64, 28, 32, 48, 64]);
  });

  it("SHA3-224 and SHA3-384 of the empty message are the FIPS 202 values", async () => {
    expect(bytesToHex(await digestBytes("sha3-224", new Uint8Array()))).toBe(
      "6b4e03423667dbb73b6e15454f0eb1abd4597f9a1b078e3f5b5a6bc7",
    );
    expect(bytesToHex(await digestBytes("sha3-384", new Uint8Array()))).toBe(
      "0c63a75b845e4f7d01107d852e4c2485c51a50aaaa94fc61995e71bbee983a2ac3713831264adb47fb6bd1e058d5f004",
    );
  });

  it("HMAC-SHA256 matches RFC 4231 test case 2", async () => {
    const mac = await hmacBytes(
      "sha256",
      utf8Bytes("Jefe"),
      utf8Bytes("what do ya want for nothing?"),
    );
    expect(bytesToHex(mac)).toBe(
      "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
    );
  });
});

/** A stream of `data` in chunks of `chunkBytes`, as a browser hands over a file's bytes. */
function streamOf(data: Uint8Array, chunkBytes: number): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= data.length) return controller.close();
      controller.enqueue(data.slice(offset, offset + chunkBytes));
      offset += chunkBytes;
    },
  });
}

/** The same as a byte stream, which a reader can read into its own buffer. */
function byteStreamOf(data: Uint8Array, chunkBytes: number): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    type: "bytes",
    pull(controller) {
      if (offset >= data.length) {
        controller.close();
        // A read waiting with its own buffer is answered "done" only once told nothing came.
        controller.byobRequest?.respond(0);
        return;
      }
      controller.enqueue(data.slice(offset, offset + chunkBytes));
      offset += chunkBytes;
    },
  }) as ReadableStream<Uint8Array>;
}

describe("streaming", () => {
  it("hashing in chunks of any size equals hashing all at once", async () => {
    const random = seededRandom(7);
    for (let round = 0; round < 12; round++) {
      const data = seededBytes(round, Math.floor(random() * 5000));
      const chunkBytes = 1 + Math.floor(random() * 700);
      const algorithm = HASH_ALGORITHMS[round % HASH_ALGORITHMS.length].value;
      const streamed = await digestStream(algorithm, streamOf(data, chunkBytes), data.length);
      expect(bytesToHex(streamed)).toBe(bytesToHex(await digestBytes(algorithm, data)));
    }
  });

  it("reads a byte stream larger than its buffer", async () => {
    const data = seededBytes(5, READ_BUFFER_BYTES * 2 + 12_345);
    const streamed = await digestStream("sha256", byteStreamOf(data, 300_000), data.length);
    expect(bytesToHex(streamed)).toBe(bytesToHex(await digestBytes("sha256", data)));
  });

  it("hashes a blob's bytes", async () => {
    const data = seededBytes(3, 100_000);
    expect(bytesToHex(await digestBlob("sha256", new Blob([data])))).toBe(
      bytesToHex(await digestBytes("sha256", data)),
    );
  });

  it("hashes an empty blob", async () => {
    expect(bytesToHex(await digestBlob("sha256", new Blob([])))).toBe(
      "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
    );
  });

  it("gives node's SHA-256 for chunks that split blocks (1000 bytes) and for 64·n bytes", async () => {
    for (const length of [64, 64 * 3, 64 * 4, 64 * 37, 64 * 37 + 5, READ_BUFFER_BYTES + 64]) {
      const data = seededBytes(length, length);
      const streamed = await digestStream("sha256", byteStreamOf(data, 1000), data.length);
      expect(bytesToHex(streamed), `${length} bytes`).toBe(nodeSha256(data));
    }
  });

  it("hashes a file's SHA-256 with the WebAssembly core where the engine has SIMD", async () => {
    const create = vi.mocked(sha256Wasm.createSha256Stream);
    create.mockClear();
    const data = seededBytes(11, 5000);
    expect(bytesToHex(await digestBlob("sha256", new Blob([data])))).toBe(nodeSha256(data));
    expect(create).toHaveBeenCalledTimes(1);
  });

  it("falls back to hash-wasm's SHA-256, with the same digest, where the engine has no SIMD", async () => {
    const create = vi.mocked(sha256Wasm.createSha256Stream);
    create.mockClear();
    engine.simd = false;
    try {
      const data = seededBytes(12, 70_000);
      expect(bytesToHex(await digestBlob("sha256", new Blob([data])))).toBe(nodeSha256(data));
      expect(bytesToHex(await digestBlob("sha256", new Blob([])))).toBe(
        nodeSha256(new Uint8Array()),
      );
      expect(create).not.toHaveBeenCalled();
    } finally {
      engine.simd = true;
    }
  });

  it("reports progress no more often than every 100 ms, ending at the whole size", async () => {
    let clock = 0;
    const reports: number[] = [];
    await digestStream("md5", streamOf(new Uint8Array(1000), 100), 1000, {
      onProgress: (fraction) => reports.push(fraction),
      now: () => (clock += 60), // each chunk "takes" 60 ms
    });
    expect(reports.length).toBeLessThan(10);
    expect(reports.length).toBeGreaterThan(0);
    expect(reports.every((f, i) => i === 0 || f > reports[i - 1])).toBe(true);
  });
});

describe("digest formats", () => {
  const bytes = Uint8Array.from([0xde, 0xad, 0xbe, 0xef, 0xfb]);

  it("writes lower-case hex", () => {
    expect(formatDigest(bytes, "hex")).toBe("deadbeeffb");
  });

  it("writes upper-case hex", () => {
    expect(formatDigest(bytes, "hex-upper")).toBe("DEADBEEFFB");
  });

  it("writes padded standard Base64", () => {
    expect(formatDigest(bytes, "base64")).toBe("3q2+7/s=");
    const everyByte = Uint8Array.from({ length: 64 }, (_, i) => (i * 97) % 256);
    expect(formatDigest(everyByte, "base64")).toBe(Buffer.from(everyByte).toString("base64"));
  });
});

describe("hex input", () => {
  it("reads either case and ignores whitespace", () => {
    expect(Array.from(hexToBytes("DE ad\nBe\tef"))).toEqual([0xde, 0xad, 0xbe, 0xef]);
  });

  it("names the first invalid character and its position", () => {
    expect(thrownMessage(() => hexToBytes("a0 zz"))).toBe(
      'Invalid hex character "z" at position 4',
    );
  });

  it("names an invisible invalid character by its code point", () => {
    expect(thrownMessage(() => hexToBytes("a0\u200b"))).toBe(
      "Invalid hex character U+200B at position 3",
    );
  });

  it("rejects an odd number of digits", () => {
    expect(thrownMessage(() => hexToBytes("abc"))).toBe(ODD_HEX_MESSAGE);
  });
});

describe("keys", () => {
  it("reads a text key as UTF-8", async () => {
    expect(Array.from(await decodeKey("é", "text"))).toEqual([0xc3, 0xa9]);
  });

  it("reads a hex key", async () => {
    expect(Array.from(await decodeKey("0b0B", "hex"))).toEqual([11, 11]);
  });

  it("reads a Base64 key", async () => {
    expect(Array.from(await decodeKey("SmVmZQ==", "base64"))).toEqual([...utf8Bytes("Jefe")]);
  });

  it("reports bad Base64 with the strict decoder's message", async () => {
    await expect(decodeKey("Sm*Z", "base64")).rejects.toThrow(
      'Invalid Base64 character "*" at position 3',
    );
  });
});

describe("comparing a pasted digest", () => {
  const digest = hexToBytes(SHA256_ABC);

  it("matches lower-case hex", () => {
    expect(digestMatches(digest, SHA256_ABC)).toBe(true);
  });

  it("matches upper-case hex with spaces and line breaks", () => {
    const spaced = SHA256_ABC.toUpperCase()
      .replace(/(.{8})/g, "$1 ")
      .replace(/ (.{8}) $/, "\n$1");
    expect(digestMatches(digest, spaced)).toBe(true);
  });

  it("matches the Base64 of the digest", () => {
    expect(digestMatches(digest, formatDigest(digest, "base64"))).toBe(true);
  });

  it("matches Base64 in the URL alphabet, without padding, or broken over lines", () => {
    const bytes = Uint8Array.from({ length: 64 }, (_, i) => 255 - i * 3); // + and / in Base64
    const standard = Buffer.from(bytes).toString("base64");
    expect(standard).toMatch(/[+/]/);
    expect(digestMatches(bytes, Buffer.from(bytes).toString("base64url"))).toBe(true);
    expect(digestMatches(bytes, standard.replace(/={1,2}$/, ""))).toBe(true);
    expect(digestMatches(bytes, `${standard.slice(0, 40)}\n${standard.slice(40)}`)).toBe(true);
    expect(digestMatches(bytes, `${standard.slice(0, 40)}*${standard.slice(41)}`)).toBe(false);
  });

  it("does not decode text whose length no encoding of the digest has", () => {
    const atob = vi.spyOn(globalThis, "atob");
    try {
      expect(digestMatches(digest, "QUJD".repeat(250_000))).toBe(false); // 1 MB of Base64
      expect(digestMatches(digest, formatDigest(digest, "base64").slice(0, -2))).toBe(false);
      expect(atob).not.toHaveBeenCalled();
      expect(digestMatches(digest, formatDigest(digest, "base64"))).toBe(true);
      expect(atob).toHaveBeenCalledTimes(1);
    } finally {
      atob.mockRestore();
    }
  });

  it("does not match a digest that differs in one digit", () => {
    expect(digestMatches(digest, SHA256_ABC.replace(/d$/, "e"))).toBe(false);
  });

  it("does not match a truncated digest or text that is neither hex nor Base64", () => {
    expect(digestMatches(digest, SHA256_ABC.slice(0, 40))).toBe(false);
    expect(digestMatches(digest, "not a checksum!")).toBe(false);
  });
});
