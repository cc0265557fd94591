// The test text's marks, in their own chunk (loaded with the editor): each match tinted (adjacent
// matches alternate), each group in its colour, an empty match as a thin bar. Only what is in view
// is decorated, so 100,000 matches in a 10 MB text cost no more than ten.
import { ChangeSet, type ChangeDesc, type Extension } from "@codemirror/state";
import {
  Decoration,
  type DecorationSet,
  EditorView,
  ViewPlugin,
  type ViewUpdate,
  WidgetType,
} from "@codemirror/view";
import type { FoundMatch } from "./regex-core";
import { GROUP_COLOURS } from "./group-colours";

const theme = EditorView.baseTheme({
  ".cm-rx-match": { backgroundColor: "rgb(250 204 21 / 0.35)", borderRadius: "2px" },
  ".cm-rx-match-alt": { backgroundColor: "rgb(56 189 248 / 0.3)", borderRadius: "2px" },
  ".cm-rx-empty": {
    display: "inline-block",
    width: "2px",
    height: "1.1em",
    verticalAlign: "text-bottom",
    backgroundColor: "rgb(202 138 4)",
  },
  ".cm-rx-picked": { outline: "2px solid rgb(37 99 235)" },
  "&dark .cm-rx-match": { backgroundColor: "rgb(250 204 21 / 0.25)" },
  "&dark .cm-rx-match-alt": { backgroundColor: "rgb(56 189 248 / 0.25)" },
  ...Object.fromEntries(
    GROUP_COLOURS.flatMap((colour, n) => [
      [`.cm-rx-g${n}`, { backgroundColor: colour.light, borderBottom: `2px solid ${colour.line}` }],
      [`&dark .cm-rx-g${n}`, { backgroundColor: colour.dark }],
    ]),
  ),
});

class EmptyMatch extends WidgetType {
  toDOM() {
    const bar = document.createElement("span");
    bar.className = "cm-rx-empty";
    bar.setAttribute("aria-hidden", "true");
    return bar;
  }
  eq() {
    return true;
  }
}
const emptyMatch = Decoration.widget({ widget: new EmptyMatch(), side: 1 });
const markOf = (className: string) => Decoration.mark({ class: className });
const MATCH = markOf("cm-rx-match");
const MATCH_ALT = markOf("cm-rx-match-alt");
const PICKED = markOf("cm-rx-picked");
const GROUPS = GROUP_COLOURS.map((_, n) => markOf(`cm-rx-g${n}`));

/** Decorations in view at most: a line of a million one-character matches stays drawable. */
const MAX_MARKS_IN_VIEW = 20_000;

/** First match that ends at or after `pos` (matches ascend and do not overlap). */
function firstEndingFrom(matches: readonly FoundMatch[], pos: number): number {
  let low = 0;
  let high = matches.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (matches[mid].end < pos) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * Marks `matches` (positions in the text they were found in, `textLength` long) in the visible part
 * of the editor. Edits since then move the marks along (`since`) until the next run replaces them.
 * A result can arrive for an older text than the editor holds (the user typed while it ran): its
 * positions cannot be mapped onto this text, so it marks nothing and the next run's result will.
 */
export function matchHighlightExtension(
  matches: readonly FoundMatch[],
  picked: number | null,
  textLength: number,
): Extension {
  const plugin = ViewPlugin.fromClass(
    class {
      decorations: DecorationSet;
      since: ChangeDesc;
      /** The matches are not of the text the editor held when this result was applied. */
      stale: boolean;
      constructor(view: EditorView) {
        this.since = ChangeSet.empty(view.state.doc.length).desc;
        this.stale = view.state.doc.length !== textLength;
        this.decorations = this.build(view);
      }
      update(update: ViewUpdate) {
        if (update.docChanged) this.since = this.since.composeDesc(update.changes.desc);
        if (update.docChanged || update.viewportChanged) this.decorations = this.build(update.view);
      }
      build(view: EditorView): DecorationSet {
        if (this.stale) return Decoration.none;
        const back = this.since.invertedDesc;
        const length = view.state.doc.length;
        const ranges = [];
        const map = (pos: number, assoc: -1 | 1) => Math.min(this.since.mapPos(pos, assoc), length);
        for (const { from, to } of view.visibleRanges) {
          const start = back.mapPos(from, -1);
          const end = back.mapPos(to, 1);
          for (let i = firstEndingFrom(matches, start); i < matches.length; i++) {
            const match = matches[i];
            if (match.index > end || ranges.length > MAX_MARKS_IN_VIEW) break;
            const mFrom = map(match.index, 1);
            const mTo = map(match.end, -1);
            if (match.end === match.index) ranges.push(emptyMatch.range(mFrom));
            else if (mTo > mFrom) ranges.push((i % 2 ? MATCH_ALT : MATCH).range(mFrom, mTo));
            if (i === picked && mTo > mFrom) ranges.push(PICKED.range(mFrom, mTo));
            match.groups.forEach((group, g) => {
              if (group.start === undefined || group.end === undefined) return;
              const gFrom = map(group.start, 1);
              const gTo = map(group.end, -1);
              if (gTo > gFrom) ranges.push(GROUPS[g % GROUPS.length].range(gFrom, gTo));
            });
          }
        }
        return Decoration.set(ranges, true);
      }
    },
    { decorations: (value) => value.decorations },
  );
  if (picked === null) return [plugin, theme];
  const target = matches[picked];
  const mover = ViewPlugin.define((view) => {
    if (view.state.doc.length !== textLength) return {};
    // A plugin cannot dispatch while the editor is being configured: move on the next frame.
    const frame = requestAnimationFrame(() => {
      if (!target || target.end > view.state.doc.length) return;
      view.dispatch({
        selection: { anchor: target.index, head: target.end },
        effects: EditorView.scrollIntoView(target.index, { y: "center" }),
      });
    });
    return { destroy: () => cancelAnimationFrame(frame) };
  });
  return [plugin, theme, mover];
}
