// The frame every dialog of the site shares (Radix Dialog): the dimmed overlay, the centred panel
// that scrolls when taller than the screen, the title and description that name and describe it,
// an optional × Close button in the corner, Esc and a click outside to close, and Radix's focus
// handling (focus moves into the panel, stays there, and returns to the opener on close).
import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";

export interface DialogFrameProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: React.ReactNode;
  /** Width, height cap and layout of the panel, e.g. "max-h-[85vh] max-w-md". */
  panelClassName: string;
  /** Extra classes of the description, e.g. its spacing in a panel that is not a flex column. */
  descriptionClassName?: string;
  /** The × button in the corner; a dialog with its own Cancel may leave it out. */
  closeButton?: boolean;
  children: React.ReactNode;
}

export function DialogFrame({
  open,
  onOpenChange,
  title,
  description,
  panelClassName,
  descriptionClassName = "",
  closeButton = true,
  children,
}: DialogFrameProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/50" />
        <Dialog.Content
          // Escape closes the dialog and goes no further: the page's own Escape (a tool's Clear)
          // would otherwise run too, once the dialog had closed, and wipe the user's input.
          onEscapeKeyDown={(event) => event.stopPropagation()}
          className={`fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg border border-slate-200 bg-white p-5 text-slate-900 shadow-xl focus:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 ${panelClassName}`}
        >
          <Dialog.Title className={`text-lg font-semibold ${closeButton ? "pr-8" : ""}`}>
            {title}
          </Dialog.Title>
          <Dialog.Description
            className={`text-sm text-slate-600 dark:text-slate-300 ${descriptionClassName}`}
          >
            {description}
          </Dialog.Description>
          {children}
          {closeButton && (
            <Dialog.Close
              aria-label="Close"
              className="absolute top-3 right-3 rounded p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-slate-100"
            >
              <X aria-hidden="true" className="size-4" />
            </Dialog.Close>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A button inside a DialogFrame that closes it (a form's Cancel), without importing Radix. */
export const DialogClose = Dialog.Close;
