// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { OpenInContext, type OpenIn } from "../page/open-in";
import { OPEN_IN_FAILED, OpenInMenu } from "./OpenInMenu";

const toast = vi.hoisted(() => vi.fn());
vi.mock("~/lib/page/toast-store", () => ({ toast }));

function menu(open: OpenIn["open"]) {
  const openIn: OpenIn = {
    path: "/json-formatter",
    targets: [
      { path: "/character-counter", title: "Character Counter" } as OpenIn["targets"][number],
    ],
    chainStep: false,
    open,
  };
  render(
    <OpenInContext.Provider value={openIn}>
      <OpenInMenu result="{}" />
    </OpenInContext.Provider>,
  );
  fireEvent.change(screen.getByRole("combobox", { name: "Open the result in another tool" }), {
    target: { value: "/character-counter" },
  });
}

describe("OpenInMenu", () => {
  beforeEach(() => toast.mockClear());

  it("hands the result to the chosen tool", () => {
    const open = vi.fn(() => Promise.resolve());
    menu(open);
    expect(open).toHaveBeenCalledWith("/character-counter", "{}");
  });

  it("says so when the result could not be handed over, naming the tool", async () => {
    menu(() => Promise.reject(new Error("The file was removed.")));
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith(
        expect.objectContaining({
          title: OPEN_IN_FAILED("Character Counter"),
          description: "The file was removed.",
          variant: "error",
        }),
      ),
    );
  });
});
