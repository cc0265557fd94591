// Plays the part of a media file a trim keeps, from its start to its end, through the browser's own
// player (an <audio> element that is not in the page: it decodes off the main thread, and the file
// is read from this device through a blob: URL, never sent anywhere). The play position is read
// once a frame while it plays, so a playhead can follow it, and playing stops at the trim's end.
import { useEffect, useRef, useState } from "react";

export const CANNOT_PLAY_MESSAGE =
  "This browser cannot play this file here; the conversion is not affected.";
export const NOT_ALLOWED_MESSAGE =
  "The browser did not let this page play sound: allow sound for this site, then press Play again.";

export interface TrimPlayback {
  playing: boolean;
  /** Seconds into the file while playing; null when stopped. */
  position: number | null;
  /** Set when the browser refused to play the file. */
  error: string | null;
  toggle: () => void;
}

export function useTrimPlayback(source: Blob | null, from: number, to: number): TrimPlayback {
  const player = useRef<HTMLAudioElement | null>(null);
  const frame = useRef(0);
  // The trim's end as it is now: moving the end handle while playing moves where playing stops.
  const end = useRef(to);
  const [position, setPosition] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    end.current = to;
  }, [to]);

  // A new file: a new player over a URL of its own, both let go when the file changes or the page goes.
  useEffect(() => {
    if (!source) return;
    const url = URL.createObjectURL(source);
    const audio = new Audio();
    audio.preload = "none";
    audio.src = url;
    player.current = audio;
    return () => {
      cancelAnimationFrame(frame.current);
      audio.pause();
      audio.removeAttribute("src");
      audio.load();
      URL.revokeObjectURL(url);
      player.current = null;
      setPosition(null);
      setError(null);
    };
  }, [source]);

  function stop() {
    cancelAnimationFrame(frame.current);
    player.current?.pause();
    setPosition(null);
  }

  function follow() {
    const audio = player.current;
    if (!audio) return;
    if (audio.ended || audio.currentTime >= end.current) return stop();
    setPosition(audio.currentTime);
    frame.current = requestAnimationFrame(follow);
  }

  function toggle() {
    const audio = player.current;
    if (!audio) return;
    if (position !== null) return stop();
    setError(null);
    audio.currentTime = from;
    setPosition(from);
    audio.play().then(
      () => {
        frame.current = requestAnimationFrame(follow);
      },
      (reason: unknown) => {
        // A pause before playing began (Stop pressed at once) is not a failure.
        if (reason instanceof DOMException && reason.name === "AbortError") return;
        setPosition(null);
        // NotAllowedError: sound refused for this site (a browser setting, or no user's gesture).
        const refused = reason instanceof DOMException && reason.name === "NotAllowedError";
        setError(refused ? NOT_ALLOWED_MESSAGE : CANNOT_PLAY_MESSAGE);
      },
    );
  }

  return { playing: position !== null, position, error, toggle };
}
