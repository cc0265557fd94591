// The code editor every tool uses. CodeMirror (~100 KB gz) is lazy: the page first shows a plain
// textarea with the same label and value, and CodeMirror is fetched when the user reaches for the
// editor (pointer or focus) or the text grows past what a textarea handles well.
import { useEffect, useMemo, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { pastedTextFile } from "~/lib/browser/read-file";
import { hasLongLine } from "~/lib/text/long-line-preview";
import { useHydrated } from "~/hooks/use-hydrated";
import type { CodeEditorProps } from "./code-editor-props";

type CodeMirrorComponent = typeof import("./CodeMirrorView").default;
/** Loaded once per page; every editor after the first mounts CodeMirror at once. */
let loadedCodeMirror: CodeMirrorComponent | null = null;
let codeMirrorLoad: Promise<CodeMirrorComponent> | null = null;
function loadCodeMirror(): Promise<CodeMirrorComponent> {
  codeMirrorLoad ??= import("./CodeMirrorView").then((module) => {
    loadedCodeMirror = module.default;
    return module.default;
  });
  // A failed load (offline before it was ever used, a deploy removed it) may be tried again.
  codeMirrorLoad.catch(() => (codeMirrorLoad = null));
  return codeMirrorLoad;
}

/** Beyond this a textarea lays out every line and typing lags; CodeMirror draws only what is in view. */
export const LARGE_TEXT_CHARS = 100_000;

/** Too large for a textarea: many characters, or one line longer than CodeMirror wraps. */
export const isLargeText = (text: string) => text.length > LARGE_TEXT_CHARS || hasLongLine(text);

function PlainTextArea({
  value,
  onChange,
  label,
  readOnly,
  placeholder,
  onLargePaste,
  textareaRef,
}: CodeEditorProps & { textareaRef?: React.Ref<HTMLTextAreaElement> }) {
  return (
    <textarea
      ref={textareaRef}
      onPaste={(event) => {
        if (!onLargePaste) return;
        const area = event.currentTarget;
        const file = pastedTextFile(
          area.value.slice(0, area.selectionStart) +
            event.clipboardData.getData("text/plain") +
            area.value.slice(area.selectionEnd),
        );
        if (!file) return;
        event.preventDefault();
        void file.then(onLargePaste);
      }}
      aria-label={label}
      value={value}
      readOnly={readOnly}
      placeholder={placeholder}
      spellCheck={false}
      onChange={(event) => onChange?.(event.target.value)}
      className="h-full w-full resize-none bg-transparent p-2 font-mono text-[13px] text-slate-900 placeholder:text-slate-600 focus:outline-none dark:text-slate-100 dark:placeholder:text-slate-300"
    />
  );
}

/** While CodeMirror loads for a large text: a textarea would lay all of it out at once. */
function LoadingEditor() {
  return <p className="p-2 text-sm text-slate-700 dark:text-slate-300">Loading the editor…</p>;
}

export function CodeEditor({ preview, expectsLargeValue, ...given }: CodeEditorProps) {
  const props = preview ? { ...given, language: undefined } : given;
  // Never during prerender nor the hydration pass: both must render the same textarea.
  const hydrated = useHydrated();
  const [wanted, setWanted] = useState(false);
  const large = useMemo(() => preview || isLargeText(props.value), [preview, props.value]);
  const enhanced =
    hydrated && (wanted || large || expectsLargeValue || props.language !== undefined);
  const [CodeMirror, setCodeMirror] = useState<CodeMirrorComponent | null>(() => loadedCodeMirror);
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  // Focus and selection of the textarea at the moment CodeMirror replaces it.
  const [handOver, setHandOver] = useState<TextHandOver | null>(null);

  useEffect(() => {
    if (!enhanced || CodeMirror) return;
    let current = true;
    loadCodeMirror()
      // Mounted a task after its module ran: the two in one task were 90–130 ms of main thread.
      .then(
        (component) => new Promise<CodeMirrorComponent>((done) => setTimeout(done, 0, component)),
      )
      .then(
        (component) => {
          if (!current) return;
          // The same textarea has been on screen all along: whatever was typed, pasted or set on
          // it is already in `value`; what it had of focus and selection moves into CodeMirror.
          // flushSync: read and replace in one task, so no key can arrive in between.
          flushSync(() => {
            setHandOver(handOverOf(textareaRef.current));
            setCodeMirror(() => component);
          });
        },
        () => {
          // The textarea stays and the tool works; the service worker's message says why.
        },
      );
    return () => {
      current = false;
    };
  }, [enhanced, CodeMirror]);

  return (
    <div
      onPointerEnter={() => setWanted(true)}
      onFocusCapture={() => setWanted(true)}
      style={{ height: props.height ?? "20rem" }}
      className="overflow-hidden rounded-md border border-slate-300 bg-white focus-within:border-blue-600 focus-within:ring-2 focus-within:ring-blue-600/30 dark:border-slate-600 dark:bg-slate-900"
    >
      {enhanced && CodeMirror ? (
        <CodeMirror
          {...props}
          autoFocus={props.autoFocus || handOver?.focused}
          initialSelection={handOver?.selection}
        />
      ) : enhanced && large ? (
        <LoadingEditor />
      ) : (
        <PlainTextArea {...props} textareaRef={textareaRef} />
      )}
    </div>
  );
}

interface TextHandOver {
  focused: boolean;
  selection?: { anchor: number; head: number };
}

function handOverOf(textarea: HTMLTextAreaElement | null): TextHandOver | null {
  if (!textarea) return null;
  const focused = document.activeElement === textarea;
  const backward = textarea.selectionDirection === "backward";
  const { selectionStart: start, selectionEnd: end } = textarea;
  return {
    focused,
    selection: focused
      ? { anchor: backward ? end : start, head: backward ? start : end }
      : undefined,
  };
}
