// The Certificate Decoder page: the report follows every change of the Input; an input over
// LIVE_LIMIT_CHARS waits for Decode (Ctrl+Enter) and goes to the worker. A chosen file, PEM or
// binary DER, becomes PEM text in the Input. The input is never stored (a pasted bundle may hold a
// private key); a share link carries it only when the user includes it.
import { ShieldCheck } from "lucide-react";
import { useMemo, useState } from "react";
import type { ToolEntry } from "~/catalogue";
import { usePersistentState } from "~/hooks/persistent-state";
import { useToolRun } from "~/hooks/use-tool-run";
import { EDITOR_FILE_LIMIT_BYTES, formatBytes } from "~/lib/browser/read-file";
import { transformStatus } from "~/lib/text/text-stats";
import { ToolPage } from "~/ui/page/ToolPage";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { InputPanel } from "~/ui/panels/InputPanel";
import { OutputPanel, useOutputActions } from "~/ui/panels/OutputPanel";
import { transformActions } from "~/ui/runtime/transform-actions";
import type { CertificateDecoderJob } from "./certificate-decoder";

/**
 * Up to this many characters the report follows every change, on the page: a bundle of 150 CA
 * certificates (about 200,000 characters) decodes in well under the 50 ms a key may take.
 */
export const LIVE_LIMIT_CHARS = 200_000;

export const OUTPUT_FILE_NAME = "certificate.txt";

/** The file types the file picker offers (any file can still be dropped). */
const ACCEPTED_FILES = ".crt,.cer,.pem,.der,.csr,.req,.p7b,.p7c,.txt";

// The decoder loads on first use: the page shows at once, and the parser comes with the first input.
const loadCore = () => import("./certificate-decoder");
const decodeOnPage = async (job: CertificateDecoderJob) =>
  (await loadCore()).decodeCertificates(job);

function createWorker() {
  return new Worker(new URL("./certificate-decoder.worker.ts", import.meta.url), {
    type: "module",
  });
}

export function CertificateDecoderTool({ tool }: { tool: ToolEntry }) {
  const [text, setText] = usePersistentState(tool.path, "input", "", { persist: false });
  const [fileError, setFileError] = useState<string | null>(null);
  // "Expires in N days" counts from when the page was opened.
  const [now] = useState(() => Date.now());
  const large = text.length > LIVE_LIMIT_CHARS;
  const job = useMemo<CertificateDecoderJob>(() => ({ text, now }), [text, now]);
  const transform = useToolRun({
    job,
    idle: text.trim() === "",
    large,
    computeAsync: decodeOnPage,
    createWorker,
  });
  const output = transform.output ?? "";
  const outputActions = useOutputActions(output, OUTPUT_FILE_NAME);

  function edit(next: string) {
    setFileError(null);
    setText(next);
  }

  async function openFile(file: File) {
    if (file.size > EDITOR_FILE_LIMIT_BYTES) {
      setFileError(
        `${file.name} (${formatBytes(file.size)}) is too large for a certificate file: the limit is ${formatBytes(EDITOR_FILE_LIMIT_BYTES)}.`,
      );
      return;
    }
    try {
      const bytes = new Uint8Array(await file.arrayBuffer());
      edit((await loadCore()).fileAsInput(bytes));
    } catch {
      setFileError(`Could not read ${file.name}.`);
    }
  }

  const runLabel = "Decode";
  const status = transformStatus(transform, { input: text, output, verb: "decode", runLabel });
  const { actions, shortcuts } = transformActions(transform, {
    runLabel,
    large,
    hasInput: text !== "",
    output,
    outputActions,
    onClear: () => {
      edit("");
      transform.reset();
    },
  });

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-4">
        <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
          Certificates stay on this device: they are decoded in your browser and never stored. A
          share link carries your input only if you include it.
        </p>
        <ErrorPanel message={fileError ?? transform.error} />
        <div className="grid gap-4 lg:grid-cols-2">
          <InputPanel
            value={text}
            onChange={edit}
            accept={ACCEPTED_FILES}
            onFileBytes={(file) => void openFile(file)}
            placeholder="Paste PEM certificates, a chain, a CSR or a PKCS#7 bundle, or open a .crt, .cer, .pem, .der, .csr or .p7b file"
          />
          <OutputPanel value={output} fileName={OUTPUT_FILE_NAME} status={status} />
        </div>
      </div>
    </ToolPage>
  );
}
