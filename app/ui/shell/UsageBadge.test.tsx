// @vitest-environment jsdom
// Tests of the usage badge (spec §2, §4 appear delay and count-up, §9 numbers).
import { act, render, screen } from "@testing-library/react";
import {
  BOUNDARY_MARKER_ATTRIBUTE,
  boundaryHydrationDone,
  rootHydrationDone,
} from "~/lib/page/hydration-mark";
import { UsageBadge, USAGE_BADGE_TEXT } from "./UsageBadge";

const counter = () => screen.getByTestId("usage-count");
const badge = () => screen.getByText(USAGE_BADGE_TEXT).parentElement as HTMLElement;
/** The page has loaded and jsdom has no requestIdleCallback: the idle stand-in is a 0 ms timer. */
const pageIdle = () => act(() => vi.advanceTimersByTime(0));

describe("UsageBadge", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    rootHydrationDone(); // the page around the badge has hydrated (no Suspense markers here)
  });
  afterEach(() => {
    vi.useRealTimers();
    delete document.documentElement.dataset.hydrated;
  });

  it("shows the spec's text and the final figure with + operations", () => {
    render(<UsageBadge toolName="JSON Formatter" factor={2.3} />);
    pageIdle();
    expect(USAGE_BADGE_TEXT).toBe("Used by developers worldwide");
    expect(screen.getByText("2.3M+ operations")).toHaveClass("sr-only");
  });

  it("puts the target count in data-target", () => {
    render(<UsageBadge toolName="JSON Formatter" factor={2.3} />);
    pageIdle();
    expect(badge()).toHaveAttribute("data-target", "2300000");
  });

  it("is hidden at first and becomes visible after 100 ms", () => {
    render(<UsageBadge toolName="JSON Formatter" factor={2.3} />);
    pageIdle();
    expect(badge()).toHaveClass("opacity-0");
    expect(badge()).toHaveAttribute("aria-hidden", "true");
    act(() => vi.advanceTimersByTime(99));
    expect(badge()).toHaveClass("opacity-0");
    act(() => vi.advanceTimersByTime(1));
    expect(badge()).toHaveClass("opacity-100");
    expect(badge()).not.toHaveAttribute("aria-hidden");
  });

  it("counts from 0 up to the target within 2000 ms", () => {
    render(<UsageBadge toolName="JSON Formatter" factor={2.3} />);
    pageIdle();
    expect(counter()).toHaveTextContent("0+ operations");
    act(() => vi.advanceTimersByTime(1000));
    expect(counter().textContent).not.toBe("0+ operations");
    expect(counter().textContent).not.toBe("2.3M+ operations");
    act(() => vi.advanceTimersByTime(1100));
    expect(counter()).toHaveTextContent("2.3M+ operations");
  });

  it("shows the target at once, without counting, when the reader asks for reduced motion", () => {
    const matchMedia = vi.fn((query: string) => ({
      matches: query === "(prefers-reduced-motion: reduce)",
    }));
    vi.stubGlobal("matchMedia", matchMedia);
    try {
      render(<UsageBadge toolName="JSON Formatter" factor={2.3} />);
      expect(counter()).toHaveTextContent("0+ operations");
      pageIdle();
      expect(counter()).toHaveTextContent("2.3M+ operations");
      expect(matchMedia).toHaveBeenCalledWith("(prefers-reduced-motion: reduce)");
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("uses a custom base count", () => {
    render(<UsageBadge toolName="Tiny" factor={1.5} baseCount={500} />);
    pageIdle();
    act(() => vi.advanceTimersByTime(2100));
    expect(counter()).toHaveTextContent("750+ operations");
  });

  it("restarts the count from 0 when the tool name changes", () => {
    const { rerender } = render(<UsageBadge toolName="JSON Formatter" factor={2.3} />);
    pageIdle();
    act(() => vi.advanceTimersByTime(2100));
    rerender(<UsageBadge toolName="QR Code Generator" factor={2.1} />);
    expect(counter()).toHaveTextContent("0+ operations");
    act(() => vi.advanceTimersByTime(2100));
    expect(counter()).toHaveTextContent("2.1M+ operations");
  });

  it("restarts the count from 0 when the base count changes", () => {
    const { rerender } = render(<UsageBadge toolName="JSON Formatter" factor={2.3} />);
    pageIdle();
    act(() => vi.advanceTimersByTime(2100));
    rerender(<UsageBadge toolName="JSON Formatter" factor={2.3} baseCount={2_000_000} />);
    expect(counter()).toHaveTextContent("0+ operations");
    act(() => vi.advanceTimersByTime(2100));
    expect(counter()).toHaveTextContent("4.6M+ operations");
  });

  it("waits until the whole page has hydrated before it appears and counts", () => {
    delete document.documentElement.dataset.hydrated;
    const marker = document.createElement("div");
    marker.setAttribute(BOUNDARY_MARKER_ATTRIBUTE, "pending");
    document.body.append(marker);
    render(<UsageBadge toolName="JSON Formatter" factor={2.3} />);
    act(() => vi.advanceTimersByTime(3000));
    expect(badge()).toHaveClass("opacity-0");
    expect(counter()).toHaveTextContent("0+ operations");
    act(() => boundaryHydrationDone(marker));
    pageIdle();
    act(() => vi.advanceTimersByTime(100));
    expect(badge()).toHaveClass("opacity-100");
    marker.remove();
  });

  it("waits for the page's load event and an idle moment before it appears and counts", () => {
    const readyState = vi.spyOn(document, "readyState", "get").mockReturnValue("loading");
    render(<UsageBadge toolName="JSON Formatter" factor={2.3} />);
    act(() => vi.advanceTimersByTime(3000));
    expect(badge()).toHaveClass("opacity-0");
    expect(counter()).toHaveTextContent("0+ operations");
    readyState.mockReturnValue("complete");
    act(() => void window.dispatchEvent(new Event("load")));
    pageIdle();
    act(() => vi.advanceTimersByTime(100));
    expect(badge()).toHaveClass("opacity-100");
    act(() => vi.advanceTimersByTime(2000));
    expect(counter()).toHaveTextContent("2.3M+ operations");
    readyState.mockRestore();
  });

  it("stops its timers once done and on unmount", () => {
    const { unmount } = render(<UsageBadge toolName="JSON Formatter" factor={2.3} />);
    pageIdle();
    act(() => vi.advanceTimersByTime(2100));
    expect(vi.getTimerCount()).toBe(0);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
