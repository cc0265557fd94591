// "Sign a new token": header and payload as JSON, an algorithm, and a key pasted or made here. The
// token follows every change; "Decode this token" hands it, with its key, to the decoder above.
// Nothing here is stored: payloads and keys are as private as tokens.
import { Clock, KeyRound, ScanSearch } from "lucide-react";
import { useMemo, useState } from "react";
import { useToolRun } from "~/hooks/use-tool-run";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { OptionsRow, SelectOption } from "~/ui/panels/OptionsRow";
import { OutputPanel } from "~/ui/panels/OutputPanel";
import { PanelButton } from "~/ui/panels/PanelButton";
import { errorMessage } from "~/lib/tool-error";
import { WarningList } from "./ClaimsView";
import { SIGNING_ALGS } from "./jwt-algorithms";
import { claimWarnings } from "./jwt-claims";
import type { SecretFormat } from "./jwt-keys";
import type { SignJob, Signed } from "./jwt-sign";
import { TextAreaField } from "./TextAreaField";

type CryptoModule = typeof import("./jwt-crypto");

export const DEFAULT_HEADER = '{\n  "alg": "HS256",\n  "typ": "JWT"\n}';
export const DEFAULT_PAYLOAD = '{\n  "sub": "1234567890",\n  "name": "Jane Doe"\n}';
const ALG_CHOICES = [...SIGNING_ALGS, "none"].map((alg) => ({ value: alg, label: alg }));

const notLoaded = async (): Promise<Signed> => ({ token: "", warnings: [] });

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export function SignPanel({
  crypto,
  loadCrypto,
  secretFormat,
  now,
  onDecode,
}: {
  crypto: CryptoModule | null;
  loadCrypto: () => Promise<CryptoModule>;
  secretFormat: SecretFormat;
  /** Seconds since 1970, or null before the page has read the clock. */
  now: number | null;
  /** Puts the signed token and the key that verifies it into the decoder. */
  onDecode: (token: string, key: string) => void;
}) {
  const [header, setHeader] = useState(DEFAULT_HEADER);
  const [payload, setPayload] = useState(DEFAULT_PAYLOAD);
  const [signingKey, setSigningKey] = useState("");
  const [publicKey, setPublicKey] = useState<string | null>(null);
  const [keyError, setKeyError] = useState<string | null>(null);
  const headerObject = parseObject(header);
  const payloadObject = parseObject(payload);
  const alg = typeof headerObject?.alg === "string" ? headerObject.alg : "";

  const job = useMemo<SignJob>(
    () => ({ header, payload, key: signingKey, secretFormat }),
    [header, payload, signingKey, secretFormat],
  );
  const signed = useToolRun({
    job,
    idle: crypto === null || (signingKey === "" && alg !== "none"),
    large: false,
    computeAsync: crypto?.signToken ?? notLoaded,
  });
  const token = signed.error ? "" : (signed.output?.token ?? "");
  const warnings = [
    ...(signed.output && !signed.error ? signed.output.warnings : []),
    ...(payloadObject && now !== null ? claimWarnings(payloadObject, now) : []),
  ];

  function chooseAlg(next: string) {
    setHeader(JSON.stringify({ ...(headerObject ?? { typ: "JWT" }), alg: next }, null, 2));
  }

  function expireInOneHour() {
    if (now === null) return;
    setPayload(JSON.stringify({ ...(payloadObject ?? {}), iat: now, exp: now + 3600 }, null, 2));
  }

  async function generateKey() {
    setKeyError(null);
    try {
      const module = await loadCrypto();
      const made = await module.makeKey(alg, (bytes) => void window.crypto.getRandomValues(bytes));
      setSigningKey(made.signingKey);
      setPublicKey(made.publicKey);
    } catch (error) {
      setKeyError(errorMessage(error));
    }
  }

  const verifyingKey = publicKey ?? signingKey;
  return (
    <div className="flex flex-col gap-3">
      <OptionsRow>
        <SelectOption
          label="Algorithm"
          value={ALG_CHOICES.some((choice) => choice.value === alg) ? alg : "HS256"}
          options={ALG_CHOICES}
          onChange={chooseAlg}
        />
        <PanelButton icon={Clock} label="Expire in 1 h" onClick={expireInOneHour} />
      </OptionsRow>
      <div className="grid gap-4 lg:grid-cols-2">
        <TextAreaField
          id="jwt-sign-header"
          label="Header (JSON)"
          value={header}
          onChange={setHeader}
          rows={5}
        />
        <TextAreaField
          id="jwt-sign-payload"
          label="Payload (JSON)"
          value={payload}
          onChange={setPayload}
          rows={5}
        />
      </div>
      <TextAreaField
        id="jwt-sign-key"
        label="Signing key"
        value={signingKey}
        onChange={(value) => {
          setSigningKey(value);
          setPublicKey(null);
        }}
        placeholder="A secret for HS256/384/512, or a private key: PKCS#8 PEM, RSA or EC PEM, or a JWK with d"
        rows={3}
      >
        <PanelButton
          icon={KeyRound}
          label="Generate key"
          disabled={alg === "" || alg === "none"}
          onClick={() => void generateKey()}
        />
      </TextAreaField>
      {publicKey && (
        <TextAreaField
          id="jwt-sign-public"
          label="Public key"
          value={publicKey}
          readOnly
          rows={3}
        />
      )}
      <ErrorPanel message={keyError ?? signed.error} />
      <WarningList label="Signing warnings" warnings={warnings} />
      <OutputPanel
        label="Signed token"
        value={token}
        fileName="token.jwt"
        height="5rem"
        toolbar={
          <PanelButton
            icon={ScanSearch}
            label="Decode this token"
            disabled={!token}
            onClick={() => onDecode(token, alg === "none" ? "" : verifyingKey)}
          />
        }
      />
    </div>
  );
}
