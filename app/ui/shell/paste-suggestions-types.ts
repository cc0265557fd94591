/** What "Paste anything" holds: typed or pasted text, or a dropped (or pasted) file. */
export type Pasted = { text: string } | { file: File };

/**
 * Longer text is looked at but not shown in the field: a textarea lays out a megabyte in 0.4–0.9 s
 * (measured in Chromium, each change again), a frozen page; 50,000 characters take about 45 ms.
 */
export const FIELD_SHOWS_CHARS = 50_000;
