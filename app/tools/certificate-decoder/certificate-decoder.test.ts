// The Certificate Decoder's core against openssl: certificates, requests, a chain and a PKCS#7
// bundle made by openssl for every key type it makes, read back by openssl and by the core.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  makeFixtures,
  opensslCertificates,
  opensslRequests,
  opensslVerifies,
} from "../../../test-support/certificate-decoder/openssl-oracle";
import {
  NOTHING_FOUND_MESSAGE,
  decodeCertificates,
  fileAsInput,
  validityNote,
} from "./certificate-decoder";
import { decodeCertificate, decodeRequest } from "./x509";
import { findBlocks } from "./pem";
import { ToolError } from "~/lib/tool-error";

const SELF_SIGNED = [
  "rsa2048-self.pem",
  "p256-self.pem",
  "p384-self.pem",
  "ed25519-self.pem",
  "pss-self.pem",
];
const CHAIN = ["leaf.pem", "intermediate.pem", "root.pem"];
const REQUESTS = ["rsa2048.csr", "p256.csr", "p384.csr", "ed25519.csr", "leaf.csr"];
let NOW = 0;

let dir = "";
const read = (file: string) => readFileSync(path.join(dir, file), "utf8");
const derOf = (file: string) => findBlocks(read(file)).blocks[0].der;
const decode = (text: string) => decodeCertificates({ text, now: NOW });

// RSA 4096 key generation takes from one to tens of seconds, by the luck of its prime search.
beforeAll(() => {
  dir = makeFixtures();
  NOW = Date.now();
}, 120_000);

