// @vitest-environment jsdom
// The camera part's own failures reach the page as a message, and the camera is let go: a camera
// the browser refuses, and a video that will not play (it would show one frozen frame forever).
import { render, screen } from "@testing-library/react";
import type { WorkerLike } from "~/lib/workers/worker-runner";
import CameraScanner from "./CameraScanner";

const noWorker = (): WorkerLike => {
  throw new Error("no frame should be read");
};

function fakeCamera() {
  const track = { stop: vi.fn() };
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  return { track, stream };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

test("a video that will not play says so and stops the camera", async () => {
  const { track, stream } = fakeCamera();
  vi.stubGlobal("navigator", { mediaDevices: { getUserMedia: () => Promise.resolve(stream) } });
  vi.spyOn(HTMLMediaElement.prototype, "play").mockRejectedValue(
    new DOMException("play() can only be initiated by a user gesture.", "NotAllowedError"),
  );
  render(<CameraScanner createWorker={noWorker} onFound={vi.fn()} onStop={vi.fn()} />);
  expect(
    await screen.findByText(
      "The camera's picture could not be shown: NotAllowedError: play() can only be initiated by a user gesture.",
    ),
  ).toBeTruthy();
  expect(track.stop).toHaveBeenCalled();
  expect(screen.queryByText(/Looking for a code/)).toBeNull();
});

test("a camera the browser refuses is named with what to do", async () => {
  vi.stubGlobal("navigator", {
    mediaDevices: {
      getUserMedia: () => Promise.reject(new DOMException("Permission denied", "NotAllowedError")),
    },
  });
  render(<CameraScanner createWorker={noWorker} onFound={vi.fn()} onStop={vi.fn()} />);
  expect(
    await screen.findByText(
      "The camera was not allowed. Allow it in the browser's settings for this site, or choose a picture instead.",
    ),
  ).toBeTruthy();
});
