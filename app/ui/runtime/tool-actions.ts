// The one action-bar builder: every tool's bar is made here, so the standard buttons (run, Working…
// and Cancel, Copy, Download, Clear) look, read and behave the same on every page, and the keyboard
// shortcuts (Ctrl+C, Ctrl+S, Esc) always do what the matching button does.
import { CircleStop, Copy, Download, Play, Trash2 } from "lucide-react";
import type { ToolShortcutHandlers } from "~/hooks/use-tool-shortcuts";
import type { ActionBarButton } from "../panels/ActionBar";

type ButtonIcon = ActionBarButton["icon"];

/** A standard button: its label and icon default to the standard ones. */
export interface StandardButton {
  label?: string;
  icon?: ButtonIcon;
  title?: string;
  disabled?: boolean;
  onClick: () => void | Promise<void>;
}

export interface PrimaryButton extends StandardButton {
  label: string;
  /** Work is under way: the button reads "Working…" (in place, so the bar does not jump). */
  running?: boolean;
  /** Shown as Cancel beside "Working…" while `running`. */
  onCancel?: () => void;
}

export interface ToolActionsSpec {
  /** The main action, which Ctrl+Enter runs (ToolPage). */
  primary?: PrimaryButton;
  /** A tool's own buttons (Now, Load example, Swap…), after the primary one. */
  extra?: ActionBarButton[];
  /** Copy of the result; Ctrl+C (with no text selected) does the same. */
  copy?: StandardButton;
  /** Download of the result; Ctrl+S does the same. */
  download?: StandardButton;
  /** Buttons between Download and Clear (a second format, an example to restore). */
  after?: ActionBarButton[];
  /** Clear of the input; Esc does the same. Always the last button, in the danger style. */
  clear?: StandardButton;
}

const fire = (onClick: StandardButton["onClick"]) => () => void onClick();

function standard(button: StandardButton, label: string, icon: ButtonIcon): ActionBarButton {
  return {
    label: button.label ?? label,
    icon: button.icon ?? icon,
    title: button.title,
    disabled: button.disabled,
    onClick: fire(button.onClick),
  };
}

function primaryButtons(primary: PrimaryButton | undefined): ActionBarButton[] {
  if (!primary) return [];
  if (!primary.running) return [{ ...standard(primary, primary.label, Play), primary: true }];
  const working: ActionBarButton = {
    label: "Working…",
    primary: true,
    disabled: true,
    onClick: () => {},
  };
  const onCancel = primary.onCancel;
  return onCancel ? [working, { label: "Cancel", icon: CircleStop, onClick: onCancel }] : [working];
}

export function toolActions(spec: ToolActionsSpec): {
  actions: ActionBarButton[];
  shortcuts: ToolShortcutHandlers;
} {
  const { copy, download, clear } = spec;
  const actions: ActionBarButton[] = [
    ...primaryButtons(spec.primary),
    ...(spec.extra ?? []),
    ...(copy ? [standard(copy, "Copy", Copy)] : []),
    ...(download ? [standard(download, "Download", Download)] : []),
    ...(spec.after ?? []),
    ...(clear ? [{ ...standard(clear, "Clear", Trash2), variant: "danger" as const }] : []),
  ];
  const shortcuts: ToolShortcutHandlers = {};
  if (copy) shortcuts.onCopy = fire(copy.onClick);
  if (download) shortcuts.onDownload = fire(download.onClick);
  if (clear) shortcuts.onClear = fire(clear.onClick);
  return { actions, shortcuts };
}
