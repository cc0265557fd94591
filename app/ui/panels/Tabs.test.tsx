// @vitest-environment jsdom
// Tests of the shared WAI-ARIA tabs.
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { TabList, TabPanel } from "./Tabs";

const TABS = [
  { value: "one", label: "One" },
  { value: "two", label: "Two" },
  { value: "three", label: "Three" },
] as const;
type Value = (typeof TABS)[number]["value"];

function Example() {
  const [selected, setSelected] = useState<Value>("one");
  return (
    <>
      <TabList tabs={TABS} selected={selected} onChange={setSelected} label="Parts" idPrefix="t" />
      {TABS.map((tab) => (
        <TabPanel key={tab.value} idPrefix="t" value={tab.value} active={selected === tab.value}>
          Panel {tab.label}
        </TabPanel>
      ))}
    </>
  );
}

const selectedTab = () =>
  screen.getAllByRole("tab").find((tab) => tab.getAttribute("aria-selected") === "true");

describe("TabList", () => {
  it("links each tab to its panel and shows only the selected panel", () => {
    render(<Example />);
    const tab = screen.getByRole("tab", { name: "One" });
    expect(tab.getAttribute("aria-controls")).toBe("t-panel-one");
    expect(screen.getByRole("tabpanel", { name: "One" }).textContent).toBe("Panel One");
    expect(screen.queryByRole("tabpanel", { name: "Two" })).toBeNull();
  });

  it("selects a tab on click and keeps only it in the tab order", () => {
    render(<Example />);
    fireEvent.click(screen.getByRole("tab", { name: "Two" }));
    expect(selectedTab()?.textContent).toBe("Two");
    expect(screen.getAllByRole("tab").map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
  });

  it("moves with the arrow keys, wrapping at the ends, and jumps with Home and End", () => {
    render(<Example />);
    fireEvent.keyDown(screen.getByRole("tab", { name: "One" }), { key: "ArrowLeft" });
    expect(selectedTab()?.textContent).toBe("Three");
    expect(document.activeElement?.id).toBe("t-tab-three");
    fireEvent.keyDown(selectedTab()!, { key: "ArrowRight" });
    expect(selectedTab()?.textContent).toBe("One");
    fireEvent.keyDown(selectedTab()!, { key: "End" });
    expect(selectedTab()?.textContent).toBe("Three");
    fireEvent.keyDown(selectedTab()!, { key: "Home" });
    expect(selectedTab()?.textContent).toBe("One");
  });
});
