// The JWT Decoder page: the token is decoded as it is pasted (in the worker past LIVE_LIMIT_CHARS,
// on Decode), its claims explained, and its signature checked with the "Secret or public key".
// Tokens and keys are secrets: none is stored, and a share link carries the settings (the token
// only when the user includes their input; keys never). jose loads when a key is first used.
import { ChevronDown, ChevronRight, CircleCheck, CircleX, ShieldCheck } from "lucide-react";
import { Suspense, useCallback, useEffect, useMemo, useState } from "react";
import type { ToolEntry } from "~/catalogue";
import { useBrowserTimeZone } from "~/hooks/use-browser-time-zone";
import { useModuleOnNeed } from "~/hooks/use-module-on-need";
import { usePersistentChoice, usePersistentState } from "~/hooks/persistent-state";
import { useToolRun } from "~/hooks/use-tool-run";
import { transformStatus } from "~/lib/text/text-stats";
import { ToolPage } from "~/ui/page/ToolPage";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { InputPanel } from "~/ui/panels/InputPanel";
import { OptionsRow, SelectOption } from "~/ui/panels/OptionsRow";
import { OutputPanel, useOutputActions } from "~/ui/panels/OutputPanel";
import { lazyPart } from "~/ui/page/lazy-part";
import { transformActions } from "~/ui/runtime/transform-actions";
import { ClaimsView } from "./ClaimsView";
import { explainToken } from "./jwt-claims";
import { JWE_NOTICE, PAYLOAD_NOT_CLAIMS, decodeJwt } from "./jwt-decode";
import type { SecretFormat } from "./jwt-keys";
import type { Verification, VerifyJob } from "./jwt-verify";
import { TextAreaField } from "./TextAreaField";

/** Up to this many characters the token is decoded on every change (1 MB took 30–130 ms). */
export const LIVE_LIMIT_CHARS = 200_000;
export const PRIVACY_NOTE =
  "Tokens and keys stay on this device: nothing you paste here is stored or sent, and a share link holds only the settings (a token only if you include your input, a key never).";
export const NO_KEY_HINT = "Paste the secret or public key to verify the signature.";
const OUTPUT_FILE = "jwt-decoded.json";
const SECRET_FORMATS: readonly { value: SecretFormat; label: string }[] = [
  { value: "text", label: "Text" },
  { value: "base64", label: "Base64" },
];

const loadCrypto = () => import("./jwt-crypto");
// Signing is opened on demand: its panel stays out of the page's first load (the JS budget).
const SignPanel = lazyPart(() => import("./SignPanel").then((m) => ({ default: m.SignPanel })));
const notLoaded = async (): Promise<Verification> => ({
  verified: false,
  message: "",
  warnings: [],
});

function createWorker() {
  return new Worker(new URL("./jwt-decoder.worker.ts", import.meta.url), { type: "module" });
}

