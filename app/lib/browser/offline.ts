// Offline use beyond what the service worker precaches (build-tools/offline-files.ts): the list of
// the tools' heavy files, which of them this device already keeps, and "Make all tools available
// offline", which downloads the rest into the cache the service worker answers from.

/** Cache the service worker fills with a tool's files the first time they load. */
export const TOOL_FILES_CACHE = "bytesmith-tool-files";
/** Written by the build next to the pages. */
export const OFFLINE_FILES_URL = "/offline-files.json";

export const ALL_OFFLINE_MESSAGE = "All tools are available offline on this device.";

export interface OfflineFile {
  url: string;
  /** Size on disk, as the cache keeps it. */
  bytes: number;
  /** About what the download costs over a compressing host. */
  gzipBytes: number;
  /** Other tool files this one loads (imports, workers, data), when it runs. */
  uses?: string[];
}

export interface OfflineFileList {
  files: OfflineFile[];
  bytes: number;
  gzipBytes: number;
}

/** What the page needs from the Cache API; a fake in unit tests. */
export interface FileCache {
  has(url: string): Promise<boolean>;
  add(url: string): Promise<void>;
}

export function browserFileCache(cache: Cache): FileCache {
  return {
    has: async (url) => (await cache.match(url)) !== undefined,
    add: (url) => cache.add(url),
  };
}

/** The files of the list this device does not keep yet. */
export async function missingFiles(
  list: OfflineFileList,
  cache: FileCache,
): Promise<OfflineFile[]> {
  const kept = await Promise.all(list.files.map((file) => cache.has(file.url)));
  return list.files.filter((_, i) => !kept[i]);
}

/**
 * The tool files to keep for a page that ran before the service worker controlled it: the files
 * it loaded (from the Resource Timing list) and what they load in turn, such as a worker's imports,
 * which the page's own timing list does not show.
 */
export function filesUsedBy(loadedUrls: string[], list: OfflineFileList): OfflineFile[] {
  const byUrl = new Map(list.files.map((file) => [file.url, file]));
  const used = new Map<string, OfflineFile>();
  const visit = (url: string) => {
    const file = byUrl.get(url);
    if (!file || used.has(url)) return;
    used.set(url, file);
    for (const next of file.uses ?? []) visit(next);
  };
  for (const url of loadedUrls) visit(url);
  return [...used.values()];
}

export function totalGzipBytes(files: OfflineFile[]): number {
  return files.reduce((sum, file) => sum + file.gzipBytes, 0);
}

export interface DownloadProgress {
  doneBytes: number;
  totalBytes: number;
}

/**
 * Downloads the files a few at a time into the cache, reporting progress in gzip bytes (the
 * figure the user was shown). Stops at the first failure, which it rethrows; what was downloaded
 * stays, so trying again continues where it stopped.
 */
export async function downloadFiles(
  files: OfflineFile[],
  cache: FileCache,
  onProgress: (progress: DownloadProgress) => void,
  signal?: AbortSignal,
  parallel = 4,
): Promise<void> {
  const totalBytes = totalGzipBytes(files);
  let doneBytes = 0;
  let next = 0;
  onProgress({ doneBytes, totalBytes });
  const worker = async () => {
    while (next < files.length) {
      signal?.throwIfAborted();
      const file = files[next++];
      await cache.add(file.url);
      doneBytes += file.gzipBytes;
      onProgress({ doneBytes, totalBytes });
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, files.length) }, worker));
}