describe("certificates read as openssl reads them", () => {
  it("gives subject, issuer, serial, validity, key size, signature algorithm and extensions", () => {
    const oracle = opensslCertificates(dir, [...SELF_SIGNED, ...CHAIN]);
    for (const [file, expected] of oracle) {
      const certificate = decodeCertificate(derOf(file), file);
      expect(certificate.subject.text, file).toBe(expected.subject);
      expect(certificate.issuer.text, file).toBe(expected.issuer);
      expect(certificate.serial.replaceAll(":", ""), file).toBe(expected.serial);
      expect(certificate.notBefore, file).toBe(expected.notBefore);
      expect(certificate.notAfter, file).toBe(expected.notAfter);
      if (expected.keyBits !== null)
        expect(certificate.publicKey.bits, file).toBe(expected.keyBits);
      expect(certificate.signatureAlgorithm.name, file).toBe(expected.signatureAlgorithm);
      const names = certificate.extensions.map(
        (e) => `${e.name}${e.critical ? " (critical)" : ""}`,
      );
      expect(names, file).toEqual(expected.extensions);
      const san = certificate.extensions.find((e) => e.name === "Subject Alternative Name");
      expect(san ? san.values.join(", ") : null, file).toBe(expected.subjectAltName);
    }
  });

  it("gives the SHA-256 and SHA-1 fingerprints openssl gives", async () => {
    const oracle = opensslCertificates(dir, [...SELF_SIGNED, "root.pem"]);
    for (const [file, expected] of oracle) {
      const report = await decode(read(file));
      expect(report, file).toContain(`SHA-256 fingerprint:  ${expected.sha256}\n`);
      expect(report, file).toContain(`SHA-1 fingerprint:    ${expected.sha1}\n`);
    }
  });

  it("writes each field on its own labelled row, times in UTC as RFC 5280 gives them", async () => {
    const oracle = opensslCertificates(dir, [...SELF_SIGNED, ...CHAIN]);
    // RFC 5280 times are whole seconds in UTC: "YYYY-MM-DD HH:MM:SS UTC".
    const utc = (millis: number) =>
      `${new Date(millis).toISOString().slice(0, 19).replace("T", " ")} UTC`;
    for (const [file, expected] of oracle) {
      const report = await decode(read(file));
      const rows = report.split("\n");
      expect(rows[0], file).toBe("Certificate");
      expect(rows[1], file).toBe(`  Subject:              ${expected.subject}`);
      expect(rows[2], file).toBe(`  Issuer:               ${expected.issuer}`);
      expect(rows[3].replace(/^ {2}Serial number: {8}/, "").replaceAll(":", ""), file).toBe(
        expected.serial,
      );
      // Every certificate openssl makes with extensions is X.509 v3 (RFC 5280 4.1.2.1).
      expect(rows[4], file).toBe("  Version:              3");
      expect(rows[5], file).toBe(`  Not before:           ${utc(expected.notBefore)}`);
      expect(rows[6], file).toMatch(
        new RegExp(`^  Not after: {12}${utc(expected.notAfter)} \\(expires in \\d+ days\\)$`),
      );
      expect(rows[7], file).toMatch(/^ {2}Public key: {11}\S/);
      expect(rows[8], file).toBe(`  Signature algorithm:  ${expected.signatureAlgorithm}`);
      const extensions = rows.slice(rows.indexOf("  Extensions:") + 1);
      const names = extensions
        .filter((line) => /^ {4}\S/.test(line))
        .map((line) => line.trim().replace(/:$/, ""));
      expect(names, file).toEqual(expected.extensions);
      if (expected.subjectAltName !== null) {
        const at = extensions.indexOf("    Subject Alternative Name:");
        expect(extensions[at + 1], file).toMatch(/^ {6}\S/);
      }
    }
  });

  it("verifies the self-signature of every key type, RSASSA-PSS included", async () => {
    for (const file of SELF_SIGNED)
      expect(await decode(read(file)), file).toContain("Self-signed: signature verified");
  });

  it("names each key type and size", async () => {
    const keys = await Promise.all(
      [...SELF_SIGNED, "root.pem"].map(
        async (file) => /Public key: +(.*)/.exec(await decode(read(file)))?.[1],
      ),
    );
    expect(keys).toEqual([
      "RSA 2048 bits, exponent 65537",
      "EC P-256 (256 bits), curve prime256v1",
      "EC P-384 (384 bits), curve secp384r1",
      "Ed25519 (256 bits)",
      "RSA 2048 bits, exponent 65537",
      "RSA 4096 bits, exponent 65537",
    ]);
  });

  it("reads every extension of a server certificate by name", async () => {
    const report = await decode(read("leaf.pem"));
    for (const line of [
      "Basic Constraints (critical):\n      CA:FALSE",
      "Key Usage (critical):\n      Digital Signature, Key Encipherment",
      "Extended Key Usage:\n      TLS Web Server Authentication, TLS Web Client Authentication",
      "Subject Alternative Name:\n      DNS:leaf.example.com\n      DNS:*.leaf.example.com\n      IP Address:192.0.2.1",
      "OCSP - URI:http://ocsp.example.com\n      CA Issuers - URI:http://ca.example.com/int.crt",
      "CRL Distribution Points:\n      Full Name: URI:http://crl.example.com/int.crl",
      "Policy: 2.23.140.1.2.1 (Domain Validated (CA/B Forum))",
      "TLS Feature:\n      status_request",
      "SCT v1, log 01:02:03:04:05:06:07:08:09:0A:0B:0C:0D:0E:0F:10:11:12:13:14:15:16:17:18:19:1A:1B:1C:1D:1E:1F:20, 2023-11-14 22:13:20.123 UTC, ECDSA-sha256",
    ]) {
      expect(report).toContain(line);
    }
    const intermediate = await decode(read("intermediate.pem"));
    expect(intermediate).toContain("CA:TRUE, pathlen:0");
    expect(intermediate).toContain(
      "Permitted: DNS:.example.com\n      Excluded: IP Address:10.0.0.0/255.0.0.0",
    );
  });

  it("reads the rarer extensions and names with openssl's words", async () => {
    const report = await decode(read("rare.pem"));
    const opensslText = execFileSync(
      "openssl",
      ["x509", "-in", path.join(dir, "rare.pem"), "-noout", "-text"],
      {
        encoding: "utf8",
      },
    ).replace(/\s+/g, " ");
    // Each pair: the page's lines, and what openssl -text prints for the same value.
    const pairs = [
      ["othername: UPN::user@example.com", "othername: UPN::user@example.com"],
      [
        "DirName:C = DE, O = Dir Org, CN = Dir Name\n      Registered ID:1.2.3.4",
        "Registered ID:1.2.3.4",
      ],
      [
        "Issuer Alternative Name:\n      email:ca@example.com\n      URI:http://ca.example.com",
        "email:ca@example.com, URI:http://ca.example.com",
      ],
      [
        "Permitted: IP Address:192.168.0.0/255.255.0.0, IP Address:2001:DB8:0:0:0:0:0:0/FFFF:FFFF:0:0:0:0:0:0\n      Excluded: DNS:bad.example",
        "Permitted: IP:192.168.0.0/255.255.0.0 IP:2001:DB8:0:0:0:0:0:0/FFFF:FFFF:0:0:0:0:0:0 Excluded: DNS:bad.example",
      ],
      [
        "Full Name: URI:http://crl.example.com/a.crl\n      CRL Issuer: DirName:C = DE, O = Dir Org, CN = Dir Name\n      Relative Name: CN = relative",
        "CRL Issuer: DirName:C = DE, O = Dir Org, CN = Dir Name Relative Name: CN = relative",
      ],
      [
        "Freshest CRL:\n      Full Name: URI:http://delta.example.com/d.crl",
        "Freshest CRL: Full Name: URI:http://delta.example.com/d.crl",
      ],
      [
        "Policy: 1.2.3.4.6\n        CPS: http://cps.example.com\n        User Notice:\n          Organization: Notice Org\n          Numbers: 1, 2\n          Explicit Text: notice text",
        "Policy: 1.2.3.4.6 CPS: http://cps.example.com User Notice: Organization: Notice Org Numbers: 1, 2 Explicit Text: notice text",
      ],
      [
        "CA Repository - URI:http://repo.example.com",
        "CA Repository - URI:http://repo.example.com",
      ],
      [
        "TLS Feature:\n      status_request, status_request_v2",
        "TLS Feature: status_request, status_request_v2",
      ],
      ["Netscape Comment:\n      a comment here", "Netscape Comment: a comment here"],
      [
        "CT Precertificate Poison (critical):\n      present (a precertificate, not for use)",
        "CT Precertificate Poison: critical",
      ],
      ["1.2.3.4.5:\n      0C:05:68:65:6C:6C:6F", "1.2.3.4.5: ..hello"],
      ["Basic Constraints:\n      CA:FALSE", "Basic Constraints: CA:FALSE"],
    ];
    for (const [page, openssl] of pairs) {
      expect(report).toContain(page);
      expect(opensslText).toContain(openssl);
    }
    const keyId = /Subject Key Identifier: ([0-9A-F:]+)/.exec(opensslText)?.[1];
    const serial = /Serial Number: ([0-9a-f:]+)/.exec(opensslText)?.[1].toUpperCase();
    expect(report).toContain(
      `Authority Key Identifier:\n      keyid:${keyId}\n      DirName:C = DE, O = Oracle Test, CN = rare.example\n      serial:${serial}`,
    );
    expect(report).toContain(`Subject Key Identifier:\n      ${keyId}`);
  });

  it("writes IPv6 addresses and e-mail and URI names as openssl does", async () => {
    const report = await decode(read("p256-self.pem"));
    expect(report).toContain(
      "IP Address:192.0.2.7\n      IP Address:2001:DB8:0:0:0:0:0:1\n      email:a@p256.example\n      URI:https://p256.example/x",
    );
  });
});

