// @vitest-environment jsdom
// usePersistentState in the browser: a failed write is reported once and leaves no stale copy,
// and the "Don't remember my input" setting keeps typed values out of storage.
import { act, renderHook } from "@testing-library/react";
import {
  SAVE_FAILED_MESSAGE,
  setRemembersInput,
  storageKey,
  usePersistentChecked,
  usePersistentChoice,
  usePersistentState,
} from "./persistent-state";

const { toast } = vi.hoisted(() => ({ toast: vi.fn() }));
vi.mock("~/lib/page/toast-store", () => ({ toast }));

const TOOL = "/json-formatter";
const INPUT_KEY = storageKey(TOOL, "input");

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  toast.mockClear();
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** Lets the 300 ms save delay pass. */
const afterSaveDelay = () => act(() => vi.advanceTimersByTime(300));

function renderInput(initial = "") {
  return renderHook(() => usePersistentState(TOOL, "input", initial));
}

test("a write refused on quota removes the stored input and tells the user once", () => {
  localStorage.setItem(INPUT_KEY, JSON.stringify("old input"));
  const { result } = renderInput();
  expect(result.current[0]).toBe("old input");
  vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
    throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
  });
  act(() => result.current[1]("newer input"));
  afterSaveDelay();
  expect(localStorage.getItem(INPUT_KEY)).toBeNull();
  expect(toast).toHaveBeenCalledExactlyOnceWith({ title: SAVE_FAILED_MESSAGE, variant: "error" });
  act(() => result.current[1]("newest input"));
  afterSaveDelay();
  expect(toast).toHaveBeenCalledTimes(1);
});

test("with input not remembered, typed text is not stored but a switch is", () => {
  setRemembersInput(localStorage, false);
  const text = renderInput();
  const sortKeys = renderHook(() => usePersistentState(TOOL, "sortKeys", false));
  act(() => text.result.current[1]('{"token":"secret"}'));
  act(() => sortKeys.result.current[1](true));
  afterSaveDelay();
  expect(localStorage.getItem(INPUT_KEY)).toBeNull();
  expect(localStorage.getItem(storageKey(TOOL, "sortKeys"))).toBe("true");
});

test("turning the setting off on an open page removes the input and stops a pending save", () => {
  const { result } = renderInput();
  act(() => result.current[1]("first"));
  afterSaveDelay();
  expect(localStorage.getItem(INPUT_KEY)).toBe(JSON.stringify("first"));
  act(() => result.current[1]("second"));
  act(() => setRemembersInput(localStorage, false));
  afterSaveDelay();
  expect(localStorage.getItem(INPUT_KEY)).toBeNull();
});

test("turning remembering back on stores what the page holds", () => {
  setRemembersInput(localStorage, false);
  const { result } = renderInput();
  act(() => result.current[1]("kept"));
  afterSaveDelay();
  expect(localStorage.getItem(INPUT_KEY)).toBeNull();
  act(() => setRemembersInput(localStorage, true));
  afterSaveDelay();
  expect(localStorage.getItem(INPUT_KEY)).toBe(JSON.stringify("kept"));
});

test("while input is not remembered, a text another tab stored is not restored", () => {
  setRemembersInput(localStorage, false);
  localStorage.setItem(INPUT_KEY, JSON.stringify("from another tab"));
  const { result } = renderInput("default");
  expect(result.current[0]).toBe("default");
});

test("a page that only loaded never writes: a value stored meanwhile survives its save delay", () => {
  renderInput("default text");
  // Another tab (or a test preparing a reload) stores a value while this page sits unchanged.
  localStorage.setItem(INPUT_KEY, JSON.stringify("stored elsewhere"));
  afterSaveDelay();
  expect(localStorage.getItem(INPUT_KEY)).toBe(JSON.stringify("stored elsewhere"));
});

test("going back to the default after a change is saved", () => {
  const { result } = renderInput("default text");
  act(() => result.current[1]("changed"));
  afterSaveDelay();
  act(() => result.current[1]("default text"));
  afterSaveDelay();
  expect(localStorage.getItem(INPUT_KEY)).toBe(JSON.stringify("default text"));
});

test("a change still waiting for the save delay is written when the page is hidden", () => {
  const { result } = renderInput();
  const mode = renderHook(() => usePersistentState(TOOL, "mode", "error"));
  act(() => result.current[1]("typed just before a reload"));
  act(() => mode.result.current[1]("html-entity"));
  expect(localStorage.getItem(INPUT_KEY)).toBeNull();
  act(() => window.dispatchEvent(new Event("pagehide")));
  expect(localStorage.getItem(INPUT_KEY)).toBe(JSON.stringify("typed just before a reload"));
  expect(localStorage.getItem(storageKey(TOOL, "mode"))).toBe(JSON.stringify("html-entity"));
  // The timer of the flushed write does not write again over a later change.
  act(() => result.current[1]("later"));
  localStorage.removeItem(INPUT_KEY);
  afterSaveDelay();
  expect(localStorage.getItem(INPUT_KEY)).toBe(JSON.stringify("later"));
});

test("a change is written when a phone hides the page, without pagehide", () => {
  const { result } = renderInput();
  act(() => result.current[1]("switching apps"));
  const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("hidden");
  act(() => document.dispatchEvent(new Event("visibilitychange")));
  expect(localStorage.getItem(INPUT_KEY)).toBe(JSON.stringify("switching apps"));
  visibility.mockRestore();
});

test("a stored value of the wrong shape reads as the default, and a valid one is kept", () => {
  const isDays = (value: unknown): value is number[] =>
    Array.isArray(value) && value.every((day) => typeof day === "number");
  localStorage.setItem(storageKey(TOOL, "days"), JSON.stringify("not a list"));
  const days = renderHook(() => usePersistentChecked(TOOL, "days", isDays, [0, 6]));
  expect(days.result.current[0]).toEqual([0, 6]);
  act(() => days.result.current[1]([5, 6]));
  expect(days.result.current[0]).toEqual([5, 6]);

  const choices = [
    { value: "hex", label: "Hex" },
    { value: "base64", label: "Base64" },
  ] as const;
  localStorage.setItem(storageKey(TOOL, "format"), JSON.stringify("octal"));
  const format = renderHook(() => usePersistentChoice(TOOL, "format", choices, "hex"));
  expect(format.result.current[0]).toBe("hex");
  localStorage.setItem(storageKey(TOOL, "other"), JSON.stringify("base64"));
  const other = renderHook(() => usePersistentChoice(TOOL, "other", choices, "hex"));
  expect(other.result.current[0]).toBe("base64");
});
