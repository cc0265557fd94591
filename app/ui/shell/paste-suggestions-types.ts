/** What "Paste anything" holds: typed or pasted text, or a dropped (or pasted) file. */
export type Pasted = { text: string } | { file: File };
