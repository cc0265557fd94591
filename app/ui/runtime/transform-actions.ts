// The action bar of a text tool, through toolActions: run (or "Working…" and Cancel while the
// worker runs), Swap and the tool's own buttons, Copy, Download and Clear.
import { ArrowDownUp } from "lucide-react";
import type { ToolShortcutHandlers } from "~/hooks/use-tool-shortcuts";
import type { ActionBarButton } from "../panels/ActionBar";
import { toolActions } from "./tool-actions";

/** The run state the bar follows: useToolRun's result fits. */
export interface TransformRun {
  running: boolean;
  run: () => void;
  cancel: () => void;
}

export interface TransformActionsOptions {
  /** The primary button's label ("Convert", "Encode"…): e2e tests and the status hint name it. */
  runLabel: string;
  /**
   * The primary button's tooltip. By default it suits a tool whose result follows the input as you
   * type and needs the button only for large input (`large` says whether this input is large).
   */
  runTitle?: string;
  large?: boolean;
  /** Run and Clear need some input. */
  hasInput: boolean;
  /** The output text: Copy and Download need some. */
  output: string;
  /** Copy and Download of the output, as useOutputActions gives them. */
  outputActions: { copy: () => Promise<void>; download: () => void };
  onClear: () => void;
  /** Adds Swap: the output becomes the input and the direction reverses. */
  onSwap?: () => void;
  /** A tool's own buttons, placed after run/Cancel and Swap. */
  extra?: ActionBarButton[];
  /** Replaces the standard Download button (e.g. decoded bytes saved as a file); Ctrl+S follows it. */
  download?: ActionBarButton;
}

export function transformActions(
  { running, run, cancel }: TransformRun,
  options: TransformActionsOptions,
): { actions: ActionBarButton[]; shortcuts: ToolShortcutHandlers } {
  const { hasInput, output, onClear } = options;
  const runTitle =
    options.runTitle ??
    (options.large
      ? `${options.runLabel} this large input in the background (Ctrl+Enter)`
      : `The result updates as you type; ${options.runLabel} is needed only for very large inputs`);
  const swap: ActionBarButton[] = options.onSwap
    ? [
        {
          label: "Swap",
          icon: ArrowDownUp,
          disabled: !output,
          onClick: options.onSwap,
          title: "Use the output as the input and reverse the direction",
        },
      ]
    : [];
  return toolActions({
    primary: {
      label: options.runLabel,
      disabled: !hasInput,
      onClick: run,
      title: runTitle,
      running,
      onCancel: cancel,
    },
    extra: [...swap, ...(options.extra ?? [])],
    copy: { disabled: !output, onClick: options.outputActions.copy },
    download: options.download ?? { disabled: !output, onClick: options.outputActions.download },
    clear: { disabled: !hasInput, onClick: onClear },
  });
}
