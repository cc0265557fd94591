// Whether a run has lasted long enough that the previous result, kept meanwhile so the output does
// not flicker while typing, would pass for the result of the current input: then it is hidden.
import { useEffect, useState } from "react";

/** A run shorter than this keeps the previous result on screen (the next one replaces it at once). */
export const STALE_RESULT_MS = 500;

export function useRunningLong(running: boolean, ms = STALE_RESULT_MS): boolean {
  const [long, setLong] = useState(false);
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => setLong(true), ms);
    return () => {
      clearTimeout(timer);
      setLong(false);
    };
  }, [running, ms]);
  return running && long;
}
