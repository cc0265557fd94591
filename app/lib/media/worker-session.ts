// One name per page load for the media converters' workers: their results on disk carry it
// (output-file.ts), so a new conversion in this tab removes what an earlier one of this tab left,
// even a cancelled one whose worker was stopped before it could clean up.
export const MEDIA_WORKER_NAME = `media-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * How every converted file in the browser's private storage is named (output-storage.ts): here, so
 * a media page can look for them without loading the clean-up.
 */
export const OUTPUT_PREFIX = "bytesmith-output-";
