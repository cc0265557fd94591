// A 10 MB input through jq (jq-web's WebAssembly build): a filter over every value finishes within a
// few seconds of processor time (test-support/jsonpath-tester/cpu-time.ts says why not wall time), and
// a large output is split and indented quickly. The page runs this in a worker, with a time limit.
import { withCpuTime } from "../../../test-support/jsonpath-tester/cpu-time";
import { largeOrdersJson } from "../../../test-support/jsonpath-tester/large-json";
import { loadNodeJq } from "../../../test-support/jsonpath-tester/jq-node";
import { runJq } from "./jq-query";

const json = largeOrdersJson(10);

beforeAll(() => loadNodeJq());

describe("a 10 MB input through jq", () => {
  it("sums a field over every order within 3 s of processor time", async () => {
    const { result, cpuMs } = await withCpuTime(() =>
      runJq(json, "[.orders[] | .items[] | .qty] | add", {}, loadNodeJq),
    );
    expect(Number(result.outputs[0])).toBeGreaterThan(100_000);
    expect(cpuMs).toBeLessThan(3000);
  }, 20_000);

  it("prints one indented output per order, some 40,000, within 3 s of processor time", async () => {
    const { result, cpuMs } = await withCpuTime(() =>
      runJq(json, ".orders[] | {id, status}", {}, loadNodeJq),
    );
    expect(result.outputs.length).toBeGreaterThan(30_000);
    expect(result.outputs[1]).toBe('{\n  "id": 1,\n  "status": "shipped"\n}');
    expect(cpuMs).toBeLessThan(3000);
  }, 20_000);
});
