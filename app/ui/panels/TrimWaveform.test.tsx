// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { CANNOT_PLAY_MESSAGE, NOT_ALLOWED_MESSAGE } from "~/hooks/use-trim-playback";
import { TrimWaveform, waveformPath } from "./TrimWaveform";

function trim(start: number | null, end: number | null, duration = 60) {
  const onChange = vi.fn();
  render(
    <TrimWaveform
      duration={duration}
      start={start}
      end={end}
      onChange={onChange}
      peaks={null}
      placeholder="Drawing the waveform…"
    />,
  );
  return onChange;
}

describe("TrimWaveform", () => {
  it("shows the trim as two sliders over the duration", () => {
    trim(5, null);
    const start = screen.getByRole("slider", { name: "Trim start" });
    expect(start).toHaveAttribute("aria-valuenow", "5");
    expect(start).toHaveAttribute("aria-valuetext", "0:05");
    expect(screen.getByRole("slider", { name: "Trim end" })).toHaveAttribute("aria-valuenow", "60");
    expect(screen.getByText("Drawing the waveform…")).toBeInTheDocument();
  });

  it("moves a handle by the keyboard in tenths, seconds, pages and to the ends", () => {
    const onChange = trim(5, 50);
    const start = screen.getByRole("slider", { name: "Trim start" });
    fireEvent.keyDown(start, { key: "ArrowRight" });
    expect(onChange).toHaveBeenLastCalledWith(5.1, 50);
    fireEvent.keyDown(start, { key: "ArrowLeft", shiftKey: true });
    expect(onChange).toHaveBeenLastCalledWith(4, 50);
    fireEvent.keyDown(start, { key: "PageUp" });
    expect(onChange).toHaveBeenLastCalledWith(8, 50);
    // At the file's start or end a handle means "no trim there".
    fireEvent.keyDown(start, { key: "Home" });
    expect(onChange).toHaveBeenLastCalledWith(null, 50);
    fireEvent.keyDown(screen.getByRole("slider", { name: "Trim end" }), { key: "End" });
    expect(onChange).toHaveBeenLastCalledWith(5, null);
  });

  it("never lets the start pass the end", () => {
    const onChange = trim(10, 10.5);
    fireEvent.keyDown(screen.getByRole("slider", { name: "Trim start" }), { key: "End" });
    expect(onChange).toHaveBeenLastCalledWith(10.4, 10.5);
    fireEvent.keyDown(screen.getByRole("slider", { name: "Trim end" }), { key: "Home" });
    expect(onChange).toHaveBeenLastCalledWith(10, 10.1);
  });

  it("passes on only a new value: a handle already at the start stays unsaid", () => {
    const onChange = trim(null, 50);
    fireEvent.keyDown(screen.getByRole("slider", { name: "Trim start" }), { key: "Home" });
    fireEvent.keyDown(screen.getByRole("slider", { name: "Trim end" }), {
      key: "ArrowRight",
      shiftKey: true,
    });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(null, 51);
  });

  it("draws one line per slice, as tall as its peak", () => {
    expect(waveformPath(Float32Array.of(0, 1, 0.5))).toBe(
      "M0.5 49.5V50.5M1.5 0.0V100.0M2.5 25.0V75.0",
    );
  });

  describe("with the file: Play the kept part", () => {
    const source = new Blob(["RIFF"], { type: "audio/wav" });
    function withPlayer(play: () => Promise<void>) {
      vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(play);
      vi.spyOn(HTMLMediaElement.prototype, "pause").mockImplementation(() => {});
      vi.spyOn(HTMLMediaElement.prototype, "load").mockImplementation(() => {});
      URL.createObjectURL = vi.fn(() => "blob:kept");
      URL.revokeObjectURL = vi.fn();
      render(
        <TrimWaveform
          duration={60}
          start={5}
          end={7}
          onChange={() => {}}
          peaks={null}
          placeholder="…"
          source={source}
        />,
      );
    }
    afterEach(() => vi.restoreAllMocks());

    it("plays from the trim's start, says where it is, and Stop stops", async () => {
      withPlayer(() => Promise.resolve());
      fireEvent.click(screen.getByRole("button", { name: "Play the kept part" }));
      expect(await screen.findByText("Playing 0:05 of 0:05–0:07")).toBeInTheDocument();
      // Shown, not announced: it changes every frame.
      expect(screen.getByRole("status")).toHaveTextContent("");
      fireEvent.click(screen.getByRole("button", { name: "Stop" }));
      expect(screen.getByRole("button", { name: "Play the kept part" })).toBeInTheDocument();
      expect(screen.queryByText(/^Playing/)).toBeNull();
    });

    it("names why it cannot play: the file, or sound refused", async () => {
      withPlayer(() => Promise.reject(new DOMException("no", "NotSupportedError")));
      fireEvent.click(screen.getByRole("button", { name: "Play the kept part" }));
      expect(await screen.findByText(CANNOT_PLAY_MESSAGE)).toBeInTheDocument();
      vi.spyOn(HTMLMediaElement.prototype, "play").mockImplementation(() =>
        Promise.reject(new DOMException("no", "NotAllowedError")),
      );
      fireEvent.click(screen.getByRole("button", { name: "Play the kept part" }));
      expect(await screen.findByText(NOT_ALLOWED_MESSAGE)).toBeInTheDocument();
    });
  });
});
