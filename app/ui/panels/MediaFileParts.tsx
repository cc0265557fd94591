// The media pages' parts about a chosen file (FileFacts.tsx), fetched when first shown: most visits
// never choose a file, and their markup was some 0.5 KiB gz of each media page's first load. Each
// waits in its own Suspense, so the page around it never does.
import { type ComponentType, Suspense } from "react";
import { lazyPart } from "../page/lazy-part";

type Parts = typeof import("./FileFacts");

function fetchedPart<Props extends object>(pick: (parts: Parts) => ComponentType<Props>) {
  const Part = lazyPart(() => import("./FileFacts").then((parts) => ({ default: pick(parts) })));
  return function ShownPart(props: Props) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}

export const FileFacts = fetchedPart((parts) => parts.FileFacts);
export const ConvertedFileNote = fetchedPart((parts) => parts.ConvertedFileNote);
const Missing = fetchedPart((parts) => parts.MissingFormats);

/** The formats this browser cannot make; nothing, and nothing fetched, while there are none. */
export function MissingFormats({ notes }: { notes: readonly string[] }) {
  return notes.length > 0 && <Missing notes={notes} />;
}
