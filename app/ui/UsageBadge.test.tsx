// @vitest-environment jsdom
// Tests of the usage badge (spec §2, §4 appear delay and count-up, §9 numbers).
import { act, render, screen } from "@testing-library/react";
import { UsageBadge, USAGE_BADGE_TEXT } from "./UsageBadge";

const counter = () => screen.getByTestId("usage-count");
const badge = () => screen.getByText(USAGE_BADGE_TEXT).parentElement as HTMLElement;

describe("UsageBadge", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows the spec's text and the final figure with + operations", () => {
    render(<UsageBadge toolName="JSON Formatter" factor={2.3} />);
    expect(USAGE_BADGE_TEXT).toBe("Used by developers worldwide");
    expect(screen.getByText("2.3M+ operations")).toHaveClass("sr-only");
  });

  it("puts the target count in data-target", () => {
    render(<UsageBadge toolName="JSON Formatter" factor={2.3} />);
    expect(badge()).toHaveAttribute("data-target", "2300000");
  });

  it("is hidden at first and becomes visible after 100 ms", () => {
    render(<UsageBadge toolName="JSON Formatter" factor={2.3} />);
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
    expect(counter()).toHaveTextContent("0+ operations");
    act(() => vi.advanceTimersByTime(1000));
    expect(counter().textContent).not.toBe("0+ operations");
    expect(counter().textContent).not.toBe("2.3M+ operations");
    act(() => vi.advanceTimersByTime(1100));
    expect(counter()).toHaveTextContent("2.3M+ operations");
  });

  it("uses a custom base count", () => {
    render(<UsageBadge toolName="Tiny" factor={1.5} baseCount={500} />);
    act(() => vi.advanceTimersByTime(2100));
    expect(counter()).toHaveTextContent("750+ operations");
  });

  it("restarts the count from 0 when the tool name changes", () => {
    const { rerender } = render(<UsageBadge toolName="JSON Formatter" factor={2.3} />);
    act(() => vi.advanceTimersByTime(2100));
    rerender(<UsageBadge toolName="QR Code Generator" factor={2.1} />);
    expect(counter()).toHaveTextContent("0+ operations");
    act(() => vi.advanceTimersByTime(2100));
    expect(counter()).toHaveTextContent("2.1M+ operations");
  });

  it("restarts the count from 0 when the base count changes", () => {
    const { rerender } = render(<UsageBadge toolName="JSON Formatter" factor={2.3} />);
    act(() => vi.advanceTimersByTime(2100));
    rerender(<UsageBadge toolName="JSON Formatter" factor={2.3} baseCount={2_000_000} />);
    expect(counter()).toHaveTextContent("0+ operations");
    act(() => vi.advanceTimersByTime(2100));
    expect(counter()).toHaveTextContent("4.6M+ operations");
  });

  it("stops its timers once done and on unmount", () => {
    const { unmount } = render(<UsageBadge toolName="JSON Formatter" factor={2.3} />);
    act(() => vi.advanceTimersByTime(2100));
    expect(vi.getTimerCount()).toBe(0);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
