// @vitest-environment jsdom
import { Compartment } from "@codemirror/state";
import { EditorView } from "@codemirror/view";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findMatches } from "./regex-core";
import { matchHighlightExtension } from "./regex-highlight";

const text = fc.string({ unit: fc.constantFrom("a", "b", " ", "\n"), maxLength: 30 });
const pattern = fc.constantFrom("a", "b+", "a|b", "\\s", "(a)(b)?", "x*");

/** What the page does, in any order: the user edits the text; a run (maybe for an older text) ends. */
const step = fc.oneof(
  fc.record({ kind: fc.constant("edit" as const), text }),
  fc.record({
    kind: fc.constant("result" as const),
    pattern,
    /** Which text the run was for: the current one (0) or one typed 1–3 edits ago. */
    age: fc.integer({ min: 0, max: 3 }),
    picked: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
  }),
);

describe("the match highlighter", () => {
  it("never crashes when results arrive for an older text than the editor's, in any order", () => {
    fc.assert(
      fc.property(text, fc.array(step, { maxLength: 12 }), (first, steps) => {
        const marks = new Compartment();
        const view = new EditorView({ doc: first, extensions: [marks.of([])] });
        const texts = [first];
        const errors: unknown[] = [];
        // CodeMirror reports a plugin that throws here instead of throwing itself.
        const original = console.error;
        console.error = (...args: unknown[]) => errors.push(args);
        try {
          for (const s of steps) {
            if (s.kind === "edit") {
              view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: s.text } });
              texts.push(s.text);
            } else {
              const runText = texts[Math.max(0, texts.length - 1 - s.age)];
              const { matches } = findMatches(s.pattern, "g", runText);
              const picked = s.picked !== null && s.picked < matches.length ? s.picked : null;
              view.dispatch({
                effects: marks.reconfigure(
                  matchHighlightExtension(matches, picked, runText.length),
                ),
              });
            }
          }
        } finally {
          console.error = original;
          view.destroy();
        }
        expect(errors).toEqual([]);
      }),
      { numRuns: 120 },
    );
  }, 30_000);
});
