// A tool's option specs, as a page gets them: asked of the chain's worker, which loads the tool's
// step.ts, answered once per tool, and an unknown tool or a worker that cannot start rejects.
import { serveChainRuns } from "./chain-worker-protocol";
import { loadStep } from "./steps";

// The page keeps one worker and its answers for the page's life: each test starts a fresh page.
let loadStepOptions: typeof import("./step-options").loadStepOptions;
beforeEach(async () => {
  vi.resetModules();
  ({ loadStepOptions } = await import("./step-options"));
});

/** The chain's worker, in this thread: a page-side Worker and its scope, wired to each other. */
function workerInThisThread() {
  const page = new EventTarget() as Worker & EventTarget;
  const asked: unknown[] = [];
  const scope = {
    onmessage: null as ((event: MessageEvent) => void) | null,
    postMessage: (data: unknown) => page.dispatchEvent(new MessageEvent("message", { data })),
  };
  serveChainRuns(scope);
  page.postMessage = (data: unknown) => {
    asked.push(data);
    scope.onmessage?.(new MessageEvent("message", { data }));
  };
  return { page, asked };
}

it("asks the chain's worker for a tool's options, once per tool", async () => {
  const { page, asked } = workerInThisThread();
  const start = vi.fn(() => page);
  const specs = await loadStepOptions("/json-formatter", start);
  expect(specs).toEqual((await loadStep("/json-formatter")).options);
  expect(Object.keys(specs)).toEqual(["mode", "indent", "sortKeys"]);
  expect(await loadStepOptions("/json-formatter", start)).toBe(specs);
  expect(asked).toEqual([{ type: "options", tool: "/json-formatter" }]);
  expect(start).toHaveBeenCalledTimes(1);
});

it("rejects for a tool without a step, and asks again next time", async () => {
  const { page, asked } = workerInThisThread();
  await expect(loadStepOptions("/image-converter", () => page)).rejects.toThrow(
    "No chain step for /image-converter",
  );
  await expect(loadStepOptions("/image-converter", () => page)).rejects.toThrow();
  expect(asked.filter((request) => JSON.stringify(request).includes("image"))).toHaveLength(2);
});

it("rejects when the worker cannot start, and starts a new one next time", async () => {
  const broken = new EventTarget() as Worker & EventTarget;
  broken.postMessage = () => broken.dispatchEvent(new Event("error"));
  await expect(loadStepOptions("/sql-formatter", () => broken)).rejects.toThrow(
    "The chain's worker could not be started.",
  );
  const { page } = workerInThisThread();
  expect(Object.keys(await loadStepOptions("/sql-formatter", () => page))).toContain("dialect");
});
