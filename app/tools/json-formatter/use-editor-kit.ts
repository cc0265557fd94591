// Loads the JSON editor extensions (highlighting, error marks) on first need: when the user reaches
// for the tool or a result arrives. Never before, so the page's first load stays small.
import { useCallback, useState } from "react";

export type EditorKit = typeof import("./json-editor");

export function useEditorKit(): { value: EditorKit | null; load: () => void } {
  const [value, setValue] = useState<EditorKit | null>(null);
  const load = useCallback(() => {
    // The module is fetched once; later calls resolve to the same object, so nothing re-renders.
    void import("./json-editor").then((kit) => setValue(() => kit));
  }, []);
  return { value, load };
}
