// The Certificate Decoder's reference: openssl makes the certificates, requests and bundle
// (make-fixtures.sh) and reads them back (`x509 -text`, `-fingerprint`, `req -text`, `verify`),
// in one shell run for all files. A missing openssl fails the test: CI installs it.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { scriptOutputDir } from "../script-output-dir";

const SCRIPT = path.join(import.meta.dirname, "make-fixtures.sh");

/** The fixtures' directory, made by make-fixtures.sh (RSA 4096 keys among them) once an hour. */
export function makeFixtures(): string {
  return scriptOutputDir(SCRIPT, "certificate-decoder");
}

export interface OpensslCertificate {
  subject: string;
  issuer: string;
  /** Hex, upper case, no separators. */
  serial: string;
  notBefore: number;
  notAfter: number;
  /** "(2048 bit)" for RSA and EC; null for EdDSA, which openssl prints without a size. */
  keyBits: number | null;
  signatureAlgorithm: string;
  /** Extension names without openssl's "X509v3 " prefix, with " (critical)" when critical. */
  extensions: string[];
  /** The Subject Alternative Name line, as openssl prints it. */
  subjectAltName: string | null;
  sha256: string;
  sha1: string;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** openssl's "Dec  2 15:24:43 2026 GMT". */
function opensslTime(text: string): number {
  const match = /(\w{3})\s+(\d+) (\d\d):(\d\d):(\d\d) (\d{4}) GMT/.exec(text);
  if (!match) throw new Error(`Not an openssl time: ${text}`);
  const [, month, day, hour, minute, second, year] = match;
  return Date.UTC(+year, MONTHS.indexOf(month), +day, +hour, +minute, +second);
}

const field = (text: string, pattern: RegExp) => {
  const match = pattern.exec(text);
  if (!match) throw new Error(`openssl's output lacks ${pattern}:\n${text}`);
  return match[1].trim();
};

/** Extension names and the line after each, from the "X509v3 extensions"/"Requested Extensions" part. */
function extensionsOf(text: string): { names: string[]; values: Map<string, string> } {
  const names: string[] = [];
  const values = new Map<string, string>();
  const lines = text.split("\n");
  const start = lines.findIndex((line) => /X509v3 extensions:|Requested Extensions:/.test(line));
  if (start < 0) return { names, values };
  const indent = (line: string) => line.length - line.trimStart().length;
  const nameIndent = indent(lines[start + 1]);
  // "Requested Extensions:" followed by a line no deeper has no extensions under it.
  if (nameIndent <= indent(lines[start])) return { names, values };
  for (let i = start + 1; i < lines.length && indent(lines[i]) >= nameIndent; i++) {
    if (indent(lines[i]) !== nameIndent) continue;
    const match = /^(?:X509v3 )?([^:]+): ?(critical)?$/.exec(lines[i].trim());
    if (!match) continue;
    names.push(match[2] ? `${match[1]} (critical)` : match[1]);
    values.set(match[1], (lines[i + 1] ?? "").trim());
  }
  return { names, values };
}

/**
 * openssl's name of the signature algorithm; for RSASSA-PSS with the hash and salt length openssl
 * prints below it, written as the core writes them: "rsassaPss (SHA-256, salt 32)".
 */
function signatureAlgorithmOf(text: string): string {
  const name = field(text, /Signature Algorithm: (.*)$/m);
  const hash = /^ *Hash Algorithm: sha(\d+) *$/m.exec(text);
  const salt = /^ *Salt Length: 0x([0-9a-f]+) *$/im.exec(text);
  return name === "rsassaPss" && hash && salt
    ? `rsassaPss (SHA-${hash[1]}, salt ${parseInt(salt[1], 16)})`
    : name;
}

function parseCertificate(text: string, sha1Text: string): OpensslCertificate {
  const bits = /Public-Key: \((\d+) bit\)/.exec(text);
  const { names, values } = extensionsOf(text);
  return {
    subject: field(text, /^ *Subject: (.*)$/m),
    issuer: field(text, /^ *Issuer: (.*)$/m),
    serial: field(text, /^serial=(.*)$/m),
    notBefore: opensslTime(field(text, /^notBefore=(.*)$/m)),
    notAfter: opensslTime(field(text, /^notAfter=(.*)$/m)),
    keyBits: bits ? Number(bits[1]) : null,
    signatureAlgorithm: signatureAlgorithmOf(text),
    extensions: names,
    subjectAltName: values.get("Subject Alternative Name") ?? null,
    sha256: field(text, /sha256 Fingerprint=(.*)$/im),
    sha1: field(sha1Text, /sha1 Fingerprint=(.*)$/im),
  };
}

const SEPARATOR = "=====ORACLE=====";

/** Runs one bash script whose outputs are separated by SEPARATOR lines. */
function runBatch(commands: string[], dir: string): string[] {
  const script = commands.map((command) => `${command}; echo "${SEPARATOR}"`).join("\n");
  return execFileSync("bash", ["-c", script], { cwd: dir, encoding: "utf8" })
    .split(`${SEPARATOR}\n`)
    .slice(0, commands.length);
}

/** openssl's reading of each PEM certificate file in `dir`. */
export function opensslCertificates(dir: string, files: string[]): Map<string, OpensslCertificate> {
  const outputs = runBatch(
    files.flatMap((file) => [
      `openssl x509 -in ${file} -noout -text -serial -startdate -enddate -fingerprint -sha256`,
      `openssl x509 -in ${file} -noout -fingerprint -sha1`,
    ]),
    dir,
  );
  return new Map(
    files.map((file, i) => [file, parseCertificate(outputs[2 * i], outputs[2 * i + 1])]),
  );
}

export interface OpensslRequest {
  subject: string;
  keyBits: number | null;
  signatureAlgorithm: string;
  extensions: string[];
  subjectAltName: string | null;
  /** `openssl req -verify` accepted the self-signature. */
  verified: boolean;
}

export function opensslRequests(dir: string, files: string[]): Map<string, OpensslRequest> {
  const outputs = runBatch(
    files.map((file) => `openssl req -in ${file} -noout -text -verify 2>&1`),
    dir,
  );
  return new Map(
    files.map((file, i) => {
      const text = outputs[i];
      const bits = /Public-Key: \((\d+) bit\)/.exec(text);
      const { names, values } = extensionsOf(text);
      return [
        file,
        {
          subject: field(text, /^ *Subject: (.*)$/m),
          keyBits: bits ? Number(bits[1]) : null,
          signatureAlgorithm: field(text, /Signature Algorithm: (.*)$/m),
          extensions: names,
          subjectAltName: values.get("Subject Alternative Name") ?? null,
          verified: /verify OK/.test(text),
        },
      ];
    }),
  );
}

/** Whether `openssl verify` accepts `leaf` with the given root and intermediate files. */
export function opensslVerifies(
  dir: string,
  root: string,
  intermediate: string,
  leaf: string,
): boolean {
  try {
    execFileSync("openssl", ["verify", "-CAfile", root, "-untrusted", intermediate, leaf], {
      cwd: dir,
      stdio: "pipe",
    });
    return true;
  } catch {
    return false;
  }
}
