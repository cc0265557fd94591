import { AudioSample, AudioSampleSource, Output, WavOutputFormat } from "mediabunny";
import { describe, expect, it } from "vitest";
import { outputFile } from "./output-file";

describe("outputFile", () => {
  it("builds the result in memory where the browser gives no private storage (here: Node)", async () => {
    const out = await outputFile();
    const output = new Output({ format: new WavOutputFormat(), target: out.target });
    const source = new AudioSampleSource({ codec: "pcm-s16" });
    output.addAudioTrack(source);
    await output.start();
    await source.add(
      new AudioSample({
        data: new Float32Array(4800).fill(0.25),
        format: "f32",
        numberOfChannels: 1,
        sampleRate: 48_000,
        timestamp: 0,
      }),
    );
    await output.finalize();
    const { blob, diskName } = await out.finish("audio/wav");
    expect(diskName).toBeNull();
    expect(blob.type).toBe("audio/wav");
    expect(blob.size).toBe(44 + 4800 * 2);
    expect(new TextDecoder().decode(await blob.slice(0, 4).arrayBuffer())).toBe("RIFF");
  });

  it("says a finish without a finished output produced no file", async () => {
    const out = await outputFile();
    await expect(out.finish("audio/wav")).rejects.toThrow("The conversion produced no file.");
  });
});
