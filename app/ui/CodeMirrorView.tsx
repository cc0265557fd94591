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
import { Compartment, EditorState, Prec, type Extension } from "@codemirror/state";
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
import type { CodeEditorProps } from "./CodeEditor";

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

function isDark(): boolean {
  return document.documentElement.classList.contains("dark");
}

export default function CodeMirrorView({
  value,
  onChange,
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
  const themeSlot = useRef(new Compartment());
  const placeholderSlot = useRef(new Compartment());
  const languageSlot = useRef(new Compartment());
  // A layout effect, so the latest onChange is in place before the browser delivers the next key:
  // with a passive effect, an editor update between render and effect would call an older handler.
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });

  // Created once; value changes from outside are applied below as transactions. A layout effect:
  // the textarea this replaces is gone in the same commit, and focus must be in the editor before
  // the browser delivers the next key, or that key would go to the page and be lost.
  useLayoutEffect(() => {
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
      EditorView.lineWrapping,
      theme,
      // Prec.high: the dark colours must win over the base theme's light ones.
      themeSlot.current.of(isDark() ? Prec.high(darkTheme) : []),
      EditorView.contentAttributes.of({
        "aria-label": label,
        ...(readOnly ? { "aria-readonly": "true" } : {}),
      }),
      EditorState.readOnly.of(readOnly),
      EditorView.updateListener.of((update) => {
        if (update.docChanged) onChangeRef.current?.(update.state.doc.toString());
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

  // A tool loads its language after the editor, and may change it (e.g. to mark an error).
  const appliedLanguage = useRef(language);
  useEffect(() => {
    if (appliedLanguage.current === language) return;
    appliedLanguage.current = language;
    viewRef.current?.dispatch({ effects: languageSlot.current.reconfigure(language ?? []) });
  }, [language]);

  useLayoutEffect(() => {
    const view = viewRef.current;
    if (!view) return;
    const current = view.state.doc.toString();
    if (current !== value)
      view.dispatch({ changes: { from: 0, to: current.length, insert: value } });
  }, [value]);

  return <div ref={hostRef} className="h-full min-h-0" data-editor="codemirror" />;
}
