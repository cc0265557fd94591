// "Download all": the converted files in one ZIP, made in a worker. The files are handed over as
// Blobs (passed by reference, not copied) and read there; the checksums of a hundred megabytes of
// images would otherwise hold the page's main thread for a fraction of a second.
import { zipFiles } from "~/lib/files/zip";

export interface NamedBlob {
  name: string;
  blob: Blob;
}

/** Images are compressed already: stored, not compressed again. */
export async function zipImages(files: readonly NamedBlob[]): Promise<Blob> {
  const entries = await Promise.all(
    files.map(async ({ name, blob }) => ({
      name,
      bytes: new Uint8Array(await blob.arrayBuffer()),
    })),
  );
  const zip = zipFiles(entries, { compress: false });
  return new Blob([zip as Uint8Array<ArrayBuffer>], { type: "application/zip" });
}
