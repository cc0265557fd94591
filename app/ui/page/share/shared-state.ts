// Writing down the state of the tool on the page, and filling a shared state back in (from a link's
// fragment or a state file), through the registry of its fields (app/hooks/tool-fields.ts).
import { type FieldRole, type ToolField, toolFields } from "~/hooks/tool-fields";
import type { SharedState } from "~/lib/share/state-link";

/** The tool's state to share: its options always, its input when `withInput`. */
export function stateToShare(toolPath: string, withInput: boolean): SharedState {
  const fields: Record<string, unknown> = {};
  for (const [name, field] of toolFields(toolPath))
    if (field.role === "option" || withInput) fields[name] = field.read();
  return { tool: toolPath, fields };
}

/** Whether the tool has input that a link could carry (file tools have none). */
export function hasShareableInput(toolPath: string): boolean {
  return [...toolFields(toolPath).values()].some((field) => field.role === "input");
}

// Inputs are mostly text, compared as it is; only structured values (lists) go through JSON.
const same = (a: unknown, b: unknown) =>
  a === b ||
  (typeof a === "object" && typeof b === "object" && JSON.stringify(a) === JSON.stringify(b));

export interface ApplyPlan {
  writes: { field: ToolField; value: unknown }[];
  /** Input the user has (typed, or kept from before) would be replaced by a different one. */
  replacesInput: boolean;
  /** What the link sets, by role, for the message after. */
  roles: Set<FieldRole>;
  /** Fields of the link this page does not have (a link from another version). */
  unknown: number;
}

/** What filling `state` in would do to the fields of the tool at `toolPath`. */
export function planApply(toolPath: string, state: SharedState): ApplyPlan {
  const fields = toolFields(toolPath);
  const plan: ApplyPlan = { writes: [], replacesInput: false, roles: new Set(), unknown: 0 };
  for (const [name, value] of Object.entries(state.fields)) {
    const field = fields.get(name);
    if (!field) {
      plan.unknown++;
      continue;
    }
    const current = field.read();
    if (
      field.role === "input" &&
      field.isUsers() &&
      !same(current, field.initial) &&
      !same(current, value)
    )
      plan.replacesInput = true;
    plan.writes.push({ field, value });
    plan.roles.add(field.role);
  }
  return plan;
}

export function applyPlan(plan: ApplyPlan): void {
  for (const { field, value } of plan.writes) field.write(value);
}

/** A shared state waiting for the user to say whether it may replace their input. */
export interface PendingReplace {
  plan: ApplyPlan;
}

/** What the page says once a shared state is filled in. */
export function appliedMessage(plan: ApplyPlan): string {
  const what = plan.roles.has("input")
    ? plan.roles.has("option")
      ? "The shared input and settings are filled in."
      : "The shared input is filled in."
    : "The shared settings are applied.";
  return plan.unknown > 0
    ? `${what} ${plan.unknown === 1 ? "One value" : `${plan.unknown} values`} from another version of this page ${plan.unknown === 1 ? "was" : "were"} left out.`
    : what;
}

export const OTHER_TOOL_MESSAGE = (path: string) =>
  `This state is for another tool (${path}), so nothing was changed here. Open it on that tool's page.`;
