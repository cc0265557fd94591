import { afterEach, describe, expect, it, vi } from "vitest";
import { PageStartedWorker, type RelayedMessage, type WorkerWanted } from "./page-started-worker";

const next = <T>(port: MessagePort) =>
  new Promise<T>((resolve) => (port.onmessage = (event) => resolve(event.data as T)));

/** What a worker has and Node lacks: an error event, and fetch of a blob: URL (here, of one script). */
function stubWorkerGlobals(script: Blob) {
  vi.stubGlobal(
    "ErrorEvent",
    class extends Event {
      readonly message: string;
      constructor(type: string, init: { message: string }) {
        super(type);
        this.message = init.message;
      }
    },
  );
  vi.stubGlobal("fetch", async () => ({ blob: async () => script }));
}

describe("PageStartedWorker", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks the page for the worker, sending a blob: script as its Blob, and relays both ways", async () => {
    const asked: WorkerWanted[] = [];
    vi.stubGlobal("self", {
      location: { href: "https://site.test/assets/converter.js" },
      postMessage: (message: WorkerWanted) => asked.push(message),
    });
    const script = new Blob(["onmessage = () => {}"], { type: "text/javascript" });
    stubWorkerGlobals(script);
    const url = URL.createObjectURL(script);
    const worker = new PageStartedWorker(url);
    // The encoder revokes its URL as soon as the constructor returns.
    URL.revokeObjectURL(url);
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    const [{ kind, script: sent, port }] = asked;
    expect(kind).toBe("worker-wanted");
    expect(await (sent as Blob).text()).toBe("onmessage = () => {}");

    // To the worker: the message, with its transfer list.
    const toWorker = next<RelayedMessage>(port);
    const data = new Uint8Array([1, 2, 3]);
    worker.postMessage({ samples: data }, { transfer: [data.buffer] });
    expect(await toWorker).toEqual({
      kind: "message",
      message: { samples: new Uint8Array([1, 2, 3]) },
    });
    expect(data.byteLength).toBe(0);

    // From the worker: to onmessage and to the listeners; its error to onerror.
    const heard: unknown[] = [];
    worker.onmessage = (event) => heard.push(event.data);
    worker.addEventListener("message", (event) => heard.push((event as MessageEvent).data));
    const failed = new Promise<string>(
      (resolve) => (worker.onerror = (event) => resolve(event.message)),
    );
    port.postMessage({ kind: "message", message: "encoded" } satisfies RelayedMessage);
    port.postMessage({ kind: "error", message: "out of memory" } satisfies RelayedMessage);
    expect(await failed).toBe("out of memory");
    expect(heard).toEqual(["encoded", "encoded"]);

    const ended = next<RelayedMessage>(port);
    worker.terminate();
    expect(await ended).toEqual({ kind: "terminate" });
    port.close();
  });

  it("sends a script of the site by its address", async () => {
    const asked: WorkerWanted[] = [];
    vi.stubGlobal("self", {
      location: { href: "https://site.test/assets/converter.js" },
      postMessage: (message: WorkerWanted) => asked.push(message),
    });
    new PageStartedWorker("./encoder.js", { type: "module" }).terminate();
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toMatchObject({
      script: "https://site.test/assets/encoder.js",
      options: { type: "module" },
    });
    asked[0].port.close();
  });
});
