// Memory layout of the WebAssembly SHA-256 module, shared by its generator (build-tools/sha256-wasm.ts)
// and its driver (sha256-wasm.ts), so the two cannot disagree about where things live.

/** The eight state words: the driver writes the initial values and reads the digest here. */
export const SHA256_STATE_OFFSET = 0;
/** The message schedule of four blocks, 64 words × 4 lanes (1 KiB), written and read by the module. */
export const SHA256_SCHEDULE_OFFSET = 64;
/** Where the driver copies data for the module to hash. */
export const SHA256_DATA_OFFSET = 2048;
/** The most data hashed per call. */
export const SHA256_MAX_DATA_BYTES = 1 << 20;
/**
 * The module reads four blocks at a time (their schedules are computed side by side in SIMD lanes),
 * so it may read up to three blocks past the data; they are ignored.
 */
export const SHA256_READ_PAST_BYTES = 3 * 64;
/** 17 pages of 64 KiB: the layout above and the data fit with room to spare. */
export const SHA256_MEMORY_PAGES = 17;
