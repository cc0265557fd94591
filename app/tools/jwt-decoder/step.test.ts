// The JWT Decoder's chain step: a token PyJWT signed gives the header and claims PyJWT reads from
// it, as the page's Output shows them, and a token that is not one fails with the decoder's message.
import { execFileSync } from "node:child_process";
import { defaultOptions } from "~/lib/chain/step-declaration";
import { DEBIAN_PYTHON } from "../../../test-support/jwt-decoder/pyjwt";
import { decodeJwt } from "./jwt-decode";
import { step } from "./step";

const defaults = defaultOptions(step.options);

const PYJWT_SIGN_AND_READ = `
import sys, json, jwt
claims = {"sub": "1234567890", "name": "Zoë Müller", "admin": True, "iat": 1516239022, "roles": ["a", "b"]}
token = jwt.encode(claims, "a-secret-of-at-least-32-bytes-for-hs256", algorithm="HS256", headers={"kid": "k1"})
print(json.dumps({"token": token, "header": jwt.get_unverified_header(token),
  "payload": jwt.decode(token, options={"verify_signature": False})}))
`;

// Debian's python3 has PyJWT (test-support/jwt-decoder/pyjwt.ts); it starts in a second or more on a loaded machine.
describe("the JWT Decoder's step", { timeout: 30_000 }, () => {
  it("gives the header and payload PyJWT reads from its token, as the page's Output shows them", async () => {
    const made = JSON.parse(
      execFileSync(DEBIAN_PYTHON, ["-c", PYJWT_SIGN_AND_READ]).toString(),
    ) as {
      token: string;
      header: Record<string, unknown>;
      payload: Record<string, unknown>;
    };
    expect(defaults).toEqual({});
    const output = await step.run(`Authorization: Bearer ${made.token}`);
    expect(output).toBe(decodeJwt(made.token).output);
    expect(JSON.parse(output)).toEqual({ header: made.header, payload: made.payload });
    expect(output).toContain('"name": "Zoë Müller"');
  });

  it("fails on text that is not a token with the decoder's own message", async () => {
    await expect(step.run("abc.def")).rejects.toThrow(
      "The token has 2 parts separated by dots; a JWT has 3 (header.payload.signature), or 5 when it is encrypted (JWE).",
    );
    await expect(step.run("e30.e30.")).rejects.toThrow(
      'The header has no "alg" (the algorithm that signed the token).',
    );
  });
});
