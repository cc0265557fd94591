// Loudness as ITU-R BS.1770-4 and EBU R128 define it (what ffmpeg's ebur128 filter and streaming
// services measure): the signal K-weighted (a high shelf for the head, a high-pass for the ear),
// its power in 400 ms blocks that overlap by 75 %, blocks under -70 LUFS dropped, then those more
// than 10 LU under the rest, and what remains averaged. Pure: the audio converter's worker feeds it
// decoded samples; the gain that brings a file to a target is worked out here too.

/** The two filters of K-weighting, at any sample rate (BS.1770's are given for 48 kHz). */
interface Biquad {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

// The analogue prototypes behind BS.1770's 48 kHz coefficients, brought to the sample rate by the
// bilinear transform, so 44.1 kHz and 22.05 kHz files are weighted as the standard means.
function highShelf(sampleRate: number): Biquad {
  const f0 = 1681.974450955533;
  const gainDb = 3.999843853973347;
  const q = 0.7071752369554196;
  const k = Math.tan((Math.PI * f0) / sampleRate);
  const vh = 10 ** (gainDb / 20);
  const vb = vh ** 0.4996667741545416;
  const a0 = 1 + k / q + k * k;
  return {
    b0: (vh + (vb * k) / q + k * k) / a0,
    b1: (2 * (k * k - vh)) / a0,
    b2: (vh - (vb * k) / q + k * k) / a0,
    a1: (2 * (k * k - 1)) / a0,
    a2: (1 - k / q + k * k) / a0,
  };
}

function highPass(sampleRate: number): Biquad {
  const f0 = 38.13547087602444;
  const q = 0.5003270373238773;
  const k = Math.tan((Math.PI * f0) / sampleRate);
  const a0 = 1 + k / q + k * k;
  return { b0: 1, b1: -2, b2: 1, a1: (2 * (k * k - 1)) / a0, a2: (1 - k / q + k * k) / a0 };
}

/** A biquad's state, per channel, carried across the chunks the decoder hands over. */
class FilterState {
  x1 = 0;
  x2 = 0;
  y1 = 0;
  y2 = 0;
  constructor(private readonly f: Biquad) {}
  step(x: number): number {
    const { b0, b1, b2, a1, a2 } = this.f;
    const y = b0 * x + b1 * this.x1 + b2 * this.x2 - a1 * this.y1 - a2 * this.y2;
    this.x2 = this.x1;
    this.x1 = x;
    this.y2 = this.y1;
    this.y1 = y;
    return y;
  }
}

/** BS.1770's loudness of a mean square: -0.691 + 10 log10(z). */
const loudnessOf = (meanSquare: number) => -0.691 + 10 * Math.log10(meanSquare);

/**
 * BS.1770-4 Annex 2's interpolation filter: four phases of 12 taps, upsampling by 4, so the peaks
 * between samples (where a D/A converter or a lossy encoder's decoder will put them) are measured.
 */
const TRUE_PEAK_PHASES = [
  [
    0.001708984375, 0.010986328125, -0.0196533203125, 0.033203125, -0.0594482421875,
    0.1373291015625, 0.97216796875, -0.102294921875, 0.047607421875, -0.026611328125,
    0.014892578125, -0.00830078125,
  ],
  [
    -0.0291748046875, 0.029296875, -0.0517578125, 0.089111328125, -0.16650390625, 0.465087890625,
    0.77978515625, -0.2003173828125, 0.1015625, -0.0582275390625, 0.0330810546875, -0.0189208984375,
  ],
  [
    -0.0189208984375, 0.0330810546875, -0.0582275390625, 0.1015625, -0.2003173828125, 0.77978515625,
    0.465087890625, -0.16650390625, 0.089111328125, -0.0517578125, 0.029296875, -0.0291748046875,
  ],
  [
    -0.00830078125, 0.014892578125, -0.026611328125, 0.047607421875, -0.102294921875, 0.97216796875,
    0.1373291015625, -0.0594482421875, 0.033203125, -0.0196533203125, 0.010986328125,
    0.001708984375,
  ],
].map((taps) => Float64Array.from(taps));
const TAPS = 12;
/** No interpolated value can exceed the largest sample in its window by more than this. */
const TRUE_PEAK_BOUND = Math.max(
  ...TRUE_PEAK_PHASES.map((taps) => taps.reduce((sum, tap) => sum + Math.abs(tap), 0)),
);

/** The true peak so far over all channels, and each channel's last 11 samples (its next window's start). */
class TruePeak {
  private readonly tails: Float32Array[];
  peak = 0;

  constructor(channels: number) {
    this.tails = Array.from({ length: channels }, () => new Float32Array(TAPS - 1));
  }

