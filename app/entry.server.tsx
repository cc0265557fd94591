// Server entry, used only at build time to prerender every page (ssr: false). It differs from
// React Router's default in two ways, both so that each page's HTML is final as written:
// - it waits for the whole page (onAllReady), as for a crawler: nothing streams in later;
// - no Suspense section is "outlined". React otherwise writes a large section after the page in a
//   hidden <div> and moves it into place with an inline script ($RC), up to 300 ms later per
//   section: two layouts instead of one, and the main content painted late (a later LCP). The
//   Suspense boundaries stay, so hydration is still split into separate pieces of work.
import { PassThrough } from "node:stream";
import type { EntryContext } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";

export const streamTimeout = 5_000;

/** Larger than any page: every finished section is written in place. */
const NEVER_OUTLINE = Number.MAX_SAFE_INTEGER;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        progressiveChunkSize: NEVER_OUTLINE,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
  });
}
