// "Keyboard Shortcuts" dialog listing the shortcuts by category, ending with the Ctrl+K hint.
// Implements spec §2 "Floating Shortcuts button … Keyboard Shortcuts dialog" and the §9 defaults.
import { Fragment } from "react";
import { DEFAULT_SHORTCUTS, groupShortcuts, type Shortcut } from "~/lib/page/shortcuts";
import { DialogFrame } from "../page/DialogFrame";

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
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={SHORTCUTS_DIALOG_TITLE}
      description={shortcutsDialogDescription(toolName)}
      panelClassName="max-h-[85vh] max-w-md"
      descriptionClassName="mt-1"
    >
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
    </DialogFrame>
  );
}
