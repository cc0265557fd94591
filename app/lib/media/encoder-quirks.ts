// What the browsers' WebCodecs encoders get wrong, mended in one place.
//
// H.264's decoder configuration (the MP4 `avcC` record, ISO 14496-15 §5.3.3.1) as WebCodecs'
// VideoEncoder hands it over in `metadata.decoderConfig.description`, repaired where an encoder gets
// it wrong. Firefox ESR 153 on Linux writes each parameter set's one-byte NAL header twice
// (`67 67 64 00 0a…` for an SPS whose profile byte is 0x64) and leaves the reserved bits clear: ffmpeg
// then reports "sps_id 1 out of range" and players that read only the record (Safari, MSE) may
// refuse the file. The frames themselves carry correct parameter sets, so only the record is mended.

const SPS_TYPE = 7;
const PPS_TYPE = 8;

interface AvcRecord {
  profile: number;
  compatibility: number;
  level: number;
  lengthSizeMinusOne: number;
  sps: Uint8Array[];
  pps: Uint8Array[];
  /** What follows the PPS (High profile's chroma and bit-depth fields), kept as it was. */
  rest: Uint8Array;
}

function parse(bytes: Uint8Array): AvcRecord | null {
  if (bytes.length < 7 || bytes[0] !== 1) return null;
  let offset = 6;
  const sets = (count: number): Uint8Array[] | null => {
    const found: Uint8Array[] = [];
    for (let i = 0; i < count; i++) {
      if (offset + 2 > bytes.length) return null;
      const length = (bytes[offset] << 8) | bytes[offset + 1];
      offset += 2;
      if (length === 0 || offset + length > bytes.length) return null;
      found.push(bytes.subarray(offset, offset + length));
      offset += length;
    }
    return found;
  };
  const sps = sets(bytes[5] & 0x1f);
  if (sps === null) return null;
  if (offset >= bytes.length) return null;
  const ppsCount = bytes[offset++];
  const pps = sets(ppsCount);
  if (pps === null) return null;
  return {
    profile: bytes[1],
    compatibility: bytes[2],
    level: bytes[3],
    lengthSizeMinusOne: bytes[4] & 0x03,
    sps,
    pps,
    rest: bytes.subarray(offset),
  };
}

function serialize(record: AvcRecord): Uint8Array {
  const parts: number[] = [
    1,
    record.profile,
    record.compatibility,
    record.level,
    0xfc | record.lengthSizeMinusOne,
    0xe0 | record.sps.length,
  ];
  const put = (set: Uint8Array) => parts.push(set.length >> 8, set.length & 0xff, ...set);
  record.sps.forEach(put);
  parts.push(record.pps.length);
  record.pps.forEach(put);
  parts.push(...record.rest);
  return new Uint8Array(parts);
}

/** A parameter set whose NAL header byte is written twice, the second time where the payload starts. */
function doubledHeader(set: Uint8Array, type: number): boolean {
  return set.length > 2 && set[0] === set[1] && (set[0] & 0x1f) === type;
}

/**
 * The record with doubled NAL headers removed and reserved bits set; the same bytes when nothing
 * needed mending or the record cannot be read (it is then left for the muxer to use as given).
 * An SPS is known to be doubled when its second byte is its header again and its third is the
 * record's profile (an SPS's first payload byte is the profile).
 */
export function repairAvcDescription(bytes: Uint8Array): Uint8Array {
  const record = parse(bytes);
  if (record === null || record.sps.length === 0) return bytes;
  const spsDoubled = record.sps.every(
    (set) => doubledHeader(set, SPS_TYPE) && set[2] === record.profile,
  );
  const reservedBitsClear = (bytes[4] & 0xfc) !== 0xfc || (bytes[5] & 0xe0) !== 0xe0;
  if (!spsDoubled && !reservedBitsClear) return bytes;
  return serialize({
    ...record,
    sps: spsDoubled ? record.sps.map((set) => set.subarray(1)) : record.sps,
    pps: spsDoubled
      ? record.pps.map((set) => (doubledHeader(set, PPS_TYPE) ? set.subarray(1) : set))
      : record.pps,
  });
}

function bytesOf(source: AllowSharedBufferSource): Uint8Array {
  return ArrayBuffer.isView(source)
    ? new Uint8Array(source.buffer, source.byteOffset, source.byteLength)
    : new Uint8Array(source);
}

/**
 * Makes every VideoEncoder created from now on in this realm (a worker) hand over a repaired H.264
 * record. The encoders are made by mediabunny, which offers no hook between the encoder and the
 * muxer, so the global class is replaced by a subclass that mends the metadata of each output.
 * Other codecs' metadata passes through untouched.
 */
export function repairH264DescriptionsOfVideoEncoders(): void {
  const Native = globalThis.VideoEncoder;
  if (Native === undefined || (Native as { repairsAvc?: boolean }).repairsAvc) return;
  class RepairingVideoEncoder extends Native {
    static repairsAvc = true;
    constructor(init: VideoEncoderInit) {
      super({
        ...init,
        output: (chunk, metadata) => {
          const config = metadata?.decoderConfig;
          if (config?.codec.startsWith("avc1") && config.description) {
            config.description = repairAvcDescription(bytesOf(config.description));
          }
          init.output(chunk, metadata);
        },
      });
    }
  }
  globalThis.VideoEncoder = RepairingVideoEncoder;
}

