// Operations on decoded RGBA pixels that the codecs leave to us: turning a photo upright by its
// EXIF orientation (decoders return the pixels as stored), and laying transparent pixels on white
// for JPEG, which has no alpha (an encoder would make them black).

export interface Pixels {
  data: Uint8ClampedArray<ArrayBuffer>;
  width: number;
  height: number;
}

/**
 * The pixels as the EXIF orientation (1–8) says they are shown: 2 mirrored, 3 turned 180°, 4 upside
 * down mirrored, 5 transposed, 6 turned 90° clockwise, 7 transverse, 8 turned 90° anticlockwise.
 */
export function orientPixels(source: Pixels, orientation: number): Pixels {
  if (orientation < 2 || orientation > 8) return source;
  const { width: w, height: h } = source;
  const swaps = orientation >= 5;
  const width = swaps ? h : w;
  const height = swaps ? w : h;
  const from = new Uint32Array(source.data.buffer, source.data.byteOffset, w * h);
  const data = new Uint8ClampedArray(width * height * 4);
  const to = new Uint32Array(data.buffer);
  // For each shown pixel (x, y), the stored pixel (sx, sy) it comes from.
  const sourceOf: Record<number, (x: number, y: number) => number> = {
    2: (x, y) => y * w + (w - 1 - x),
    3: (x, y) => (h - 1 - y) * w + (w - 1 - x),
    4: (x, y) => (h - 1 - y) * w + x,
    5: (x, y) => x * w + y,
    6: (x, y) => (h - 1 - x) * w + y,
    7: (x, y) => (h - 1 - x) * w + (w - 1 - y),
    8: (x, y) => x * w + (w - 1 - y),
  };
  const at = sourceOf[orientation];
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) to[row + x] = from[at(x, y)];
  }
  return { data, width, height };
}

/** Whether any pixel is not fully opaque. */
export function hasTransparency({ data }: Pixels): boolean {
  for (let i = 3; i < data.length; i += 4) if (data[i] !== 255) return true;
  return false;
}

/** The pixels laid over a white background, fully opaque (what a JPEG of them should show). */
export function flattenOnWhite(source: Pixels): Pixels {
  const data = new Uint8ClampedArray(source.data.length);
  const { data: from } = source;
  for (let i = 0; i < from.length; i += 4) {
    const alpha = from[i + 3] / 255;
    const white = 255 * (1 - alpha);
    data[i] = from[i] * alpha + white;
    data[i + 1] = from[i + 1] * alpha + white;
    data[i + 2] = from[i + 2] * alpha + white;
    data[i + 3] = 255;
  }
  return { data, width: source.width, height: source.height };
}
