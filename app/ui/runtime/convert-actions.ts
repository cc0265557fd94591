// The action bar and status line of a converter page whose result follows the input as you type
// and needs Convert only for a very large input: Convert, Load sample, Copy, Download, Clear.
import { BookOpen } from "lucide-react";
import { transformStatus } from "~/lib/text/text-stats";
import type { ToolRun } from "~/hooks/use-tool-run";
import type { ToolShortcutHandlers } from "~/hooks/use-tool-shortcuts";
import type { ActionBarButton } from "../panels/ActionBar";
import { transformActions } from "./transform-actions";

export interface ConvertActionsOptions {
  input: string;
  setInput: (value: string) => void;
  /** The output text: what Copy and Download take and the status line counts. */
  output: string;
  /** The input is too large to convert as you type. */
  large: boolean;
  outputActions: { copy: () => Promise<void>; download: () => void };
  sample: { text: string; title: string };
}

export function convertActions(
  transform: Omit<ToolRun<unknown>, "held">,
  { input, setInput, output, large, outputActions, sample }: ConvertActionsOptions,
): { actions: ActionBarButton[]; shortcuts: ToolShortcutHandlers; status: string } {
  const runLabel = "Convert";
  const status = transformStatus(transform, { input, output, verb: "convert", runLabel });
  const { actions, shortcuts } = transformActions(transform, {
    runLabel,
    large,
    hasInput: input !== "",
    output,
    outputActions,
    onClear: () => {
      setInput("");
      transform.reset();
    },
    extra: [
      {
        label: "Load sample",
        icon: BookOpen,
        onClick: () => setInput(sample.text),
        title: sample.title,
      },
    ],
  });
  return { actions, shortcuts, status };
}
