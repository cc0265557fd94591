// The Share button of every tool page, and what opens a shared state there: a link's fragment
// (#share=…) when the page loads, or a state file (.bytesmith.json) dropped anywhere on the page.
// Everything past the button is fetched when needed (SharePanel: the dialog, the decoder, the
// question before replacing input), so a page that never shares carries a few hundred bytes of it.
import { Suspense, useEffect, useState, useSyncExternalStore } from "react";
import {
  forgetHandOffQuestion,
  handOffQuestion,
  subscribeHandOffQuestion,
} from "~/hooks/tool-fields";
import { STATE_FILE_SUFFIX, sharedValueIn } from "~/lib/share/fragment";
import { readShareNotice, setShareNotice, subscribeShareNotice } from "~/lib/share/share-notice";
import { CatalogueIcon } from "../../shell/CatalogueIcon";
import { lazyPart } from "../lazy-part";
import type { ShareRequest } from "./SharePanel";

const SharePanel = lazyPart(() => import("./SharePanel"));

/** The link's fragment, removed once read: a reload must not fill the state in again. */
function takeSharedFragment(): string | null {
  const value = sharedValueIn(window.location.hash);
  if (value !== null)
    window.history.replaceState(
      window.history.state,
      "",
      window.location.pathname + window.location.search,
    );
  return value;
}

function stateFileIn(event: DragEvent): File | undefined {
  return [...(event.dataTransfer?.files ?? [])].find((file) =>
    file.name.endsWith(STATE_FILE_SUFFIX),
  );
}

export function ShareControls({ toolPath }: { toolPath: string }) {
  const [request, setRequest] = useState<ShareRequest | null>(null);
  // A result opened here from another tool that would replace the user's input waits for an answer.
  const handed = useSyncExternalStore(subscribeHandOffQuestion, handOffQuestion, () => null);
  const question = handed?.toolPath === toolPath ? handed : null;
  useEffect(
    () => () => {
      if (handOffQuestion()?.toolPath === toolPath) forgetHandOffQuestion();
    },
    [toolPath],
  );

  useEffect(() => {
    const openLink = () => {
      const link = takeSharedFragment();
      if (link !== null) setRequest({ kind: "open", source: { link } });
    };
    // The tool's fields register in this same commit; SharePanel fills them in after it loads.
    openLink();
    // A link to this same page, pasted in its address bar or followed from it, only changes the
    // fragment: the browser does not load the page again.
    window.addEventListener("hashchange", openLink);
    // A state file dropped anywhere on the page, before a drop zone of the tool takes it.
    const onDrop = (event: DragEvent) => {
      const file = stateFileIn(event);
      if (!file) return;
      event.preventDefault();
      event.stopPropagation();
      setRequest({ kind: "open", source: { file } });
    };
    window.addEventListener("drop", onDrop, true);
    return () => {
      window.removeEventListener("hashchange", openLink);
      window.removeEventListener("drop", onDrop, true);
    };
  }, []);

  return (
    <>
      <button
        type="button"
        onClick={() => setRequest({ kind: "share" })}
        className="inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-2 py-1 text-sm text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800"
      >
        <CatalogueIcon name="Share2" className="size-4" />
        Share
      </button>
      {request ? (
        <Suspense fallback={null}>
          <SharePanel toolPath={toolPath} request={request} onDone={() => setRequest(null)} />
        </Suspense>
      ) : (
        question && (
          <Suspense fallback={null}>
            <SharePanel
              toolPath={toolPath}
              request={{ kind: "handed", question }}
              onDone={forgetHandOffQuestion}
            />
          </Suspense>
        )
      )}
    </>
  );
}

/** What opening a shared state did, under the page's header until dismissed. */
export function SharedStateNotice() {
  const notice = useSyncExternalStore(subscribeShareNotice, readShareNotice, () => null);
  // A notice belongs to the page it was said on.
  useEffect(() => () => setShareNotice(null), []);
  if (!notice) return null;
  // The look of the page's other notices (UnfinishedRunNotice): the same classes, so it costs
  // almost nothing once compressed with them.
  return (
    <div
      role={notice.error ? "alert" : "status"}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-600 bg-amber-50 p-3 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50"
    >
      <p>{notice.text}</p>
      <button
        type="button"
        onClick={() => setShareNotice(null)}
        className="rounded-md border border-amber-700 px-3 py-1 font-medium hover:bg-amber-100 dark:border-amber-300 dark:hover:bg-amber-900"
      >
        Dismiss
      </button>
    </div>
  );
}
