// What each header parameter and claim of a decoded token means, its times in UTC and local time
// with how long ago or ahead they are, and the warnings a reader needs (RFC 7519 §4, RFC 8725).
import type { DecodedToken, JsonObject } from "./jwt-decode";

export interface FieldRow {
  name: string;
  /** The value as JSON, shortened when very long. */
  value: string;
  /** What the registered name means; "" for a private claim. */
  meaning: string;
  /** For a time claim: the date in UTC, in the local time zone, and relative to now. */
  time?: { utc: string; local: string; relative: string };
}

export interface Explained {
  header: FieldRow[];
  claims: FieldRow[];
  /** Claims beyond the ones listed (a payload of thousands of claims is not all tabulated). */
  moreClaims: number;
  warnings: string[];
}

export const HEADER_MEANINGS: Readonly<Record<string, string>> = {
  alg: "Algorithm that signed the token",
  typ: "Type of the token",
  cty: "Content type of the payload",
  kid: "Key ID: which key signed it",
  jku: "URL of the signer's key set (JWKS)",
  jwk: "The signer's public key, embedded",
  x5u: "URL of the signer's certificate",
  x5c: "The signer's certificate chain",
  x5t: "SHA-1 thumbprint of the signer's certificate",
  "x5t#S256": "SHA-256 thumbprint of the signer's certificate",
  crit: "Extensions the reader must understand",
  enc: "Content encryption algorithm (JWE)",
  zip: "Compression of the payload before encryption",
  b64: "Whether the payload is Base64url-encoded (RFC 7797)",
};

export const CLAIM_MEANINGS: Readonly<Record<string, string>> = {
  iss: "Issuer: who made and signed the token",
  sub: "Subject: whom the token is about",
  aud: "Audience: who the token is meant for",
  exp: "Expiration time: not to be accepted from then on",
  nbf: "Not before: not to be accepted before then",
  iat: "Issued at: when the token was made",
  jti: "JWT ID: a unique ID, to refuse a replayed token",
  azp: "Authorized party: the client the token was issued to (OpenID Connect)",
  nonce: "Nonce: ties an ID token to the login request (OpenID Connect)",
  auth_time: "Authentication time: when the user logged in (OpenID Connect)",
  acr: "Authentication context class (OpenID Connect)",
  amr: "Authentication methods used (OpenID Connect)",
  at_hash: "Access token hash (OpenID Connect)",
  c_hash: "Authorization code hash (OpenID Connect)",
  sid: "Session ID (OpenID Connect)",
  scope: "Scopes granted, separated by spaces (RFC 8693)",
  client_id: "Client the token was issued to (RFC 8693)",
  cnf: "Confirmation: the key the holder must prove (RFC 7800)",
  act: "Actor: who acts on behalf of the subject (RFC 8693)",
  name: "Full name (OpenID Connect)",
  email: "E-mail address (OpenID Connect)",
  email_verified: "Whether the e-mail address was verified (OpenID Connect)",
  preferred_username: "Username (OpenID Connect)",
};

const TIME_CLAIMS = new Set(["exp", "nbf", "iat", "auth_time"]);
const MAX_ROWS = 200;
const MAX_VALUE_CHARS = 300;

export const ALG_NONE_WARNING =
  'The token is unsigned (alg "none"): anyone can change its claims, so it must never be accepted.';
export const NO_EXP_WARNING = 'The token has no "exp" claim: it never expires.';

/** "3 h", "2 days", "1 year": the whole units in `seconds` (taken as positive). */
export function formatDuration(seconds: number): string {
  const s = Math.abs(seconds);
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
  if (s < 60) return `${Math.floor(s)} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min`;
  if (s < 48 * 3600) return `${Math.floor(s / 3600)} h`;
  if (s < 730 * 86400) return plural(Math.floor(s / 86400), "day");
  return plural(Math.floor(s / (365.25 * 86400)), "year");
}

