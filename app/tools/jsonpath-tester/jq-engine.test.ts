// Loading jq in the page's worker: jq-web's fetch of "jq.wasm" beside its script goes to the asset's
// URL, only while it loads; the engine is loaded once, and a failed load is tried again. jq-web
// itself is replaced here by a module that fetches its .wasm as it is evaluated, as jq-web does.
import wasmUrl from "jq-web/jq.wasm?url";
import { fetchWithJqWasmAt, loadJqEngine } from "./jq-engine";

const jqWeb = vi.hoisted(() => ({
  engine: { raw: () => "1" },
  /** The outcomes of awaiting the module's promise, in turn; it stays ready after the last. */
  outcomes: ["offline", "ready"] as ("offline" | "ready")[],
  evaluations: 0,
}));

vi.mock("jq-web", () => {
  jqWeb.evaluations++;
  void globalThis.fetch("https://tools.example/assets/jq.wasm");
  return {
    default: {
      then(resolve: (engine: unknown) => void, reject: (error: Error) => void) {
        if (jqWeb.outcomes.shift() === "offline") reject(new Error("Failed to fetch"));
        else resolve(jqWeb.engine);
      },
    },
  };
});

describe("fetchWithJqWasmAt", () => {
  const fetched: unknown[] = [];
  const realFetch = ((input: RequestInfo | URL) => {
    fetched.push(input);
    return Promise.resolve(new Response(""));
  }) as typeof fetch;
  const redirected = fetchWithJqWasmAt(realFetch, "/assets/jq-1a2b3c.wasm");

  beforeEach(() => {
    fetched.length = 0;
  });

  it("fetches the asset for jq.wasm beside any script, with a query or a fragment", async () => {
    await redirected("https://tools.example/app/tools/jsonpath-tester/jq.wasm");
    await redirected("/assets/jq.wasm?v=2");
    await redirected(new URL("https://tools.example/x/jq.wasm#top"));
    await redirected(new Request("https://tools.example/jq.wasm"));
    expect(fetched).toEqual(Array(4).fill("/assets/jq-1a2b3c.wasm"));
  });

  it("leaves every other request as it is", async () => {
    const request = new Request("https://tools.example/jq.wasm.map");
    await redirected("/assets/other.wasm");
    await redirected("/assets/jq.wasmx");
    await redirected("/assets/notjq.wasm");
    await redirected(request);
    expect(fetched).toEqual([
      "/assets/other.wasm",
      "/assets/jq.wasmx",
      "/assets/notjq.wasm",
      request,
    ]);
  });
});

describe("loadJqEngine", () => {
  const realFetch = globalThis.fetch;
  const wasmFetches: unknown[] = [];

  beforeEach(() => {
    globalThis.fetch = ((input: RequestInfo | URL) => {
      wasmFetches.push(input);
      return Promise.resolve(new Response(""));
    }) as typeof fetch;
  });

  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it("fails when jq cannot be loaded, restoring fetch, then loads it on the next call", async () => {
    const ownFetch = globalThis.fetch;
    await expect(loadJqEngine()).rejects.toThrow("Failed to fetch");
    expect(globalThis.fetch).toBe(ownFetch);
    expect(await loadJqEngine()).toBe(jqWeb.engine);
    expect(globalThis.fetch).toBe(ownFetch);
  });

  it("sent jq-web's fetch of its .wasm to the asset Vite emits", () => {
    expect(wasmFetches).toEqual([wasmUrl]);
    expect(wasmUrl).toMatch(/jq\.wasm$/);
  });

  it("loads jq once and gives the same engine to every later call", async () => {
    const engines = await Promise.all([loadJqEngine(), loadJqEngine()]);
    expect(engines).toEqual([jqWeb.engine, jqWeb.engine]);
    expect(jqWeb.evaluations).toBe(1);
    expect(jqWeb.outcomes).toEqual([]);
  });
});
