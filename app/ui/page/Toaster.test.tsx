// @vitest-environment jsdom
// Tests of the toast renderer (spec §4 "Toasts": one visible, newest replaces, dismiss).
import { act, fireEvent, render, screen } from "@testing-library/react";
import { dismissToast, toast } from "~/lib/page/toast-store";
import { Toaster } from "./Toaster";

describe("Toaster", () => {
  afterEach(() => {
    act(() => dismissToast());
  });

  it("shows a toast's title and description", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Copied", description: "The output is on your clipboard" });
    });
    expect(screen.getByText("Copied")).toBeInTheDocument();
    expect(screen.getByText("The output is on your clipboard")).toBeInTheDocument();
  });

  it("shows only the newest toast", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "First" });
      toast({ title: "Second" });
    });
    expect(screen.queryByText("First")).not.toBeInTheDocument();
    expect(screen.getByText("Second")).toBeInTheDocument();
  });

  it("closes a toast with its Dismiss button", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Saved" });
    });
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(screen.queryByText("Saved")).not.toBeInTheDocument();
  });
});
