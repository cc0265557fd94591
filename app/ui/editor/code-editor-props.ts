// What the code editor takes: its own module, so the lazy CodeMirror view can use the type
// without importing CodeEditor, which loads the view (no import cycle).
import type { Extension } from "@codemirror/state";

export interface CodeEditorProps {
  value: string;
  onChange?: (value: string) => void;
  /** Accessible name, e.g. "Input" or "Output". */
  label: string;
  readOnly?: boolean;
  placeholder?: string;
  /**
   * CodeMirror extensions of the tool's language (highlighting, and e.g. marks on an error),
   * loaded by the tool on its own route; applied again whenever it changes. Giving one switches
   * the editor to CodeMirror, so pass it once the user has reached for the tool (it is lazy too).
   */
  language?: Extension;
  /**
   * The value is the beginning of a much longer text (a preview of a large result): it is shown in
   * CodeMirror at once and without `language`, whose parse of such a preview in the background took
   * main-thread tasks of 50–75 ms of CPU each (100–400 ms on a busy machine).
   */
  preview?: boolean;
  /**
   * A large value is on its way (a chosen file is being formatted): CodeMirror is mounted now, while
   * the worker works, so the value arrives in an editor that is already there. Mounting the first
   * editor of a page together with a 50,000-character preview made one main-thread task of 80–180 ms
   * (its styles, its first measuring); an update of a mounted one stays far below that.
   */
  expectsLargeValue?: boolean;
  /**
   * When given, a paste that would make the text larger than the editor takes (pastedTextFile) is
   * not put in the editor: the whole text it would make is handed here, as a file, for the tool to
   * keep out of the editor like a large chosen file.
   */
  onLargePaste?: (file: File) => void;
  autoFocus?: boolean;
  /** Where the cursor starts (the textarea's selection when CodeMirror replaces it). */
  initialSelection?: { anchor: number; head: number };
  /** CSS height of the editing area. */
  height?: string;
}