/** Seconds since 1970, read after hydration and every 30 s, so "expires in 3 h" stays true. */
function useNowSeconds(): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Math.floor(Date.now() / 1000));
    tick();
    const timer = window.setInterval(tick, 30_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

function VerificationStatus({
  result,
  keyGiven,
}: {
  result: Verification | null;
  keyGiven: boolean;
}) {
  let content: React.ReactNode = keyGiven ? "Checking…" : NO_KEY_HINT;
  if (result && keyGiven && result.message) {
    const Icon = result.verified ? CircleCheck : CircleX;
    content = (
      <span
        className={`inline-flex items-center gap-1 font-medium ${result.verified ? "text-green-800 dark:text-green-300" : "text-red-800 dark:text-red-300"}`}
      >
        <Icon aria-hidden="true" className="size-4 shrink-0" />
        {result.message}
        {result.keyUsed && (
          <span className="font-normal text-slate-700 dark:text-slate-200">
            {" "}
            (with {result.keyUsed})
          </span>
        )}
      </span>
    );
  }
  return (
    <p role="status" aria-label="Signature" className="text-sm">
      {content}
    </p>
  );
}

export function JwtDecoderTool({ tool }: { tool: ToolEntry }) {
  const [text, setText] = usePersistentState(tool.path, "input", "", { persist: false });
  const [key, setKey] = useState("");
  const [secretFormat, setSecretFormat] = usePersistentChoice<SecretFormat>(
    tool.path,
    "secretFormat",
    SECRET_FORMATS,
    "text",
  );
  const [signOpen, setSignOpen] = useState(false);
  const now = useNowSeconds();
  const timeZone = useBrowserTimeZone();

  const large = text.length > LIVE_LIMIT_CHARS;
  const decode = useToolRun({
    job: text,
    idle: text.trim() === "",
    large,
    compute: decodeJwt,
    createWorker,
  });
  const decoded = decode.error ? null : decode.output;
  const output = decoded?.output ?? "";
  const outputActions = useOutputActions(output, OUTPUT_FILE, "application/json");
  const explained = useMemo(
    () => (decoded && now !== null ? explainToken(decoded, now, timeZone ?? "UTC") : null),
    [decoded, now, timeZone],
  );

  const crypto = useModuleOnNeed(key.trim() !== "" || signOpen, loadCrypto).module;
  const verifyJob = useMemo<VerifyJob>(
    () => ({ text, key, secretFormat }),
    [text, key, secretFormat],
  );
  const verification = useToolRun({
    job: verifyJob,
    idle: crypto === null || decoded === null || key.trim() === "",
    large: false,
    computeAsync: crypto?.verifyToken ?? notLoaded,
  });

  const onDecode = useCallback(
    (token: string, verifyingKey: string) => {
      setText(token);
      setKey(verifyingKey);
    },
    [setText],
  );

  const runLabel = "Decode";
  const status = transformStatus(decode, { input: text, output, verb: "decode", runLabel });
  const { actions, shortcuts } = transformActions(decode, {
    runLabel,
    large,
    hasInput: text !== "" || key !== "",
    output,
    outputActions,
    onClear: () => {
      setText("");
      setKey("");
      decode.reset();
    },
  });

  const payloadNote =
    decoded?.kind === "jwe"
      ? JWE_NOTICE
      : decoded?.payload.kind !== "claims" && decoded
        ? PAYLOAD_NOT_CLAIMS
        : null;

  return (
    <ToolPage tool={tool} actions={actions} shortcuts={shortcuts}>
      <div className="flex flex-col gap-4">
        <p className="flex gap-2 text-sm text-slate-700 dark:text-slate-200">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {PRIVACY_NOTE}
        </p>
        <ErrorPanel message={decode.error} />
        <div className="grid gap-4 lg:grid-cols-2">
          <div className="flex min-w-0 flex-col gap-3">
            <InputPanel
              value={text}
              onChange={setText}
              height="10rem"
              placeholder="Paste a JWT, “Bearer …”, or a whole “Authorization: Bearer …” line"
            />
            <OptionsRow>
              <SelectOption
                label="Secret format"
                value={secretFormat}
                options={SECRET_FORMATS}
                onChange={setSecretFormat}
              />
            </OptionsRow>
            <TextAreaField
              id="jwt-verify-key"
              label="Secret or public key"
              value={key}
              onChange={setKey}
              placeholder="HS*: the secret. RS/PS/ES/EdDSA: a PEM public key or certificate, a JWK, or a JWKS (picked by kid)"
            />
            <VerificationStatus
              result={verification.output}
              keyGiven={key.trim() !== "" && decoded !== null}
            />
            <ErrorPanel message={verification.error} />
            {verification.output &&
              !verification.error &&
              verification.output.warnings.length > 0 && (
                <ul
                  aria-label="Key warnings"
                  className="text-sm text-amber-900 dark:text-amber-100"
                >
                  {verification.output.warnings.map((warning) => (
                    <li key={warning}>{warning}</li>
                  ))}
                </ul>
              )}
          </div>
          <div className="flex min-w-0 flex-col gap-3">
            <OutputPanel
              value={output}
              fileName={OUTPUT_FILE}
              mimeType="application/json"
              status={status}
              height="14rem"
            />
            {payloadNote && <p className="text-sm">{payloadNote}</p>}
            {explained && <ClaimsView explained={explained} />}
          </div>
        </div>
        <section aria-labelledby="jwt-sign-heading" className="flex flex-col gap-3">
          <h2 id="jwt-sign-heading" className="text-lg font-semibold">
            <button
              type="button"
              aria-expanded={signOpen}
              aria-controls="jwt-sign-panel"
              onClick={() => setSignOpen(!signOpen)}
              className="inline-flex items-center gap-1 rounded-md focus-visible:outline-2 focus-visible:outline-blue-600"
            >
              {signOpen ? (
                <ChevronDown aria-hidden="true" className="size-5" />
              ) : (
                <ChevronRight aria-hidden="true" className="size-5" />
              )}
              Sign a new token
            </button>
          </h2>
          <div id="jwt-sign-panel" hidden={!signOpen}>
            {signOpen && (
              <Suspense fallback={<p className="text-sm">Loading…</p>}>
                <SignPanel
                  crypto={crypto}
                  loadCrypto={loadCrypto}
                  secretFormat={secretFormat}
                  now={now}
                  onDecode={onDecode}
                />
              </Suspense>
            )}
          </div>
        </section>
      </div>
    </ToolPage>
  );
}
