// CodeMirror 6 itself, in its own chunk (loaded by CodeEditor after first paint). CodeMirror draws
// only the lines in view, so a 20 MB document stays responsive, unlike a textarea.
import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import {
  bracketMatching,
  foldGutter,
  foldKeymap,
  indentOnInput,
  syntaxHighlighting,
  defaultHighlightStyle,
} from "@codemirror/language";
import { highlightSelectionMatches, searchKeymap } from "@codemirror/search";
import {
  Annotation,
  Compartment,
  EditorState,
  Prec,
  type Extension,
  type Text,
  type Transaction,
} from "@codemirror/state";
import {
  EditorView,
  drawSelection,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
  placeholder as placeholderExtension,
} from "@codemirror/view";
import { useEffect, useLayoutEffect, useRef } from "react";
import { pastedTextFile } from "~/lib/browser/read-file";
import { LONG_LINE_CHARS, hasLongLine, piecesHaveLongLine } from "~/lib/text/long-line-preview";
import type { CodeEditorProps } from "./code-editor-props";

const theme = EditorView.theme({
  "&": { fontSize: "13px", height: "100%" },
  ".cm-scroller": { fontFamily: "var(--font-mono)", overflow: "auto" },
  ".cm-content": { caretColor: "currentColor" },
  "&.cm-focused": { outline: "none" },
  ".cm-gutters": {
    backgroundColor: "transparent",
    borderRight: "1px solid rgb(148 163 184 / 0.4)",
    color: "rgb(71 85 105)",
  },
  ".cm-placeholder": { color: "rgb(71 85 105)" },
});

const darkTheme = EditorView.theme(
  {
    ".cm-gutters": { color: "rgb(203 213 225)" },
    ".cm-placeholder": { color: "rgb(203 213 225)" },
    ".cm-activeLine, .cm-activeLineGutter": { backgroundColor: "rgb(30 41 59 / 0.6)" },
    "&.cm-focused .cm-selectionBackground, .cm-selectionBackground": {
      backgroundColor: "rgb(51 65 85)",
    },
  },
  { dark: true },
);

const UNWRAPPED: Extension = [];

/** Marks the transaction that puts a new `value` in: not an edit to report back through onChange. */
const valueFromOutside = Annotation.define<true>();

/**
 * The text of `doc` from `from` to `to` in pieces of 64 K characters: scanning them with indexOf is
 * several times faster than walking the document line by line (a 50,000-character result took 9 ms
 * that way, a fifth of the task that shows it).
 */
function* slices(doc: Text, from: number, to: number): Generator<string> {
  for (let at = from; at < to; at += 65_536) yield doc.sliceString(at, Math.min(to, at + 65_536));
}

/** Whether a line of `doc` that `transaction` wrote (or, with `everywhere`, any line) is too long. */
function writesLongLine(transaction: Transaction, everywhere: boolean): boolean {
  const doc = transaction.newDoc;
  if (doc.length <= LONG_LINE_CHARS) return false;
  if (everywhere) return piecesHaveLongLine(slices(doc, 0, doc.length), LONG_LINE_CHARS);
  let found = false;
  transaction.changes.iterChangedRanges((_fromA, _toA, fromB, toB) => {
    if (found) return;
    const from = doc.lineAt(fromB).from;
    const to = doc.lineAt(toB).to;
    found = piecesHaveLongLine(slices(doc, from, to), LONG_LINE_CHARS);
  });
  return found;
}

/**
 * Lines wrap as long as no line is longer than LONG_LINE_CHARS. Wrapped, one 1 MB line cost a
 * main-thread task of over a second; unwrapped, CodeMirror draws only the part of it in view. A
 * change that writes such a line, or removes the last one, switches wrapping in its own transaction.
 */
function wrapUnlessLongLines(slot: Compartment, text: string): Extension {
  return [
    slot.of(hasLongLine(text) ? UNWRAPPED : EditorView.lineWrapping),
    EditorState.transactionExtender.of((transaction) => {
      if (!transaction.docChanged) return null;
      const wrapped = slot.get(transaction.startState) !== UNWRAPPED;
      // Wrapped text stays wrapped unless the change wrote a long line; unwrapped text is checked
      // whole, since any change may have removed its last long line.
      const long = writesLongLine(transaction, !wrapped);
      if (long !== wrapped) return null;
      return { effects: slot.reconfigure(long ? UNWRAPPED : EditorView.lineWrapping) };
    }),
  ];
}

