// A CodeMirror extension that marks where an input stops being valid (wavy underline and a tinted
// line) and can scroll it into view. It imports CodeMirror: tools load it lazily, with the editor.
import { type Extension, StateField } from "@codemirror/state";
import { Decoration, type DecorationSet, EditorView, ViewPlugin } from "@codemirror/view";

export interface ErrorMark {
  /** UTF-16 offsets in the document; an empty range marks the character next to it. */
  from: number;
  to: number;
  /** Shown as the mark's tooltip. */
  message: string;
}

const markTheme = EditorView.baseTheme({
  ".cm-error-mark": {
    textDecoration: "underline wavy rgb(220 38 38)",
    textDecorationSkipInk: "none",
    backgroundColor: "rgb(220 38 38 / 0.15)",
  },
  ".cm-error-line": { backgroundColor: "rgb(220 38 38 / 0.07)" },
  "&dark .cm-error-mark": {
    textDecorationColor: "rgb(248 113 113)",
    backgroundColor: "rgb(248 113 113 / 0.25)",
  },
  "&dark .cm-error-line": { backgroundColor: "rgb(248 113 113 / 0.12)" },
});

/** A non-empty range inside a document of `length`: a mark cannot be empty. */
export function markRange(from: number, to: number, length: number): { from: number; to: number } {
  const start = Math.min(from, length);
  const end = Math.min(Math.max(to, start), length);
  if (end > start) return { from: start, to: end };
  if (start < length) return { from: start, to: start + 1 };
  return { from: Math.max(0, length - 1), to: length };
}

/**
 * Marks `mark` in the editor; with `scrollIntoView`, also scrolls to it once when applied (after
 * an explicit run, not while the user types: the view must not jump away from the cursor).
 */
export function errorMarkExtension(mark: ErrorMark, { scrollIntoView = false } = {}): Extension {
  const decorations = StateField.define<DecorationSet>({
    create(state) {
      if (state.doc.length === 0) return Decoration.none;
      const { from, to } = markRange(mark.from, mark.to, state.doc.length);
      return Decoration.set(
        [
          Decoration.line({ class: "cm-error-line" }).range(state.doc.lineAt(from).from),
          Decoration.mark({ class: "cm-error-mark", attributes: { title: mark.message } }).range(
            from,
            to,
          ),
        ],
        true,
      );
    },
    // Edits move the mark along until the next check replaces it.
    update: (value, transaction) => value.map(transaction.changes),
    provide: (field) => EditorView.decorations.from(field),
  });
  if (!scrollIntoView) return [decorations, markTheme];
  const scroller = ViewPlugin.define((view) => {
    // A plugin cannot dispatch while the editor is being configured: scroll on the next frame.
    const frame = requestAnimationFrame(() => {
      const position = Math.min(mark.from, view.state.doc.length);
      view.dispatch({ effects: EditorView.scrollIntoView(position, { y: "center" }) });
    });
    return { destroy: () => cancelAnimationFrame(frame) };
  });
  return [decorations, markTheme, scroller];
}
