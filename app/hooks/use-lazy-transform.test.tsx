// @vitest-environment jsdom
import { act, renderHook, waitFor } from "@testing-library/react";
import { useLazyTransform } from "./use-lazy-transform";

const engine = { upper: (text: string) => text.toUpperCase() };
const load = () => Promise.resolve(engine);
const compute = (e: typeof engine, job: { text: string }) => {
  if (job.text === "bad") throw new Error("Bad input");
  return e.upper(job.text);
};

function useUpper(text: string, large = false, wanted = true) {
  const job = { text };
  return useLazyTransform({ job, large, wanted, load, compute });
}

test("nothing is computed before the engine is wanted", () => {
  const { result } = renderHook(() => useUpper("abc", false, false));
  expect(result.current.output).toBeNull();
});

test("a small input is computed once the engine has loaded", async () => {
  const { result } = renderHook(() => useUpper("abc"));
  await waitFor(() => expect(result.current.output).toBe("ABC"));
});

test("an engine error shows as the error message", async () => {
  const { result } = renderHook(() => useUpper("bad"));
  await waitFor(() => expect(result.current.error).toBe("Bad input"));
});

test("a large input waits for run()", async () => {
  const { result } = renderHook(() => useUpper("abc", true));
  expect(result.current.waiting).toBe(true);
  await act(async () => {
    await Promise.resolve();
  });
  expect(result.current.output).toBeNull();
  act(() => result.current.run());
  await waitFor(() => expect(result.current.output).toBe("ABC"));
  expect(result.current.waiting).toBe(false);
});

test("an engine that fails to load is reported", async () => {
  const failing = () => Promise.reject(new Error("Failed to fetch module"));
  const { result } = renderHook(() =>
    useLazyTransform({ job: { text: "abc" }, large: false, wanted: true, load: failing, compute }),
  );
  await waitFor(() =>
    expect(result.current.error).toBe("Could not load the converter: Failed to fetch module"),
  );
});
