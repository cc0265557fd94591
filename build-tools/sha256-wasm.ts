// Writes the WebAssembly SHA-256 block function used for file digests (issue 6 "Speed"): the 64 rounds
// unrolled, message words kept in locals. app/lib/sha256-wasm-module.ts holds the compiled bytes;
// app/lib/sha256-wasm.test.ts fails when they drift and rewrites them with UPDATE_SHA256_WASM=1.
import wabtInit from "wabt";

/** Bytes of memory before the data: the eight state words live at 0–31. */
export const SHA256_DATA_OFFSET = 64;
/** 17 pages of 64 KiB: the state, then room for 1 MiB of data at a time. */
const MEMORY_PAGES = 17;

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

const get = (name: string) => `(local.get $${name})`;
const rotr = (name: string, bits: number) => `(i32.rotr ${get(name)} (i32.const ${bits}))`;
const xor3 = (x: string, y: string, z: string) => `(i32.xor (i32.xor ${x} ${y}) ${z})`;

/**
 * The module's text: `blocks(pointer, count)` hashes `count` 64-byte blocks at `pointer` into the
 * state, eight i32 words at address 0 (the caller sets the initial values and reads the result).
 */
export function sha256Wat(): string {
  const state = ["a", "b", "c", "d", "e", "f", "g", "h"];
  const lines: string[] = [`(module (memory (export "memory") ${MEMORY_PAGES})`];
  lines.push(`(func (export "blocks") (param $p i32) (param $n i32)`);
  lines.push(
    [...state, "t1", "x", "ab", "bc", ...Array.from({ length: 16 }, (_, i) => `w${i}`)]
      .map((name) => `(local $${name} i32)`)
      .join(""),
  );
  state.forEach((name, i) =>
    lines.push(`(local.set $${name} (i32.load offset=${i * 4} (i32.const 0)))`),
  );
  lines.push(`(block $done (loop $next (br_if $done (i32.eqz ${get("n")}))`);
  lines.push(`(local.set $bc (i32.xor ${get("b")} ${get("c")}))`);
  // The working variables are renamed each round instead of moved: after 64 rounds the names are
  // back where they started.
  let names = [...state];
  for (let round = 0; round < 64; round++) {
    const [a, b, , d, e, f, g, h] = names;
    const w = `w${round % 16}`;
    if (round < 16) {
      // Big-endian message word: a byte swap of the little-endian load.
      lines.push(`(local.set $x (i32.load offset=${round * 4} ${get("p")}))`);
      lines.push(
        `(local.set $${w} (i32.or (i32.and (i32.rotl ${get("x")} (i32.const 8)) (i32.const 0x00ff00ff)) (i32.and ${rotr("x", 8)} (i32.const 0xff00ff00))))`,
      );
    } else {
      const w15 = `w${(round - 15) % 16}`;
      const w2 = `w${(round - 2) % 16}`;
      const w7 = `w${(round - 7) % 16}`;
      const s0 = xor3(rotr(w15, 7), rotr(w15, 18), `(i32.shr_u ${get(w15)} (i32.const 3))`);
      const s1 = xor3(rotr(w2, 17), rotr(w2, 19), `(i32.shr_u ${get(w2)} (i32.const 10))`);
      lines.push(
        `(local.set $${w} (i32.add (i32.add ${get(w)} ${s0}) (i32.add ${get(w7)} ${s1})))`,
      );
    }
    const sigma1 = xor3(rotr(e, 6), rotr(e, 11), rotr(e, 25));
    const choose = `(i32.xor ${get(g)} (i32.and ${get(e)} (i32.xor ${get(f)} ${get(g)})))`;
    lines.push(
      `(local.set $t1 (i32.add (i32.add (i32.add ${get(h)} ${sigma1}) (i32.add ${choose} (i32.const ${K[round] | 0}))) ${get(w)}))`,
    );
    const sigma0 = xor3(rotr(a, 2), rotr(a, 13), rotr(a, 22));
    // Majority as b ^ ((a ^ b) & (b ^ c)), reusing this round's a ^ b as the next round's b ^ c.
    lines.push(`(local.set $ab (i32.xor ${get(a)} ${get(b)}))`);
    const majority = `(i32.xor ${get(b)} (i32.and ${get("ab")} ${get("bc")}))`;
    lines.push(`(local.set $${d} (i32.add ${get(d)} ${get("t1")}))`);
    lines.push(`(local.set $${h} (i32.add ${get("t1")} (i32.add ${sigma0} ${majority})))`);
    lines.push(`(local.set $bc ${get("ab")})`);
    names = [h, a, b, names[2], d, e, f, g];
  }
  state.forEach((name, i) => {
    lines.push(
      `(local.set $${name} (i32.add ${get(name)} (i32.load offset=${i * 4} (i32.const 0))))`,
    );
    lines.push(`(i32.store offset=${i * 4} (i32.const 0) ${get(name)})`);
  });
  lines.push(
    `(local.set $p (i32.add ${get("p")} (i32.const 64)))(local.set $n (i32.sub ${get("n")} (i32.const 1)))(br $next)))`,
  );
  lines.push(")", ")");
  return lines.join("\n");
}

/** The compiled module. */
export async function compileSha256Wasm(): Promise<Uint8Array> {
  const wabt = await wabtInit();
  const module = wabt.parseWat("sha256.wat", sha256Wat());
  try {
    return Uint8Array.from(module.toBinary({}).buffer);
  } finally {
    module.destroy();
  }
}
