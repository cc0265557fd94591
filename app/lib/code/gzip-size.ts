// How many bytes a gzip-compressing server would send: the standard CompressionStream("gzip")
// (browsers, workers and Node 18+ alike), so the minifier pages measure without any library.

/** The length of `bytes` compressed with gzip at the default level. */
export async function gzippedSize(bytes: Uint8Array): Promise<number> {
  const compressed = new Blob([bytes as BlobPart])
    .stream()
    .pipeThrough(new CompressionStream("gzip"));
  let size = 0;
  const reader = compressed.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return size;
    size += value.byteLength;
  }
}
