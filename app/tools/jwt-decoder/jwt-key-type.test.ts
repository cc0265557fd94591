// The key type read from a SubjectPublicKeyInfo is the key's own: reading a second key does not
// change what was said of the first (the table of algorithm OIDs is shared, the answers are not).
import { generateKeyPairSync } from "node:crypto";
import { spkiType } from "./jwt-keys";

const rsaSpki = (modulusLength: number) =>
  new Uint8Array(
    generateKeyPairSync("rsa", {
      modulusLength,
      publicKeyEncoding: { type: "spki", format: "der" },
      privateKeyEncoding: { type: "pkcs8", format: "der" },
    }).publicKey,
  );

test("each RSA key keeps its own size", () => {
  const small = spkiType(rsaSpki(1024));
  const large = spkiType(rsaSpki(2048));
  expect(small).toMatchObject({ kty: "RSA", bits: 1024 });
  expect(large).toMatchObject({ kty: "RSA", bits: 2048 });
});
