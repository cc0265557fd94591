import {
  DiskFailure,
  type DiskPort,
  type DiskReply,
  type DiskRequest,
  DiskWriter,
  MAX_IN_FLIGHT_BYTES,
  OPEN_TIMEOUT_MS,
  WRITE_SLICE_BYTES,
  writeInSlices,
} from "./disk-writer-protocol";

/** A writer worker whose replies the test gives by hand; it records what it was sent. */
class FakeDisk implements DiskPort {
  sent: DiskRequest[] = [];
  terminated = false;
  onmessage: ((event: { data: DiskReply }) => void) | null = null;
  onerror: ((event: { message?: string }) => void) | null = null;
  postMessage(message: DiskRequest) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  reply(data: DiskReply) {
    this.onmessage?.({ data });
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const piece = (bytes: number) => new Uint8Array(bytes);

describe("DiskWriter", () => {
  it("goes on while the disk writes, and waits only when too much is on its way", async () => {
    const disk = new FakeDisk();
    const writer = new DiskWriter(disk);
    const opening = writer.open("result");
    disk.reply({ kind: "opened" });
    expect(await opening).toBe(true);
    const quarter = MAX_IN_FLIGHT_BYTES / 4;
    for (let i = 0; i < 4; i++) await writer.write(piece(quarter), i * quarter);
    let fifthDone = false;
    const fifth = writer.write(piece(quarter), 4 * quarter).then(() => (fifthDone = true));
    await settle();
    expect(fifthDone).toBe(false);
    disk.reply({ kind: "written", bytes: quarter });
    await fifth;
    expect(
      disk.sent.filter((m) => m.kind === "write").map((m) => m.kind === "write" && m.at),
    ).toEqual([0, quarter, 2 * quarter, 3 * quarter, 4 * quarter]);
  });

  it("sends a copy: the muxer's buffer stays its own", async () => {
    const disk = new FakeDisk();
    const writer = new DiskWriter(disk);
    const data = Uint8Array.of(1, 2, 3);
    await writer.write(data, 0);
    const sent = disk.sent[0] as Extract<DiskRequest, { kind: "write" }>;
    expect(sent.data).toEqual(data);
    expect(sent.data.buffer).not.toBe(data.buffer);
  });

  it("closes only once every piece is written", async () => {
    const disk = new FakeDisk();
    const writer = new DiskWriter(disk);
    await writer.write(piece(10), 0);
    const closing = writer.close();
    await settle();
    expect(disk.sent.map((m) => m.kind)).toEqual(["write"]);
    disk.reply({ kind: "written", bytes: 10 });
    await settle();
    expect(disk.sent.map((m) => m.kind)).toEqual(["write", "close"]);
    disk.reply({ kind: "closed" });
    await closing;
    expect(disk.terminated).toBe(true);
  });

  it("fails the next write when the disk is full, saying so", async () => {
    const disk = new FakeDisk();
    const writer = new DiskWriter(disk);
    await writer.write(piece(10), 0);
    disk.reply({ kind: "failed", quota: true, message: "quota" });
    const error = await writer.write(piece(10), 10).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiskFailure);
    expect((error as DiskFailure).quota).toBe(true);
    await expect(writer.close()).rejects.toBeInstanceOf(DiskFailure);
  });

  it("does not wait for a writer that never starts, or whose script fails", async () => {
    vi.useFakeTimers();
    const silent = new DiskWriter(new FakeDisk());
    const opening = silent.open("result");
    vi.advanceTimersByTime(OPEN_TIMEOUT_MS);
    expect(await opening).toBe(false);
    vi.useRealTimers();
    const disk = new FakeDisk();
    const broken = new DiskWriter(disk);
    const again = broken.open("result");
    disk.onerror?.({ message: "Failed to load worker script" });
    expect(await again).toBe(false);
  });

  it("reports a writer that cannot open the file, for the memory fallback", async () => {
    const disk = new FakeDisk();
    const writer = new DiskWriter(disk);
    const opening = writer.open("result");
    disk.reply({ kind: "failed", quota: false, message: "" });
    expect(await opening).toBe(false);
  });
});

describe("writeInSlices", () => {
  it("writes a piece in slices at their places", () => {
    const calls: [number, number][] = [];
    const data = new Uint8Array(WRITE_SLICE_BYTES * 2 + 10);
    const wrote = writeInSlices(
      (slice, at) => (calls.push([at, slice.byteLength]), slice.byteLength),
      data,
      100,
    );
    expect(wrote).toBe(data.byteLength);
    expect(calls).toEqual([
      [100, WRITE_SLICE_BYTES],
      [100 + WRITE_SLICE_BYTES, WRITE_SLICE_BYTES],
      [100 + 2 * WRITE_SLICE_BYTES, 10],
    ]);
  });

  it("stops at a short write and says how much was written", () => {
    const data = new Uint8Array(WRITE_SLICE_BYTES * 3);
    let calls = 0;
    const wrote = writeInSlices((slice) => (++calls === 2 ? 5 : slice.byteLength), data, 0);
    expect(wrote).toBe(WRITE_SLICE_BYTES + 5);
    expect(calls).toBe(2);
  });
});
