// "Random secret": random bytes from crypto.getRandomValues shown as Base64 in the page's alphabet
// and padding. The secret lives only in memory; only the chosen length is remembered.
import { Copy, KeyRound } from "lucide-react";
import { useMemo, useState } from "react";
import type { Base64Alphabet } from "~/lib/text/base64";
import { encodeBase64 } from "~/lib/text/base64";
import { usePersistentState } from "~/hooks/persistent-state";
import { errorMessage } from "~/lib/tool-error";
import { PanelButton } from "~/ui/panels/PanelButton";
import { useCopyWithFeedback } from "~/ui/page/use-copy-with-feedback";
import {
  SECRET_LENGTH_DEFAULT,
  SECRET_LENGTH_MAX,
  SECRET_LENGTH_MIN,
  parseSecretLength,
  randomSecretBytes,
} from "./base64-tool";
import { groupedCount } from "~/lib/number/count-text";

// Fixed ids: one section per page, and useId could differ between the prerender and the browser.
const HEADING_ID = "random-secret-heading";
const LENGTH_ID = "random-secret-length";
const SECRET_ID = "random-secret-value";

const fillFromCrypto = (bytes: Uint8Array) => crypto.getRandomValues(bytes);

export function RandomSecretSection({
  toolPath,
  alphabet,
  padding,
}: {
  toolPath: string;
  alphabet: Base64Alphabet;
  padding: boolean;
}) {
  const [lengthText, setLengthText] = usePersistentState(
    toolPath,
    "secretLength",
    String(SECRET_LENGTH_DEFAULT),
    { role: "option" },
  );
  // The bytes, not the text: changing the alphabet or padding shows the same secret re-encoded.
  const [bytes, setBytes] = useState<Uint8Array | null>(null);
  const [error, setError] = useState<string | null>(null);
  const copyWithFeedback = useCopyWithFeedback();
  const secret = useMemo(
    () => (bytes ? encodeBase64(bytes, { alphabet, padding, wrapAt76: false }) : ""),
    [bytes, alphabet, padding],
  );

  function generate() {
    try {
      setBytes(randomSecretBytes(parseSecretLength(lengthText), fillFromCrypto));
      setError(null);
    } catch (e) {
      setBytes(null);
      setError(errorMessage(e));
    }
  }

  const copySecret = () => copyWithFeedback(secret);

  return (
    <section
      aria-labelledby={HEADING_ID}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 dark:border-slate-700"
    >
      <h2 id={HEADING_ID} className="flex items-center gap-2 text-lg font-semibold">
        <KeyRound aria-hidden="true" className="size-5 text-blue-700 dark:text-blue-400" />
        Random secret
      </h2>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Random bytes from your browser&apos;s cryptographic generator (crypto.getRandomValues),
        written as Base64 with the alphabet and padding chosen above. Nothing is stored or sent.
      </p>
      {/* noValidate: out-of-range lengths get this tool's message, not the browser's bubble. */}
      <form
        noValidate
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          generate();
        }}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={LENGTH_ID} className="text-sm font-medium">
            Length in bytes
          </label>
          <input
            id={LENGTH_ID}
            type="number"
            inputMode="numeric"
            min={SECRET_LENGTH_MIN}
            max={SECRET_LENGTH_MAX}
            step={1}
            value={lengthText}
            onChange={(event) => setLengthText(event.target.value)}
            className="w-28 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
          />
        </div>
        <button
          type="submit"
          className="rounded-md bg-blue-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        >
          Generate
        </button>
      </form>
      {error && (
        <p role="alert" className="text-sm text-red-800 dark:text-red-200">
          {error}
        </p>
      )}
      {secret && (
        <div className="flex flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <label htmlFor={SECRET_ID} className="text-sm font-medium">
              Secret
            </label>
            <span className="text-xs text-slate-600 dark:text-slate-300">
              {groupedCount(bytes?.length ?? 0)} bytes · {groupedCount(secret.length)} characters
            </span>
            <span className="ml-auto">
              <PanelButton icon={Copy} label="Copy secret" onClick={() => void copySecret()} />
            </span>
          </div>
          <textarea
            id={SECRET_ID}
            readOnly
            rows={Math.max(2, Math.min(6, Math.ceil(secret.length / 64)))}
            value={secret}
            spellCheck={false}
            className="w-full resize-y break-all rounded-md border border-slate-300 bg-white p-2 font-mono text-[13px] text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100"
          />
        </div>
      )}
    </section>
  );
}
