// An editor's marks for a tool that finds places in its input (the XPath Tester's nodes, the JSONPath
// Tester's values), in their own chunk (loaded when there are matches): every match tinted, and the
// one the user picked selected and scrolled into view.
import { type Extension, StateField } from "@codemirror/state";
import { Decoration, type DecorationSet, EditorView, ViewPlugin } from "@codemirror/view";

export interface SourceSpan {
  from: number;
  to: number;
}

const matchTheme = EditorView.baseTheme({
  ".cm-match": { backgroundColor: "rgb(250 204 21 / 0.3)" },
  ".cm-match-picked": {
    backgroundColor: "rgb(37 99 235 / 0.18)",
    outline: "1px solid rgb(37 99 235)",
  },
  "&dark .cm-match": { backgroundColor: "rgb(250 204 21 / 0.2)" },
  "&dark .cm-match-picked": {
    backgroundColor: "rgb(96 165 250 / 0.25)",
    outline: "1px solid rgb(147 197 253)",
  },
});

function clamp(span: SourceSpan, length: number): SourceSpan | null {
  const from = Math.min(span.from, length);
  const to = Math.min(span.to, length);
  return to > from ? { from, to } : null;
}

/**
 * Tints `matches` and outlines `picked`; when `picked` is given, also selects it and scrolls to it
 * once, as the extension is applied (after a click on a result, never while the user types).
 */
export function matchMarksExtension(
  matches: readonly SourceSpan[],
  picked: SourceSpan | null,
): Extension {
  const marks = StateField.define<DecorationSet>({
    create(state) {
      const length = state.doc.length;
      const ranges = [];
      for (const span of matches) {
        const clamped = clamp(span, length);
        if (clamped)
          ranges.push(Decoration.mark({ class: "cm-match" }).range(clamped.from, clamped.to));
      }
      const pickedSpan = picked && clamp(picked, length);
      if (pickedSpan) {
        ranges.push(
          Decoration.mark({ class: "cm-match-picked" }).range(pickedSpan.from, pickedSpan.to),
        );
      }
      return Decoration.set(ranges, true);
    },
    // Edits move the marks along until the next evaluation replaces them.
    update: (value, transaction) => value.map(transaction.changes),
    provide: (field) => EditorView.decorations.from(field),
  });
  if (!picked) return [marks, matchTheme];
  const mover = ViewPlugin.define((view) => {
    // A plugin cannot dispatch while the editor is being configured: move on the next frame.
    const frame = requestAnimationFrame(() => {
      const span = clamp(picked, view.state.doc.length);
      if (!span) return;
      view.dispatch({
        selection: { anchor: span.from, head: span.to },
        effects: EditorView.scrollIntoView(span.from, { y: "center" }),
      });
    });
    return { destroy: () => cancelAnimationFrame(frame) };
  });
  return [marks, matchTheme, mover];
}
