// Writing down the state of the tool on the page, and filling a shared state back in (from a link's
// fragment or a state file), through the registry of its fields (app/hooks/tool-fields.ts).
import {
  type FieldRole,
  type ToolField,
  replacesUsersInput,
  toolFields,
} from "~/hooks/tool-fields";
import type { ShareNotice } from "~/lib/share/share-notice";
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

export interface ApplyPlan {
  writes: { field: ToolField; value: unknown }[];
  /** Input the user has (typed, or kept from before) would be replaced by a different one. */
  replacesInput: boolean;
  /** What the link sets, by role, for the message after. */
  roles: Set<FieldRole>;
  /** Fields of the link this page does not have (a link from another version). */
  unknown: number;
  /** Fields of this page whose value in the link is not one the field takes (a wrong type). */
  ignored: string[];
}

/** What filling `state` in would do to the fields of the tool at `toolPath`. */
export function planApply(toolPath: string, state: SharedState): ApplyPlan {
  const fields = toolFields(toolPath);
  const plan: ApplyPlan = {
    writes: [],
    replacesInput: false,
    roles: new Set(),
    unknown: 0,
    ignored: [],
  };
  for (const [name, value] of Object.entries(state.fields)) {
    const field = fields.get(name);
    if (!field) {
      plan.unknown++;
      continue;
    }
    // The field would drop it unseen: the message names it instead of claiming it was filled in.
    if (!field.accepts(value)) {
      plan.ignored.push(name);
      continue;
    }
    if (replacesUsersInput(field, value)) plan.replacesInput = true;
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

/** "“a”", "“a” and “b”", "“a”, “b” and “c”". */
function nameList(names: string[]): string {
  const quoted = names.map((name) => `“${name}”`);
  return quoted.length === 1
    ? quoted[0]
    : `${quoted.slice(0, -1).join(", ")} and ${quoted[quoted.length - 1]}`;
}

export const NOTHING_SHARED_MESSAGE =
  "This shared state holds nothing this page can fill in, so nothing was changed.";

export const IGNORED_MESSAGE = (names: string[]) =>
  `The shared ${names.length === 1 ? "value" : "values"} for ${nameList(names)} ${names.length === 1 ? "is" : "are"} not of the kind this page takes, so ${names.length === 1 ? "it was" : "they were"} ignored.`;

/** What the page says once a shared state is filled in (an error when nothing could be). */
export function appliedNotice(plan: ApplyPlan): ShareNotice {
  const parts: string[] = [];
  if (plan.writes.length === 0) parts.push("Nothing was changed.");
  else if (!plan.roles.has("input")) parts.push("The shared settings are applied.");
  else if (plan.roles.has("option")) parts.push("The shared input and settings are filled in.");
  else parts.push("The shared input is filled in.");
  if (plan.ignored.length > 0) parts.push(IGNORED_MESSAGE(plan.ignored));
  if (plan.unknown > 0)
    parts.push(
      `${plan.unknown === 1 ? "One value" : `${plan.unknown} values`} from another version of this page ${plan.unknown === 1 ? "was" : "were"} left out.`,
    );
  const nothing = plan.writes.length === 0;
  return {
    text: nothing && parts.length === 1 ? NOTHING_SHARED_MESSAGE : parts.join(" "),
    error: nothing,
  };
}

export const OTHER_TOOL_MESSAGE = (path: string) =>
  `This state is for another tool (${path}), so nothing was changed here. Open it on that tool's page.`;
