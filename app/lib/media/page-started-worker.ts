// Inside a converter's worker, `Worker` becomes a worker the page starts: mediabunny's WebAssembly
// encoders (LAME, libFLAC) each start one of their own, and in Firefox ESR 153 a worker starting a
// worker at times never came back from `new Worker()`, the conversion standing at 0 % or 2 % for
// good (docs/cross-engine-tests.md). The page (page-workers.ts) starts it from the same script
// and passes messages both ways through a MessageChannel.

/** Sent to the page: start this script (a blob: URL of this worker is sent as its Blob). */
export interface WorkerWanted {
  kind: "worker-wanted";
  script: Blob | string;
  options?: WorkerOptions;
  port: MessagePort;
}

/** What goes through the channel: a message either way, the worker's error, or Terminate. */
export type RelayedMessage =
  | { kind: "message"; message: unknown }
  | { kind: "error"; message: string }
  | { kind: "terminate" };

export class PageStartedWorker extends EventTarget {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  private readonly port: MessagePort;

  constructor(url: string | URL, options?: WorkerOptions) {
    super();
    const channel = new MessageChannel();
    this.port = channel.port1;
    this.port.onmessage = ({ data }: MessageEvent<RelayedMessage>) => {
      if (data.kind === "message") this.fire(new MessageEvent("message", { data: data.message }));
      else if (data.kind === "error") this.fire(new ErrorEvent("error", { message: data.message }));
    };
    const href = new URL(url, self.location.href).href;
    // A blob: URL is this worker's own, and its maker revokes it at once: the script is read now.
    const script = href.startsWith("blob:")
      ? fetch(href).then((response) => response.blob())
      : Promise.resolve(href);
    script.then(
      (source) =>
        self.postMessage(
          {
            kind: "worker-wanted",
            script: source,
            options,
            port: channel.port2,
          } satisfies WorkerWanted,
          { transfer: [channel.port2] },
        ),
      () =>
        this.fire(new ErrorEvent("error", { message: "The encoder's worker could not start." })),
    );
  }

  private fire(event: MessageEvent | ErrorEvent): void {
    if (event instanceof MessageEvent) this.onmessage?.(event);
    else this.onerror?.(event);
    this.dispatchEvent(event);
  }

  postMessage(message: unknown, transfer?: Transferable[] | StructuredSerializeOptions): void {
    const list = Array.isArray(transfer) ? transfer : (transfer?.transfer ?? []);
    this.port.postMessage({ kind: "message", message } satisfies RelayedMessage, list);
  }

  terminate(): void {
    this.port.postMessage({ kind: "terminate" } satisfies RelayedMessage);
    this.port.close();
  }
}

/** From here on, a worker this worker starts is started by the page. */
export function startWorkersFromPage(): void {
  globalThis.Worker = PageStartedWorker as unknown as typeof Worker;
}
