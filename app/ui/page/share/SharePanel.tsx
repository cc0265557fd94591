// What the Share button and a shared state open, fetched on first need (ShareControls): the Share
// dialog, or the opening of a shared state, with the question asked before it replaces input.
import { useEffect, useRef, useState } from "react";
import { ReplaceDialog, ShareDialog } from "./ShareDialog";
import { openShared } from "./open-shared";
import type { PendingReplace } from "./shared-state";

export type ShareRequest =
  { kind: "share" } | { kind: "open"; read: () => Promise<{ link?: string; file?: string }> };

export default function SharePanel({
  toolPath,
  request,
  onDone,
}: {
  toolPath: string;
  request: ShareRequest;
  onDone: () => void;
}) {
  // The dialog's "Open a state file" turns a share request into an open one.
  const [current, setCurrent] = useState(request);
  const [pending, setPending] = useState<PendingReplace | null>(null);
  // The caller's onDone may be a new function at each of its renders: opening runs once per request.
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);

  useEffect(() => {
    if (current.kind !== "open") return;
    let asked = false;
    void openShared(toolPath, current.read, (question) => {
      asked = true;
      setPending(question);
    }).then(() => {
      if (!asked) done.current();
    });
  }, [toolPath, current]);

  if (pending) return <ReplaceDialog pending={pending} onDone={onDone} />;
  if (current.kind === "share")
    return (
      <ShareDialog
        toolPath={toolPath}
        onClose={onDone}
        onOpenFile={(file) =>
          setCurrent({ kind: "open", read: async () => ({ file: await file.text() }) })
        }
      />
    );
  return null;
}
