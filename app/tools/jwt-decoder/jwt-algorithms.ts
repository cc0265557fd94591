// The JWS algorithms this page verifies and signs (RFC 7518 §3, RFC 8037), the key each needs, and
// the warning about short HMAC secrets (RFC 7518 §3.2: at least as long as the hash).
import type { KeyType } from "./jwt-keys";

export const HMAC_ALGS = ["HS256", "HS384", "HS512"] as const;
export const SIGNING_ALGS = [
  ...HMAC_ALGS,
  "RS256",
  "RS384",
  "RS512",
  "PS256",
  "PS384",
  "PS512",
  "ES256",
  "ES384",
  "ES512",
  "EdDSA",
] as const;
export type SigningAlg = (typeof SIGNING_ALGS)[number];

/** RFC 9864's fully specified name for EdDSA over Ed25519 is read as EdDSA. */
export function isSigningAlg(alg: string): alg is SigningAlg | "Ed25519" {
  return (SIGNING_ALGS as readonly string[]).includes(alg) || alg === "Ed25519";
}

export const UNSUPPORTED_ALG = (alg: string) =>
  `The header's alg ${JSON.stringify(alg)} is not one this page verifies (HS, RS, PS and ES with 256, 384 or 512, and EdDSA).`;

const EC_CURVES: Readonly<Record<string, string>> = {
  ES256: "P-256",
  ES384: "P-384",
  ES512: "P-521",
};

/** Whether a key of `type` can serve `alg`. */
export function keyFits(alg: string, type: KeyType): boolean {
  if (alg.startsWith("HS")) return type.kty === "oct";
  if (alg.startsWith("RS") || alg.startsWith("PS")) return type.kty === "RSA";
  if (alg.startsWith("ES")) return type.kty === "EC" && type.crv === EC_CURVES[alg];
  return type.kty === "OKP" && type.crv === "Ed25519";
}

/** The key `alg` needs, in words: "an RSA key", "an EC P-256 key"… */
export function keyNeeded(alg: string): string {
  if (alg.startsWith("HS")) return "a shared secret (text or Base64, or a JWK of kty oct)";
  if (alg.startsWith("RS") || alg.startsWith("PS")) return "an RSA key";
  if (alg.startsWith("ES")) return `an EC ${EC_CURVES[alg]} key`;
  return "an Ed25519 key";
}

/** The least secret length RFC 7518 allows for `alg` (an HS algorithm), in bits. */
export function minimumSecretBits(alg: string): number {
  return Number(alg.slice(2));
}

export function weakSecretWarning(alg: string, bits: number): string | null {
  const least = minimumSecretBits(alg);
  if (bits >= least) return null;
  return `The secret is only ${bits} bits long; ${alg} needs at least ${least} bits (RFC 7518, section 3.2): a short secret can be guessed from any token it signed.`;
}

export const ENGINE_LACKS_ED25519 =
  "This browser's Web Crypto has no Ed25519, so it cannot check or make EdDSA signatures; the other algorithms work. Current Chromium, Firefox and Safari have it.";
