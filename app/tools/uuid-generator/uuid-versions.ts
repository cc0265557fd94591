// The UUID versions of RFC 9562 as byte layouts: v1 and v6 (Gregorian time, clock sequence, node),
// v3 and v5 (a hash of namespace and name), v4 (random), v7 (Unix time, monotonic), nil and max.
import { RandomPool, stampVersion, uuidText, writeUint } from "./uuid-bytes";

/** Milliseconds from the start of the Gregorian calendar (1582-10-15) to the Unix epoch. */
export const GREGORIAN_OFFSET_MS = 12_219_292_800_000;
/** v1 and v6 count time in 100-ns intervals: 10,000 of them a millisecond. */
export const TICKS_PER_MS = 10_000;

export const NIL_UUID = "00000000-0000-0000-0000-000000000000";
export const MAX_UUID = "ffffffff-ffff-ffff-ffff-ffffffffffff";

/**
 * The clock of v1 and v6: 100-ns intervals since 1582, rising on every call although the platform
 * clock has only milliseconds (the intervals within a millisecond are counted, RFC 9562 section
 * 6.2). Its clock sequence and node are random (section 6.10: no MAC address is read or revealed);
 * the node's multicast bit is set, so it can never equal a network card's address.
 */
export class GregorianClock {
  private ms = -Infinity;
  private ticks = 0;
  readonly clockSequence: number;
  readonly node: Uint8Array;

  constructor(pool: RandomPool) {
    this.clockSequence = pool.bits(14);
    this.node = pool.take(6).slice();
    this.node[0] |= 0x01;
  }

  /** The next timestamp: 100-ns intervals since 1582-10-15, 60 bits. */
  next(now: number): bigint {
    if (now > this.ms) {
      this.ms = now;
      this.ticks = 0;
    } else if (++this.ticks === TICKS_PER_MS) {
      // Ten thousand in one millisecond: borrow the next one rather than repeat a timestamp.
      this.ms += 1;
      this.ticks = 0;
    }
    return BigInt(this.ms + GREGORIAN_OFFSET_MS) * BigInt(TICKS_PER_MS) + BigInt(this.ticks);
  }
}

function clockSequenceAndNode(bytes: Uint8Array, clock: GregorianClock): void {
  bytes[8] = clock.clockSequence >> 8;
  bytes[9] = clock.clockSequence & 0xff;
  bytes.set(clock.node, 10);
}

/** Version 1: time_low, time_mid, time_high, then clock sequence and node (RFC 9562 5.1). */
export function uuidV1(clock: GregorianClock, now: number): string {
  const time = clock.next(now);
  const bytes = new Uint8Array(16);
  writeUint(bytes, 0, 4, Number(time & 0xffffffffn));
  writeUint(bytes, 4, 2, Number((time >> 32n) & 0xffffn));
  writeUint(bytes, 6, 2, Number(time >> 48n));
  clockSequenceAndNode(bytes, clock);
  return uuidText(stampVersion(bytes, 1));
}

/** Version 6: v1's fields with the timestamp's most significant bits first, so it sorts (5.6). */
export function uuidV6(clock: GregorianClock, now: number): string {
  const time = clock.next(now);
  const bytes = new Uint8Array(16);
  writeUint(bytes, 0, 6, Number(time >> 12n));
  writeUint(bytes, 6, 2, Number(time & 0xfffn));
  clockSequenceAndNode(bytes, clock);
  return uuidText(stampVersion(bytes, 6));
}

/** Version 4: 122 random bits (5.4). */
export function uuidV4(pool: RandomPool): string {
  return uuidText(stampVersion(pool.take(16).slice(), 4));
}

/** The counter of v7 is 42 bits: rand_a (12) and the top 30 bits of rand_b. */
const V7_COUNTER_BITS = 42;
const V7_COUNTER_LIMIT = 2 ** V7_COUNTER_BITS;

/**
 * Version 7 (5.7): 48 bits of Unix milliseconds, then a counter (RFC 9562 6.2, method 1) and 32
 * random bits. The counter starts at a random value below half its range in each new millisecond
 * and counts up within it, so every UUID sorts after the one before; should it run out, or the
 * clock go back, the last millisecond is used on, never an earlier one.
 */
export class V7Generator {
  private ms = -Infinity;
  private counter = 0;

  /** `counterLimit` is lower only in tests, which cannot count to 2^42 to see the counter run out. */
  constructor(
    private readonly pool: RandomPool,
    private readonly counterLimit = V7_COUNTER_LIMIT,
  ) {}

  next(now: number): string {
    if (now > this.ms) {
      this.ms = now;
      this.counter = this.pool.bits(V7_COUNTER_BITS - 1);
    } else if (++this.counter === this.counterLimit) {
      this.ms += 1;
      this.counter = this.pool.bits(V7_COUNTER_BITS - 1);
    }
    const bytes = new Uint8Array(16);
    writeUint(bytes, 0, 6, this.ms);
    const randA = Math.floor(this.counter / 2 ** 30);
    const low = this.counter % 2 ** 30;
    bytes[6] = randA >> 8;
    bytes[7] = randA & 0xff;
    writeUint(bytes, 8, 4, low);
    bytes.set(this.pool.take(4), 12);
    return uuidText(stampVersion(bytes, 7));
  }
}

/** A hash function that gives at least 16 bytes. */
export type Digest = (bytes: Uint8Array) => Uint8Array;

/** Versions 3 (MD5) and 5 (SHA-1): the hash of namespace and name, cut to 16 bytes (5.3, 5.5). */
export function nameUuid(
  digest: Digest,
  version: 3 | 5,
  namespace: Uint8Array,
  name: Uint8Array,
): string {
  const input = new Uint8Array(16 + name.length);
  input.set(namespace, 0);
  input.set(name, 16);
  return uuidText(stampVersion(digest(input).slice(0, 16), version));
}
