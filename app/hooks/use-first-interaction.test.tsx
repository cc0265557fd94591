// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { useFirstInteraction } from "./use-first-interaction";

describe("the first interaction", () => {
  it("has not happened when the page has just rendered", () => {
    const { result } = renderHook(() => useFirstInteraction());
    expect(result.current[0]).toBe(false);
  });

  it.each(["pointermove", "pointerdown", "keydown", "focusin", "wheel", "touchstart"])(
    "happens on %s anywhere in the window",
    (type) => {
      const { result } = renderHook(() => useFirstInteraction());
      act(() => {
        window.dispatchEvent(new Event(type));
      });
      expect(result.current[0]).toBe(true);
    },
  );

  it("ignores events that are not the user's doing", () => {
    const { result } = renderHook(() => useFirstInteraction());
    act(() => {
      window.dispatchEvent(new Event("load"));
      window.dispatchEvent(new Event("resize"));
    });
    expect(result.current[0]).toBe(false);
  });

  it("can be marked by hand, for a button that asks for the heavy part", () => {
    const { result } = renderHook(() => useFirstInteraction());
    act(() => result.current[1]());
    expect(result.current[0]).toBe(true);
  });
});
