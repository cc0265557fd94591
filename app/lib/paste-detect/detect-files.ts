// What a dropped file is from its first bytes (its name or type can lie): an image, a PDF, an
// audio or a video file. Text files are handed back to the text detectors.
import { IMAGE_KIND_LABEL, sniffImage } from "~/lib/image/image-format";
import type { Finding } from "./paste-kinds";

const ascii = (bytes: Uint8Array, from: number, length: number) =>
  String.fromCharCode(...bytes.subarray(from, from + length));

/** The brands of an ISO media file's ftyp box ("isom", "M4A "), or none. */
function isoBrands(bytes: Uint8Array): string[] {
  if (bytes.length < 12 || ascii(bytes, 4, 4) !== "ftyp") return [];
  const size = Math.min(
    bytes.length,
    ((bytes[0] << 24) | (bytes[1] << 16) | (bytes[2] << 8) | bytes[3]) >>> 0,
  );
  const brands = [ascii(bytes, 8, 4)];
  for (let at = 16; at + 4 <= size && brands.length < 20; at += 4) brands.push(ascii(bytes, at, 4));
  return brands;
}

const AUDIO_BRANDS = new Set(["M4A ", "M4B ", "M4P ", "F4A "]);

/** The audio or video container a file's first bytes name, or null. */
function mediaOf(bytes: Uint8Array): Finding | null {
  const head = ascii(bytes, 0, 64);
  const audio = (format: string): Finding => ({
    kind: "audio",
    confidence: 0.97,
    description: `${format} audio file`,
  });
  const video = (format: string): Finding => ({
    kind: "video",
    confidence: 0.97,
    description: `${format} video file`,
  });
  if (head.startsWith("RIFF") && head.slice(8, 12) === "WAVE") return audio("WAV");
  if (head.startsWith("RIFF") && head.slice(8, 12) === "AVI ") return video("AVI");
  if (head.startsWith("fLaC")) return audio("FLAC");
  if (head.startsWith("ID3")) return audio("MP3");
  if (head.startsWith("#!AMR")) return audio("AMR");
  if (head.startsWith("FORM") && /^AIF[FC]/.test(head.slice(8, 12))) return audio("AIFF");
  if (head.startsWith("OggS")) {
    if (head.includes("theora")) return video("Ogg (Theora)");
    return audio(head.includes("OpusHead") ? "Ogg Opus" : "Ogg Vorbis");
  }
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3)
    return video(head.includes("webm") ? "WebM" : "Matroska");
  if (head.startsWith("FLV")) return video("FLV");
  if (bytes[0] === 0x47 && bytes[188] === 0x47 && bytes.length > 376 && bytes[376] === 0x47)
    return video("MPEG transport stream");
  const brands = isoBrands(bytes);
  if (brands.some((brand) => AUDIO_BRANDS.has(brand))) return audio("M4A (AAC)");
  if (brands[0] === "qt  ") return video("QuickTime");
  if (
    brands.length > 0 &&
    !brands.some((b) => b === "avif" || b === "avis" || b === "heic" || b === "mif1")
  )
    return video("MP4");
  // An MPEG audio frame starts with eleven set bits; layer bits 01 (III) are MP3, 00 with ADTS is AAC.
  if (bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0)
    return audio((bytes[1] & 0x06) === 0 ? "AAC (ADTS)" : "MP3");
  return null;
}

/** A finding for a binary file, or null when its bytes are not a known kind of file. */
export function detectFileBytes(bytes: Uint8Array): Finding | null {
  if (bytes.length < 4) return null;
  if (ascii(bytes, 0, 5) === "%PDF-")
    return {
      kind: "pdf",
      confidence: 0.99,
      description: `PDF document, version ${ascii(bytes, 5, 3)}`,
    };
  const image = sniffImage(bytes);
  // An SVG file is text: the XML detector names it, with its tools.
  if (image.readable && image.kind !== "svg")
    return {
      kind: "image",
      confidence: 0.98,
      description: `${IMAGE_KIND_LABEL[image.kind]} image`,
    };
  if (!image.readable && /HEIC|TIFF|RAW/.test(image.reason))
    return {
      kind: "image",
      confidence: 0.9,
      description: `Image the browser cannot read (${image.reason.replace(/^it is /, "")})`,
      tools: ["/message-digester"],
    };
  return mediaOf(bytes);
}
