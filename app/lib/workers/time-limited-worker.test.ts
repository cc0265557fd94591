import { ManualWorker } from "../../../test-support/manual-worker";
import { timeLimitedWorker } from "./time-limited-worker";
import type { WorkerReply } from "./worker-protocol";

const MESSAGE = "Stopped: too slow";

function setUp() {
  const workers: ManualWorker<string, string>[] = [];
  const wrapper = timeLimitedWorker(
    () => {
      const worker = new ManualWorker<string, string>((input) => input.toUpperCase());
      workers.push(worker);
      return worker;
    },
    1000,
    MESSAGE,
  );
  const replies: WorkerReply<string>[] = [];
  wrapper.onmessage = (event) => replies.push(event.data as WorkerReply<string>);
  return { wrapper, workers, replies };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("a time-limited worker", () => {
  it("passes a reply given in time through", () => {
    const { wrapper, workers, replies } = setUp();
    wrapper.postMessage({ id: 1, input: "ok" });
    workers[0].finish();
    vi.advanceTimersByTime(5000);
    expect(replies).toEqual([{ id: 1, kind: "result", output: "OK" }]);
    expect(workers[0].terminated).toBe(false);
  });

  it("answers with the message and ends the worker when the limit passes", () => {
    const { wrapper, workers, replies } = setUp();
    wrapper.postMessage({ id: 7, input: "slow" });
    vi.advanceTimersByTime(999);
    expect(replies).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(replies).toEqual([{ id: 7, kind: "error", message: MESSAGE }]);
    expect(workers[0].terminated).toBe(true);
  });

  it("starts a fresh worker for the request after a timeout", () => {
    const { wrapper, workers, replies } = setUp();
    wrapper.postMessage({ id: 1, input: "slow" });
    vi.advanceTimersByTime(1000);
    wrapper.postMessage({ id: 2, input: "next" });
    expect(workers).toHaveLength(2);
    workers[1].finish();
    expect(replies.at(-1)).toEqual({ id: 2, kind: "result", output: "NEXT" });
  });

  it("times each request from when it is sent", () => {
    const { wrapper, workers, replies } = setUp();
    wrapper.postMessage({ id: 1, input: "a" });
    vi.advanceTimersByTime(800);
    workers[0].finish();
    wrapper.postMessage({ id: 2, input: "b" });
    vi.advanceTimersByTime(800);
    expect(replies).toEqual([{ id: 1, kind: "result", output: "A" }]);
  });

  it("ends the real worker when it is terminated", () => {
    const { wrapper, workers } = setUp();
    wrapper.postMessage({ id: 1, input: "a" });
    wrapper.terminate();
    expect(workers[0].terminated).toBe(true);
  });
});
