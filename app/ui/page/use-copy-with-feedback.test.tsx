// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { COPIED_FEEDBACK } from "../panels/OutputPanel";
import { ToolFeedbackProvider, useToolFeedbackMessage } from "./ToolFeedback";
import { useCopyWithFeedback } from "./use-copy-with-feedback";

const clipboard = vi.hoisted(() => ({ copyText: vi.fn() }));
vi.mock("~/lib/browser/clipboard", () => clipboard);

const wrapper = ({ children }: { children: ReactNode }) => (
  <ToolFeedbackProvider>{children}</ToolFeedbackProvider>
);

function renderCopy() {
  return renderHook(() => ({ copy: useCopyWithFeedback(), feedback: useToolFeedbackMessage() }), {
    wrapper,
  });
}

describe("useCopyWithFeedback", () => {
  it("copies the text and says so", async () => {
    clipboard.copyText.mockResolvedValueOnce(undefined);
    const { result } = renderCopy();
    let copied: boolean | undefined;
    await act(async () => void (copied = await result.current.copy("1700000000")));
    expect(clipboard.copyText).toHaveBeenCalledWith("1700000000");
    expect(result.current.feedback.text).toBe(COPIED_FEEDBACK);
    expect(copied).toBe(true);
  });

  it("says why a copy failed instead of throwing", async () => {
    clipboard.copyText.mockRejectedValueOnce(new Error("Clipboard access was denied."));
    const { result } = renderCopy();
    let copied: boolean | undefined;
    await act(async () => void (copied = await result.current.copy("x")));
    expect(result.current.feedback.text).toBe("Clipboard access was denied.");
    expect(copied).toBe(false);
  });

  it("runs a copy of its own (an image) and reports it the same way", async () => {
    clipboard.copyText.mockClear();
    const { result } = renderCopy();
    const copyImage = vi.fn(async () => {});
    await act(() => result.current.copy(copyImage));
    expect(copyImage).toHaveBeenCalledOnce();
    expect(clipboard.copyText).not.toHaveBeenCalled();
    expect(result.current.feedback.text).toBe(COPIED_FEEDBACK);

    await act(() =>
      result.current.copy(async () => {
        throw new Error("This browser cannot copy images.");
      }),
    );
    expect(result.current.feedback.text).toBe("This browser cannot copy images.");
  });
});
