// @vitest-environment jsdom
// Tests of the sticky action bar (spec §2, §4 feedback timing).
import { act, fireEvent, render, screen } from "@testing-library/react";
import { Copy } from "lucide-react";
import { ActionBar, FEEDBACK_MS, type ActionBarButton } from "./ActionBar";

const noop = () => {};

describe("ActionBar", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("renders one button per entry and calls its action on click", () => {
    const onCopy = vi.fn();
    const buttons: ActionBarButton[] = [
      { label: "Format", primary: true, onClick: noop },
      { label: "Copy", icon: Copy, onClick: onCopy },
    ];
    render(<ActionBar buttons={buttons} />);
    fireEvent.click(screen.getByRole("button", { name: "Copy" }));
    expect(onCopy).toHaveBeenCalledTimes(1);
    expect(screen.getAllByRole("button")).toHaveLength(2);
  });

  it("gives the primary button the filled look and others the outlined look", () => {
    render(
      <ActionBar
        buttons={[
          { label: "Format", primary: true, onClick: noop },
          { label: "Clear", onClick: noop },
        ]}
      />,
    );
    expect(screen.getByRole("button", { name: "Format" })).toHaveClass("bg-blue-600", "text-white");
    expect(screen.getByRole("button", { name: "Clear" })).toHaveClass("border");
  });

  it("disables a button and shows its title", () => {
    render(
      <ActionBar
        buttons={[
          { label: "Download", onClick: noop, disabled: true, title: "Nothing to download" },
        ]}
      />,
    );
    const button = screen.getByRole("button", { name: "Download" });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("title", "Nothing to download");
  });

  it("sticks below the 3.5rem header", () => {
    const { container } = render(<ActionBar buttons={[]} />);
    expect(container.firstChild).toHaveClass("sticky", "top-14", "z-20");
  });

  it("shows feedback text and hides it after 3000 ms", () => {
    const { rerender } = render(<ActionBar buttons={[]} />);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    rerender(<ActionBar buttons={[]} feedback="Copied to clipboard" />);
    expect(screen.getByRole("status")).toHaveTextContent("Copied to clipboard");
    act(() => vi.advanceTimersByTime(FEEDBACK_MS - 1));
    expect(screen.getByRole("status")).toHaveTextContent("Copied to clipboard");
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("shows the same text again when the feedback key changes", () => {
    const { rerender } = render(
      <ActionBar buttons={[]} feedback="Copied to clipboard" feedbackKey={1} />,
    );
    act(() => vi.advanceTimersByTime(FEEDBACK_MS));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    rerender(<ActionBar buttons={[]} feedback="Copied to clipboard" feedbackKey={2} />);
    expect(screen.getByRole("status")).toHaveTextContent("Copied to clipboard");
  });

  it("restarts the 3000 ms when new feedback arrives before the old one hides", () => {
    const { rerender } = render(<ActionBar buttons={[]} feedback="Copied to clipboard" />);
    act(() => vi.advanceTimersByTime(2000));
    rerender(<ActionBar buttons={[]} feedback="Downloaded" />);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole("status")).toHaveTextContent("Downloaded");
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("clears its timer on unmount", () => {
    const { unmount } = render(<ActionBar buttons={[]} feedback="Copied to clipboard" />);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
