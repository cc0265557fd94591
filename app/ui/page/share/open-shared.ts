// Opens a shared state on the tool's page: reads it (a link's fragment or a state file), checks it
// is for this tool, and fills it in, asking first when it would replace input the user has.
// Fetched only when a page is opened with a shared state (ShareControls).
import { setShareNotice } from "~/lib/share/share-notice";
import {
  SharedStateError,
  decodeState,
  readStateFile,
  type SharedState,
} from "~/lib/share/state-link";
import {
  OTHER_TOOL_MESSAGE,
  type PendingReplace,
  appliedMessage,
  applyPlan,
  planApply,
} from "./shared-state";

export const OPEN_FAILED_MESSAGE = "The shared state could not be opened, so nothing was changed.";

export async function openShared(
  toolPath: string,
  read: () => Promise<{ link?: string; file?: string }>,
  askToReplace: (pending: PendingReplace) => void,
): Promise<void> {
  try {
    const source = await read();
    const state: SharedState =
      source.link !== undefined ? await decodeState(source.link) : readStateFile(source.file ?? "");
    if (state.tool !== toolPath) throw new SharedStateError(OTHER_TOOL_MESSAGE(state.tool));
    const plan = planApply(toolPath, state);
    if (plan.replacesInput) {
      askToReplace({ plan });
      return;
    }
    applyPlan(plan);
    setShareNotice({ text: appliedMessage(plan), error: false });
  } catch (error) {
    setShareNotice({
      text: error instanceof SharedStateError ? error.message : OPEN_FAILED_MESSAGE,
      error: true,
    });
  }
}
