// Times in media files as people type and read them: "90", "1:30", "1:02:03.5". Shared by the
// audio and video converters (trim fields, durations).

/**
 * A time as typed, in seconds: "90", "1:30", "1:02:03.5" (a decimal point or comma before the
 * fraction). Null for an empty field; a message for anything else.
 */
export function readTime(text: string): number | null | { error: string } {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  const match = /^(?:(\d{1,3}):)?(?:(\d{1,3}):)?(\d{1,6})(?:[.,](\d{1,3}))?$/.exec(trimmed);
  if (!match)
    return { error: `"${trimmed.slice(0, 16)}" is not a time: write 90, 1:30 or 1:02:03.5.` };
  const [, first, second, last, fraction] = match;
  const hours = second === undefined ? 0 : Number(first);
  const minutes = second === undefined ? Number(first ?? 0) : Number(second);
  if ((first !== undefined && Number(last) >= 60) || (second !== undefined && minutes >= 60))
    return { error: `"${trimmed}" is not a time: minutes and seconds go up to 59.` };
  return hours * 3600 + minutes * 60 + Number(last) + Number(`0.${fraction ?? "0"}`);
}

/** A trim in seconds: null where its field is empty (from the beginning, to the end). */
export interface Trim {
  start: number | null;
  end: number | null;
}

/**
 * The trim fields as typed, with the input's duration when it is known: the start and end (the end
 * no later than the input's), or the first problem, named by its field.
 */
export function readTrim(
  startText: string,
  endText: string,
  duration: number | null,
): Trim | { error: string } {
  const start = readTime(startText);
  if (start !== null && typeof start === "object") return { error: `Start: ${start.error}` };
  const end = readTime(endText);
  if (end !== null && typeof end === "object") return { error: `End: ${end.error}` };
  if (start !== null && end !== null && end <= start)
    return { error: "End: must be after the start." };
  if (duration !== null && start !== null && start >= duration)
    return { error: `Start: the input is ${formatTime(duration)} long; start before that.` };
  return { start, end: end !== null && duration !== null ? Math.min(end, duration) : end };
}

/** A trim as mediabunny's conversion option: none at all when neither end is set. */
export function trimOption({ start, end }: Trim): {
  trim?: { start?: number; end?: number };
} {
  if (start === null && end === null) return {};
  return {
    trim: { ...(start !== null ? { start } : {}), ...(end !== null ? { end } : {}) },
  };
}

/** "1:02:03.5" for 3723.5 s; "0:05" for 5 s. */
export function formatTime(seconds: number): string {
  const whole = Math.floor(seconds);
  const tenths = Math.round((seconds - whole) * 10);
  const carry = tenths === 10 ? 1 : 0;
  const total = whole + carry;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const fraction = tenths % 10 === 0 ? "" : `.${tenths % 10}`;
  const mm = h > 0 ? String(m).padStart(2, "0") : String(m);
  return `${h > 0 ? `${h}:` : ""}${mm}:${String(s).padStart(2, "0")}${fraction}`;
}

/**
 * "42 %, about 1:10 left" while a conversion runs: the time left is the time so far scaled by what
 * is left, said once there is enough to judge by (5 % done and a second gone), else the percentage.
 */
export function progressText(fraction: number, elapsedMs: number): string {
  const percent = `${Math.floor(fraction * 100)} %`;
  if (fraction < 0.05 || elapsedMs < 1000) return percent;
  const leftSeconds = ((elapsedMs / 1000) * (1 - fraction)) / fraction;
  return `${percent}, about ${formatTime(Math.max(1, Math.round(leftSeconds)))} left`;
}
