import { afterEach, describe, expect, it } from "vitest";
import { type ToolField, handOff, registerField, takeHandOff } from "~/hooks/tool-fields";
import {
  appliedMessage,
  applyPlan,
  hasShareableInput,
  planApply,
  stateToShare,
} from "./shared-state";

const TOOL = "/test-tool";
const removals: (() => void)[] = [];
afterEach(() => removals.splice(0).forEach((remove) => remove()));

/** A field as usePersistentState registers it, holding `value`. */
function field(
  name: string,
  role: ToolField["role"],
  initial: unknown,
  value: unknown = initial,
  users = false,
) {
  const state = { value };
  removals.push(
    registerField(TOOL, name, {
      role,
      initial,
      read: () => state.value,
      write: (next) => (state.value = next),
      isUsers: () => users,
    }),
  );
  return state;
}

describe("stateToShare", () => {
  it("writes down the options always and the input only when asked", () => {
    field("input", "input", "", "some text");
    field("indent", "option", 2, 4);
    expect(stateToShare(TOOL, false)).toEqual({ tool: TOOL, fields: { indent: 4 } });
    expect(stateToShare(TOOL, true)).toEqual({
      tool: TOOL,
      fields: { input: "some text", indent: 4 },
    });
    expect(hasShareableInput(TOOL)).toBe(true);
    expect(hasShareableInput("/another-tool")).toBe(false);
  });
});

describe("planApply", () => {
  it("fills in known fields, leaves unknown ones out and says so", () => {
    const input = field("input", "input", "");
    const indent = field("indent", "option", 2);
    const plan = planApply(TOOL, {
      tool: TOOL,
      fields: { input: "shared", indent: 4, removedInALaterVersion: true },
    });
    expect(plan.replacesInput).toBe(false);
    applyPlan(plan);
    expect([input.value, indent.value]).toEqual(["shared", 4]);
    expect(appliedMessage(plan)).toBe(
      "The shared input and settings are filled in. One value from another version of this page was left out.",
    );
  });

  it("asks before replacing input that is the user's, not a tool's own starting value", () => {
    field("input", "input", "", "typed by the user", true);
    expect(planApply(TOOL, { tool: TOOL, fields: { input: "shared" } }).replacesInput).toBe(true);
    // The same text, or input the tool set itself (a date of today), is no reason to ask.
    expect(
      planApply(TOOL, { tool: TOOL, fields: { input: "typed by the user" } }).replacesInput,
    ).toBe(false);
    field("start", "input", "", "2026-11-29", false);
    expect(planApply(TOOL, { tool: TOOL, fields: { start: "2024-01-01" } }).replacesInput).toBe(
      false,
    );
  });

  it("says what it applied", () => {
    field("indent", "option", 2);
    expect(appliedMessage(planApply(TOOL, { tool: TOOL, fields: { indent: 4 } }))).toBe(
      "The shared settings are applied.",
    );
  });
});

describe("handing a result to another tool", () => {
  it("waits for the tool's input field, which takes it once", () => {
    handOff(TOOL, "a result");
    const input = field("input", "input", "");
    expect(input.value).toBe("a result");
    removals.pop()!();
    const again = field("input", "input", "");
    expect(again.value).toBe("");
  });

  it("goes to a field already on the page at once", () => {
    const input = field("input", "input", "");
    handOff(TOOL, "now");
    expect(input.value).toBe("now");
  });

  it("can be taken by an input panel instead (large text, kept out of the editor)", () => {
    handOff(TOOL, "x".repeat(10));
    expect(takeHandOff(TOOL, (text) => text.length > 100)).toBeNull();
    expect(takeHandOff(TOOL, (text) => text.length === 10)).toBe("x".repeat(10));
    expect(field("input", "input", "").value).toBe("");
  });
});