  push(planes: readonly Float32Array[]): void {
    // The sample peak of every channel first: a quieter channel's values between samples matter
    // only where they pass the loudest channel's peak.
    const chunkMax = planes.map((plane) => {
      let max = 0;
      for (let i = 0; i < plane.length; i++) max = Math.max(max, Math.abs(plane[i]));
      return max;
    });
    for (const max of chunkMax) if (max > this.peak) this.peak = max;
    planes.forEach((plane, c) => {
      const tail = this.tails[c];
      let tailMax = 0;
      for (const sample of tail) tailMax = Math.max(tailMax, Math.abs(sample));
      // Most of a file cannot hold a new peak between its samples: the filter runs only where it can.
      const window = new Float32Array(tail.length + plane.length);
      window.set(tail);
      window.set(plane, tail.length);
      if (Math.max(chunkMax[c], tailMax) * TRUE_PEAK_BOUND > this.peak) this.interpolate(window);
      this.tails[c] = window.slice(window.length - (TAPS - 1));
    });
  }

  /**
   * The four values between the two middle samples of each 12-sample window, where they could be a
   * new peak: a window whose middle samples are both more than 6 dB under the peak so far is
   * skipped (a value between two samples twice as large as both is not met in audio: a sine at a
   * quarter of the rate, the worst case of ordinary signals, peaks 3 dB over its samples).
   */
  private interpolate(window: Float32Array): void {
    const middle = TAPS / 2 - 1;
    for (let j = 0; j + TAPS <= window.length; j++) {
      const near = Math.max(Math.abs(window[j + middle]), Math.abs(window[j + middle + 1]));
      if (near * 2 <= this.peak) continue;
      for (const taps of TRUE_PEAK_PHASES) {
        let y = 0;
        for (let k = 0; k < TAPS; k++) y += taps[k] * window[j + k];
        const value = Math.abs(y);
        if (value > this.peak) this.peak = value;
      }
    }
  }
}

const ABSOLUTE_GATE_LUFS = -70;
const RELATIVE_GATE_LU = 10;

export interface LoudnessResult {
  /** Integrated loudness in LUFS; -Infinity for silence (every block under the absolute gate). */
  integrated: number;
  /**
   * The true peak (BS.1770-4 Annex 2: the samples and the values between them, upsampled by 4), as
   * a fraction of full scale (1 = 0 dBTP).
   */
  peak: number;
}

/**
 * Channels are taken in the order WAV, FLAC and WebCodecs' decoders give them: left, right, centre,
 * LFE, then the surrounds (5.1: L R C LFE Ls Rs; 5.0: L R C Ls Rs; 7.1: L R C LFE Lb Rb Ls Rs).
 * BS.1770 weighs each channel's power: 1 for the front ones, 1.41 for the surrounds, and leaves
 * the LFE out (as ffmpeg's ebur128 does for these layouts). Other counts weigh every channel 1.
 */
export function channelWeights(channels: number): number[] {
  const SURROUND = 1.41;
  if (channels === 5) return [1, 1, 1, SURROUND, SURROUND];
  if (channels === 6) return [1, 1, 1, 0, SURROUND, SURROUND];
  if (channels === 8) return [1, 1, 1, 0, SURROUND, SURROUND, SURROUND, SURROUND];
  return Array.from({ length: channels }, () => 1);
}

/**
 * Measures the loudness of audio pushed to it in chunks of planar samples (one Float32Array per
 * channel, all of one length), each channel weighed as `channelWeights` says.
 */
export class LoudnessMeter {
  private readonly shelves: FilterState[];
  private readonly passes: FilterState[];
  /** Samples in a 100 ms step; a block is four steps. */
  private readonly stepLength: number;
  /** The K-weighted power (sum over channels) of each complete 100 ms step so far. */
  private readonly steps: number[] = [];
  private stepPower = 0;
  private stepFill = 0;
  private readonly truePeak: TruePeak;
  private readonly weights: number[];

  constructor(sampleRate: number, channels: number) {
    this.weights = channelWeights(channels);
    const shelf = highShelf(sampleRate);
    const pass = highPass(sampleRate);
    this.shelves = Array.from({ length: channels }, () => new FilterState(shelf));
    this.passes = Array.from({ length: channels }, () => new FilterState(pass));
    this.truePeak = new TruePeak(channels);
    this.stepLength = Math.round(sampleRate / 10);
  }

  push(planes: readonly Float32Array[]): void {
    const frames = planes[0]?.length ?? 0;
    this.truePeak.push(planes);
    for (let i = 0; i < frames; i++) {
      let power = 0;
      for (let c = 0; c < planes.length; c++) {
        const x = planes[c][i];
        const weighted = this.passes[c].step(this.shelves[c].step(x));
        power += this.weights[c] * weighted * weighted;
      }
      this.stepPower += power;
      if (++this.stepFill === this.stepLength) {
        this.steps.push(this.stepPower / this.stepLength);
        this.stepPower = 0;
        this.stepFill = 0;
      }
    }
  }

  private get peak(): number {
    return this.truePeak.peak;
  }

