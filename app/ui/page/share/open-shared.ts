// Opens a shared state on the tool's page: reads it (a link's fragment or a state file) in a worker,
// checks it is for this tool, and fills it in, asking first when it would replace input the user
// has. Fetched only when a page is opened with a shared state (ShareControls).
import { readSharedInWorker } from "~/lib/share/read-shared-in-worker";
import { setShareNotice } from "~/lib/share/share-notice";
import { SharedStateError, type SharedSource } from "~/lib/share/state-link";
import {
  OTHER_TOOL_MESSAGE,
  type PendingReplace,
  appliedNotice,
  applyPlan,
  planApply,
} from "./shared-state";

export const OPEN_FAILED_MESSAGE = "The shared state could not be opened, so nothing was changed.";

export async function openShared(
  toolPath: string,
  source: SharedSource,
  askToReplace: (pending: PendingReplace) => void,
): Promise<void> {
  try {
    const state = await readSharedInWorker(source);
    if (state.tool !== toolPath) throw new SharedStateError(OTHER_TOOL_MESSAGE(state.tool));
    const plan = planApply(toolPath, state);
    if (plan.replacesInput) {
      askToReplace({ plan });
      return;
    }
    applyPlan(plan);
    setShareNotice(appliedNotice(plan));
  } catch (error) {
    setShareNotice({
      text: error instanceof SharedStateError ? error.message : OPEN_FAILED_MESSAGE,
      error: true,
    });
  }
}
