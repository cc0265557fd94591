// Imported first by a worker that starts the WebAssembly encoders (@mediabunny/mp3-encoder and
// flac-encoder). Each starts its own worker from a blob: URL and revokes that URL as soon as
// `new Worker(url)` returns. Firefox fetches a nested worker's script after that, so now and then
// the script was already gone: the encoder's worker never started, it reports no error, and the
// conversion (or the test encode when a file is read) waited forever — seen as "Converting… 0 %"
// and a file never read in the Firefox runs. Revoking later is harmless: the URLs are the encoders'
// own few scripts, made once per worker.

/** How long a revoked blob: URL stays usable in this worker. */
export const REVOKE_DELAY_MS = 60_000;

const revokeNow = URL.revokeObjectURL.bind(URL);
URL.revokeObjectURL = (url: string) => {
  setTimeout(() => revokeNow(url), REVOKE_DELAY_MS);
};