describe("requests (PKCS#10)", () => {
  it("gives subject, key, signature algorithm and requested extensions as openssl req -text", async () => {
    const oracle = opensslRequests(dir, REQUESTS);
    for (const [file, expected] of oracle) {
      const request = decodeRequest(derOf(file), file);
      expect(request.subject.text, file).toBe(expected.subject);
      if (expected.keyBits !== null) expect(request.publicKey.bits, file).toBe(expected.keyBits);
      expect(request.signatureAlgorithm.name, file).toBe(expected.signatureAlgorithm);
      const names = request.extensions.map((e) => `${e.name}${e.critical ? " (critical)" : ""}`);
      expect(names, file).toEqual(expected.extensions);
      const san = request.extensions.find((e) => e.name === "Subject Alternative Name");
      expect(san ? san.values.join(", ") : null, file).toBe(expected.subjectAltName);
      expect(expected.verified, file).toBe(true);
      expect(await decode(read(file)), file).toContain(
        "Signature:            verified with the request's own key",
      );
    }
  });
});

describe("reports of several items", () => {
  const subjectOf = (file: string) => opensslRequests(dir, [file]).get(file)?.subject ?? "";

  it("numbers the requests from the second on and parts them by one empty line", async () => {
    const report = await decode(read("p256.csr") + read("rsa2048.csr"));
    expect(report.startsWith("Certificate request (PKCS#10)\n")).toBe(true);
    expect(report).toContain(`\n  Subject:              ${subjectOf("p256.csr")}\n`);
    expect(report).toContain(
      `\n\nCertificate request 2 (PKCS#10)\n  Subject:              ${subjectOf("rsa2048.csr")}\n`,
    );
    expect(report).not.toContain("Chain of");
    expect(report).not.toContain("Self-signed");
    expect(report.endsWith("\n")).toBe(true);
    expect(report.endsWith("\n\n")).toBe(false);
  });

  it("writes (empty) for an empty subject and issuer, which openssl allows", async () => {
    const key = path.join(dir, "ed25519.key");
    const openssl = (args: string[]) => execFileSync("openssl", args, { encoding: "utf8" });
    const certificate = openssl(["req", "-x509", "-new", "-key", key, "-subj", "/", "-days", "1"]);
    const request = openssl(["req", "-new", "-key", key, "-subj", "/"]);
    const report = await decode(certificate + request);
    expect(report).toContain(
      "Certificate\n  Subject:              (empty)\n  Issuer:               (empty)\n",
    );
    expect(report).toContain(
      "\n\nCertificate request (PKCS#10)\n  Subject:              (empty)\n",
    );
  });
});

