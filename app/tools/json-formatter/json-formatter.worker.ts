// Formats, minifies and builds trees off the main thread, reading a chosen file itself. A tree's
// typed arrays (tens of MB for a 20 MB file) are transferred, not copied: copying them into the
// page took its main thread a long task of its own.
import { type JsonTree, treeBuffers } from "~/lib/json/json-tree";
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { runJsonJob } from "./json-jobs";

function transferables(message: unknown): Transferable[] {
  const tree = (message as { output?: { tree?: JsonTree } }).output?.tree;
  return tree ? treeBuffers(tree) : [];
}

exposeToWorker(runJsonJob, {
  get onmessage() {
    return self.onmessage;
  },
  set onmessage(handler) {
    self.onmessage = handler;
  },
  postMessage: (message: unknown) => self.postMessage(message, transferables(message)),
});
