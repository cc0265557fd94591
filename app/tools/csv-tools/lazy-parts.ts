// The parts of /csv-tools that are not shown until there is a CSV (its preview, the parts of a
// split) or the Merge tab is chosen (its file list): fetched when first shown, not with the page.
import { lazyPart } from "~/ui/page/lazy-part";

export const LazyCsvPreview = lazyPart(() =>
  import("./CsvPreview").then((module) => ({ default: module.CsvPreview })),
);
export const LazyPartsList = lazyPart(() =>
  import("./PartsList").then((module) => ({ default: module.PartsList })),
);
const loadMergeFileList = () =>
  import("./MergeFileList").then((module) => ({ default: module.MergeFileList }));
export const LazyMergeFileList = lazyPart(loadMergeFileList);
/**
 * Fetches the Merge tab's file list when the pointer or the focus reaches the tabs, so the list is
 * there when the tab opens. A failure here is left to the list itself, which says it in its place.
 */
export function prefetchMergeFileList() {
  loadMergeFileList().catch(() => undefined);
}
