// "Paste anything" on the home page: a field for a blob the user has (a token from a log, a
// timestamp, a cron line, a file) that says what it is and which tools take it. Only the field is in
// the page's first load; what reads the content (app/lib/paste-detect) loads when there is some.
// Ctrl+V anywhere on the page outside a field fills it, and a file can be dropped on it.
import { Suspense, useEffect, useRef, useState } from "react";
import { lazyPart } from "~/ui/page/lazy-part";
import { FIELD_SHOWS_CHARS, type Pasted } from "./paste-suggestions-types";

const PasteSuggestions = lazyPart(() => import("./PasteSuggestions"));

/** Whether a paste aimed at `target` belongs to it (a field), not to "Paste anything". */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.matches("input, textarea, select");
}

export function PasteAnything() {
  const [text, setText] = useState("");
  const [pasted, setPasted] = useState<Pasted | null>(null);
  const [dragging, setDragging] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);

  function takeText(value: string) {
    setText(value.length > FIELD_SHOWS_CHARS ? "" : value);
    setPasted(value.trim() ? { text: value } : null);
  }
  function takeFile(file: File) {
    setText("");
    setPasted({ file });
  }

  // Long text put into the field (typed by an input method, dropped, pasted) is taken before the
  // browser inserts it: inserting a megabyte into a textarea is itself a long task, whatever is
  // shown after.
  useEffect(() => {
    const element = field.current;
    if (!element) return;
    function onBeforeInput(event: InputEvent) {
      const added = event.data ?? event.dataTransfer?.getData("text/plain") ?? "";
      if (added.length <= FIELD_SHOWS_CHARS || !element) return;
      event.preventDefault();
      const { value, selectionStart, selectionEnd } = element;
      takeText(value.slice(0, selectionStart) + added + value.slice(selectionEnd));
    }
    element.addEventListener("beforeinput", onBeforeInput);
    return () => element.removeEventListener("beforeinput", onBeforeInput);
  }, []);

  useEffect(() => {
    function onPaste(event: ClipboardEvent) {
      if (isEditable(event.target) || !event.clipboardData) return;
      const file = event.clipboardData.files[0];
      const value = event.clipboardData.getData("text/plain");
      if (!file && !value) return;
      event.preventDefault();
      if (file) takeFile(file);
      else takeText(value);
      field.current?.focus();
    }
    document.addEventListener("paste", onPaste);
    return () => document.removeEventListener("paste", onPaste);
  }, []);

  return (
    <div id="paste-anything-panel" className="mt-6 max-w-3xl">
      <label htmlFor="paste-anything" className="mb-1 block text-sm font-medium">
        Paste anything
      </label>
      <textarea
        id="paste-anything"
        ref={field}
        rows={3}
        spellCheck={false}
        autoComplete="off"
        placeholder="A token, a timestamp, JSON, a cron line, a hash… or drop a file. It never leaves this device."
        value={text}
        onChange={(event) => takeText(event.target.value)}
        onDragOver={(event) => {
          if (!event.dataTransfer.types.includes("Files")) return;
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          const file = event.dataTransfer.files[0];
          setDragging(false);
          if (!file) return;
          event.preventDefault();
          takeFile(file);
        }}
        className={`w-full rounded-lg border bg-white px-3 py-2 font-mono text-sm text-slate-900 placeholder:font-sans placeholder:text-slate-500 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/40 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 ${dragging ? "border-blue-600" : "border-slate-300 dark:border-slate-600"}`}
      />
      {pasted && (
        <Suspense
          fallback={<p className="mt-2 text-sm text-slate-600 dark:text-slate-300">Looking…</p>}
        >
          <PasteSuggestions pasted={pasted} onClear={() => takeText("")} />
        </Suspense>
      )}
    </div>
  );
}