/** "expires in 3 h", "expired 2 days ago", "issued 5 min ago"… for a time claim. */
export function relativePhrase(claim: string, seconds: number, nowSeconds: number): string {
  const delta = seconds - nowSeconds;
  const span = formatDuration(delta);
  const future = delta > 0;
  switch (claim) {
    case "exp":
      return future ? `expires in ${span}` : `expired ${span} ago`;
    case "nbf":
      return future ? `valid in ${span}` : `valid since ${span} ago`;
    case "iat":
      return future ? `issued ${span} in the future` : `issued ${span} ago`;
    default:
      return future ? `in ${span}` : `${span} ago`;
  }
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, "0");
}

/** "2011-03-22 18:43:00 UTC". */
export function formatUtc(seconds: number): string {
  const d = new Date(seconds * 1000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} UTC`;
}

/** The same instant in `timeZone`, with its short zone name: "2011-03-22 19:43:00 GMT+1". */
export function formatLocal(seconds: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
    timeZoneName: "short",
  }).formatToParts(new Date(seconds * 1000));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")} ${part("hour")}:${part("minute")}:${part("second")} ${part("timeZoneName")}`;
}

/** A NumericDate (RFC 7519 §2) within what a Date can show. */
function isNumericDate(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && Math.abs(value) < 8.64e12;
}

function shorten(json: string): string {
  return json.length > MAX_VALUE_CHARS ? `${json.slice(0, MAX_VALUE_CHARS)}…` : json;
}

function rows(
  object: JsonObject,
  meanings: Readonly<Record<string, string>>,
  now: number,
  timeZone: string,
): FieldRow[] {
  return Object.keys(object)
    .slice(0, MAX_ROWS)
    .map((name) => {
      const value = object[name];
      const row: FieldRow = {
        name,
        value: shorten(JSON.stringify(value) ?? String(value)),
        meaning: Object.hasOwn(meanings, name) ? meanings[name] : "",
      };
      if (TIME_CLAIMS.has(name) && isNumericDate(value)) {
        row.time = {
          utc: formatUtc(value),
          local: formatLocal(value, timeZone),
          relative: relativePhrase(name, value, now),
        };
      }
      return row;
    });
}

/** Warnings about a claims set's times at `now`: exp missing or past, nbf ahead, iat ahead. */
export function claimWarnings(claims: JsonObject, now: number): string[] {
  const warnings: string[] = [];
  const { exp, nbf, iat } = claims;
  if (exp === undefined) warnings.push(NO_EXP_WARNING);
  else if (!isNumericDate(exp)) warnings.push('"exp" is not a number of seconds (a NumericDate).');
  else if (exp <= now) warnings.push(`The token has expired: ${relativePhrase("exp", exp, now)}.`);
  if (isNumericDate(nbf) && nbf > now)
    warnings.push(`The token is not valid yet: ${relativePhrase("nbf", nbf, now)}.`);
  if (isNumericDate(iat) && iat > now + 60)
    warnings.push(`"iat" is in the future: ${relativePhrase("iat", iat, now)}.`);
  return warnings;
}

/** Tables and warnings for `decoded` at `now` (seconds since 1970) shown in `timeZone`. */
export function explainToken(decoded: DecodedToken, now: number, timeZone: string): Explained {
  const header = rows(decoded.header, HEADER_MEANINGS, now, timeZone);
  if (decoded.kind === "jwe") return { header, claims: [], moreClaims: 0, warnings: [] };
  const warnings: string[] = [];
  if (decoded.alg.toLowerCase() === "none") {
    warnings.push(ALG_NONE_WARNING);
    if (decoded.signatureLength > 0)
      warnings.push('The header says "none", yet the token carries a signature.');
  }
  if (decoded.payload.kind !== "claims") return { header, claims: [], moreClaims: 0, warnings };
  const claims = decoded.payload.claims;
  return {
    header,
    claims: rows(claims, CLAIM_MEANINGS, now, timeZone),
    moreClaims: Math.max(0, Object.keys(claims).length - MAX_ROWS),
    warnings: [...warnings, ...claimWarnings(claims, now)],
  };
}
