// Which tools the /chain page can hold as steps: those whose catalogue entry says `chainStep`
// (checked against the app/tools/*/step.ts files by catalogue.test.ts), which the page has loaded
// anyway. Their option specs come from the chain's worker (app/lib/chain/step-options.ts).
import { tools } from "~/catalogue";

const STEP_TOOLS = new Set(tools.filter((tool) => tool.chainStep).map((tool) => tool.path));

export const hasStep = (toolPath: string): boolean => STEP_TOOLS.has(toolPath);