describe("chains", () => {
  it("checks each link and names the weakest, as openssl verify agrees", async () => {
    expect(opensslVerifies(dir, "root.pem", "intermediate.pem", "leaf.pem")).toBe(true);
    const report = await decode(read("leaf.pem") + read("intermediate.pem") + read("root.pem"));
    expect(report).toContain(
      "1 (leaf.example.com) → 2 (Oracle Intermediate CA): issuer matches the next subject; key identifiers match; signature verified",
    );
    expect(report).toContain(
      "2 (Oracle Intermediate CA) → 3 (Oracle Root CA): issuer matches the next subject; key identifiers match; signature verified",
    );
    expect(report).toContain("3 (Oracle Root CA): self-signed root, signature verified");
    expect(report).toContain(
      "Order: leaf first, each certificate issued by the next, ending at a root",
    );
    expect(report).toContain(
      "Weakest link: certificate 1 (leaf.example.com), RSA 2048 bits key (112-bit security)",
    );
  });

  it("says the right order of a chain given root first", async () => {
    const report = await decode(read("root.pem") + read("leaf.pem") + read("intermediate.pem"));
    expect(report).toContain("issuer does NOT match the next subject");
    expect(report).toContain("Order: not leaf first; the right order is 2, 3, 1");
  });

  it("says when the chain stops before its root", async () => {
    const report = await decode(read("leaf.pem") + read("intermediate.pem"));
    expect(report).toContain("the issuer of the last (Oracle Root CA) is not included");
  });

  it("finds a tampered signature, which openssl verify also refuses", async () => {
    const der = derOf("leaf.pem").slice();
    der[der.length - 5] ^= 0xff;
    const tampered = fileAsInput(der);
    writeFileSync(path.join(dir, "tampered.pem"), tampered);
    expect(opensslVerifies(dir, "root.pem", "intermediate.pem", "tampered.pem")).toBe(false);
    const report = await decode(tampered + read("intermediate.pem"));
    expect(report).toContain("signature does not verify");
  });

  it("says the certificates do not form one chain when only one of two links matches", async () => {
    // openssl gives the intermediate's issuer as the root's subject, not rsa2048-self's.
    const oracle = opensslCertificates(dir, ["intermediate.pem", "rsa2048-self.pem"]);
    expect(oracle.get("intermediate.pem")?.issuer).not.toBe(
      oracle.get("rsa2048-self.pem")?.subject,
    );
    const report = await decode(
      read("leaf.pem") + read("intermediate.pem") + read("rsa2048-self.pem"),
    );
    expect(report).toContain("issuer matches the next subject");
    expect(report).toContain("issuer does NOT match the next subject");
    expect(report).toContain("  Order: these certificates do not form one chain\n");
  });

  it("flags SHA-1 signatures as the weakest link", async () => {
    const report = await decode(read("p384-self.pem") + read("rsa2048-self.pem"));
    expect(report).toContain("these certificates do not form one chain");
    expect(report).toContain(
      "Weakest link: certificate 2 (rsa2048.example), RSA 2048 bits key (112-bit security)",
    );
  });
});

