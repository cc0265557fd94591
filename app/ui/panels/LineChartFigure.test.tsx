// @vitest-environment jsdom
import { fireEvent, render, screen, within } from "@testing-library/react";
import { chartLine } from "~/lib/market-data/chart-line";
import { LineChartFigure } from "./LineChartFigure";

const downloads = vi.hoisted(() => ({ text: vi.fn() }));
vi.mock("~/lib/browser/download", async (original) => ({
  ...(await original<typeof import("~/lib/browser/download")>()),
  downloadText: downloads.text,
}));

const series = [
  { at: "2026-11-01", value: "1.05" },
  { at: "2026-11-02", value: "1.07" },
  { at: "2026-11-03", value: "1.04" },
];

function renderFigure() {
  const line = chartLine(series)!;
  render(
    <LineChartFigure
      line={line}
      label="1 EUR in USD: lowest 1.04, highest 1.07"
      caption={<>Three rates: lowest {line.low}.</>}
      tableSummary="Show the rates as a table"
      tableCaption="Rate history"
      columns={["Date", "1 EUR in USD"]}
      rows={series.map((point) => [point.at, point.value])}
      fileName="rate-history"
    />,
  );
}

describe("LineChartFigure", () => {
  it("draws the line as a named image with a caption and the data as a table", () => {
    renderFigure();
    const image = screen.getByRole("img", { name: "1 EUR in USD: lowest 1.04, highest 1.07" });
    expect(image.querySelector("polyline")?.getAttribute("points")).toBe(chartLine(series)!.points);
    expect(screen.getByRole("figure")).toHaveTextContent("Three rates: lowest 1.04.");
    expect(screen.getByText("Show the rates as a table").tagName).toBe("SUMMARY");
    const table = screen.getByRole("table", { name: "Rate history" });
    expect(within(table).getAllByRole("row")).toHaveLength(4);
    expect(screen.getByRole("button", { name: "Copy history" })).toBeInTheDocument();
  });

  it("downloads the table as CSV under the given name", () => {
    renderFigure();
    fireEvent.click(screen.getByRole("button", { name: "Download history" }));
    expect(downloads.text).toHaveBeenCalledWith(
      "rate-history.csv",
      "Date,1 EUR in USD\r\n2026-11-01,1.05\r\n2026-11-02,1.07\r\n2026-11-03,1.04",
      "text/csv",
    );
  });
});
