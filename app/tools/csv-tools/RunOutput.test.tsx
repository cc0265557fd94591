// @vitest-environment jsdom
// A progress update (ten a second on a big file) re-renders the status line and the bar, not the
// parts table and previews: the main thread stays free while gigabytes are split.
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { DataTableProps } from "~/ui/panels/DataTable";
import { RunOutput } from "./RunOutput";
import { type CsvRunState, ProgressFeed } from "./use-csv-run";

const tableRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock("~/ui/panels/DataTable", () => ({
  DataTable: ({ caption }: DataTableProps) => {
    tableRenders.count++;
    return <div role="region" aria-label={caption} />;
  },
}));

const running: CsvRunState = {
  status: "running",
  kind: "split",
  progress: null,
  startedAt: 0,
  elapsedMs: 0,
  parts: [
    { name: "data-001.csv", rows: 2, bytes: 20, head: "a,b\n1,2\n3,4\n" },
    { name: "data-002.csv", rows: 1, bytes: 12, head: "a,b\n5,6\n" },
  ],
  result: null,
  writtenTo: null,
  error: null,
};

function show(state: CsvRunState, feed: ProgressFeed) {
  return (
    <RunOutput
      state={state}
      feed={feed}
      delimiter=","
      resultName="data-parts.zip"
      mergedHead={null}
      onDownload={() => {}}
    />
  );
}

describe("RunOutput", () => {
  it("shows each progress update in the status line without rendering the parts again", async () => {
    const feed = new ProgressFeed();
    render(show(running, feed));
    expect(screen.getByRole("status").textContent).toBe("Split running: Starting…");
    // The parts list is fetched when the first part is written.
    await screen.findByRole("region", { name: "Parts written so far" });
    const rendered = tableRenders.count;
    expect(rendered).toBe(3); // the parts table and two part previews
    act(() =>
      feed.set({
        progress: { phase: "splitting", bytesRead: 5e6, totalBytes: 2e7, rows: 1234 },
        elapsedMs: 1000,
      }),
    );
    expect(screen.getByRole("status").textContent).toBe(
      "Split running: 25% · 4.8 MB of 19.1 MB · 1,234 rows · 5.0 MB/s",
    );
    expect(screen.getByRole("progressbar", { name: "Progress" })).toHaveProperty("value", 5e6);
    expect(tableRenders.count).toBe(rendered);
  });

  it("reports the run's final rows and time once it is done", () => {
    const feed = new ProgressFeed();
    const done: CsvRunState = {
      ...running,
      status: "done",
      progress: { phase: "splitting", bytesRead: 32, totalBytes: 32, rows: 3 },
      elapsedMs: 2500,
    };
    render(show(done, feed));
    expect(screen.getByRole("status").textContent).toBe("Split done: 2 files, 3 rows in 2.5 s.");
    expect(screen.queryByRole("progressbar")).toBeNull();
  });
});
