import { exifTiff, withJpegMetadata } from "../../../test-support/image/exif";
import { readImageMetadata } from "./image-metadata";

/** The smallest JPEG-shaped bytes the reader walks: SOI, then start of scan. */
const BARE_JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02, 0x00, 0xff, 0xd9]);

describe("readImageMetadata", () => {
  it("finds nothing in a bare JPEG", () => {
    expect(readImageMetadata(BARE_JPEG, "jpeg")).toEqual({
      found: [],
      orientation: 1,
      iccProfile: null,
    });
  });

  it("names the GPS position, the camera serial, XMP and a colour profile, and reads the orientation", () => {
    const jpeg = withJpegMetadata(
      BARE_JPEG,
      exifTiff({ orientation: 6, gps: true, serial: true }),
      {
        xmp: true,
        icc: true,
      },
    );
    expect(readImageMetadata(jpeg, "jpeg")).toEqual({
      found: [
        "EXIF (GPS position, camera serial number, camera make and model)",
        "XMP",
        "colour profile (ICC)",
      ],
      orientation: 6,
      iccProfile: new Uint8Array([0, 0]),
    });
  });

  it("says EXIF without GPS when the photo has no position", () => {
    const jpeg = withJpegMetadata(BARE_JPEG, exifTiff({ orientation: 3 }));
    expect(readImageMetadata(jpeg, "jpeg").found).toEqual(["EXIF (camera make and model)"]);
    expect(readImageMetadata(jpeg, "jpeg").orientation).toBe(3);
  });

  it("reads PNG chunks and WebP chunks", () => {
    const chunk = (type: string, body: number[]) => {
      const length = body.length;
      return [
        0,
        0,
        length >> 8,
        length & 0xff,
        ...[...type].map((c) => c.charCodeAt(0)),
        ...body,
        0,
        0,
        0,
        0,
      ];
    };
    const tiff = [...exifTiff({ gps: true })];
    const png = new Uint8Array([
      0x89,
      0x50,
      0x4e,
      0x47,
      0x0d,
      0x0a,
      0x1a,
      0x0a,
      ...chunk("eXIf", tiff),
      ...chunk("iCCP", [1, 2, 3]),
      ...chunk("tEXt", [65, 0, 66]),
      ...chunk("IEND", []),
    ]);
    expect(readImageMetadata(png, "png").found).toEqual([
      "EXIF (GPS position, camera make and model)",
      "colour profile (ICC)",
      "text notes",
    ]);
    const riffChunk = (type: string, body: number[]) => {
      const padded = body.length % 2 ? [...body, 0] : body;
      const n = body.length;
      return [...[...type].map((c) => c.charCodeAt(0)), n & 0xff, (n >> 8) & 0xff, 0, 0, ...padded];
    };
    const webp = new Uint8Array([
      ...[..."RIFF"].map((c) => c.charCodeAt(0)),
      0,
      0,
      0,
      0,
      ...[..."WEBP"].map((c) => c.charCodeAt(0)),
      ...riffChunk("VP8X", [0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
      ...riffChunk("EXIF", tiff),
      ...riffChunk("XMP ", [60, 120, 47, 62, 1]),
    ]);
    expect(readImageMetadata(webp, "webp").found).toEqual([
      "EXIF (GPS position, camera make and model)",
      "XMP",
    ]);
  });

  it("claims nothing from a damaged container, and never throws", () => {
    const cut = withJpegMetadata(BARE_JPEG, exifTiff({ gps: true })).subarray(0, 20);
    expect(() => readImageMetadata(cut, "jpeg")).not.toThrow();
    for (let length = 0; length < 60; length++) {
      const bytes = withJpegMetadata(BARE_JPEG, exifTiff({ gps: true, serial: true })).subarray(
        0,
        length,
      );
      expect(() => readImageMetadata(bytes, "jpeg")).not.toThrow();
    }
  });
});