describe("files", () => {
  it("turns a DER certificate into the PEM openssl writes", () => {
    const der = readFileSync(path.join(dir, "leaf.der"));
    expect(fileAsInput(der)).toBe(read("leaf.pem"));
  });

  it("labels a DER request and a DER PKCS#7 bundle by what they are", () => {
    expect(fileAsInput(readFileSync(path.join(dir, "rsa2048.csr.der")))).toBe(read("rsa2048.csr"));
    expect(fileAsInput(readFileSync(path.join(dir, "chain.p7b")))).toMatch(
      /^-----BEGIN PKCS7-----\n/,
    );
  });

  it("keeps a PEM file's text as it is", () => {
    expect(fileAsInput(readFileSync(path.join(dir, "chain.pem")))).toBe(read("chain.pem"));
  });

  it("reads the certificates of a .p7b bundle with the same fingerprints", async () => {
    const bundle = await decode(fileAsInput(readFileSync(path.join(dir, "chain.p7b"))));
    const chain = await decode(read("chain.pem"));
    const fingerprints = (report: string) => report.match(/SHA-256 fingerprint: +(.*)/g);
    expect(fingerprints(bundle)).toHaveLength(3);
    expect(fingerprints(bundle)).toEqual(fingerprints(chain));
    expect(bundle).toContain("Certificate 1 of 3 (from the PKCS#7 bundle at line 1)");
    expect(bundle).toContain("ending at a root");
  });

  it("reads Base64 DER without PEM lines", async () => {
    const base64 = Buffer.from(derOf("p256-self.pem")).toString("base64");
    expect(await decode(base64)).toContain(
      "Subject:              C = DE, O = Oracle Test, CN = p256.example",
    );
  });
});

