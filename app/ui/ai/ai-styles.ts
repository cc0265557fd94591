// Class names the AI controls share (buttons, notes), light and dark. Their fields are OptionsRow's
// TextOption, as the tools' options are.
export const AI_BUTTON =
  "inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-2.5 py-1 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-blue-600 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800";
export const AI_PRIMARY_BUTTON =
  "inline-flex items-center gap-1.5 rounded-md bg-blue-700 px-2.5 py-1 text-sm font-medium text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:cursor-not-allowed disabled:opacity-60";
export const AI_NOTE = "text-xs text-slate-700 dark:text-slate-300";
