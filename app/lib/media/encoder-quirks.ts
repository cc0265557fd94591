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