/**
 * Inserted text at least this long, or with a line break, is put in by one transaction instead of
 * the browser's editing: a typed key or an IME's word stays on the browser's path.
 */
const BULK_INSERT_CHARS = 200;

/**
 * What inserted text replaces: the page's selection as the browser holds it, which may be newer than
 * the editor's (a driver's fill() selects the whole editor in the DOM, then inserts). The DOM
 * selection's own ends, not the input event's target range: the browser narrows that range to the
 * lines on screen, and the editor draws only those of a long text.
 */
function replacedRange(event: InputEvent, view: EditorView): { from: number; to: number } {
  const selection = document.getSelection();
  const inEditor = (node: Node | null | undefined): node is Node =>
    !!node && view.contentDOM.contains(node);
  if (selection && inEditor(selection.anchorNode) && inEditor(selection.focusNode)) {
    const anchor = view.posAtDOM(selection.anchorNode, selection.anchorOffset);
    const head = view.posAtDOM(selection.focusNode, selection.focusOffset);
    return { from: Math.min(anchor, head), to: Math.max(anchor, head) };
  }
  const [target] = event.getTargetRanges?.() ?? [];
  if (target && inEditor(target.startContainer) && inEditor(target.endContainer))
    return {
      from: view.posAtDOM(target.startContainer, target.startOffset),
      to: view.posAtDOM(target.endContainer, target.endOffset),
    };
  return view.state.selection.main;
}

function isDark(): boolean {
  return document.documentElement.classList.contains("dark");
}

