import type { MetadataTags } from "mediabunny";
import { editedTags } from "./audio-convert";

const front = { data: Uint8Array.of(1), mimeType: "image/png", kind: "coverFront" as const };
const back = { data: Uint8Array.of(2), mimeType: "image/png", kind: "coverBack" as const };
const input: MetadataTags = {
  title: "Morning",
  artist: "The Testers",
  album: "Fixtures",
  genre: "Test",
  trackNumber: 3,
  images: [front, back],
  raw: { TIT2: "Morning" },
};

describe("editedTags", () => {
  it("copies the input's tags as they are, raw ones too, when nothing was changed", () => {
    expect(editedTags(input, {})).toBe(input);
  });

  it("leaves out the raw copy of a picture, which would write the cover a second time", () => {
    const mp3: MetadataTags = {
      ...input,
      raw: { TIT2: "Morning", APIC: Uint8Array.of(3), TXXX: {} },
    };
    const tags = editedTags(mp3, {});
    expect(tags.raw).toEqual({ TIT2: "Morning", TXXX: {} });
    expect(tags.images).toEqual([front, back]);
    // With no picture among the parsed tags, the raw one is the only copy: kept.
    const rawOnly: MetadataTags = { raw: { APIC: Uint8Array.of(3) } };
    expect(editedTags(rawOnly, {})).toBe(rawOnly);
  });

  it("leaves out the raw tags when the container changes (their names mean nothing there)", () => {
    const tags = editedTags(input, {}, false);
    expect(tags).not.toHaveProperty("raw");
    expect(tags).toMatchObject({ title: "Morning", images: [front, back] });
  });

  it("writes what was typed, removes what was emptied, and keeps the other tags", () => {
    const tags = editedTags(input, { title: " Evening ", album: "" });
    expect(tags).toMatchObject({
      title: "Evening",
      artist: "The Testers",
      genre: "Test",
      trackNumber: 3,
    });
    expect(tags).not.toHaveProperty("album");
    // The raw tags would put the old title back.
    expect(tags).not.toHaveProperty("raw");
    expect(tags.images).toEqual([front, back]);
  });

  it("replaces or removes the front cover and keeps the other pictures", () => {
    const picture = { data: Uint8Array.of(9), mimeType: "image/jpeg" };
    expect(editedTags(input, { cover: picture }).images).toEqual([
      { ...picture, kind: "coverFront" },
      back,
    ]);
    expect(editedTags(input, { cover: "remove" }).images).toEqual([back]);
  });
});
