// @vitest-environment jsdom
// Tests of the Related Tools card (spec §2).
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import type { CatalogueIconName } from "~/catalogue/icons";
import type { ToolEntry } from "~/catalogue/types";
import { RELATED_TOOLS_TEXT, RELATED_TOOLS_TITLE, RelatedToolsCard } from "./RelatedToolsCard";

function fakeTool(path: string, title: string, icon: CatalogueIconName = "Braces"): ToolEntry {
  return {
    path,
    title,
    description: `${title} in one line`,
    icon,
    category: "formatters",
    sidebarGroup: "Code and Text Formatters",
    toolType: "formatter",
    keywords: [],
    related: [],
    usageFactor: 1,
    status: "live",
  };
}

const known: Record<string, ToolEntry> = {
  "/json-formatter": fakeTool("/json-formatter", "JSON Formatter"),
  "/xml-beautifier": fakeTool("/xml-beautifier", "XML Beautifier", "Code"),
  "/html-formatter": fakeTool("/html-formatter", "HTML Formatter", "FileCode"),
};
function renderCard(paths: string[]) {
  return render(
    <MemoryRouter>
      <RelatedToolsCard tools={paths.map((path) => known[path])} />
    </MemoryRouter>,
  );
}

describe("RelatedToolsCard", () => {
  it("shows the spec's title as a heading and its intro text", () => {
    renderCard(["/xml-beautifier"]);
    expect(
      screen.getByRole("heading", { level: 2, name: RELATED_TOOLS_TITLE }),
    ).toBeInTheDocument();
    expect(screen.getByText(RELATED_TOOLS_TEXT)).toBeInTheDocument();
    expect(RELATED_TOOLS_TITLE).toBe("Related Tools");
    expect(RELATED_TOOLS_TEXT).toBe("You might also find these tools useful:");
  });

  it("links each tool to its path with its title and description", () => {
    renderCard(["/xml-beautifier", "/html-formatter"]);
    const link = screen.getByRole("link", { name: /XML Beautifier/ });
    expect(link).toHaveAttribute("href", "/xml-beautifier");
    expect(within(link).getByText("XML Beautifier in one line")).toBeInTheDocument();
    expect(link.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
    expect(screen.getAllByRole("link")).toHaveLength(2);
  });

  it("renders nothing when there is no related tool", () => {
    const { container } = renderCard([]);
    expect(container).toBeEmptyDOMElement();
  });

  it("uses one column on small screens and two from medium up", () => {
    renderCard(["/xml-beautifier"]);
    expect(screen.getByRole("list")).toHaveClass("grid-cols-1", "md:grid-cols-2");
  });
});
