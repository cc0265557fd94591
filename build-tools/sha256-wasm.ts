// Writes the WebAssembly SHA-256 block function used for file digests, fast enough to hash 1 GB at
// about `sha256sum`'s speed (docs/sha256-file-hashing.md): the message schedules of four blocks
// computed side by side in SIMD lanes, then each block's 64 rounds unrolled in scalar code.
// app/lib/crypto/sha256-wasm-module.ts holds the compiled bytes; app/lib/crypto/sha256-wasm.test.ts
// fails when they drift and rewrites them with UPDATE_SHA256_WASM=1.
import wabtInit from "wabt";
import {
  SHA256_DATA_OFFSET,
  SHA256_MAX_DATA_BYTES,
  SHA256_MEMORY_PAGES,
  SHA256_READ_PAST_BYTES,
  SHA256_SCHEDULE_OFFSET,
  SHA256_STATE_OFFSET,
} from "../app/lib/crypto/sha256-wasm-layout";

const K = [
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
];

/** Blocks whose schedules share one pass: one per 32-bit lane of a v128. */
const LANES = 4;
const BLOCK_BYTES = 64;

const get = (name: string) => `(local.get $${name})`;
const i32 = (value: number) => `(i32.const ${value})`;
const rotr = (name: string, bits: number) => `(i32.rotr ${get(name)} ${i32(bits)})`;
const xor3 = (x: string, y: string, z: string) => `(i32.xor (i32.xor ${x} ${y}) ${z})`;

// SIMD has no rotate: a rotation is two shifts whose bits do not overlap, so all five terms of a small
// sigma can be combined with xor.
const shr = (x: string, bits: number) => `(i32x4.shr_u ${x} ${i32(bits)})`;
const shl = (x: string, bits: number) => `(i32x4.shl ${x} ${i32(bits)})`;
const vxor = (...terms: string[]) => terms.reduce((left, right) => `(v128.xor ${left} ${right})`);
const smallSigma = (x: string, rot1: number, rot2: number, shift: number) =>
  vxor(shr(x, rot1), shl(x, 32 - rot1), shr(x, rot2), shl(x, 32 - rot2), shr(x, shift));
/** A shuffle of whole 32-bit lanes of `a` (lanes 0–3) and `b` (lanes 4–7). */
const lanes = (a: string, b: string, picks: number[]) =>
  `(i8x16.shuffle ${picks.flatMap((l) => [4 * l, 4 * l + 1, 4 * l + 2, 4 * l + 3]).join(" ")} ${a} ${b})`;
/** Each 32-bit lane byte-swapped: message words are big-endian, wasm loads little-endian. */
const byteSwap = (x: string) => `(i8x16.shuffle 3 2 1 0 7 6 5 4 11 10 9 8 15 14 13 12 ${x} ${x})`;
/** Where word `t` of the four schedules lives: 16 bytes, block j's word at +4j. */
const scheduleOffset = (t: number) => SHA256_SCHEDULE_OFFSET + 16 * t;

/**
 * The message schedules W[0..63] of the four blocks at `p`, lane j holding block j's word, stored at
 * SHA256_SCHEDULE_OFFSET. Message words are loaded four at a time per block and transposed so that
 * each vector holds the same word of the four blocks; the 48 derived words then take 4-lane
 * operations, a quarter of the scalar work.
 */
function scheduleCode(lines: string[]) {
  for (let group = 0; group < 4; group++) {
    for (let block = 0; block < LANES; block++) {
      const load = `(v128.load offset=${BLOCK_BYTES * block + 16 * group} ${get("p")})`;
      lines.push(`(local.set $row${block} ${byteSwap(load)})`);
    }
    // A 4×4 transpose of 32-bit lanes: interleave pairs of rows, then pairs of those.
    lines.push(`(local.set $pair0 ${lanes(get("row0"), get("row1"), [0, 4, 1, 5])})`);
    lines.push(`(local.set $pair1 ${lanes(get("row2"), get("row3"), [0, 4, 1, 5])})`);
    lines.push(`(local.set $pair2 ${lanes(get("row0"), get("row1"), [2, 6, 3, 7])})`);
    lines.push(`(local.set $pair3 ${lanes(get("row2"), get("row3"), [2, 6, 3, 7])})`);
    const words = [
      lanes(get("pair0"), get("pair1"), [0, 1, 4, 5]),
      lanes(get("pair0"), get("pair1"), [2, 3, 6, 7]),
      lanes(get("pair2"), get("pair3"), [0, 1, 4, 5]),
      lanes(get("pair2"), get("pair3"), [2, 3, 6, 7]),
    ];
    words.forEach((word, i) => {
      const t = 4 * group + i;
      lines.push(`(local.set $w${t} ${word})`);
      lines.push(`(v128.store offset=${scheduleOffset(t)} ${i32(0)} ${get(`w${t}`)})`);
    });
  }
  for (let t = 16; t < 64; t++) {
    const w = (back: number) => get(`w${(t - back) % 16}`);
    const s0 = smallSigma(w(15), 7, 18, 3);
    const s1 = smallSigma(w(2), 17, 19, 10);
    lines.push(
      `(local.set $w${t % 16} (i32x4.add (i32x4.add ${w(16)} ${s0}) (i32x4.add ${w(7)} ${s1})))`,
    );
    lines.push(`(v128.store offset=${scheduleOffset(t)} ${i32(0)} ${get(`w${t % 16}`)})`);
  }
}

