// One side of Text Diff (Original or Changed): the text typed into its field, kept and shared like
// any tool's input, or a file. The worker reads a file itself (copying two 10 MB strings into its
// message took the page 82–166 ms). A file over EDITOR_FILE_LIMIT_BYTES, or a paste that large,
// stays out of the editor, as on the other text tools (CodeMirror took about 290 ms to take in
// 5 MB): the view reads the lines on screen from the file's text.
import { useState } from "react";
import { usePersistentState } from "~/hooks/persistent-state";
import { EDITOR_FILE_LIMIT_BYTES, readFileAsText } from "~/lib/browser/read-file";
import { errorMessage } from "~/lib/tool-error";
import { MAX_FIELD_BYTES, tooLargeMessage } from "./text-diff";

interface Loaded {
  file: File;
  text: string;
  /** The text is in the editor too (a file up to the editor's limit). */
  inEditor: boolean;
}

/** A side's whole state, to exchange the two sides (Swap) or empty one (Clear). */
export interface SideState {
  field: string;
  loaded: Loaded | null;
}

export interface DiffSide {
  /** What the view and the size checks read: the file's text, else the field's. */
  text: string;
  /** What the worker gets: the file, else the field's text. */
  source: string | File;
  /** The file loaded, until the field is edited. */
  file: File | null;
  /** The file stands in for the field, which is empty. */
  keptOut: boolean;
  /** The field's own value. */
  field: string;
  /** Why the file chosen could not be read, if it could not. */
  readError: string | null;
  edit: (text: string) => void;
  choose: (file: File) => Promise<void>;
  state: SideState;
  replace: (state: SideState) => void;
}

/** `label` names the side in messages ("Original"); `name` is its stored field's name. */
export function useDiffSide(
  toolPath: string,
  name: string,
  label: string,
  initial: string,
): DiffSide {
  const [field, setField] = usePersistentState(toolPath, name, initial, { role: "input" });
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const replace = (state: SideState) => {
    setField(state.field);
    setLoaded(state.loaded);
    setReadError(null);
  };
  return {
    text: loaded?.text ?? field,
    source: loaded?.file ?? field,
    file: loaded?.file ?? null,
    keptOut: loaded !== null && !loaded.inEditor,
    field,
    readError,
    edit: (text) => replace({ field: text, loaded: null }),
    choose: async (file) => {
      // Refused unread: a 2 GB file would be read whole into the page's memory first.
      if (file.size > MAX_FIELD_BYTES) {
        setReadError(tooLargeMessage(`${label} (${file.name})`, file.size));
        return;
      }
      try {
        const text = await readFileAsText(file);
        const inEditor = file.size <= EDITOR_FILE_LIMIT_BYTES;
        // Text and file together, so a run never pairs the file with the field's older text.
        replace({ field: inEditor ? text : "", loaded: { file, text, inEditor } });
      } catch (error) {
        setReadError(`Could not read ${file.name}: ${errorMessage(error)}`);
      }
    },
    state: { field, loaded },
    replace,
  };
}
