// Floating "Ctrl+K" button at the bottom right that opens the Keyboard Shortcuts dialog, plus its one-time hint.
// Implements spec §2 "Floating Shortcuts button" and spec §4 "Shortcuts hint" (delay and flag from §9).
import { Suspense, useCallback, useEffect, useRef, useState, type ComponentType } from "react";
import { CatalogueIcon } from "./CatalogueIcon";
import {
  SHORTCUTS_HINT_DELAY_MS,
  SHORTCUTS_STORAGE_KEY,
  isShortcutsKey,
  type Shortcut,
} from "~/lib/page/shortcuts";
import type { ShortcutsDialogProps } from "./ShortcutsDialog";
import { lazyPart } from "../page/lazy-part";

// The dialog (Radix) is fetched on first open: it is not needed to paint or use any page.
const LazyDialog = lazyPart(() =>
  import("./ShortcutsDialog").then((m) => ({ default: m.ShortcutsDialog })),
);
function LazyShortcutsDialog(props: ShortcutsDialogProps) {
  return (
    <Suspense fallback={null}>
      <LazyDialog {...props} />
    </Suspense>
  );
}

export const SHORTCUTS_BUTTON_NAME = "Keyboard shortcuts (Ctrl+K)";
export const SHORTCUTS_TIP_TEXT = "Pro tip: press Ctrl+K to see keyboard shortcuts";

export interface ShortcutsLauncherProps {
  toolName?: string;
  shortcuts?: Shortcut[];
  /** The dialog component; tests pass the eager one. */
  dialog?: ComponentType<ShortcutsDialogProps>;
}

// Storage can be missing or throw (private mode, blocked cookies); the hint then just shows each visit.
function hasSeenShortcuts(): boolean {
  try {
    return window.localStorage.getItem(SHORTCUTS_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

function rememberSeenShortcuts(): void {
  try {
    window.localStorage.setItem(SHORTCUTS_STORAGE_KEY, "true");
  } catch {
    // Nothing to do: without storage the flag cannot persist.
  }
}

export function ShortcutsLauncher({
  toolName,
  shortcuts,
  dialog: Dialog = LazyShortcutsDialog,
}: ShortcutsLauncherProps) {
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const [pulsing, setPulsing] = useState(false);
  const [tipVisible, setTipVisible] = useState(false);
  // Covers the case where storage is unavailable: once opened on this page, the hint never comes.
  const seenOnThisPage = useRef(false);

  const openDialog = useCallback(() => {
    seenOnThisPage.current = true;
    rememberSeenShortcuts();
    setPulsing(false);
    setTipVisible(false);
    setEverOpened(true);
    setOpen(true);
  }, []);

  // The hint depends on time and storage, so it is decided only in the browser, after mount.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (seenOnThisPage.current || hasSeenShortcuts()) return;
      setPulsing(true);
      setTipVisible(true);
    }, SHORTCUTS_HINT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!isShortcutsKey(event)) return;
      // Browsers bind Ctrl+K to their own search box; the site's shortcut wins on its pages.
      event.preventDefault();
      openDialog();
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [openDialog]);

  return (
    <>
      {tipVisible && (
        <div
          role="note"
          className="fixed right-4 bottom-16 z-30 flex max-w-[calc(100vw-2rem)] items-start gap-2 rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-900 shadow-lg sm:max-w-xs dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100"
        >
          <p>{SHORTCUTS_TIP_TEXT}</p>
          <button
            type="button"
            aria-label="Close tip"
            onClick={() => {
              // Closing the tip also stops the pulse, so nothing keeps moving on the page.
              setTipVisible(false);
              setPulsing(false);
            }}
            className="shrink-0 rounded p-0.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-300 dark:hover:bg-slate-700 dark:hover:text-slate-100"
          >
            <CatalogueIcon name="X" className="size-4" />
          </button>
        </div>
      )}
      <button
        type="button"
        aria-label={SHORTCUTS_BUTTON_NAME}
        aria-keyshortcuts="Control+K Meta+K"
        onClick={openDialog}
        className={`fixed right-4 bottom-4 z-30 inline-flex items-center gap-1.5 rounded-full bg-blue-600 px-3 py-2 text-sm font-medium text-white shadow-lg hover:bg-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 ${
          pulsing ? "animate-hint-pulse" : ""
        }`}
      >
        <CatalogueIcon name="Keyboard" className="size-4" />
        <span>Ctrl+K</span>
      </button>
      {everOpened && (
        <Dialog open={open} onOpenChange={setOpen} shortcuts={shortcuts} toolName={toolName} />
      )}
    </>
  );
}
