// The HMAC Generator page: the MAC follows every change of message, key or options. Nothing typed
// here is stored (message, key and MAC to verify are secrets); only the options persist.
import { useMemo, useState } from "react";
import type { ToolEntry } from "~/catalogue";
import {
  DIGEST_FORMATS,
  type DigestFormat,
  KEY_FORMATS,
  type KeyFormat,
  algorithmLabel,
  formatDigest,
  isDigestFormat,
  isKeyFormat,
} from "~/lib/crypto/hashing";
import { usePersistentChecked } from "~/hooks/persistent-state";
import { useToolRun } from "~/hooks/use-tool-run";
import { toolActions } from "~/ui/runtime/tool-actions";
import { DigestCheckField } from "~/ui/panels/DigestCheckField";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { InputPanel } from "~/ui/panels/InputPanel";
import { OptionsRow, SelectOption } from "~/ui/panels/OptionsRow";
import { OutputPanel, useOutputActions } from "~/ui/panels/OutputPanel";
import { ToolPage } from "~/ui/page/ToolPage";
import {
  DEFAULT_HMAC_ALGORITHM,
  HMAC_ALGORITHMS,
  type HmacJob,
  OUTPUT_FILE_NAME,
  computeHmac,
  isHmacAlgorithm,
} from "./hmac-generator";

const SECRET_KEY_ID = "hmac-generator-secret-key";

export function HmacGeneratorTool({ tool }: { tool: ToolEntry }) {
  const [message, setMessage] = useState("");
  const [key, setKey] = useState("");
  const [macToVerify, setMacToVerify] = useState("");
  const [algorithm, setAlgorithm] = usePersistentChecked(
    tool.path,
    "algorithm",
    isHmacAlgorithm,
    DEFAULT_HMAC_ALGORITHM,
  );
  const [keyFormat, setKeyFormat] = usePersistentChecked<KeyFormat>(
    tool.path,
    "keyFormat",
    isKeyFormat,
    "text",
  );
  const [format, setFormat] = usePersistentChecked<DigestFormat>(
    tool.path,
    "format",
    isDigestFormat,
    "hex",
  );

  // An empty key is a valid HMAC key, but a MAC of nothing under nothing helps nobody.
  const job = useMemo<HmacJob>(
    () => ({ message, key, keyFormat, algorithm }),
    [message, key, keyFormat, algorithm],
  );
  // Web Crypto answers on the page in microseconds: there is no large job and no worker.
  const result = useToolRun({
    job,
    idle: message === "" && key === "",
    large: false,
    computeAsync: computeHmac,
  });
  const mac = result.error ? null : result.output;
  const output = mac ? formatDigest(mac, format) : "";
  const outputActions = useOutputActions(output, OUTPUT_FILE_NAME);

  function clear() {
    setMessage("");
    setKey("");
    setMacToVerify("");
  }

  // No run button: the MAC follows every change, so there is nothing to start.
  const { actions, shortcuts } = toolActions({
    copy: { disabled: !output, onClick: outputActions.copy },
    download: { disabled: !output, onClick: outputActions.download },
    clear: { disabled: !message && !key && !macToVerify, onClick: clear },
  });

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-4">
        <OptionsRow>
          <SelectOption
            label="Hash"
            value={algorithm}
            options={HMAC_ALGORITHMS}
            onChange={setAlgorithm}
          />
          <SelectOption
            label="Key format"
            value={keyFormat}
            options={KEY_FORMATS}
            onChange={setKeyFormat}
          />
          <SelectOption
            label="Output format"
            value={format}
            options={DIGEST_FORMATS}
            onChange={setFormat}
          />
        </OptionsRow>
        <div className="flex flex-col gap-1">
          <label htmlFor={SECRET_KEY_ID} className="text-sm font-medium">
            Secret key
          </label>
          <input
            id={SECRET_KEY_ID}
            type="text"
            value={key}
            onChange={(event) => setKey(event.target.value)}
            placeholder={
              keyFormat === "text"
                ? "The shared secret, as text"
                : `The shared secret, in ${keyFormat === "hex" ? "hex" : "Base64"}`
            }
            autoComplete="off"
            spellCheck={false}
            className="rounded-md border border-slate-300 bg-white px-2 py-1 font-mono text-sm text-slate-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
          />
        </div>
        <ErrorPanel message={result.error} />
        <div className="grid gap-4 lg:grid-cols-2">
          <InputPanel value={message} onChange={setMessage} height="14rem" />
          <div className="flex min-w-0 flex-col gap-4">
            <OutputPanel
              value={output}
              fileName={OUTPUT_FILE_NAME}
              status={output ? `HMAC-${algorithmLabel(algorithm)}` : undefined}
              height="6rem"
            />
            <DigestCheckField
              id="hmac-generator-verify-mac"
              label="Verify MAC"
              value={macToVerify}
              onChange={setMacToVerify}
              expected={mac}
            />
          </div>
        </div>
      </div>
    </ToolPage>
  );
}
