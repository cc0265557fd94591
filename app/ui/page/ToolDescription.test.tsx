// @vitest-environment jsdom
// Tests of the description block (spec §2, §4 collapsed and expanded views).
import { fireEvent, render, screen } from "@testing-library/react";
import { ToolDescription } from "./ToolDescription";

const LONG =
  "Format JSON instantly. The sky is blue. It is free to use. Works online. Validates input. Converts data.";
const COLLAPSED = "Format JSON instantly. It is free to use. Works online. Validates input.";

describe("ToolDescription", () => {
  it("starts collapsed to the first sentence and keyword sentences", () => {
    render(<ToolDescription text={LONG} />);
    expect(screen.getByText(COLLAPSED)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Show more" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  it("expands to the full text with Show more", () => {
    render(<ToolDescription text={LONG} />);
    fireEvent.click(screen.getByRole("button", { name: "Show more" }));
    expect(screen.getByText(LONG)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Show less" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  });

  it("collapses again with Show less", () => {
    render(<ToolDescription text={LONG} startExpanded />);
    fireEvent.click(screen.getByRole("button", { name: "Show less" }));
    expect(screen.getByText(COLLAPSED)).toBeInTheDocument();
  });

  it("starts expanded when told to", () => {
    render(<ToolDescription text={LONG} startExpanded />);
    expect(screen.getByText(LONG)).toBeInTheDocument();
  });

  it("shows no toggle when the collapsed view is the whole text", () => {
    render(<ToolDescription text="A free tool. It converts data." />);
    expect(screen.getByText("A free tool. It converts data.")).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
