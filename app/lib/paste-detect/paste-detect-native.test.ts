// Detection checked against the reference tools of each kind: python's json, yaml, jwt, uuid,
// hashlib and base64, openssl for PEM, GNU date for epochs and sipcalc for addresses. Each check
// runs the tool once over all its cases.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { catalogueTools } from "../../../test-support/paste-detect/catalogue-tools";
import { detectPaste } from "./paste-detect";

const first = (text: string) => detectPaste(text, catalogueTools).matches[0];

/** Runs python3 with `cases` as JSON on standard input; the script prints JSON. */
function python(script: string, cases: unknown): unknown {
  const output = execFileSync("/usr/bin/python3", ["-c", `import json, sys\n${script}`], {
    input: JSON.stringify(cases),
    encoding: "utf8",
  });
  return JSON.parse(output);
}

describe("JSON and YAML, against python's json and yaml", () => {
  const jsonCases = [
    '{"a": [1, 2.5e3, null]}',
    "[true, false]",
    '{"a": 1,}',
    "[1, 2,, 3]",
    "{'a': 1}",
    '{"a": "\\u00e9"}',
  ];
  it("says JSON exactly when python's json.loads reads an object or array", () => {
    const parsed = python(
      "out = []\nfor t in json.load(sys.stdin):\n  try: v = json.loads(t); out.append(isinstance(v, (dict, list)))\n  except ValueError: out.append(False)\nprint(json.dumps(out))",
      jsonCases,
    ) as boolean[];
    expect(jsonCases.map((text) => first(text).kind === "json")).toEqual(parsed);
  });

  const yamlDocuments = [
    "name: site\nversion: 2\nservices:\n  - web\n  - db",
    "---\nserver:\n  port: 8080\n  hosts: [a, b]\n",
    "jobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n",
    "key: value\nlist:\n- 1\n- 2\n",
  ];
  it("says YAML only of documents python's yaml.safe_load reads as a mapping or list", () => {
    const loaded = python(
      "import yaml\nprint(json.dumps([isinstance(yaml.safe_load(t), (dict, list)) for t in json.load(sys.stdin)]))",
      yamlDocuments,
    );
    expect(loaded).toEqual(yamlDocuments.map(() => true));
    for (const text of yamlDocuments) expect(first(text).kind).toBe("yaml");
  });
});

describe("JWT, against PyJWT", () => {
  it("names the algorithm PyJWT reads from the header, and the expiry it reads", () => {
    const made = python(
      "import jwt\nout = []\nfor alg, exp in json.load(sys.stdin):\n  t = jwt.encode({'sub': 'ada', 'exp': exp}, 'k' * 64, algorithm=alg)\n  out.append([t, jwt.get_unverified_header(t)['alg'], jwt.decode(t, options={'verify_signature': False})['exp']])\nprint(json.dumps(out))",
      [
        ["HS256", 1798797600],
        ["HS384", 1900000000],
        ["HS512", 2000000000],
      ],
    ) as [string, string, number][];
    for (const [token, alg, exp] of made) {
      const expires = new Date(exp * 1000).toISOString().slice(0, 16).replace("T", " ");
      expect(first(token).description).toBe(`JWT (${alg}), expires ${expires} UTC`);
    }
  });
});

describe("UUID, against python's uuid", () => {
  it("names the version python's uuid gives, for versions 1, 3, 4 and 5", () => {
    const made = python(
      "import uuid\nns = uuid.NAMESPACE_DNS\nout = [str(u) for u in [uuid.uuid1(), uuid.uuid3(ns, 'a'), uuid.uuid4(), uuid.uuid5(ns, 'a')]]\nprint(json.dumps([[u, uuid.UUID(u).version] for u in out]))",
      null,
    ) as [string, number][];
    for (const [id, version] of made)
      expect(first(id).description).toMatch(new RegExp(`^UUID version ${version} `));
  });
});

