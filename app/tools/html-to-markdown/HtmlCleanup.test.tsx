// @vitest-environment jsdom
// The clean-up's diff is the worker's work, not the component's (finding of the final review): the
// default output is sent to the worker, nothing is compared on the main thread, and the diff shows
// only once the worker answers; a failure is a message; a newer press cancels the older run.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { aiConsent } from "~/lib/ai/ai-consent";
import { EMPTY_SETTINGS, aiSettings } from "~/lib/ai/ai-settings";
import { ToolError } from "~/lib/tool-error";
import { ManualWorker } from "../../../test-support/manual-worker";
import HtmlCleanup from "./HtmlCleanup";
import { DEFAULT_MARKDOWN_STYLE } from "./markdown-options";
import type { CleanupJob, CleanupResult } from "./cleanup-job";

const lineDiffOnMainThread = vi.hoisted(() => vi.fn());
vi.mock("~/lib/text/line-diff", async (original) => {
  const real = await original<typeof import("~/lib/text/line-diff")>();
  return { ...real, lineDiff: lineDiffOnMainThread };
});
vi.mock("~/lib/ai/chat-client", () => ({
  chatCompletion: async () => "```html\n<h1>Title</h1>\n```",
}));

const ENDPOINT = "http://localhost:11434/v1";
const STYLE = DEFAULT_MARKDOWN_STYLE;

/** What the page's worker answers for a clean-up, by hand here (cleanup-job.test.ts: the real one). */
const answer = ({ before }: CleanupJob): CleanupResult => ({
  markdown: "# Title",
  diff: {
    lines: [
      { kind: "removed", text: before.split("\n")[0] },
      { kind: "same", text: "# Title" },
    ],
    minimal: true,
  },
});

let worker: ManualWorker<CleanupJob, CleanupResult>;
const errors: (string | null)[] = [];

beforeEach(() => {
  aiSettings().set({ ...EMPTY_SETTINGS, endpoint: ENDPOINT, model: "m" });
  aiConsent().grant(new URL(ENDPOINT).origin);
  worker = new ManualWorker(answer);
  errors.length = 0;
});
afterEach(cleanup);

function renderCleanup() {
  render(
    <HtmlCleanup
      html="<nav>Menu</nav><h1>Title</h1>"
      markdown={"Menu\n\n# Title"}
      style={STYLE}
      createWorker={() => worker}
      onError={(message) => errors.push(message)}
      onAccept={() => {}}
      autoStart={false}
    />,
  );
}

async function pressClean() {
  await act(async () => fireEvent.click(screen.getByRole("button", { name: "Clean up with AI" })));
}

it("sends the default output to the worker and shows the diff only when the worker answers", async () => {
  renderCleanup();
  await pressClean();
  expect(worker.requests).toHaveLength(1);
  expect(worker.requests[0].input).toMatchObject({
    kind: "cleanup",
    html: "<h1>Title</h1>",
    before: "Menu\n\n# Title",
  });
  expect(screen.getByText("Converting the cleaned HTML…")).toBeTruthy();
  expect(screen.queryByLabelText("Changes to the Output")).toBeNull();

  await act(async () => worker.finish());
  await screen.findByLabelText("Changes to the Output");
  expect(screen.getByLabelText("Changes to the Output").textContent).toContain("− Menu");
  expect(screen.queryByText("Converting the cleaned HTML…")).toBeNull();
  expect(lineDiffOnMainThread).not.toHaveBeenCalled();
});

it("shows the worker's failure as a message, without a diff", async () => {
  worker = new ManualWorker(() => {
    throw new ToolError("Stopped after 60 s: the work took too long.");
  });
  renderCleanup();
  await pressClean();
  await act(async () => worker.finish());
  await vi.waitFor(() => expect(errors).toContain("Stopped after 60 s: the work took too long."));
  expect(screen.queryByLabelText("Changes to the Output")).toBeNull();
  expect(screen.queryByText("Converting the cleaned HTML…")).toBeNull();
});

it("a newer press cancels the comparison still running", async () => {
  renderCleanup();
  await pressClean();
  await pressClean();
  expect(worker.terminated).toBe(true);
  expect(worker.requests).toHaveLength(2);
  await act(async () => worker.finish());
  await screen.findByLabelText("Changes to the Output");
  expect(errors.filter((message) => message !== null)).toEqual([]);
});
