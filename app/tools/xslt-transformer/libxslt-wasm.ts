// Our glue for libxslt.wasm (libxml2 + libxslt built by build-tools/libxslt/build.sh): one fresh
// instance per transformation, the few WASI calls libc makes answered here, nothing else reachable.
// Pure: no DOM, so it runs in the page's worker and in node tests alike.

export interface LibxsltRequest {
  xml: string;
  /** null: use the stylesheet the document's xml-stylesheet processing instruction names. */
  xslt: string | null;
  /** Top-level parameters as strings (xsltproc --stringparam). */
  parameters: readonly { name: string; value: string }[];
  /** The only files xsl:import, xsl:include, document() and external DTDs can read, by URI. */
  files?: Readonly<Record<string, Uint8Array>>;
}

/** bx_transform's answer (the Status enum of build-tools/libxslt/bytesmith-xslt.c). */
export const LIBXSLT_STATUS = [
  "ok",
  "xml-invalid",
  "xslt-invalid",
  "xslt-rejected",
  "failed",
  "terminated",
  "no-stylesheet",
] as const;
export type LibxsltStatus = (typeof LIBXSLT_STATUS)[number];

/**
 * What the engine said, in order. kind: "message" (xsl:message), "libxml" (libxml2's errors and
 * warnings: parser, XPath), "libxslt" (an error or warning with libxslt's context line),
 * "warning" (other libxslt text), "not-loaded" (a URI nothing was handed over for),
 * "unwritable-encoding" (xsl:output's encoding, in `text`, has no encoder: the output is UTF-8).
 */
export interface LibxsltRecord {
  kind:
    | "message"
    | "libxml-error"
    | "libxml-warning"
    | "libxslt"
    | "warning"
    | "not-loaded"
    | "unwritable-encoding";
  line: number;
  column: number;
  /** A document's URI, or for "libxslt" records the context line ("runtime error: file … line …"). */
  file: string;
  text: string;
  /** The XPath expression of an XPath error, and the offset in it. */
  expression: string;
  offset: number;
}

export interface LibxsltResult {
  status: LibxsltStatus;
  /** The serialised result in `encoding`, exactly as xsltproc would write it. */
  output: Uint8Array;
  /** xsl:output's method, or html/xml as libxslt chose; may be a QName or "xhtml". */
  method: string;
  /** The encoding of `output`: the declared one when libxml2 can write it, else UTF-8. */
  encoding: string;
  records: LibxsltRecord[];
}

const RECORD_KINDS: Record<string, LibxsltRecord["kind"]> = {
  m: "message",
  e: "libxml-error",
  w: "libxml-warning",
  x: "libxslt",
  n: "not-loaded",
  g: "warning",
  c: "unwritable-encoding",
};

interface LibxsltExports {
  memory: WebAssembly.Memory;
  _initialize(): void;
  bx_alloc(size: number): number;
  bx_add_file(name: number, data: number, length: number): number;
  bx_transform(
    xml: number,
    xmlLength: number,
    xsl: number,
    xslLength: number,
    params: number,
  ): number;
  bx_output(): number;
  bx_output_length(): number;
  bx_report(): number;
  bx_report_length(): number;
  bx_method(): number;
  bx_encoding(): number;
  bx_notices(): number;
}

// WASI errno values answered to libc's file calls: no file descriptors, nothing to open.
const ERRNO_BADF = 8;
const ERRNO_NOSYS = 52;

export class LibxsltExit extends Error {}

interface Instance {
  exports: LibxsltExports;
  bytes(): Uint8Array;
  view(): DataView;
  cString(pointer: number): string;
  /** Whatever libc printed to stdout or stderr (nothing should: every handler is ours). */
  printed: string[];
}

