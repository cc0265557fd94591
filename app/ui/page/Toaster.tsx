// Renders the toasts of the shared toast store with Radix Toast, at the bottom left so the
// floating Ctrl+K button at the bottom right stays free. Spec §3 "Toast entry", §4 "Toasts".
import * as Toast from "@radix-ui/react-toast";
import { X } from "lucide-react";
import { dismissToast, type ToastVariant } from "~/lib/page/toast-store";
import { useToasts } from "~/hooks/use-toasts";

const VARIANT_CLASS: Record<ToastVariant, string> = {
  default: "border-slate-200 dark:border-slate-700",
  success: "border-emerald-300 dark:border-emerald-700",
  error: "border-red-300 dark:border-red-700",
};

export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider swipeDirection="left">
      {toasts.map(({ id, open, title, description, variant = "default" }) => (
        <Toast.Root
          key={id}
          open={open}
          // Radix closes on timeout, swipe or Escape; the store then keeps the entry until removal.
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id);
          }}
          type={variant === "error" ? "foreground" : "background"}
          className={`flex items-start gap-3 rounded-lg border bg-white p-4 text-slate-900 shadow-lg data-[state=closed]:hidden dark:bg-slate-800 dark:text-slate-100 ${VARIANT_CLASS[variant]}`}
        >
          <div className="min-w-0 flex-1">
            {title && <Toast.Title className="text-sm font-semibold">{title}</Toast.Title>}
            {description && (
              <Toast.Description className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                {description}
              </Toast.Description>
            )}
          </div>
          <Toast.Close
            aria-label="Dismiss"
            className="shrink-0 rounded p-0.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-blue-600 dark:text-slate-300 dark:hover:bg-slate-700 dark:hover:text-slate-100"
          >
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="fixed bottom-4 left-4 z-50 flex w-[calc(100vw-2rem)] max-w-sm flex-col gap-2 outline-none sm:w-96" />
    </Toast.Provider>
  );
}
