// The WebAssembly SHA-256: the committed module is what build-tools/sha256-wasm.ts writes, its memory
// holds its layout, and it agrees with node's SHA-256 on the NIST vectors, on every way blocks fall
// into its groups of four, and on random data fed in random pieces.
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { compileSha256Wasm } from "../../../build-tools/sha256-wasm";
import { encodeBase64 } from "~/lib/text/base64";
import { createSha256Stream, sha256WasmSupported } from "./sha256-wasm";
import {
  SHA256_DATA_OFFSET,
  SHA256_MAX_DATA_BYTES,
  SHA256_READ_PAST_BYTES,
  SHA256_SCHEDULE_OFFSET,
  SHA256_STATE_OFFSET,
} from "./sha256-wasm-layout";
import { SHA256_WASM_BASE64 } from "./sha256-wasm-module";

const MODULE_FILE = fileURLToPath(new URL("./sha256-wasm-module.ts", import.meta.url));
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString("hex");
const nodeSha256 = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");

async function sha256InPieces(data: Uint8Array, cuts: number[]): Promise<string> {
  const hasher = await createSha256Stream();
  let from = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    hasher.update(data.subarray(from, Math.max(from, cut)));
    from = Math.max(from, cut);
  }
  return hex(hasher.update(data.subarray(from)).digest());
}

describe("the WebAssembly SHA-256", () => {
  it("is the module build-tools/sha256-wasm.ts writes (UPDATE_SHA256_WASM=1 rewrites it)", async () => {
    const fresh = encodeBase64(await compileSha256Wasm());
    if (process.env.UPDATE_SHA256_WASM) {
      const source = readFileSync(MODULE_FILE, "utf8").replace(/"[A-Za-z0-9+/=]*"/, `"${fresh}"`);
      writeFileSync(MODULE_FILE, source);
      return;
    }
    expect(SHA256_WASM_BASE64).toBe(fresh);
  });

  it("runs here (node has WebAssembly SIMD)", () => {
    expect(sha256WasmSupported()).toBe(true);
  });

  it("has memory for its state, four schedules, the data and the blocks it reads past the data", async () => {
    const { instance } = await WebAssembly.instantiate(Buffer.from(SHA256_WASM_BASE64, "base64"));
    const memory = instance.exports.memory as WebAssembly.Memory;
    expect(SHA256_SCHEDULE_OFFSET).toBeGreaterThanOrEqual(SHA256_STATE_OFFSET + 32);
    expect(SHA256_DATA_OFFSET).toBeGreaterThanOrEqual(SHA256_SCHEDULE_OFFSET + 64 * 4 * 4);
    expect(memory.buffer.byteLength).toBeGreaterThanOrEqual(
      SHA256_DATA_OFFSET + SHA256_MAX_DATA_BYTES + SHA256_READ_PAST_BYTES,
    );
  });

  it.each([
    ["", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"],
    ["abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"],
    [
      "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
      "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1",
    ],
  ])("gives the NIST digest of %j", async (text, expected) => {
    const hasher = await createSha256Stream();
    expect(hex(hasher.update(new TextEncoder().encode(text)).digest())).toBe(expected);
  });

  it("gives the NIST digest of a million 'a's, fed in uneven pieces", async () => {
    const data = new Uint8Array(1_000_000).fill(0x61);
    expect(await sha256InPieces(data, [1, 63, 64, 65, 999_999])).toBe(
      "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0",
    );
  });

  it("agrees with node on every length around the padding boundaries", async () => {
    for (let length = 0; length <= 200; length++) {
      const data = Uint8Array.from({ length }, (_, i) => (i * 7 + length) & 255);
      expect(await sha256InPieces(data, [])).toBe(nodeSha256(data));
    }
  });

  it("agrees with node on 0 to 13 whole blocks: full groups of four and every remainder", async () => {
    for (let blocks = 0; blocks <= 13; blocks++) {
      const data = Uint8Array.from({ length: 64 * blocks }, (_, i) => (i * 29 + blocks) & 255);
      expect(await sha256InPieces(data, []), `${blocks} blocks`).toBe(nodeSha256(data));
    }
  });

  it("agrees with node when one call fills its data area, and when it ends three blocks short", async () => {
    for (const length of [SHA256_MAX_DATA_BYTES, SHA256_MAX_DATA_BYTES - 3 * 64]) {
      const data = Uint8Array.from({ length }, (_, i) => (i * 13 + (i >> 11)) & 255);
      expect(await sha256InPieces(data, [])).toBe(nodeSha256(data));
    }
  });

  it("agrees with node on data larger than one copy into its memory", async () => {
    const data = Uint8Array.from({ length: 3 * 1024 * 1024 + 77 }, (_, i) => (i * 131) & 255);
    expect(await sha256InPieces(data, [5, 1_048_581])).toBe(nodeSha256(data));
  });

  it("agrees with node on random data cut into random pieces", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uint8Array({ maxLength: 3000 }),
        fc.array(fc.nat({ max: 3000 }), { maxLength: 8 }),
        async (data, cuts) => {
          expect(await sha256InPieces(data, cuts)).toBe(nodeSha256(data));
        },
      ),
      { numRuns: 300 },
    );
  });
});
