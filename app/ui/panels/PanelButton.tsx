// Small secondary button used in panel toolbars (Open file, Copy, Download, Clear).
import type { LucideIcon } from "lucide-react";

export function PanelButton({
  icon: Icon,
  label,
  onClick,
  disabled,
}: {
  icon: LucideIcon;
  label: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-2 py-1 text-sm text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}
