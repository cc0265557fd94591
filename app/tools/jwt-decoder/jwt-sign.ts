// Signs a new token from a header and payload written as JSON, with a key pasted or made here (HS*
// secrets, RS/PS/ES/EdDSA private keys), and makes keys. Web Crypto through jose; loaded on use.
import {
  type CompactJWSHeaderParameters,
  type CryptoKey,
  type JWK,
  CompactSign,
  exportPKCS8,
  exportSPKI,
  generateKeyPair,
  importJWK,
  importPKCS8,
} from "jose";
import { ToolError } from "~/lib/tool-error";
import { bytesToBase64Url } from "./base64url";
import {
  ENGINE_LACKS_ED25519,
  isSigningAlg,
  keyFits,
  keyNeeded,
  minimumSecretBits,
  weakSecretWarning,
} from "./jwt-algorithms";
import { ALG_NONE_WARNING } from "./jwt-claims";
import { type JsonObject } from "./jwt-decode";
import { type SecretFormat, describeKey, jwkType, pkcs8Type, readKey, toPem } from "./jwt-keys";

export const SIGNING_KEY_FIELD = "Signing key";

export interface SignJob {
  header: string;
  payload: string;
  key: string;
  secretFormat: SecretFormat;
}

export interface Signed {
  token: string;
  warnings: string[];
}

function readObject(text: string, what: "Header" | "Payload"): JsonObject {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ToolError(`${what}: not JSON: ${(error as Error).message}`);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new ToolError(`${what}: a JWT's ${what.toLowerCase()} is a JSON object ({ … }).`);
  return value as JsonObject;
}

const utf8 = (text: string) => new TextEncoder().encode(text);

async function signingKey(
  job: SignJob,
  alg: string,
): Promise<{ key: CryptoKey | Uint8Array; warning: string | null }> {
  const material = readKey(job.key, job.secretFormat, SIGNING_KEY_FIELD);
  if (material.kind === "secret") {
    if (!alg.startsWith("HS"))
      throw new ToolError(
        `${SIGNING_KEY_FIELD}: a shared secret cannot sign ${alg}; ${alg} needs ${keyNeeded(alg)} (private).`,
      );
    return { key: material.bytes, warning: weakSecretWarning(alg, material.bytes.length * 8) };
  }
  if (material.kind === "jwks")
    throw new ToolError(`${SIGNING_KEY_FIELD}: paste one private JWK, not a key set.`);
  const type =
    material.kind === "jwk"
      ? jwkType(material.jwk)
      : material.kind === "pkcs8"
        ? pkcs8Type(material.der)
        : { kty: "RSA" as const };
  if (material.kind === "spki" || (type.kty !== "oct" && !type.private))
    throw new ToolError(
      `${SIGNING_KEY_FIELD}: a public key cannot sign; paste a private key (PKCS#8 PEM or a JWK with "d"), or make one with Generate key.`,
    );
  if (!keyFits(alg, type))
    throw new ToolError(
      `${SIGNING_KEY_FIELD}: ${describeKey(type)} cannot sign ${alg}; ${alg} needs ${keyNeeded(alg)}.`,
    );
  if (material.kind === "pkcs8")
    return { key: await importPKCS8(toPem(material.der, "PRIVATE KEY"), alg), warning: null };
  const jwk = material.jwk as JWK;
  const key = await importJWK(jwk, alg);
  const bits = typeof jwk.k === "string" ? Math.floor((jwk.k.length * 6) / 8) * 8 : 0;
  return { key, warning: type.kty === "oct" ? weakSecretWarning(alg, bits) : null };
}

/** The signed compact token; a bad header, payload or key throws ToolError naming which. */
export async function signToken(job: SignJob): Promise<Signed> {
  const header = readObject(job.header, "Header");
  const payload = readObject(job.payload, "Payload");
  const alg = header.alg;
  if (typeof alg !== "string")
    throw new ToolError('Header: it has no "alg" (HS256, RS256, ES256, EdDSA…).');
  // The claims' own warnings (exp missing or past) are the page's, which knows the time.
  const warnings: string[] = [];
  const payloadBytes = utf8(JSON.stringify(payload));
  if (alg.toLowerCase() === "none") {
    const unsigned = `${bytesToBase64Url(utf8(JSON.stringify(header)))}.${bytesToBase64Url(payloadBytes)}.`;
    return { token: unsigned, warnings: [ALG_NONE_WARNING, ...warnings] };
  }
  if (!isSigningAlg(alg))
    throw new ToolError(
      `Header: alg ${JSON.stringify(alg)} is not one this page signs (HS, RS, PS and ES with 256, 384 or 512, and EdDSA).`,
    );
  const { key, warning } = await signingKey(job, alg);
  try {
    const token = await new CompactSign(payloadBytes)
      .setProtectedHeader(header as CompactJWSHeaderParameters)
      .sign(key);
    return { token, warnings: warning ? [warning, ...warnings] : warnings };
  } catch (error) {
    if (
      alg.startsWith("Ed") &&
      error instanceof Error &&
      /Ed25519|NotSupported/i.test(`${error.name} ${error.message}`)
    )
      throw new ToolError(ENGINE_LACKS_ED25519);
    throw new ToolError(`${SIGNING_KEY_FIELD}: ${(error as Error).message}`);
  }
}

export interface MadeKey {
  /** The secret, or the private key as PKCS#8 PEM: what goes into Signing key. */
  signingKey: string;
  /** The public key as SPKI PEM (none for a secret): what verifies the tokens. */
  publicKey: string | null;
}

/** A new key for `alg`: a random secret as long as the hash for HS, else a key pair. */
export async function makeKey(alg: string, random: (bytes: Uint8Array) => void): Promise<MadeKey> {
  if (alg.startsWith("HS")) {
    const bytes = new Uint8Array(minimumSecretBits(alg) / 8);
    random(bytes);
    return { signingKey: bytesToBase64Url(bytes), publicKey: null };
  }
  try {
    const pair = await generateKeyPair(alg === "EdDSA" ? "Ed25519" : alg, {
      extractable: true,
      modulusLength: 2048,
    });
    return {
      signingKey: await exportPKCS8(pair.privateKey),
      publicKey: await exportSPKI(pair.publicKey),
    };
  } catch (error) {
    if (alg.startsWith("Ed")) throw new ToolError(ENGINE_LACKS_ED25519);
    throw error;
  }
}