/**
 * The 64 rounds of the block whose schedule is lane `$lane` (a byte offset: 4 × lane), then the
 * state update. K is an immediate in the scalar add: adding it in the SIMD pass instead measured
 * about 10 % slower in both node and Chromium.
 */
function roundsCode(lines: string[]) {
  const state = ["a", "b", "c", "d", "e", "f", "g", "h"];
  lines.push(`(local.set $bc (i32.xor ${get("b")} ${get("c")}))`);
  // The working variables are renamed each round instead of moved: after 64 rounds the names are
  // back where they started.
  let names = [...state];
  for (let round = 0; round < 64; round++) {
    const [a, b, , d, e, f, g, h] = names;
    const word = `(i32.load offset=${scheduleOffset(round)} ${get("lane")})`;
    const wordPlusK = `(i32.add ${word} ${i32(K[round] | 0)})`;
    const sigma1 = xor3(rotr(e, 6), rotr(e, 11), rotr(e, 25));
    const choose = `(i32.xor ${get(g)} (i32.and ${get(e)} (i32.xor ${get(f)} ${get(g)})))`;
    lines.push(
      `(local.set $t1 (i32.add (i32.add (i32.add ${get(h)} ${wordPlusK}) ${choose}) ${sigma1}))`,
    );
    const sigma0 = xor3(rotr(a, 2), rotr(a, 13), rotr(a, 22));
    // Majority as b ^ ((a ^ b) & (b ^ c)), reusing this round's a ^ b as the next round's b ^ c.
    lines.push(`(local.set $ab (i32.xor ${get(a)} ${get(b)}))`);
    const majority = `(i32.xor ${get(b)} (i32.and ${get("ab")} ${get("bc")}))`;
    lines.push(`(local.set $${d} (i32.add ${get(d)} ${get("t1")}))`);
    lines.push(`(local.set $${h} (i32.add (i32.add ${get("t1")} ${majority}) ${sigma0}))`);
    lines.push(`(local.set $bc ${get("ab")})`);
    names = [h, a, b, names[2], d, e, f, g];
  }
  state.forEach((name, i) => {
    const offset = SHA256_STATE_OFFSET + 4 * i;
    lines.push(`(local.set $${name} (i32.add ${get(name)} (i32.load offset=${offset} ${i32(0)})))`);
    lines.push(`(i32.store offset=${offset} ${i32(0)} ${get(name)})`);
  });
}

/**
 * The module's text: `blocks(pointer, count)` hashes `count` 64-byte blocks at `pointer` into the
 * state, eight i32 words at SHA256_STATE_OFFSET (the caller sets the initial values and reads the
 * result). Blocks go four at a time: one SIMD schedule pass, then the rounds of each block in turn.
 */
export function sha256Wat(): string {
  const state = ["a", "b", "c", "d", "e", "f", "g", "h"];
  const lines: string[] = [`(module (memory (export "memory") ${SHA256_MEMORY_PAGES})`];
  lines.push(`(func (export "blocks") (param $p i32) (param $n i32)`);
  const scalars = [...state, "t1", "ab", "bc", "lane", "lanesEnd"];
  const vectors = [
    ...Array.from({ length: 16 }, (_, i) => `w${i}`),
    ...["row0", "row1", "row2", "row3", "pair0", "pair1", "pair2", "pair3"],
  ];
  lines.push(scalars.map((name) => `(local $${name} i32)`).join(""));
  lines.push(vectors.map((name) => `(local $${name} v128)`).join(""));
  state.forEach((name, i) =>
    lines.push(`(local.set $${name} (i32.load offset=${SHA256_STATE_OFFSET + 4 * i} ${i32(0)}))`),
  );
  lines.push(`(block $done (loop $group (br_if $done (i32.eqz ${get("n")}))`);
  scheduleCode(lines);
  // Rounds for min(n, 4) blocks; $lane runs over byte offsets 0, 4, 8, 12 of the schedule's lanes.
  const blocksInGroup = `(select ${get("n")} ${i32(LANES)} (i32.lt_u ${get("n")} ${i32(LANES)}))`;
  lines.push(`(local.set $lanesEnd (i32.shl ${blocksInGroup} ${i32(2)}))`);
  lines.push(`(local.set $lane ${i32(0)})`);
  lines.push(`(loop $block`);
  roundsCode(lines);
  lines.push(
    `(br_if $block (i32.lt_u (local.tee $lane (i32.add ${get("lane")} ${i32(4)})) ${get("lanesEnd")})))`,
  );
  lines.push(`(local.set $p (i32.add ${get("p")} ${i32(LANES * BLOCK_BYTES)}))`);
  lines.push(`(local.set $n (i32.sub ${get("n")} (i32.shr_u ${get("lanesEnd")} ${i32(2)})))`);
  lines.push(`(br $group)))`);
  lines.push(")", ")");
  return lines.join("\n");
}

/** The compiled module (it needs WebAssembly SIMD: Chromium 91+, Firefox 89+, Safari 16.4+, node 16+). */
export async function compileSha256Wasm(): Promise<Uint8Array> {
  if (
    SHA256_DATA_OFFSET + SHA256_MAX_DATA_BYTES + SHA256_READ_PAST_BYTES >
    SHA256_MEMORY_PAGES * 65536
  ) {
    throw new Error("The SHA-256 module's memory is too small for its layout");
  }
  const wabt = await wabtInit();
  const module = wabt.parseWat("sha256.wat", sha256Wat(), { simd: true });
  try {
    module.validate();
    return Uint8Array.from(module.toBinary({}).buffer);
  } finally {
    module.destroy();
  }
}
