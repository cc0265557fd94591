// Runs the PyJWT oracle (pyjwt_oracle.py) with Debian's python3, which has python3-jwt and
// python3-cryptography; a missing interpreter or module fails the test that asked, loudly.
import { execFileSync } from "node:child_process";
import path from "node:path";

export const DEBIAN_PYTHON = "/usr/bin/python3";

export interface MadeByPyJwt {
  alg: string;
  token: string;
  secret?: string;
  publicPem?: string;
  privatePem?: string;
  publicJwk?: Record<string, string>;
  pkcs1PublicPem?: string;
  traditionalPrivatePem?: string;
  certificatePem?: string;
}

export interface PyJwtRequest {
  make?: string[];
  verify?: { token: string; alg: string; key: string }[];
}

export interface PyJwtAnswer {
  made: MadeByPyJwt[];
  verified: { ok: boolean; error?: string }[];
}

export function runPyJwt(request: PyJwtRequest): PyJwtAnswer {
  const script = path.join(import.meta.dirname, "pyjwt_oracle.py");
  const out = execFileSync(DEBIAN_PYTHON, [script], {
    input: JSON.stringify(request),
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(out) as PyJwtAnswer;
}