  result(): LoudnessResult {
    // Each block is four consecutive steps (400 ms, a new one every 100 ms); a part-step at the end
    // is left out, as ffmpeg and libebur128 leave out a part-block.
    const blocks: number[] = [];
    for (let i = 3; i < this.steps.length; i++)
      blocks.push((this.steps[i - 3] + this.steps[i - 2] + this.steps[i - 1] + this.steps[i]) / 4);
    const audible = blocks.filter((z) => loudnessOf(z) > ABSOLUTE_GATE_LUFS);
    if (audible.length === 0) return { integrated: -Infinity, peak: this.peak };
    const relativeGate = loudnessOf(mean(audible)) - RELATIVE_GATE_LU;
    const kept = audible.filter((z) => loudnessOf(z) > relativeGate);
    return { integrated: loudnessOf(mean(kept)), peak: this.peak };
  }
}

function mean(values: readonly number[]): number {
  let sum = 0;
  for (const value of values) sum += value;
  return sum / values.length;
}

/** The loudness targets offered, in LUFS, with what each is for. */
export const LOUDNESS_TARGETS = [
  { lufs: -14, label: "-14 LUFS (streaming: Spotify, YouTube)" },
  { lufs: -16, label: "-16 LUFS (podcasts, Apple Music)" },
  { lufs: -23, label: "-23 LUFS (broadcast, EBU R128)" },
] as const;

/** Peaks are kept at or under this after a gain (1 dB of room for the encoder's own overshoot). */
export const PEAK_CEILING_DBTP = -1;

export interface LoudnessGain {
  /** The gain to apply, in dB (negative: quieter). */
  gainDb: number;
  /** The loudness after the gain. */
  resultLufs: number;
  /** The gain was held back so the peaks stay under the ceiling: the target is not reached. */
  peakLimited: boolean;
}

/**
 * The gain that brings `measured` to `targetLufs`, never raising the peak above PEAK_CEILING_DBTP
 * (it turns a quiet file up less rather than clip it). Null for silence: nothing to bring up.
 */
export function loudnessGain(measured: LoudnessResult, targetLufs: number): LoudnessGain | null {
  if (!Number.isFinite(measured.integrated) || measured.peak === 0) return null;
  const wanted = targetLufs - measured.integrated;
  const room = PEAK_CEILING_DBTP - 20 * Math.log10(measured.peak);
  const peakLimited = wanted > room;
  // In steps of 0.1 dB, as the page says it; held back the peak's side when the peak limits it.
  const gainDb = peakLimited
    ? Math.floor(Math.max(room, 0) * 10) / 10
    : Math.round(wanted * 10) / 10;
  return { gainDb, resultLufs: measured.integrated + gainDb, peakLimited };
}

/** √½: a centre or surround channel goes to both sides of a stereo mix 3 dB down (ITU-R BS.775). */
const HALF_POWER = Math.SQRT1_2;

/**
 * The stereo mix of planar channels in the order `channelWeights` names: each side is its front
 * channel, with the centre and that side's surrounds 3 dB down; the LFE is left out (ITU-R BS.775,
 * as Web Audio and ffmpeg mix 5.1). Counts with no known layout keep their front pair.
 */
function stereoMix(planes: Float32Array[]): Float32Array[] {
  const [left, right] = planes;
  // Per side: [centre, surrounds…] by channel index; null where the layout is unknown.
  const layout: Record<number, { centre: number | null; left: number[]; right: number[] }> = {
    3: { centre: 2, left: [], right: [] },
    4: { centre: null, left: [2], right: [3] },
    5: { centre: 2, left: [3], right: [4] },
    6: { centre: 2, left: [4], right: [5] },
    8: { centre: 2, left: [4, 6], right: [5, 7] },
  };
  const mix = layout[planes.length];
  if (!mix) return [left, right];
  const side = (front: Float32Array, surrounds: number[]) => {
    const out = Float32Array.from(front);
    const extras = [...(mix.centre === null ? [] : [mix.centre]), ...surrounds].map(
      (index) => planes[index],
    );
    for (const extra of extras)
      for (let i = 0; i < out.length; i++) out[i] += HALF_POWER * extra[i];
    return out;
  };
  return [side(left, mix.left), side(right, mix.right)];
}

/**
 * Planar samples laid out for `channels` (null: as they are): more than two to stereo by
 * `stereoMix`; to mono by averaging the stereo mix; mono to stereo by doubling. The converter mixes
 * with this and the loudness is measured on its output, so a file is measured as it will sound.
 */
export function mixPlanes(planes: Float32Array[], channels: 1 | 2 | null): Float32Array[] {
  if (channels === null || channels === planes.length || planes.length === 0) return planes;
  if (planes.length === 1) return Array.from({ length: channels }, () => planes[0]);
  const [left, right] = planes.length === 2 ? planes : stereoMix(planes);
  if (channels === 2) return [left, right];
  const mono = new Float32Array(left.length);
  for (let i = 0; i < mono.length; i++) mono[i] = (left[i] + right[i]) / 2;
  return [mono];
}