function instantiate(module: WebAssembly.Module): Instance {
  const utf8 = new TextDecoder();
  let memory: WebAssembly.Memory | null = null;
  const bytes = () => new Uint8Array(memory!.buffer);
  const view = () => new DataView(memory!.buffer);
  const cString = (pointer: number) => {
    const all = bytes();
    let end = pointer;
    while (all[end] !== 0) end++;
    return utf8.decode(all.subarray(pointer, end));
  };
  const printed: string[] = [];
  const collators = new Map<string, Intl.Collator | null>();

  const wasi: Record<string, (...args: never[]) => number | bigint | void> = {
    environ_sizes_get: (count: number, size: number) => {
      view().setUint32(count, 0, true);
      view().setUint32(size, 0, true);
      return 0;
    },
    environ_get: () => 0,
    clock_time_get: (_id: number, _precision: bigint, result: number) => {
      view().setBigUint64(result, BigInt(Date.now()) * 1_000_000n, true);
      return 0;
    },
    fd_write: (fd: number, iovs: number, count: number, written: number) => {
      let total = 0;
      for (let i = 0; i < count; i++) {
        const pointer = view().getUint32(iovs + i * 8, true);
        const length = view().getUint32(iovs + i * 8 + 4, true);
        if (fd === 1 || fd === 2)
          printed.push(utf8.decode(bytes().slice(pointer, pointer + length)));
        total += length;
      }
      view().setUint32(written, total, true);
      return 0;
    },
    // No preopened directories: libc finds no file to open, so it never asks for one.
    fd_prestat_get: () => ERRNO_BADF,
    proc_exit: (code: number) => {
      throw new LibxsltExit(`libxslt exited with code ${code}`);
    },
  };
  const imports: WebAssembly.Imports = {
    bytesmith: {
      collate: (tag: number, a: number, b: number) => {
        const languageTag = cString(tag);
        if (!collators.has(languageTag)) collators.set(languageTag, collatorFor(languageTag));
        const left = cString(a);
        const right = cString(b);
        const collator = collators.get(languageTag);
        return collator ? collator.compare(left, right) : left < right ? -1 : left > right ? 1 : 0;
      },
    },
    // Every other WASI call libc links (file, directory) fails as on a machine with no files.
    wasi_snapshot_preview1: Object.fromEntries(
      WebAssembly.Module.imports(module)
        .filter((entry) => entry.module === "wasi_snapshot_preview1")
        .map(({ name }) => [
          name,
          wasi[name] ?? (() => (name.startsWith("fd_") ? ERRNO_BADF : ERRNO_NOSYS)),
        ]),
    ),
  };
  const exports = new WebAssembly.Instance(module, imports).exports as unknown as LibxsltExports;
  memory = exports.memory;
  exports._initialize();
  return { exports, bytes, view, cString, printed };
}

export function runLibxslt(module: WebAssembly.Module, request: LibxsltRequest): LibxsltResult {
  const { exports, bytes, view, cString, printed } = instantiate(module);
  const encoder = new TextEncoder();
  const store = (data: Uint8Array) => {
    const pointer = exports.bx_alloc(data.length + 1);
    bytes().set(data, pointer);
    bytes()[pointer + data.length] = 0;
    return pointer;
  };
  const storeText = (text: string) => store(encoder.encode(text));
  for (const [name, data] of Object.entries(request.files ?? {})) {
    if (exports.bx_add_file(storeText(name), store(data), data.length) !== 0) {
      throw new RangeError("out of memory for the files handed to libxslt");
    }
  }
  const xml = encoder.encode(request.xml);
  const xsl = request.xslt === null ? null : encoder.encode(request.xslt);
  const xmlPointer = store(xml);
  const xslPointer = xsl === null ? 0 : store(xsl);
  const parameterPointers = request.parameters.flatMap(({ name, value }) => [
    storeText(name),
    storeText(value),
  ]);
  const parameters = exports.bx_alloc((parameterPointers.length + 1) * 4);
  [...parameterPointers, 0].forEach((pointer, i) =>
    view().setUint32(parameters + i * 4, pointer, true),
  );

  const status = exports.bx_transform(
    xmlPointer,
    xml.length,
    xslPointer,
    xsl?.length ?? 0,
    parameters,
  );
  const outputPointer = exports.bx_output();
  const reportPointer = exports.bx_report();
  const report = reportPointer
    ? new TextDecoder().decode(
        bytes().subarray(reportPointer, reportPointer + exports.bx_report_length()),
      )
    : "";
  const records = parseReport(report);
  for (const text of printed) {
    records.push({
      kind: "warning",
      line: 0,
      column: 0,
      file: "",
      text,
      expression: "",
      offset: 0,
    });
  }
  return {
    status: LIBXSLT_STATUS[status] ?? "failed",
    output: outputPointer
      ? bytes().slice(outputPointer, outputPointer + exports.bx_output_length())
      : new Uint8Array(),
    method: cString(exports.bx_method()),
    encoding: cString(exports.bx_encoding()),
    records,
  };
}

/** The copyright and permission notices of libxml2 and libxslt that the module carries. */
export function libxsltNotices(module: WebAssembly.Module): string {
  const { exports, cString } = instantiate(module);
  return cString(exports.bx_notices());
}

function collatorFor(languageTag: string): Intl.Collator | null {
  try {
    return new Intl.Collator(languageTag);
  } catch {
    return null; // not a BCP 47 tag: compare code points, as without lang
  }
}

function parseReport(report: string): LibxsltRecord[] {
  return report
    .split("\x1e")
    .filter((entry) => entry !== "")
    .map((entry) => {
      const [kind, line, column, file, text, expression, offset] = entry.split("\x1f");
      return {
        kind: RECORD_KINDS[kind] ?? "warning",
        line: Number(line),
        column: Number(column),
        file,
        text,
        expression,
        offset: Number(offset),
      };
    });
}
