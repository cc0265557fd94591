// Checks a token's signature with the key pasted in "Secret or public key" (a secret, a PEM public
// key or certificate, a JWK, or a JWKS picked by kid), with Web Crypto through jose. Loaded on use.
import {
  type CryptoKey,
  type JWK,
  compactVerify,
  errors,
  exportJWK,
  importJWK,
  importPKCS8,
  importSPKI,
} from "jose";
import { ToolError } from "~/lib/tool-error";
import {
  ENGINE_LACKS_ED25519,
  UNSUPPORTED_ALG,
  isSigningAlg,
  keyFits,
  keyNeeded,
  weakSecretWarning,
} from "./jwt-algorithms";
import { decodeJwt } from "./jwt-decode";
import {
  type Jwk,
  type KeyMaterial,
  type KeyType,
  type SecretFormat,
  describeKey,
  jwkType,
  pkcs8Type,
  readKey,
  spkiType,
  toPem,
} from "./jwt-keys";

export const KEY_FIELD = "Secret or public key";
export const SIGNATURE_VERIFIED = "Signature verified";
export const SIGNATURE_MISMATCH = "Signature not verified: it does not match this key.";
export const UNSIGNED_NOT_VERIFIED = 'Not verified: the token is unsigned (alg "none").';
export const JWE_NOT_VERIFIED = "An encrypted token (JWE) has no signature to verify.";

export interface VerifyJob {
  /** The Input as pasted (a token, "Bearer …" or an Authorization: line). */
  text: string;
  key: string;
  secretFormat: SecretFormat;
}

export interface Verification {
  verified: boolean;
  /** "Signature verified", or why not. */
  message: string;
  /** The key used, in words ("an RSA public key (2048 bits)"). */
  keyUsed?: string;
  warnings: string[];
}

const PRIVATE_MEMBERS = ["d", "p", "q", "dp", "dq", "qi", "oth"];

/** The JWK without its private members (a secret's "k" is kept: it is the key). */
function publicPart(jwk: Jwk): JWK {
  const copy: Jwk = { ...jwk };
  if (jwk.kty !== "oct") for (const member of PRIVATE_MEMBERS) delete copy[member];
  return copy as JWK;
}

interface Candidate {
  type: KeyType;
  /** Makes the CryptoKey (or secret bytes) for `alg`. */
  load: (alg: string) => Promise<CryptoKey | Uint8Array>;
}

/** A private key also verifies: its public half, taken through a JWK export. */
async function publicFromPkcs8(der: Uint8Array, alg: string): Promise<CryptoKey | Uint8Array> {
  const privateKey = await importPKCS8(toPem(der, "PRIVATE KEY"), alg, { extractable: true });
  return importJWK(publicPart(await exportJWK(privateKey)), alg);
}

function candidates(material: KeyMaterial, kid: unknown): Candidate[] {
  switch (material.kind) {
    case "secret":
      return [
        { type: { kty: "oct", bits: material.bytes.length * 8 }, load: async () => material.bytes },
      ];
    case "spki":
      return [
        {
          type: spkiType(material.der),
          load: (alg) => importSPKI(toPem(material.der, "PUBLIC KEY"), alg),
        },
      ];
    case "pkcs8":
      return [{ type: pkcs8Type(material.der), load: (alg) => publicFromPkcs8(material.der, alg) }];
    case "jwk":
      return [jwkCandidate(material.jwk)];
    case "jwks": {
      const named =
        typeof kid === "string" ? material.keys.filter((key) => key.kid === kid) : material.keys;
      if (named.length === 0) {
        const kids = material.keys.map((key) => JSON.stringify(key.kid ?? null)).join(", ");
        throw new ToolError(
          `${KEY_FIELD}: the JWKS has no key with kid ${JSON.stringify(kid)} (its kids: ${kids}).`,
        );
      }
      return named.filter((key) => key.use !== "enc").map(jwkCandidate);
    }
  }
}

function jwkCandidate(jwk: Jwk): Candidate {
  const type = jwkType(jwk);
  if (type.kty === "oct" && typeof jwk.k === "string")
    type.bits = Math.floor((jwk.k.length * 6) / 8) * 8;
  return { type, load: (alg) => importJWK(publicPart(jwk), alg) };
}

function isEngineGap(error: unknown): boolean {
  return (
    error instanceof errors.JOSENotSupported ||
    (error instanceof Error &&
      (error.name === "NotSupportedError" || /Ed25519/.test(error.message)))
  );
}

/** Verifies the token's signature; a bad key or token throws ToolError with its message. */
export async function verifyToken({ text, key, secretFormat }: VerifyJob): Promise<Verification> {
  const decoded = decodeJwt(text);
  if (decoded.kind === "jwe") return { verified: false, message: JWE_NOT_VERIFIED, warnings: [] };
  const alg = decoded.alg;
  if (alg.toLowerCase() === "none")
    return { verified: false, message: UNSIGNED_NOT_VERIFIED, warnings: [] };
  if (!isSigningAlg(alg)) throw new ToolError(UNSUPPORTED_ALG(alg));

  const all = candidates(readKey(key, secretFormat, KEY_FIELD), decoded.header.kid);
  const fitting = all.filter((candidate) => keyFits(alg, candidate.type));
  if (fitting.length === 0) {
    const given =
      all.length === 1 ? `${describeKey(all[0].type)} cannot` : "no key of the JWKS can";
    throw new ToolError(`${KEY_FIELD}: ${given} verify ${alg}; ${alg} needs ${keyNeeded(alg)}.`);
  }
  const warnings: string[] = [];
  for (const candidate of fitting) {
    const weak =
      candidate.type.kty === "oct" ? weakSecretWarning(alg, candidate.type.bits ?? 0) : null;
    try {
      await compactVerify(decoded.token, await candidate.load(alg), { algorithms: [alg] });
      return {
        verified: true,
        message: SIGNATURE_VERIFIED,
        keyUsed: describeKey(candidate.type),
        warnings: weak ? [weak] : [],
      };
    } catch (error) {
      if (error instanceof errors.JWSSignatureVerificationFailed) {
        if (weak) warnings.push(weak);
        continue;
      }
      if (isEngineGap(error) && alg.startsWith("Ed")) throw new ToolError(ENGINE_LACKS_ED25519);
      throw new ToolError(
        `${KEY_FIELD}: ${describeKey(candidate.type)} could not be used: ${(error as Error).message}`,
      );
    }
  }
  return {
    verified: false,
    message: SIGNATURE_MISMATCH,
    keyUsed: describeKey(fitting[0].type),
    warnings,
  };
}