export default function CodeMirrorView({
  value,
  onChange,
  onLargePaste,
  label,
  readOnly = false,
  placeholder,
  language,
  autoFocus,
  initialSelection,
}: CodeEditorProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const viewRef = useRef<EditorView | null>(null);
  const onChangeRef = useRef(onChange);
  const onLargePasteRef = useRef(onLargePaste);
  const themeSlot = useRef(new Compartment());
  const placeholderSlot = useRef(new Compartment());
  const languageSlot = useRef(new Compartment());
  const wrapSlot = useRef(new Compartment());
  // The text the document holds as the tool last saw it (given as `value` or sent to onChange):
  // comparing references is instant, comparing megabytes of text on every render is not.
  const syncedValue = useRef(value);
  // A layout effect, so the latest onChange is in place before the browser delivers the next key:
  // with a passive effect, an editor update between render and effect would call an older handler.
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
    onLargePasteRef.current = onLargePaste;
  });

  // Created once; value changes from outside are applied below as transactions. A layout effect:
  // the textarea this replaces is gone in the same commit, and focus must be in the editor before
  // the browser delivers the next key, or that key would go to the page and be lost.
  useLayoutEffect(() => {
    /**
     * Hands a text too large for the editor to the tool as the file it would make, with `inserted`
     * in place of from–to (then true).
     */
    function handedOverAsFile(
      event: Event,
      view: EditorView,
      inserted: string,
      { from, to }: { from: number; to: number } = view.state.selection.main,
    ): boolean {
      const handOver = onLargePasteRef.current;
      if (!handOver || view.state.readOnly) return false;
      const doc = view.state.doc;
      const file = pastedTextFile(doc.sliceString(0, from) + inserted + doc.sliceString(to));
      if (!file) return false;
      event.preventDefault();
      void file.then(handOver);
      return true;
    }
    const extensions: Extension[] = [
      lineNumbers(),
      highlightActiveLineGutter(),
      foldGutter(),
      history(),
      drawSelection(),
      indentOnInput(),
      bracketMatching(),
      highlightActiveLine(),
      highlightSelectionMatches(),
      syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
      keymap.of([
        // Ctrl+Enter runs the tool (spec §9); CodeMirror's own binding would also add a line.
        ...defaultKeymap.filter((binding) => binding.key !== "Mod-Enter"),
        ...historyKeymap,
        ...foldKeymap,
        ...searchKeymap,
        indentWithTab,
      ]),
      wrapUnlessLongLines(wrapSlot.current, value),
      theme,
      // Prec.high: the dark colours must win over the base theme's light ones.
      themeSlot.current.of(isDark() ? Prec.high(darkTheme) : []),
      EditorView.contentAttributes.of({
        "aria-label": label,
        ...(readOnly ? { "aria-readonly": "true" } : {}),
      }),
      EditorState.readOnly.of(readOnly),
      EditorView.domEventHandlers({
        // Before CodeMirror's own paste: taking in megabytes is one long task, then every key is slow.
        paste(event, view) {
          if (!event.clipboardData) return false;
          return handedOverAsFile(event, view, event.clipboardData.getData("text/plain"));
        },
        // Text inserted by the browser rather than typed key by key (dictation, text services, a
        // script or test driver): left to the browser, it goes into the editable DOM first, which
        // for 1,500 lines (73 KB) was a 14.6 s task before CodeMirror read it back. Inserted as one
        // transaction it is the same as a paste.
        beforeinput(event, view) {
          if (view.state.readOnly || view.composing) return false;
          if (event.inputType !== "insertText" && event.inputType !== "insertReplacementText")
            return false;
          const text = event.data ?? event.dataTransfer?.getData("text/plain") ?? "";
          if (text.length < BULK_INSERT_CHARS && !/[\r\n]/.test(text)) return false;
          const range = replacedRange(event, view);
          if (handedOverAsFile(event, view, text, range)) return true;
          event.preventDefault();
          view.dispatch({
            changes: { from: range.from, to: range.to, insert: text },
            selection: { anchor: range.from + text.length },
            userEvent: "input.type",
            scrollIntoView: true,
          });
          return true;
        },
      }),
      EditorView.updateListener.of((update) => {
        if (!update.docChanged) return;
        if (update.transactions.some((transaction) => transaction.annotation(valueFromOutside)))
          return;
        const text = update.state.doc.toString();
        syncedValue.current = text;
        onChangeRef.current?.(text);
      }),
    ];
    extensions.push(
      placeholderSlot.current.of(placeholder ? placeholderExtension(placeholder) : []),
    );
    extensions.push(languageSlot.current.of(language ?? []));
    const view = new EditorView({
      parent: hostRef.current!,
      state: EditorState.create({
        doc: value,
        extensions,
        selection: initialSelection && {
          anchor: Math.min(initialSelection.anchor, value.length),
          head: Math.min(initialSelection.head, value.length),
        },
      }),
    });
    viewRef.current = view;
    if (autoFocus) view.focus();

    // Follow the site's theme switch.
    const observer = new MutationObserver(() =>
      view.dispatch({
        effects: themeSlot.current.reconfigure(isDark() ? Prec.high(darkTheme) : []),
      }),
    );
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
    return () => {
      observer.disconnect();
      view.destroy();
      viewRef.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the editor is built once per mount
  }, []);

  // Tools change their placeholder with their mode (e.g. Encode / Decode).
  useEffect(() => {
    viewRef.current?.dispatch({
      effects: placeholderSlot.current.reconfigure(
        placeholder ? placeholderExtension(placeholder) : [],
      ),
    });
  }, [placeholder]);

  // A tool loads its language after the editor, and may change it (e.g. to mark an error, or drop
  // it for a preview). A layout effect before the one below: a value and a language given together
  // are applied language first, so a new value is never parsed with a language that is going.
  const appliedLanguage = useRef(language);
  useLayoutEffect(() => {
    if (appliedLanguage.current === language) return;
    appliedLanguage.current = language;
    viewRef.current?.dispatch({ effects: languageSlot.current.reconfigure(language ?? []) });
  }, [language]);

  // A value from outside (a result, a loaded file, Clear) replaces the document; the value this
  // editor itself reported back is already in it.
  useLayoutEffect(() => {
    const view = viewRef.current;
    if (!view || value === syncedValue.current) return;
    syncedValue.current = value;
    if (view.state.doc.toString() !== value)
      view.dispatch({
        changes: { from: 0, to: view.state.doc.length, insert: value },
        annotations: valueFromOutside.of(true),
      });
  }, [value]);

  return <div ref={hostRef} className="h-full min-h-0" data-editor="codemirror" />;
}