describe("digests and Base64, against python's hashlib and base64", () => {
  it("names each hashlib digest by its algorithm", () => {
    const digests = python(
      "import hashlib\nprint(json.dumps([[n, hashlib.new(n, b'paste').hexdigest()] for n in ['md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512']]))",
      null,
    ) as [string, string][];
    for (const [name, digest] of digests)
      expect(first(digest).description.replace("-", "").toLowerCase()).toMatch(
        new RegExp(`^${name} digest`),
      );
  });

  it("says Base64 of JSON for python's base64 of json.dumps, in both alphabets", () => {
    const encoded = python(
      "import base64\nd = json.dumps({'user': 'ada', 'roles': ['???>>>']}).encode()\nprint(json.dumps([base64.b64encode(d).decode(), base64.urlsafe_b64encode(d).decode().rstrip('=')]))",
      null,
    ) as string[];
    // "???>>>" encodes to "/" and "+", which the URL alphabet writes "_" and "-".
    expect(encoded[0]).toMatch(/[+/]/);
    expect(first(encoded[0]).description).toBe("Base64 of JSON object with 2 keys");
    expect(first(encoded[1]).description).toBe("Base64URL of JSON object with 2 keys");
  });
});

describe("PEM, against openssl", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "paste-detect-pem-"));
  const openssl = (...args: string[]) =>
    execFileSync("openssl", args, { cwd: dir, stdio: ["ignore", "pipe", "ignore"] });
  openssl("genpkey", "-algorithm", "EC", "-pkeyopt", "ec_paramgen_curve:P-256", "-out", "key.pem");
  openssl("pkey", "-in", "key.pem", "-pubout", "-out", "pub.pem");
  openssl("req", "-new", "-key", "key.pem", "-subj", "/CN=paste.example", "-out", "csr.pem");
  openssl(
    "req",
    "-x509",
    "-key",
    "key.pem",
    "-subj",
    "/CN=paste.example",
    "-days",
    "1",
    "-out",
    "cert.pem",
  );
  const read = (file: string) => execFileSync("cat", [path.join(dir, file)], { encoding: "utf8" });

  it.each([
    ["cert.pem", "PEM certificate", ["x509", "-noout", "-in", "cert.pem"]],
    ["csr.pem", "PEM certificate signing request (CSR)", ["req", "-noout", "-in", "csr.pem"]],
    ["key.pem", "PEM private key", ["pkey", "-noout", "-in", "key.pem"]],
    ["pub.pem", "PEM public key", ["pkey", "-pubin", "-noout", "-in", "pub.pem"]],
  ])("%s, which openssl reads, is a %s", (file, description, check) => {
    expect(() => openssl(...check)).not.toThrow();
    expect(first(read(file))).toMatchObject({ kind: "pem", description });
  });
  writeFileSync(path.join(dir, "done"), "");
});

describe("epochs, against GNU date", () => {
  it.each(["1700000000", "1796378400", "946684800", "1700000000123"])(
    "%s shows the date date -d @ shows",
    (epoch) => {
      const seconds = epoch.length === 13 ? `${epoch.slice(0, 10)}.${epoch.slice(10)}` : epoch;
      const expected = execFileSync("date", ["-u", "-d", `@${seconds}`, "+%Y-%m-%d %H:%M:%S UTC"], {
        encoding: "utf8",
      }).trim();
      expect(first(epoch).description).toMatch(new RegExp(`: ${expected}$`));
    },
  );
});

describe("IP addresses, against sipcalc", () => {
  const sipcalcAccepts = (address: string) =>
    !execFileSync("sipcalc", [address], { encoding: "utf8" }).includes("ERR");
  it.each(["192.168.1.10", "10.0.0.0/8", "2001:db8::1", "2001:db8:abcd::/48", "::ffff:192.0.2.1"])(
    "%s, which sipcalc reads, is an address or network",
    (address) => {
      expect(sipcalcAccepts(address)).toBe(true);
      expect(["ip-address", "cidr"]).toContain(first(address).kind);
    },
  );
  it.each(["256.1.1.1", "1.2.3", "2001:db8::1::2", "10.0.0.0/33"])(
    "%s, which sipcalc refuses, is neither",
    (address) => {
      expect(sipcalcAccepts(address)).toBe(false);
      expect(["ip-address", "cidr"]).not.toContain(first(address).kind);
    },
  );
});
