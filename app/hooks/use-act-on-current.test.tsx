// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { useActOnCurrent } from "./use-act-on-current";
import { LIVE_DELAY_MS, useToolRun } from "./use-tool-run";
import { ManualWorker } from "../../test-support/manual-worker";

interface Job {
  text: string;
}

function shout({ text }: Job): string {
  if (text.includes("!")) throw new Error("No exclamation marks");
  return text.toUpperCase();
}

/** A live transform of the text and a "save" action that records what it found at that moment. */
function setup(text: string) {
  const workers: ManualWorker<Job, string>[] = [];
  const saved: string[] = [];
  const hook = renderHook(
    ({ text }: { text: string }) => {
      const job = { text };
      const transform = useToolRun<Job, string>({
        job,
        idle: text === "",
        large: false,
        createWorker: () => {
          const worker = new ManualWorker(shout);
          workers.push(worker);
          return worker;
        },
      });
      const request = useActOnCurrent<"save">(transform, () =>
        saved.push(transform.output ?? `error: ${transform.error}`),
      );
      return { transform, request };
    },
    { initialProps: { text } },
  );
  const lastWorker = () => workers[workers.length - 1];
  const requestCount = () => workers.reduce((n, w) => n + w.requests.length, 0);
  return { ...hook, saved, lastWorker, requestCount };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const pause = (ms = LIVE_DELAY_MS) => act(() => vi.advanceTimersByTime(ms));

describe("useActOnCurrent", () => {
  it("acts at once on a result that is the current input's", async () => {
    const { result, saved, lastWorker } = setup("abc");
    pause();
    await act(async () => lastWorker().finish());
    act(() => result.current.request("save"));
    expect(saved).toEqual(["ABC"]);
  });

  it("waits for the new input's result instead of taking the one still on screen, and runs it at once", async () => {
    const { result, rerender, saved, lastWorker, requestCount } = setup("abc");
    pause();
    await act(async () => lastWorker().finish());
    rerender({ text: "abcd" });
    expect(result.current.transform.output).toBe("ABC");
    act(() => result.current.request("save"));
    expect(saved).toEqual([]);
    expect(requestCount()).toBe(2); // started without the typing delay
    await act(async () => lastWorker().finish());
    expect(saved).toEqual(["ABCD"]);
    pause(); // the live timer does not run the same job again, nor act twice
    expect(requestCount()).toBe(2);
    expect(saved).toEqual(["ABCD"]);
  });

  it("acts with the error when the new input fails", async () => {
    const { result, rerender, saved, lastWorker } = setup("abc");
    pause();
    await act(async () => lastWorker().finish());
    rerender({ text: "abc!" });
    act(() => result.current.request("save"));
    await act(async () => lastWorker().finish());
    expect(saved).toEqual(["error: No exclamation marks"]);
  });

  it("drops the action when the input is emptied before the result arrives", async () => {
    const { result, rerender, saved, lastWorker } = setup("abc");
    pause();
    await act(async () => lastWorker().finish());
    rerender({ text: "abcd" });
    act(() => result.current.request("save"));
    rerender({ text: "" });
    rerender({ text: "xyz" });
    pause();
    await act(async () => lastWorker().finish());
    expect(saved).toEqual([]);
  });
});
