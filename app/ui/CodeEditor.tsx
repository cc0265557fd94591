// The code editor every tool uses. CodeMirror (~100 KB gz) is lazy: the page first shows a plain
// textarea with the same label and value, and CodeMirror is fetched when the user reaches for the
// editor (pointer or focus) or the text grows past what a textarea handles well.
import { Suspense, lazy, useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
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
  autoFocus?: boolean;
  /** CSS height of the editing area. */
  height?: string;
}

const CodeMirrorView = lazy(() => import("./CodeMirrorView"));

/** Beyond this a textarea lays out every line and typing lags; CodeMirror draws only what is in view. */
export const LARGE_TEXT_CHARS = 100_000;

function PlainTextArea({ value, onChange, label, readOnly, placeholder }: CodeEditorProps) {
  return (
    <textarea
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

export function CodeEditor(props: CodeEditorProps) {
  // Never during prerender nor the hydration pass: both must render the same textarea.
  const hydrated = useHydrated();
  const [wanted, setWanted] = useState(false);
  const large = props.value.length > LARGE_TEXT_CHARS;
  const enhanced = hydrated && (wanted || large || props.language !== undefined);
  // Focus moves into CodeMirror when it replaces a focused textarea.
  const [focusOnLoad, setFocusOnLoad] = useState(false);
  const enhance = (event?: React.FocusEvent) => {
    if (event && !enhanced) setFocusOnLoad(true);
    setWanted(true);
  };
  return (
    <div
      onPointerEnter={() => enhance()}
      onFocusCapture={enhance}
      style={{ height: props.height ?? "20rem" }}
      className="overflow-hidden rounded-md border border-slate-300 bg-white focus-within:border-blue-600 focus-within:ring-2 focus-within:ring-blue-600/30 dark:border-slate-600 dark:bg-slate-900"
    >
      {enhanced ? (
        <Suspense fallback={large ? <LoadingEditor /> : <PlainTextArea {...props} />}>
          <CodeMirrorView {...props} autoFocus={props.autoFocus || focusOnLoad} />
        </Suspense>
      ) : (
        <PlainTextArea {...props} />
      )}
    </div>
  );
}
