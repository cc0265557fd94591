// Where /csv-tools writes: a file the user picked (File System Access API, written as it goes), a
// folder (one file per part), or a Blob assembled piece by piece when neither API is there.
import { Zip, ZipPassThrough } from "fflate";
import { ZIP_ENTRY_ATTRIBUTES, ZipEntryNamer } from "~/lib/files/zip-entry-name";
import { ToolError } from "~/lib/tool-error";

/** The part of FileSystemWritableFileStream used here, so tests can pass a fake. */
export interface WritableLike {
  write(data: Uint8Array): Promise<void>;
  close(): Promise<void>;
}

/** The part of FileSystemDirectoryHandle used here. */
export interface DirectoryLike {
  getFileHandle(
    name: string,
    options: { create: boolean },
  ): Promise<{ createWritable(): Promise<WritableLike> }>;
}

/** One output byte stream. close() returns the Blob when the bytes were collected in one. */
export interface ByteSink {
  write(bytes: Uint8Array): Promise<void>;
  close(): Promise<Blob | null>;
}

/** Bytes gathered before they are folded into the Blob: the browser may keep a large Blob on disk. */
const FOLD_BYTES = 16 * 1024 * 1024;

/** When Chromium's Blob storage is full, a new Blob is "broken": it reads as an error, never as data. */
export const BLOB_FULL_MESSAGE =
  "The browser has no room left to assemble this result for download. Reload the page (it frees earlier results) and run again, or, where offered, save to a file or folder you choose, which is written as it goes.";

/**
 * Collects bytes into a Blob, folding every 16 MB so the page holds no long array of small pieces.
 * Each fold is checked: a Blob the browser could not store would otherwise download as "canceled"
 * after the page had called the run done.
 */
export class BlobSink implements ByteSink {
  private blob = new Blob([]);
  private pending: Uint8Array<ArrayBuffer>[] = [];
  private pendingBytes = 0;

  constructor(private readonly type: string) {}

  async write(bytes: Uint8Array): Promise<void> {
    this.pending.push(bytes.slice());
    this.pendingBytes += bytes.length;
    if (this.pendingBytes >= FOLD_BYTES) await this.fold();
  }

  async close(): Promise<Blob> {
    await this.fold();
    const result = new Blob([this.blob], { type: this.type });
    await readable(result);
    return result;
  }

  private async fold(): Promise<void> {
    this.blob = new Blob([this.blob, ...this.pending]);
    this.pending = [];
    this.pendingBytes = 0;
    await readable(this.blob);
  }
}

/** Reads a Blob's last byte: it fails when the browser could not store the Blob. */
async function readable(blob: Blob): Promise<void> {
  try {
    await blob.slice(Math.max(0, blob.size - 1)).arrayBuffer();
  } catch {
    throw new ToolError(BLOB_FULL_MESSAGE);
  }
}

/** Writes straight into a file the user chose; nothing is held beyond the bytes in flight. */
export class WritableSink implements ByteSink {
  constructor(private readonly writable: WritableLike) {}

  write(bytes: Uint8Array): Promise<void> {
    return this.writable.write(bytes);
  }

  async close(): Promise<null> {
    await this.writable.close();
    return null;
  }
}

/** Where split parts go: one part open at a time. */
export interface PartTarget {
  open(name: string): Promise<void>;
  write(bytes: Uint8Array): Promise<void>;
  close(): Promise<void>;
  finish(): Promise<Blob | null>;
}

/** Parts as entries of one ZIP (stored, not compressed: CSV parts download fastest so), streamed into a sink. */
export class ZipTarget implements PartTarget {
  private readonly zip: Zip;
  private entry: ZipPassThrough | null = null;
  private readonly names = new ZipEntryNamer("part");
  private out: Uint8Array[] = [];
  private failure: Error | null = null;

  constructor(private readonly sink: ByteSink) {
    this.zip = new Zip((error, data) => {
      if (error) this.failure = error;
      else this.out.push(data);
    });
  }

  async open(name: string): Promise<void> {
    this.entry = Object.assign(new ZipPassThrough(this.names.next(name)), ZIP_ENTRY_ATTRIBUTES);
    this.zip.add(this.entry);
    await this.flush();
  }

  async write(bytes: Uint8Array): Promise<void> {
    this.entry?.push(bytes);
    await this.flush();
  }

  async close(): Promise<void> {
    this.entry?.push(new Uint8Array(0), true);
    this.entry = null;
    await this.flush();
  }

  async finish(): Promise<Blob | null> {
    this.zip.end();
    await this.flush();
    return this.sink.close();
  }

  private async flush(): Promise<void> {
    if (this.failure) throw this.failure;
    const out = this.out;
    this.out = [];
    for (const chunk of out) await this.sink.write(chunk);
  }
}

/** Each part as its own file in a folder the user picked. */
export class FolderTarget implements PartTarget {
  private writable: WritableLike | null = null;

  constructor(private readonly directory: DirectoryLike) {}

  async open(name: string): Promise<void> {
    const handle = await this.directory.getFileHandle(name, { create: true });
    this.writable = await handle.createWritable();
  }

  async write(bytes: Uint8Array): Promise<void> {
    await this.writable?.write(bytes);
  }

  async close(): Promise<void> {
    await this.writable?.close();
    this.writable = null;
  }

  async finish(): Promise<null> {
    return null;
  }
}
