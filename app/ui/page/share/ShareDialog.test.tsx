// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { LINK_FAILED_MESSAGE, ShareDialog } from "./ShareDialog";

const linkWithin = vi.hoisted(() => vi.fn());
vi.mock("~/lib/share/state-link", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/lib/share/state-link")>()),
  linkWithin,
}));

function dialog() {
  render(<ShareDialog toolPath="/json-formatter" onClose={vi.fn()} onOpenFile={vi.fn()} />);
}

describe("ShareDialog", () => {
  it("shows the link once it is made", async () => {
    linkWithin.mockResolvedValue({
      link: "https://x.test/json-formatter#share=v1.abc",
      length: 42,
    });
    dialog();
    expect(await screen.findByRole("textbox", { name: "Share link" })).toHaveValue(
      "https://x.test/json-formatter#share=v1.abc",
    );
    expect(screen.getByRole("button", { name: "Copy link" })).toBeEnabled();
  });

  it("says the link could not be made, rather than making it forever", async () => {
    linkWithin.mockRejectedValue(new Error("CompressionStream is not defined"));
    dialog();
    expect(await screen.findByRole("alert")).toHaveTextContent(LINK_FAILED_MESSAGE);
    expect(screen.queryByText("Making the link…")).toBeNull();
    expect(screen.getByRole("button", { name: "Copy link" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Download state file" })).toBeEnabled();
  });
});
