// The Share dialog (fetched when opened): a link to this page with its settings, and the input when
// the user ticks "Include my input", in the link's fragment; over the length a link survives, a
// state file to download instead. Also the question asked before a shared state replaces input.
import { Copy, Download, FolderOpen } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { copyText } from "~/lib/browser/clipboard";
import { downloadText } from "~/lib/browser/download";
import { groupedCount } from "~/lib/number/count-text";
import { toast } from "~/lib/page/toast-store";
import { setShareNotice } from "~/lib/share/share-notice";
import {
  MAX_LINK_CHARACTERS,
  STATE_FILE_SUFFIX,
  linkWithin,
  stateJson,
} from "~/lib/share/state-link";
import { CheckboxOption } from "../../panels/OptionsRow";
import { PanelButton } from "../../panels/PanelButton";
import { DialogClose, DialogFrame } from "../DialogFrame";
import { hasShareableInput, stateToShare } from "./shared-state";

export const LINK_COPIED_MESSAGE = "Link copied";
export const LINK_FAILED_MESSAGE =
  "This browser could not make the link; download the state as a file instead.";
export const KEPT_MESSAGE = "Nothing was changed: your input is kept.";

export function ShareDialog({
  toolPath,
  onClose,
  onOpenFile,
}: {
  toolPath: string;
  onClose: () => void;
  /** A state file chosen with "Open a state file". */
  onOpenFile: (file: File) => void;
}) {
  const [withInput, setWithInput] = useState(false);
  const [made, setMade] = useState<
    { link: string | null; length: number } | { failed: string } | null
  >(null);
  const link = made !== null && "link" in made ? made.link : null;
  const fileInput = useRef<HTMLInputElement>(null);
  const inputShareable = hasShareableInput(toolPath);
  const toolUrl = `${window.location.origin}${window.location.pathname}`;

  useEffect(() => {
    let current = true;
    linkWithin(toolUrl, stateToShare(toolPath, withInput)).then(
      (result) => current && setMade(result),
      (error: unknown) =>
        current && setMade({ failed: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      current = false;
    };
  }, [toolPath, toolUrl, withInput]);

  const slug = toolPath.replace(/^\//, "");
  const downloadState = () =>
    downloadText(
      `${slug}${STATE_FILE_SUFFIX}`,
      stateJson(stateToShare(toolPath, withInput)),
      "application/json",
    );

  async function copyLink() {
    if (!link) return;
    try {
      await copyText(link);
      toast({ title: LINK_COPIED_MESSAGE, variant: "success" });
    } catch (error) {
      toast({ title: error instanceof Error ? error.message : String(error), variant: "error" });
    }
  }

  return (
    <DialogFrame
      open
      onOpenChange={(open) => !open && onClose()}
      title="Share this tool"
      description={
        <>
          The link opens this tool with its settings
          {withInput ? " and your input" : ""}. They travel in the part of the link after “#”, which
          browsers never send to any server: only the people you give the link to can read it.
        </>
      }
      panelClassName="max-h-[85vh] max-w-lg flex flex-col gap-3"
    >
      {inputShareable ? (
        <CheckboxOption label="Include my input" checked={withInput} onChange={setWithInput} />
      ) : (
        <p className="text-sm">
          This tool&apos;s input is a file, which a link cannot carry: the link holds its settings.
        </p>
      )}
      {made === null ? (
        <p role="status" className="text-sm">
          Making the link…
        </p>
      ) : "failed" in made ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {LINK_FAILED_MESSAGE} {made.failed}
        </p>
      ) : made.link !== null ? (
        <>
          <input
            readOnly
            aria-label="Share link"
            value={made.link}
            onFocus={(event) => event.currentTarget.select()}
            className="w-full rounded-md border border-slate-300 bg-slate-50 px-2 py-1 font-mono text-xs dark:border-slate-600 dark:bg-slate-800"
          />
          <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
            {groupedCount(made.length)} characters
          </p>
        </>
      ) : (
        <p role="status" className="text-sm">
          This link would be {groupedCount(made.length)} characters, more than the{" "}
          {groupedCount(MAX_LINK_CHARACTERS)} that chat apps and mail keep whole. Download the state
          as a file and send that instead: dropped on this page (or chosen with “Open a state
          file”), it fills the tool in the same way.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <PanelButton
          icon={Copy}
          label="Copy link"
          disabled={!link}
          onClick={() => void copyLink()}
        />
        <PanelButton icon={Download} label="Download state file" onClick={downloadState} />
        <PanelButton
          icon={FolderOpen}
          label="Open a state file"
          onClick={() => fileInput.current?.click()}
        />
        <input
          ref={fileInput}
          type="file"
          accept={`${STATE_FILE_SUFFIX},application/json`}
          className="hidden"
          aria-label="State file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onOpenFile(file);
          }}
        />
      </div>
    </DialogFrame>
  );
}

export const SHARED_REPLACES_DESCRIPTION =
  "The shared state has input of its own. Replacing yours clears it from this page; copy or download it first to keep it.";
export const HANDED_REPLACES_DESCRIPTION =
  "The result you opened here would take the place of your input. Replacing yours clears it from this page; copy or download it first to keep it.";

/**
 * Asked before a shared state, or a result opened from another tool, replaces input the user has on
 * the page. "Keep mine" (or closing the dialog) changes nothing.
 */
export function ReplaceDialog({
  description,
  onReplace,
  onDone,
}: {
  description: string;
  onReplace: () => void;
  onDone: () => void;
}) {
  function replace() {
    onReplace();
    onDone();
  }
  function keep() {
    setShareNotice({ text: KEPT_MESSAGE, error: false });
    onDone();
  }
  return (
    <DialogFrame
      open
      onOpenChange={(open) => !open && keep()}
      title="Replace your current input?"
      description={description}
      panelClassName="max-w-md flex flex-col gap-3"
      closeButton={false}
    >
      <div className="flex justify-end gap-2">
        <DialogClose className="rounded-md border border-slate-300 px-3 py-1.5 text-sm dark:border-slate-600">
          Keep mine
        </DialogClose>
        <button
          type="button"
          onClick={replace}
          className="rounded-md bg-blue-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-blue-800"
        >
          Replace
        </button>
      </div>
    </DialogFrame>
  );
}
