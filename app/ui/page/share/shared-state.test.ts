import { afterEach, describe, expect, it } from "vitest";
import {
  type ToolField,
  forgetHandOffQuestion,
  handOff,
  handOffQuestion,
  registerField,
  takeLargeHandOffs,
} from "~/hooks/tool-fields";
import {
  IGNORED_MESSAGE,
  NOTHING_SHARED_MESSAGE,
  appliedNotice,
  applyPlan,
  hasShareableInput,
  planApply,
  stateToShare,
} from "./shared-state";

const TOOL = "/test-tool";
const removals: (() => void)[] = [];
afterEach(() => {
  removals.splice(0).forEach((remove) => remove());
  forgetHandOffQuestion();
});

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
      write: (next) => {
        if (typeof next === typeof initial) state.value = next;
      },
      accepts: (next) => typeof next === typeof initial,
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
    expect(appliedNotice(plan)).toEqual({
      text: "The shared input and settings are filled in. One value from another version of this page was left out.",
      error: false,
    });
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
    expect(appliedNotice(planApply(TOOL, { tool: TOOL, fields: { indent: 4 } })).text).toBe(
      "The shared settings are applied.",
    );
  });

  it("names the values of the wrong type it ignored, and never claims a fill that did not happen", () => {
    const input = field("input", "input", "", "mine", true);
    const indent = field("indent", "option", 2);
    const allWrong = planApply(TOOL, { tool: TOOL, fields: { input: 42, indent: "wide" } });
    // A wrong-typed input is no reason to ask either: it would not replace anything.
    expect(allWrong.replacesInput).toBe(false);
    applyPlan(allWrong);
    expect([input.value, indent.value]).toEqual(["mine", 2]);
    expect(appliedNotice(allWrong)).toEqual({
      text: `Nothing was changed. ${IGNORED_MESSAGE(["input", "indent"])}`,
      error: true,
    });
    expect(IGNORED_MESSAGE(["input", "indent"])).toBe(
      "The shared values for “input” and “indent” are not of the kind this page takes, so they were ignored.",
    );
    const someWrong = planApply(TOOL, { tool: TOOL, fields: { indent: 4, input: [1] } });
    expect(appliedNotice(someWrong)).toEqual({
      text: `The shared settings are applied. ${IGNORED_MESSAGE(["input"])}`,
      error: false,
    });
    expect(appliedNotice(planApply(TOOL, { tool: TOOL, fields: {} }))).toEqual({
      text: NOTHING_SHARED_MESSAGE,
      error: true,
    });
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
    const taken: string[] = [];
    removals.push(takeLargeHandOffs(TOOL, (text) => text.length > 5 && taken.push(text) > 0));
    handOff(TOOL, "x".repeat(10));
    const input = field("input", "input", "");
    expect(taken).toEqual(["x".repeat(10)]);
    expect(input.value).toBe("");
    handOff(TOOL, "small");
    expect(input.value).toBe("small");
  });

  it("asks before it replaces the user's input; a tool's own starting value is not theirs", () => {
    handOff(TOOL, "a result");
    const input = field("input", "input", "", '{"my":"precious unsaved work"}', true);
    expect(input.value).toBe('{"my":"precious unsaved work"}');
    const question = handOffQuestion();
    expect(question?.toolPath).toBe(TOOL);
    question!.replace();
    expect(input.value).toBe("a result");
    forgetHandOffQuestion();

    // The same text, or the tool's starting example (not the user's), goes in without a question.
    handOff(TOOL, "a result");
    expect(handOffQuestion()).toBeNull();
    removals.pop()!();
    handOff(TOOL, "another result");
    const example = field("input", "input", "the example", "the example", false);
    expect(handOffQuestion()).toBeNull();
    expect(example.value).toBe("another result");
  });

  it("is not given to an input of another type", () => {
    handOff(TOOL, "text");
    const list = field("input", "input", [] as string[]);
    expect(list.value).toEqual([]);
  });
});
