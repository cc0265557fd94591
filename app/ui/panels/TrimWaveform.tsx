// A media file's sound drawn over its duration, with two handles that set where a trim starts and
// ends. The handles are sliders (Tab to one; arrows move it 0.1 s, Shift+arrows 1 s, Page Up and
// Down a twentieth of the file, Home and End its ends), dragged with a mouse, finger or pen, or
// moved by a click on the waveform (the nearer handle comes). Times are in tenths of a second,
// as the trim fields show them; the fields and the handles are one value. Given the file, a button
// plays the part the trim keeps, with a playhead over the waveform.
import { Play, Square } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import { useTrimPlayback } from "~/hooks/use-trim-playback";
import { formatTime } from "~/lib/media/media-time";
import { PanelButton } from "./PanelButton";

const STEP_SECONDS = 0.1;
/** The shortest selection the handles leave. */
const MIN_SPAN_SECONDS = 0.1;

type Handle = "start" | "end";

export function TrimWaveform({
  duration,
  start,
  end,
  onChange,
  peaks,
  placeholder,
  source = null,
}: {
  duration: number;
  /** Seconds; null for the start of the file. */
  start: number | null;
  /** Seconds; null for the end of the file. */
  end: number | null;
  /** The new trim; null where a handle is at the file's start or end. */
  onChange: (start: number | null, end: number | null) => void;
  /** The largest sample (0 to 1) of each equal slice of the duration; null while not known. */
  peaks: Float32Array | null;
  /** Said in place of the waveform while there is none (reading it, or why not). */
  placeholder: string;
  /** The file, to play the part the trim keeps; no player without it. */
  source?: Blob | null;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState<Handle | null>(null);
  const from = clamp(start ?? 0, 0, duration);
  const to = clamp(end ?? duration, 0, duration);

  const path = useMemo(() => (peaks ? waveformPath(peaks) : ""), [peaks]);
  const playback = useTrimPlayback(source, from, to);

  function commit(handle: Handle, seconds: number) {
    // In tenths, as the fields show times (x * 10 / 10 keeps 5.1 exact; x / 0.1 * 0.1 does not).
    const snapped = Math.round(seconds * 10) / 10;
    const nextFrom =
      handle === "start" ? clamp(snapped, 0, Math.max(0, to - MIN_SPAN_SECONDS)) : from;
    const nextTo =
      handle === "end" ? clamp(snapped, Math.min(duration, from + MIN_SPAN_SECONDS), duration) : to;
    // A drag reports many moves within one tenth: only a new value is passed on (and saved).
    if (nextFrom === from && nextTo === to) return;
    onChange(nextFrom <= 0 ? null : nextFrom, nextTo >= duration ? null : nextTo);
  }

  function timeAt(clientX: number): number {
    const rect = box.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return 0;
    return clamp(((clientX - rect.left) / rect.width) * duration, 0, duration);
  }

  function onPointerDown(event: React.PointerEvent<HTMLDivElement>) {
    if (duration <= 0 || event.button !== 0) return;
    const time = timeAt(event.clientX);
    const handle: Handle = Math.abs(time - from) <= Math.abs(time - to) ? "start" : "end";
    event.currentTarget.setPointerCapture(event.pointerId);
    setDragging(handle);
    commit(handle, time);
  }

  function onKeyDown(handle: Handle, event: React.KeyboardEvent) {
    const value = handle === "start" ? from : to;
    const page = Math.max(1, duration / 20);
    const step = event.shiftKey ? 1 : STEP_SECONDS;
    const moves: Record<string, number> = {
      ArrowLeft: value - step,
      ArrowDown: value - step,
      ArrowRight: value + step,
      ArrowUp: value + step,
      PageDown: value - page,
      PageUp: value + page,
      Home: 0,
      End: duration,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    commit(handle, moves[event.key]);
  }

  const percent = (seconds: number) => (duration > 0 ? (seconds / duration) * 100 : 0);
  const handles: [Handle, number, string][] = [
    ["start", from, "Trim start"],
    ["end", to, "Trim end"],
  ];

  const waveform = (
    // The frame leaves room on each side for half a handle, so a handle at either end shows whole.
    <div className="rounded-md border border-slate-300 bg-slate-50 px-1.5 dark:border-slate-600 dark:bg-slate-900">
      <div
        ref={box}
        onPointerDown={onPointerDown}
        onPointerMove={(event) => dragging && commit(dragging, timeAt(event.clientX))}
        onPointerUp={() => setDragging(null)}
        onPointerCancel={() => setDragging(null)}
        className="relative h-24 touch-none select-none"
      >
        {peaks ? (
          <svg
            aria-hidden="true"
            viewBox={`0 0 ${peaks.length} 100`}
            preserveAspectRatio="none"
            className="absolute inset-0 size-full text-blue-700 dark:text-blue-400"
          >
            <path d={path} stroke="currentColor" strokeWidth="1" fill="none" />
          </svg>
        ) : (
          <p className="absolute inset-0 flex items-center justify-center px-2 text-center text-sm text-slate-700 dark:text-slate-300">
            {placeholder}
          </p>
        )}
        {/* What the trim leaves out, shaded. */}
        <div
          className="pointer-events-none absolute inset-y-0 left-0 bg-slate-900/40 dark:bg-black/60"
          style={{ width: `${percent(from)}%` }}
        />
        <div
          className="pointer-events-none absolute inset-y-0 right-0 bg-slate-900/40 dark:bg-black/60"
          style={{ width: `${100 - percent(to)}%` }}
        />
        {handles.map(([handle, value, label]) => (
          <div
            key={handle}
            role="slider"
            tabIndex={duration > 0 ? 0 : -1}
            aria-label={label}
            aria-valuemin={0}
            aria-valuemax={Math.round(duration * 10) / 10}
            aria-valuenow={Math.round(value * 10) / 10}
            aria-valuetext={formatTime(value)}
            onKeyDown={(event) => onKeyDown(handle, event)}
            className="absolute inset-y-0 w-3 -translate-x-1/2 cursor-ew-resize rounded-sm bg-blue-600 outline-offset-2 focus-visible:outline-2 focus-visible:outline-blue-600 dark:bg-blue-400"
            style={{ left: `${percent(value)}%` }}
          />
        ))}
        {playback.position !== null && (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 w-0.5 bg-amber-500"
            style={{ left: `${percent(playback.position)}%` }}
          />
        )}
      </div>
    </div>
  );
  if (!source) return waveform;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center gap-2">
        <PanelButton
          icon={playback.playing ? Square : Play}
          label={playback.playing ? "Stop" : "Play the kept part"}
          onClick={playback.toggle}
          disabled={duration <= 0}
        />
        {/* The position changes every frame: shown, not announced (the button says Stop). */}
        {playback.position !== null && (
          <span className="text-sm text-slate-700 tabular-nums dark:text-slate-300">
            {`Playing ${formatTime(playback.position)} of ${formatTime(from)}–${formatTime(to)}`}
          </span>
        )}
        <span role="status" className="text-sm text-red-800 dark:text-red-300">
          {playback.error}
        </span>
      </div>
      {waveform}
    </div>
  );
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

/** One vertical line per slice, as tall as its peak, centred: a path of the waveform. */
export function waveformPath(peaks: Float32Array): string {
  const parts: string[] = [];
  for (let i = 0; i < peaks.length; i++) {
    const half = Math.max(0.5, Math.min(1, peaks[i]) * 50);
    parts.push(`M${i + 0.5} ${(50 - half).toFixed(1)}V${(50 + half).toFixed(1)}`);
  }
  return parts.join("");
}
