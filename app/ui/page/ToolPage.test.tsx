// @vitest-environment jsdom
import { fireEvent, render, screen } from "@testing-library/react";
import { Play } from "lucide-react";
import { getTool } from "~/catalogue";
import { toolPageData } from "~/catalogue/page-data";
import { ToolRouteStub } from "../../../test-support/tool-page";
import { ErrorPanel } from "../panels/ErrorPanel";
import { ToolFeedbackProvider } from "./ToolFeedback";
import { ToolPage, useToolFeedback } from "./ToolPage";

const tool = getTool("/json-formatter");

function renderPage(
  props: Partial<React.ComponentProps<typeof ToolPage>> = {},
  children: React.ReactNode = <p>tool body</p>,
) {
  return render(
    <ToolRouteStub pageData={toolPageData(tool.path)}>
      <ToolFeedbackProvider>
        <ToolPage tool={tool} {...props}>
          {children}
        </ToolPage>
      </ToolFeedbackProvider>
    </ToolRouteStub>,
  );
}

describe("ToolPage", () => {
  it("shows the catalogue title as the only h1, the description, badge and related tools", () => {
    renderPage();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(tool.title);
    expect(screen.getByText(tool.description, { exact: false })).toBeInTheDocument();
    expect(screen.getByText("Used by developers worldwide")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Related Tools" })).toBeInTheDocument();
    expect(screen.getByText("tool body")).toBeInTheDocument();
  });

  it("Ctrl+Enter runs the primary action", () => {
    const run = vi.fn();
    renderPage({ actions: [{ label: "Format", icon: Play, primary: true, onClick: run }] });
    fireEvent.keyDown(window, { key: "Enter", ctrlKey: true });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("Ctrl+Enter does nothing while the primary action is disabled", () => {
    const run = vi.fn();
    renderPage({ actions: [{ label: "Format", primary: true, disabled: true, onClick: run }] });
    fireEvent.keyDown(window, { key: "Enter", ctrlKey: true });
    expect(run).not.toHaveBeenCalled();
  });

  it("Esc, Ctrl+S and Ctrl+C call the tool's clear, download and copy handlers", () => {
    const onClear = vi.fn();
    const onDownload = vi.fn();
    const onCopy = vi.fn();
    renderPage({ shortcuts: { onClear, onDownload, onCopy } });
    fireEvent.keyDown(window, { key: "Escape" });
    fireEvent.keyDown(window, { key: "s", ctrlKey: true });
    fireEvent.keyDown(window, { key: "c", ctrlKey: true });
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(onDownload).toHaveBeenCalledTimes(1);
    expect(onCopy).toHaveBeenCalledTimes(1);
  });

  it("lets the tool show green feedback in the action bar", () => {
    function CopyButton() {
      const notify = useToolFeedback();
      return (
        <button type="button" onClick={() => notify("Copied to clipboard")}>
          copy
        </button>
      );
    }
    renderPage(
      { actions: [{ label: "Format", primary: true, onClick: () => {} }] },
      <CopyButton />,
    );
    fireEvent.click(screen.getByRole("button", { name: "copy" }));
    expect(screen.getByRole("status")).toHaveTextContent("Copied to clipboard");
  });
});

describe("ErrorPanel", () => {
  it("holds exactly the message in role=alert", () => {
    render(<ErrorPanel message="Failed to convert JSON to XML: Unexpected end of JSON input" />);
    expect(screen.getByRole("alert")).toHaveTextContent(
      /^Failed to convert JSON to XML: Unexpected end of JSON input$/,
    );
  });

  it("keeps an empty alert region when there is no error", () => {
    render(<ErrorPanel message={null} />);
    expect(screen.getByRole("alert")).toBeEmptyDOMElement();
  });
});
