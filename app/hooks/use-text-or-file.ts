// The input of a tool that converts typed text or a chosen file, one at a time, and starts large
// jobs by itself (the Base64 tool has the same behaviour written inline).
import { useCallback, useEffect, useState } from "react";

/** Choosing a file empties the editor; typing drops the file, so the editor is the input again. */
export function useTextOrFile() {
  const [text, setText] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const chooseFile = useCallback((chosen: File) => {
    setFile(chosen);
    setText("");
  }, []);
  const editText = useCallback((value: string) => {
    setText(value);
    setFile(null);
  }, []);
  const clear = useCallback(() => {
    setText("");
    setFile(null);
  }, []);
  return { text, file, hasInput: text !== "" || file !== null, chooseFile, editText, clear };
}

/** Long typed text waits for this pause in typing before a large job starts. */
export const TYPING_PAUSE_MS = 300;

/**
 * Starts a large job without a button press: at once for a file (`immediately`), after a pause in
 * typing for long text. `run` changes with the job, so each new job starts once.
 */
export function useAutoRun(large: boolean, immediately: boolean, run: () => void) {
  useEffect(() => {
    if (!large) return;
    const timer = window.setTimeout(run, immediately ? 0 : TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [large, immediately, run]);
}
