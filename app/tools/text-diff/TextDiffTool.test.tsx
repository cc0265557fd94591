// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { getTool } from "~/catalogue";
import { toolPageData } from "~/catalogue/page-data";
import type { WorkerRequest } from "~/lib/workers/worker-protocol";
import { ToolFeedbackProvider } from "~/ui/page/ToolFeedback";
import { ToolRouteStub } from "../../../test-support/tool-page";
import { CHANGED_LABEL, ORIGINAL_LABEL, type TextDiffPageJob, textDiff } from "./text-diff";
import { TextDiffTool } from "./TextDiffTool";

const tool = getTool("/text-diff");

/** The worker's job run in this thread, its answer held until the test lets it go. */
class HeldWorker {
  static held: (() => void)[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  postMessage({ id, input }: WorkerRequest<TextDiffPageJob>) {
    const job = input as TextDiffPageJob & { original: string; changed: string };
    HeldWorker.held.push(() =>
      this.onmessage?.({
        data: { id, kind: "result", output: textDiff(job, () => {}) },
      } as MessageEvent),
    );
  }
  terminate() {}
}

/** Answers the oldest job still waiting. */
async function answer() {
  await waitFor(() => expect(HeldWorker.held.length).toBeGreaterThan(0));
  await act(async () => HeldWorker.held.shift()!());
}

beforeEach(() => {
  localStorage.clear();
  HeldWorker.held = [];
  vi.stubGlobal("Worker", HeldWorker);
  // A wide screen: the side-by-side view (jsdom has no media queries).
  vi.stubGlobal("matchMedia", () => ({
    matches: false,
    addEventListener() {},
    removeEventListener() {},
  }));
});

afterEach(() => vi.unstubAllGlobals());

describe("TextDiffTool", () => {
  it("draws a comparison that settles after the texts changed again only when its texts are shown", async () => {
    render(
      <ToolRouteStub pageData={toolPageData(tool.path)}>
        <ToolFeedbackProvider>
          <TextDiffTool tool={tool} />
        </ToolFeedbackProvider>
      </ToolRouteStub>,
    );
    const output = () => screen.getByRole("region", { name: "Output panel" });
    // The sample's comparison is under way when both texts are replaced.
    await waitFor(() => expect(HeldWorker.held).toHaveLength(1));
    fireEvent.change(screen.getByLabelText(ORIGINAL_LABEL), {
      target: { value: "name: web\nreplicas: 2\nport: 80\n" },
    });
    fireEvent.change(screen.getByLabelText(CHANGED_LABEL), {
      target: { value: "name: web\nreplicas: 3\nport: 80\nhost: example.com\n" },
    });

    // The sample's answer comes now: drawn against the new texts, it marked their lines by the
    // sample's numbers, and Download saved the sample's diff.
    await answer();
    expect(output()).not.toHaveTextContent("host: example.com");
    expect(output()).not.toHaveTextContent("apples");

    // The current texts' answer: their lines, with what Download saves summed up above them.
    await answer();
    await waitFor(() => expect(output()).toHaveTextContent("+host: example.com"));
    expect(output()).toHaveTextContent("1 line removed, 2 lines added");
    expect(output()).toHaveTextContent("−replicas: 2");
  });
});
