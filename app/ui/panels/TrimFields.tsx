// The two trim fields of a media converter, Start and End, as times people type ("90", "1:30",
// "1:02:03.5"; lib/media/media-time reads them). An empty End is the input's end, shown as its hint.
import { formatTime } from "~/lib/media/media-time";
import { TextOption } from "./OptionsRow";

export function TrimFields({
  start,
  end,
  onStart,
  onEnd,
  duration,
}: {
  start: string;
  end: string;
  onStart: (value: string) => void;
  onEnd: (value: string) => void;
  /** The input's length in seconds, once it is known. */
  duration: number | null;
}) {
  return (
    <>
      <TextOption label="Start" value={start} onChange={onStart} placeholder="0:00" width="6rem" />
      <TextOption
        label="End"
        value={end}
        onChange={onEnd}
        placeholder={duration !== null ? formatTime(duration) : "the end"}
        width="6rem"
      />
    </>
  );
}