/**
 * WebKitGTK (GNOME Web, and the engine CI runs as Safari's) encodes through GStreamer, and its
 * VideoEncoder in a worker registers its GStreamer element before GStreamer is initialised when
 * nothing else in the page has initialised it: the page's process aborts ("gst_register_core_elements:
 * code should not be reached") on the first `VideoEncoder.isConfigSupported`. Its AudioEncoder
 * initialises GStreamer first, so asking it one question beforehand avoids the crash. Elsewhere it is
 * one cheap question whose answer is not used.
 */
export async function initialiseMediaEncoders(): Promise<void> {
  if (typeof AudioEncoder === "undefined") return;
  try {
    await AudioEncoder.isConfigSupported({
      codec: "opus",
      sampleRate: 48_000,
      numberOfChannels: 2,
    });
  } catch {
    // No answer is needed, only the initialisation the question causes.
  }
}

/**
 * An Opus packet's duration in microseconds, from its TOC byte (RFC 6716 §3.1): the frame size its
 * configuration names, times the frames it holds; null for an empty or malformed packet.
 */
export function opusPacketDuration(packet: Uint8Array): number | null {
  if (packet.length === 0) return null;
  const toc = packet[0];
  const config = toc >> 3;
  const frameMicros =
    config < 12
      ? [10_000, 20_000, 40_000, 60_000][config % 4]
      : config < 16
        ? [10_000, 20_000][config % 2]
        : [2_500, 5_000, 10_000, 20_000][config % 4];
  const code = toc & 3;
  if (code === 0) return frameMicros;
  if (code !== 3) return 2 * frameMicros;
  if (packet.length < 2) return null;
  const frames = packet[1] & 0x3f;
  return frames === 0 ? null : frames * frameMicros;
}

/** How far an encoder's timestamp may be from the end of the packet before it and still follow it. */
const FOLLOWS_WITHIN_US = 100_000;

/**
 * Gives an audio encoder's packets strictly increasing timestamps. WebKitGTK's Opus encoder stamps
 * each packet with the time of the input buffer it came from, and its duration with that buffer's
 * (21,333 µs for 1,024 samples, where an Opus packet holds 20 ms): two packets from one buffer got
 * the same timestamp, and ffmpeg reads its WebM as "non monotonically increasing dts". A packet
 * then starts where the one before it ended (its duration read from the packet, for Opus), unless
 * the encoder's own time is later by more than FOLLOWS_WITHIN_US: a real gap, kept.
 */
export class TimestampMender {
  /** Where the packet before ended (its duration known), and where it started. */
  private end: number | null = null;
  private last: number | null = null;

  /** The packet's timestamp and duration (µs) as they should be. */
  mend(
    timestamp: number,
    duration: number,
    opusPacket: Uint8Array | null,
  ): { timestamp: number; duration: number } {
    const real = (opusPacket && opusPacketDuration(opusPacket)) ?? duration;
    let mended = timestamp;
    if (this.end !== null && timestamp <= this.end + FOLLOWS_WITHIN_US) mended = this.end;
    if (this.last !== null && mended <= this.last) mended = this.last + 1;
    this.last = mended;
    this.end = real > 0 ? mended + real : null;
    return { timestamp: mended, duration: real };
  }
}

/**
 * Makes every AudioEncoder created from now on in this realm (a worker) hand over packets with
 * strictly increasing timestamps (TimestampMender). As for the H.264 record above, mediabunny
 * makes the encoders and offers no hook before the muxer, so the global class is replaced. A packet
 * whose time was already right is passed on as it came.
 */
export function mendAudioEncoderTimestamps(): void {
  const Native = globalThis.AudioEncoder;
  if (Native === undefined || (Native as { mendsTimestamps?: boolean }).mendsTimestamps) return;
  class MendingAudioEncoder extends Native {
    static mendsTimestamps = true;
    private opus = false;
    constructor(init: AudioEncoderInit) {
      const mender = new TimestampMender();
      super({
        ...init,
        output: (chunk, metadata) => {
          const bytes = () => {
            const data = new Uint8Array(chunk.byteLength);
            chunk.copyTo(data);
            return data;
          };
          const packet = this.opus ? bytes() : null;
          const { timestamp, duration } = mender.mend(chunk.timestamp, chunk.duration ?? 0, packet);
          if (timestamp === chunk.timestamp && duration === (chunk.duration ?? 0))
            return init.output(chunk, metadata);
          const data = packet ?? bytes();
          const timing = duration > 0 ? { timestamp, duration } : { timestamp };
          init.output(new EncodedAudioChunk({ type: chunk.type, ...timing, data }), metadata);
        },
      });
    }
    configure(config: AudioEncoderConfig): void {
      this.opus = config.codec === "opus";
      super.configure(config);
    }
  }
  globalThis.AudioEncoder = MendingAudioEncoder;
}