describe("bad input", () => {
  it("names the block, line and column of a broken Base64 line", async () => {
    const lines = read("leaf.pem").split("\n");
    lines[3] = `${lines[3].slice(0, 10)}!${lines[3].slice(11)}`;
    await expect(decode(lines.join("\n"))).rejects.toThrow(
      'PEM block 1 (CERTIFICATE), line 4, column 11: "!" is not a Base64 character',
    );
  });

  it("says where Base64 goes on after its padding, or is cut short", async () => {
    const lines = read("leaf.pem").split("\n");
    lines[2] = `${lines[2].slice(0, 62)}==`;
    await expect(decode(lines.join("\n"))).rejects.toThrow(
      'PEM block 1 (CERTIFICATE), line 4: the Base64 goes on after its "=" padding',
    );
    await expect(decode("MIIB=AAA")).rejects.toThrow(
      'The Base64 input: the Base64 goes on after its "=" padding',
    );
    await expect(decode("MIIBA")).rejects.toThrow(
      "The Base64 input: the Base64 is cut short (5 characters)",
    );
  });

  it("says when a PKCS#7 bundle holds no certificates", async () => {
    // What openssl crl2pkcs7 -nocrl writes when given no certificates.
    const empty = execFileSync("openssl", ["crl2pkcs7", "-nocrl"], { encoding: "utf8" });
    await expect(decode(empty)).rejects.toThrow(
      new ToolError("PEM block 1 (PKCS7, line 1): the PKCS#7 bundle holds no certificates"),
    );
  });

  it("says where a BEGIN line lacks its END line", async () => {
    const cut = read("leaf.pem").replace("-----END CERTIFICATE-----", "");
    await expect(decode(`\n${cut}`)).rejects.toThrow(
      "Line 2: -----BEGIN CERTIFICATE----- has no -----END CERTIFICATE----- after it",
    );
  });

  it("says at which byte a cut DER structure ends", async () => {
    const der = derOf("leaf.pem").subarray(0, 300);
    await expect(decode(fileAsInput(der))).rejects.toThrow(
      /^PEM block 1 \(CERTIFICATE, line 1\), byte 0: SEQUENCE of \d+ bytes runs past the end of the data \(296 left\)$/,
    );
  });

  it("says when nothing is a certificate, and skips private keys by name", async () => {
    await expect(decode("hello, world")).rejects.toThrow(NOTHING_FOUND_MESSAGE);
    await expect(decode(read("p256.key"))).rejects.toThrow("Skipped the PRIVATE KEY at line 1");
    const report = await decode(read("p256.key") + read("p256-self.pem"));
    expect(report).toMatch(/^Skipped the PRIVATE KEY at line 1: this page reads certificates/);
    expect(report).toContain("CN = p256.example");
  });

  it("answers every cut and every changed byte of a chain with a message naming the block", async () => {
    const ders = ["leaf.pem", "intermediate.pem"].map(derOf);
    const bundle = readFileSync(path.join(dir, "chain.p7b"));
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % below;
    };
    const inputs: Uint8Array[] = [];
    for (const der of [...ders, bundle]) {
      for (let cut = 2; cut < der.length; cut += 7) inputs.push(der.subarray(0, cut));
      for (let i = 0; i < 300; i++) {
        const changed = der.slice();
        changed[random(changed.length)] = random(256);
        inputs.push(changed);
      }
    }
    let refused = 0;
    for (const bytes of inputs) {
      try {
        await decode(fileAsInput(bytes));
      } catch (error) {
        refused++;
        expect(error).toBeInstanceOf(ToolError);
        expect((error as Error).message).toMatch(/^PEM block 1 \((CERTIFICATE|PKCS7), line 1\)/);
      }
    }
    expect(refused).toBeGreaterThan(inputs.length / 4);
  });

  it("answers a megabyte of input at once", async () => {
    const junk = `-----BEGIN CERTIFICATE-----\n${"QUFB\n".repeat(200_000)}-----END CERTIFICATE-----`;
    const started = performance.now();
    await expect(decode(junk)).rejects.toThrow(/^PEM block 1 \(CERTIFICATE, line 1\), byte \d+: /);
    await expect(decode("x".repeat(1_000_000))).rejects.toThrow(NOTHING_FOUND_MESSAGE);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe("validity", () => {
  const day = 86_400_000;
  it.each([
    [0, 30 * day + 5, "expires in 30 days"],
    [0, day + 1, "expires in 1 day"],
    [0, 10, "expires today"],
    [-10 * day, -2 * day - 1, "expired 2 days ago"],
    [3 * day, 9 * day, "not valid yet: starts in 3 days"],
    [5, 9 * day, "not valid yet: starts today"],
  ])("from %d to %d reads %s", (from, to, note) => {
    expect(validityNote(from, to, 0)).toBe(note);
  });

  // The same spans measured from a "now" other than zero, and the last instant of validity.
  it.each([
    [100 * day, 130 * day, 100 * day, "expires in 30 days"],
    [100 * day, 130 * day, 130 * day, "expires today"],
    [100 * day, 130 * day, 133 * day, "expired 3 days ago"],
    [100 * day, 130 * day, 97 * day, "not valid yet: starts in 3 days"],
  ])("from %d to %d at %d reads %s", (from, to, now, note) => {
    expect(validityNote(from, to, now)).toBe(note);
  });
});

describe("whole reports, row by row as openssl reads the same files", () => {
  const DAY = 86_400_000;
  const opensslText = (args: string[]) =>
    execFileSync("openssl", args, { cwd: dir, encoding: "utf8" });
  // RFC 5280 times are whole seconds in UTC: "YYYY-MM-DD HH:MM:SS UTC".
  const utc = (millis: number) =>
    `${new Date(millis).toISOString().slice(0, 19).replace("T", " ")} UTC`;
  const colons = (hex: string) => (hex.match(/../g) ?? []).join(":");
  const lines = (report: string) => report.split("\n");

  it("a certificate without extensions (X.509 v1) has no Extensions heading; its self-signature follows one empty line", async () => {
    const expected = opensslCertificates(dir, ["v1root.pem"]).get("v1root.pem");
    const text = opensslText(["x509", "-in", "v1root.pem", "-noout", "-text"]);
    expect(text).toContain("Version: 1 (0x0)");
    expect(text).toContain("Public-Key: (256 bit)");
    expect(text).toContain("ASN1 OID: prime256v1");
    expect(text).toContain("NIST CURVE: P-256");
    expect(text).not.toContain("X509v3 extensions");
    expect(opensslVerifies(dir, "v1root.pem", "v1root.pem", "v1root.pem")).toBe(true);
    if (!expected) throw new Error("openssl read nothing");
    const daysLeft = Math.floor((expected.notAfter - NOW) / DAY);
    expect(await decode(read("v1root.pem"))).toBe(
      [
        "Certificate",
        `  Subject:              ${expected.subject}`,
        `  Issuer:               ${expected.issuer}`,
        `  Serial number:        ${colons(expected.serial)}`,
        "  Version:              1",
        `  Not before:           ${utc(expected.notBefore)}`,
        `  Not after:            ${utc(expected.notAfter)} (expires in ${daysLeft} days)`,
        "  Public key:           EC P-256 (256 bits), curve prime256v1",
        `  Signature algorithm:  ${expected.signatureAlgorithm}`,
        `  SHA-256 fingerprint:  ${expected.sha256}`,
        `  SHA-1 fingerprint:    ${expected.sha1}`,
        "",
        "Self-signed: signature verified",
        "",
      ].join("\n"),
    );
  });

  it("a certificate's extensions follow its fingerprints under one heading, and one not self-signed ends there", async () => {
    const expected = opensslCertificates(dir, ["keyid-leaf.pem"]).get("keyid-leaf.pem");
    const text = opensslText(["x509", "-in", "keyid-leaf.pem", "-noout", "-text"]);
    const subjectKeyId = /Subject Key Identifier: *\n *([0-9A-F:]+)/.exec(text)?.[1];
    expect(expected?.extensions).toEqual(["Authority Key Identifier", "Subject Key Identifier"]);
    expect(text).toMatch(/Authority Key Identifier: *\n *01:02:03:04\n/);
    const rows = lines(await decode(read("keyid-leaf.pem")));
    expect(rows[0]).toBe("Certificate");
    expect(rows[4]).toBe("  Version:              3");
    expect(rows[10]).toBe(`  SHA-1 fingerprint:    ${expected?.sha1}`);
    expect(rows.slice(11)).toEqual([
      "  Extensions:",
      "    Authority Key Identifier:",
      "      keyid:01:02:03:04",
      "    Subject Key Identifier:",
      `      ${subjectKeyId}`,
      "",
    ]);
  });

  it("a request: every row, its attribute after the signature, no heading for an empty extension request", async () => {
    const expected = opensslRequests(dir, ["attributes.csr"]).get("attributes.csr");
    const text = opensslText(["req", "-in", "attributes.csr", "-noout", "-text"]);
    expect(text).toContain("Version: 1 (0x0)");
    expect(text).toContain("challengePassword        :open sesame");
    expect(text).toContain("ED25519 Public-Key:");
    expect(expected).toMatchObject({ extensions: [], verified: true });
    expect(await decode(read("attributes.csr"))).toBe(
      [
        "Certificate request (PKCS#10)",
        `  Subject:              ${expected?.subject}`,
        "  Version:              1",
        "  Public key:           Ed25519 (256 bits)",
        `  Signature algorithm:  ${expected?.signatureAlgorithm}`,
        "  Signature:            verified with the request's own key",
        "  challengePassword:    open sesame",
        "",
      ].join("\n"),
    );
  });

  it("a request whose signature was changed says it does not verify, as openssl req -verify refuses it", async () => {
    const der = derOf("attributes.csr").slice();
    der[der.length - 1] ^= 0x01;
    const own = mkdtempSync(path.join(os.tmpdir(), "certificate-report-"));
    try {
      writeFileSync(path.join(own, "tampered.csr"), fileAsInput(der));
      expect(opensslRequests(own, ["tampered.csr"]).get("tampered.csr")?.verified).toBe(false);
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
    const rows = lines(await decode(fileAsInput(der)));
    expect(rows[5]).toMatch(/^ {2}Signature: {12}does not verify/);
  });

  it("a chain without key identifiers: its part of the report line by line, openssl verify agreeing", async () => {
    expect(opensslVerifies(dir, "v1root.pem", "v1root.pem", "v1leaf.pem")).toBe(true);
    const report = await decode(read("v1leaf.pem") + read("v1root.pem"));
    const rows = lines(report);
    expect(rows[0]).toBe("Certificate 1 of 2");
    expect(rows[11]).toBe("");
    expect(rows[12]).toBe("Certificate 2 of 2");
    const chain = rows.slice(rows.indexOf("Chain of 2 certificates") - 1);
    expect(chain.slice(0, 5)).toEqual([
      "",
      "Chain of 2 certificates",
      "  1 (v1 leaf) → 2 (v1 root): issuer matches the next subject; signature verified",
      "  2 (v1 root): self-signed root, signature verified",
      "  Order: leaf first, each certificate issued by the next, ending at a root",
    ]);
    // Ed25519 and P-256 are both 128-bit security (NIST SP 800-57 part 1, table 2).
    expect(chain[5]).toMatch(
      /^ {2}Weakest link: certificate [12] \(v1 (leaf|root)\), .*\(128-bit security\)$/,
    );
    expect(chain.slice(6)).toEqual([""]);
  });

  it("says when key identifiers do not match, where openssl verify finds no issuer", async () => {
    expect(opensslVerifies(dir, "keyid-ca1.pem", "keyid-ca1.pem", "keyid-leaf.pem")).toBe(true);
    expect(opensslVerifies(dir, "keyid-ca2.pem", "keyid-ca2.pem", "keyid-leaf.pem")).toBe(false);
    const matching = await decode(read("keyid-leaf.pem") + read("keyid-ca1.pem"));
    expect(matching).toContain(
      "\n  1 (v1 leaf) → 2 (v1 root): issuer matches the next subject; key identifiers match; signature verified\n",
    );
    const other = await decode(read("keyid-leaf.pem") + read("keyid-ca2.pem"));
    expect(other).toContain(
      "\n  1 (v1 leaf) → 2 (v1 root): issuer matches the next subject; key identifiers do NOT match; signature verified\n",
    );
  });
});

describe("what each block is and where it came from", () => {
  const pemOf = (label: string, bytes: Uint8Array) =>
    `-----BEGIN ${label}-----\n${Buffer.from(bytes).toString("base64")}\n-----END ${label}-----\n`;
  const messageOf = (text: string) =>
    decode(text).then(
      () => "no error",
      (error: unknown) =>
        error instanceof ToolError ? error.message : `not a ToolError: ${error}`,
    );

  it("reads a bundle labelled CMS (RFC 7468 section 9) as the same bundle labelled PKCS7", async () => {
    const bundle = readFileSync(path.join(dir, "chain.p7b"));
    const fingerprints = (report: string) => report.match(/SHA-256 fingerprint: +(.*)/g);
    const cms = await decode(pemOf("CMS", bundle));
    expect(fingerprints(cms)).toHaveLength(3);
    expect(fingerprints(cms)).toEqual(fingerprints(await decode(read("chain.pem"))));
    expect(cms.startsWith("Certificate 1 of 3 (from the PKCS#7 bundle at line 1)\n")).toBe(true);
  });

  it("names the broken certificate of a bundle, counting from 1", async () => {
    const bundle = readFileSync(path.join(dir, "chain.p7b"));
    const intermediate = Buffer.from(derOf("intermediate.pem"));
    // openssl crl2pkcs7 keeps chain.pem's order: leaf, intermediate, root.
    const at = bundle.indexOf(intermediate);
    expect(bundle.indexOf(Buffer.from(derOf("leaf.pem")))).toBeLessThan(at);
    // The validity: a SEQUENCE of two 13-byte UTCTimes (RFC 5280 4.1.2.5.1), made a SET.
    const validity = bundle.indexOf(Buffer.from([0x30, 0x1e, 0x17, 0x0d]), at);
    const broken = Buffer.from(bundle);
    broken[validity] = 0x31;
    expect(await messageOf(pemOf("PKCS7", broken))).toBe(
      `PEM block 1 (PKCS7, line 1), certificate 2, validity, byte ${validity - at}: expected SEQUENCE, found SET`,
    );
  });

  it("reads bare Base64 of a request as a request; a request labelled CERTIFICATE is read as its label says", async () => {
    const request = readFileSync(path.join(dir, "rsa2048.csr.der"));
    const report = await decode(request.toString("base64"));
    expect(report.startsWith("Certificate request (PKCS#10)\n")).toBe(true);
    expect(report).toContain("  Signature:            verified with the request's own key\n");
    expect(await messageOf(pemOf("CERTIFICATE", request))).toBe(
      "PEM block 1 (CERTIFICATE, line 1): the certificate's fields are incomplete",
    );
  });

  it("calls bare Base64 'The Base64 input' where its DER breaks", async () => {
    const cut = derOf("leaf.pem").subarray(0, 300);
    expect(await messageOf(Buffer.from(cut).toString("base64"))).toMatch(
      /^The Base64 input, byte 0: SEQUENCE of \d+ bytes runs past the end of the data \(296 left\)$/,
    );
  });

  it("a structure the reader cannot follow is 'not a valid' whatever its label says, in lower case", async () => {
    // A SignedData ContentInfo (RFC 5652 3) with its content left out.
    const signedDataOid = [0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 1, 7, 2];
    const contentInfo = [
      0x30,
      2 + signedDataOid.length,
      0x06,
      signedDataOid.length,
      ...signedDataOid,
    ];
    expect(await messageOf(pemOf("PKCS7", Uint8Array.from(contentInfo)))).toBe(
      "PEM block 1 (PKCS7, line 1): this is not a valid pkcs7",
    );
  });

  it("with nothing to read says only that; with skipped blocks names each, one space apart, before it", async () => {
    expect(await messageOf("hello, world")).toBe(NOTHING_FOUND_MESSAGE);
    expect(await messageOf(" \n\t\n")).toBe(NOTHING_FOUND_MESSAGE);
    const key = read("p256.key");
    const keyLines = key.trimEnd().split("\n").length;
    expect(await messageOf(key + key)).toBe(
      `Skipped the PRIVATE KEY at line 1: this page reads certificates, requests and PKCS#7 bundles only. Skipped the PRIVATE KEY at line ${keyLines + 1}: this page reads certificates, requests and PKCS#7 bundles only. ${NOTHING_FOUND_MESSAGE}`,
    );
  });
});
