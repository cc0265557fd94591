// Byte buffers put together: the CSV tools' writes, a colour profile's JPEG segments, a container
// rebuilt with a new chunk.

/** One buffer holding `pieces` in order (the piece itself when there is only one). */
export function concatBytes(pieces: readonly Uint8Array[]): Uint8Array {
  if (pieces.length === 1) return pieces[0];
  const out = new Uint8Array(pieces.reduce((sum, piece) => sum + piece.length, 0));
  let at = 0;
  for (const piece of pieces) {
    out.set(piece, at);
    at += piece.length;
  }
  return out;
}
