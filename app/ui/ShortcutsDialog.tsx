// "Keyboard Shortcuts" dialog listing the shortcuts by category, ending with the Ctrl+K hint.
// Implements spec §2 "Floating Shortcuts button … Keyboard Shortcuts dialog" and the §9 defaults.
import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { Fragment } from "react";
import { DEFAULT_SHORTCUTS, groupShortcuts, type Shortcut } from "~/lib/page/shortcuts";

export const SHORTCUTS_DIALOG_TITLE = "Keyboard Shortcuts";
export const SHORTCUTS_DIALOG_HINT = "Press Ctrl+K anytime to open this dialog";

/** "Speed up your workflow with these shortcuts", naming the tool when there is one. */
export function shortcutsDialogDescription(toolName?: string): string {
  const base = "Speed up your workflow with these shortcuts";
  return toolName ? `${base} for ${toolName}` : base;
}

export interface ShortcutsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  shortcuts?: Shortcut[];
  toolName?: string;
}

function Keys({ keys }: { keys: string[] }) {
  return (
    <span className="flex shrink-0 items-center gap-1">
      {keys.map((key, i) => (
        <Fragment key={key}>
          {i > 0 && (
            <span aria-hidden="true" className="text-xs text-slate-600 dark:text-slate-300">
              +
            </span>
          )}
          <kbd className="rounded border border-slate-300 bg-slate-100 px-1.5 py-0.5 font-mono text-xs text-slate-900 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100">
            {key}
          </kbd>
        </Fragment>
      ))}
    </span>
  );
}

export function ShortcutsDialog({
  open,
  onOpenChange,
  shortcuts = DEFAULT_SHORTCUTS,
  toolName,
}: ShortcutsDialogProps) {
  const groups = groupShortcuts(shortcuts);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[85vh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border border-slate-200 bg-white p-5 text-slate-900 shadow-xl focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100">
          <Dialog.Title className="pr-8 text-lg font-semibold">
            {SHORTCUTS_DIALOG_TITLE}
          </Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {shortcutsDialogDescription(toolName)}
          </Dialog.Description>

          <div className="mt-4 space-y-4">
            {groups.map((group) => (
              <section key={group.category}>
                <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300">
                  {group.category}
                </h3>
                <ul className="mt-2 space-y-1.5">
                  {group.items.map((shortcut) => (
                    <li
                      key={`${shortcut.keys.join("+")} ${shortcut.description}`}
                      className="flex items-center justify-between gap-3 text-sm"
                    >
                      <span>{shortcut.description}</span>
                      <Keys keys={shortcut.keys} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>

          <p className="mt-5 border-t border-slate-200 pt-3 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-300">
            {SHORTCUTS_DIALOG_HINT}
          </p>

          <Dialog.Close
            aria-label="Close"
            className="absolute top-3 right-3 rounded p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-slate-100"
          >
            <X aria-hidden="true" className="size-4" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
