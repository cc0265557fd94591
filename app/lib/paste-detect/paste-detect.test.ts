import { describe, expect, it } from "vitest";
import {
  catalogueTools,
  catalogueWithout,
} from "../../../test-support/paste-detect/catalogue-tools";
import { KIND_TOOLS, type PasteKind } from "./paste-kinds";
import { detectPaste, type PasteInput } from "./paste-detect";

const detect = (input: PasteInput) => detectPaste(input, catalogueTools).matches;
const first = (input: PasteInput) => detect(input)[0];
const kinds = (input: PasteInput) => detect(input).map((m) => m.kind);

/** base64url of a JSON value, as a JWT writes its parts. */
const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

const PEM_CERTIFICATE = `-----BEGIN CERTIFICATE-----
MIIBfjCCASWgAwIBAgIBBzAKBggqhkjOPQQDAjATMREwDwYDVQQDDAhFMkUgUm9v
-----END CERTIFICATE-----`;

// One example per kind: what it is, and what the description must say.
const EXAMPLES: readonly (readonly [PasteKind, string, string | RegExp])[] = [
  ["json", '{"name": "Ada", "tags": ["x"]}', "JSON object with 2 keys"],
  ["json-lines", '{"id": 1}\n{"id": 2}\n{"id": 3}', /^JSON Lines/],
  ["xml", '<?xml version="1.0"?>\n<catalog><book id="1"/></catalog>', /^XML document/],
  ["yaml", "name: site\nversion: 2\nservices:\n  - web\n  - db", "YAML document"],
  ["csv", "id,name,price\n1,Pen,1.50\n2,Ink,3.00", "CSV: 3 columns, comma-separated"],
  ["tsv", "id\tname\n1\tPen\n2\tInk", "TSV: 2 columns, tab-separated"],
  ["html", "<!DOCTYPE html><html><body><p>Hi</p></body></html>", "HTML document"],
  ["markdown", "# Title\n\nSome *text* and a [link](https://example.com).", "Markdown"],
  ["sql", "SELECT id, name FROM users WHERE active = 1;", "SQL SELECT statement"],
  ["javascript", "const add = (a, b) => a + b;\nconsole.log(add(1, 2));", "JavaScript"],
  ["css", "body { margin: 0; color: #333; }\n.card { padding: 1rem; }", "CSS (2 rules)"],
  [
    "jwt",
    `${part({ alg: "HS256", typ: "JWT" })}.${part({ sub: "1", exp: 1798797600 })}.c2lnbmF0dXJl`,
    "JWT (HS256), expires 2027-01-01 10:00 UTC",
  ],
  ["base64", "SGVsbG8sIHdvcmxkIQ==", 'Base64 of text: "Hello, world!"'],
  ["url", "https://example.com/search?q=a%20b", /^HTTPS URL to example\.com/],
  ["url-encoded", "caf%C3%A9%20au%20lait", "URL-encoded (percent-encoded) text"],
  ["hex", "48 65 6c 6c 6f", 'Hex of text: "Hello"'],
  [
    "hash",
    "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
    "SHA-256 digest (64 hex digits)",
  ],
  ["uuid", "f47ac10b-58cc-4372-a567-0e02b2c3d479", "UUID version 4 (random)"],
  ["cron", "*/15 9-17 * * MON-FRI", "Cron expression (5 fields)"],
  ["epoch", "1796378400", "Unix time in seconds: 2026-12-04 10:00:00 UTC"],
  ["iso-date", "2026-12-04T10:00:00+01:00", "ISO 8601 date and time: 2026-12-04 09:00:00 UTC"],
  ["time-zone", "America/New_York", "Time zone America/New_York"],
  ["ip-address", "192.168.1.10", "IPv4 address"],
  ["cidr", "10.0.0.0/8", "IPv4 network /8 (CIDR)"],
  ["color", "oklch(0.7 0.25 145)", "CSS colour (oklch())"],
  ["color", "RebeccaPurple", "CSS colour (named rebeccapurple, #663399)"],
  ["pem", PEM_CERTIFICATE, "PEM certificate"],
  ["card-number", "4242 4242 4242 4242", "Visa card number (passes the Luhn check)"],
  ["email", "Ada Lovelace <ada@example.com>", "E-mail address at example.com"],
];

describe("detectPaste names each kind first", () => {
  it.each(EXAMPLES)("%s: %j", (kind, text, description) => {
    const match = first(text);
    expect(match.kind).toBe(kind);
    if (typeof description === "string") expect(match.description).toBe(description);
    else expect(match.description).toMatch(description);
  });
});

describe("more of each kind", () => {
  it("reads JWT expiry and algorithm, and an unsecured token", () => {
    expect(first(`${part({ alg: "none" })}.${part({ sub: "x" })}.`).description).toBe("JWT (none)");
  });
  it("says what Base64 decodes to, and suggests decoding then the decoded kind's tools", () => {
    const match = first(Buffer.from('{"user": "ada", "admin": false}').toString("base64"));
    expect(match.description).toBe("Base64 of JSON object with 2 keys");
    expect(match.tools.slice(0, 2)).toEqual(["/base64-encoder-decoder", "/json-formatter"]);
  });
  it("follows Base64 of Base64 of JSON", () => {
    const inner = Buffer.from('{"a": [1, 2, 3]}').toString("base64");
    const match = first(Buffer.from(inner).toString("base64"));
    expect(match.description).toBe("Base64 of Base64 of JSON object with 1 key");
    expect(match.tools).toContain("/json-formatter");
  });
  it("names Base64URL by its alphabet", () => {
    expect(first(part({ hello: "wörld?>" })).description).toMatch(/^Base64URL of JSON/);
  });
  it("names a data URL of a PNG", () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(first(`data:image/png;base64,${png.toString("base64")}`).description).toBe(
      "Data URL of a PNG image (image/png)",
    );
  });
  it.each([
    ["d41d8cd98f00b204e9800998ecf8427e", "MD5 digest (32 hex digits)"],
    ["da39a3ee5e6b4b0d3255bfef95601890afd80709", "SHA-1 digest (40 hex digits)"],
    [
      "CF83E1357EEFB8BDF1542850D66D8007D620E4050B5715DC83F4A921D36CE9CE47D0D13C5D85F2B0FF8318D2877EEC2F63B931BD47417A81A538327AF927DA3E",
      "SHA-512 digest (128 hex digits)",
    ],
  ])("names the digest %s by its length", (digest, name) => {
    expect(first(digest)).toMatchObject({ kind: "hash", description: name });
  });
  it("lists an MD5-length hex string as a digest first and as hex bytes too (ambiguous)", () => {
    expect(kinds("d41d8cd98f00b204e9800998ecf8427e").slice(0, 2)).toEqual(["hash", "hex"]);
  });
  it("names a bcrypt hash and suggests the password hash tool", () => {
    const bcrypt = "$2b$12$R9h/cIPz0gi.URNNX3kh2OPST9/PgBkqquzi.Ss7KIUgO2t0jWMUW";
    expect(first(bcrypt)).toMatchObject({
      description: "bcrypt password hash",
      tools: ["/password-hash"],
    });
  });
  it("names UUID versions, nil, and the time in a version 7", () => {
    expect(first("6ba7b810-9dad-11d1-80b4-00c04fd430c8").description).toBe(
      "UUID version 1 (time-based)",
    );
    expect(first("00000000-0000-0000-0000-000000000000").description).toBe("Nil UUID");
    expect(first("017f22e2-79b0-7cc3-98c4-dc0c0c07398f").description).toBe(
      "UUID version 7 (Unix time), made 2022-02-22 19:22:22 UTC",
    );
  });
  it("reads epoch milliseconds", () => {
    expect(first("1796378400000").description).toBe(
      "Unix time in milliseconds: 2026-12-04 10:00:00 UTC",
    );
  });
  it("names cron macros, Quartz expressions and crontab lines", () => {
    expect(first("@daily").description).toBe("Cron macro @daily");
    // Every name the Cron Tools read, and only those, in the case they read them.
    expect(first("@weekdays").description).toBe("Cron macro @weekdays");
    expect(first("@Daily").kind).not.toBe("cron");
    expect(first("@fortnightly").kind).not.toBe("cron");
    expect(first("0 0 12 ? * MON#2 *").description).toBe(
      "Cron expression (7 fields, with seconds and year)",
    );
    expect(first("30 2 * * * /usr/local/bin/backup --all").description).toBe(
      "Crontab line (5 fields)",
    );
  });
  it("names IPv6, a network with its mask and a list of addresses", () => {
    expect(first("2001:db8::1").description).toBe("IPv6 address");
    expect(first("2001:db8:abcd::/48").description).toBe("IPv6 network /48 (CIDR)");
    expect(first("10.0.0.0 255.255.252.0").description).toBe("IPv4 network with its mask");
    expect(first("192.168.1.77\n10.0.3.200\n172.16.0.1").description).toBe("3 IP addresses");
  });
  it("names PEM keys, requests and chains, with the tools for each", () => {
    const block = (label: string) => `-----BEGIN ${label}-----\nMAMCAQE=\n-----END ${label}-----`;
    expect(first(block("CERTIFICATE REQUEST")).description).toBe(
      "PEM certificate signing request (CSR)",
    );
    expect(first(block("RSA PRIVATE KEY"))).toMatchObject({
      description: "PEM RSA private key",
      tools: ["/jwt-decoder", "/certificate-decoder"],
    });
    expect(first(`${PEM_CERTIFICATE}\n${PEM_CERTIFICATE}`).description).toBe(
      "PEM certificate chain (2 certificates)",
    );
  });
  it("names an HTML fragment, SVG and an XSLT stylesheet", () => {
    expect(first("<div class='a'><p>Hi</p></div>").description).toBe("HTML fragment");
    expect(first('<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>').description).toBe(
      "SVG image (XML)",
    );
    expect(
      first('<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"/>')
        .description,
    ).toBe("XSLT stylesheet (XML)");
  });
  it("reads quoted CSV fields that hold the delimiter and line breaks", () => {
    expect(first('a,b\n"x, y",2\n"multi\nline",3').kind).toBe("csv");
  });
  it("judges long URL-encoded text by its start, wherever a UTF-8 escape sequence is cut", () => {
    for (const lead of ["", "a", "ab"])
      expect(first(lead + encodeURIComponent("é€😀 ".repeat(1000))).kind).toBe("url-encoded");
  });
  it("names a URL query string", () => {
    expect(first("q=paste+anything&page=2&lang=en").description).toBe(
      "URL query string (3 parameters)",
    );
  });
});

describe("near misses are not taken for the kind they resemble", () => {
  it.each([
    ["a number that is not an epoch (too small)", "12345678", "epoch"],
    ["a year alone", "2024", "epoch"],
    ["a year alone, not a date either", "2024", "iso-date"],
    ["a phone number with a leading zero", "0612345678", "epoch"],
    ["a word that is not Base64", "Password", "base64"],
    ["a longer word that is not Base64", "Administrator", "base64"],
    ["a number that is not Base64", "1234567890123456", "base64"],
    [
      "a 32-hex string inside a sentence",
      "The digest d41d8cd98f00b204e9800998ecf8427e is wrong",
      "hash",
    ],
    ["mixed-case hex of digest length", "D41d8cd98f00b204e9800998ecf8427E", "hash"],
    ["a YAML-looking plain sentence", "Remember: the meeting is at 10.", "yaml"],
    [
      "two lines of prose with colons",
      "Note: the build is slow today and nobody knows why it is so.\nAlso: we should look at it tomorrow morning when everyone is in.",
      "yaml",
    ],
    ["a sentence that starts with Select", "Select the best option from the list below", "sql"],
    ["a card number with a wrong check digit", "4242424242424241", "card-number"],
    ["an invalid IPv4 address", "256.1.1.1", "ip-address"],
    ["a version number", "1.2.3", "ip-address"],
    ["an impossible date", "2026-02-30", "iso-date"],
    ["prose with commas", "Hello, world\nHow are you, Bob", "csv"],
    ["JavaScript with statements", "const a = 1;\nconst b = 2;\n", "csv"],
    ["a JavaScript object literal", "module.exports = {\n  a: 1,\n  b: 2\n};", "css"],
    ["a number of no card brand failing the Luhn check", "9999999999999999", "card-number"],
    ["a copyright line with an address", "Copyright (c) 2014 Nathan <n@example.com>", "email"],
    ["a word that is an old zone name", "Japan", "time-zone"],
    ["100% in a sentence", "We are 100% sure about this", "url-encoded"],
    ["a colour word in a sentence", "The red button", "color"],
    ["a word that starts like a colour", "Redis", "color"],
  ])("%s: %j is not %s first", (_why, text, kind) => {
    expect(first(text).kind).not.toBe(kind);
  });
  it("lists a card number with a wrong check digit second, saying it fails the Luhn check", () => {
    const match = detect("4242424242424241").find((m) => m.kind === "card-number");
    expect(match?.description).toBe("Visa card number that fails the Luhn check");
  });
  it("takes a colour name that is an everyday word for a colour, with plain text close behind", () => {
    const matches = detect("salmon");
    expect(matches[0]).toMatchObject({ kind: "color", confidence: 0.6 });
    expect(matches[1].kind).toBe("text");
    expect(detect("cornflowerblue")[0]).toMatchObject({ kind: "color", confidence: 0.92 });
  });
  it("lists an old zone name that is also a word below plain text's weight", () => {
    expect(detect("Japan").find((m) => m.kind === "time-zone")?.confidence).toBeLessThan(0.5);
  });
});

describe("files by their bytes", () => {
  const bytes = (...values: (number | string)[]) =>
    new Uint8Array(
      values.flatMap((v) => (typeof v === "string" ? [...Buffer.from(v, "latin1")] : [v])),
    );
  it.each([
    ["image", bytes(0x89, "PNG\r\n", 0x1a, "\n", 0, 0, 0, 13, "IHDR"), "PNG image"],
    ["image", bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, "JFIF"), "JPEG image"],
    ["pdf", bytes("%PDF-1.7\n%âãÏÓ\n"), "PDF document, version 1.7"],
    ["audio", bytes("RIFF", 36, 0, 0, 0, "WAVEfmt "), "WAV audio file"],
    ["audio", bytes("ID3", 4, 0, 0, 0, 0, 0, 0), "MP3 audio file"],
    ["audio", bytes("fLaC", 0, 0, 0, 34), "FLAC audio file"],
    ["video", bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84, "webm"), "WebM video file"],
    ["video", bytes(0, 0, 0, 0x20, "ftypisom", 0, 0, 2, 0, "isomiso2avc1mp41"), "MP4 video file"],
  ])("%s: %s", (kind, data, description) => {
    expect(first({ bytes: data, name: "upload" })).toMatchObject({ kind, description });
  });
  it("reads a text file as text", () => {
    expect(first({ bytes: new TextEncoder().encode('{"a": 1}'), name: "x.json" }).kind).toBe(
      "json",
    );
  });
  it("lets a file's name break a near tie, and name a kind its content does not show", () => {
    const encode = (text: string) => new TextEncoder().encode(text);
    expect(first({ bytes: encode("a\tb\n1\t2"), name: "x.tsv" }).confidence).toBe(0.8);
    expect(first({ bytes: encode("a\tb\n1\t2"), name: "x.txt" }).confidence).toBe(0.75);
    expect(first({ bytes: encode("just words here"), name: "notes.yml" })).toMatchObject({
      kind: "yaml",
      description: "By its name, a .yml file",
    });
    expect(first({ bytes: encode('{"a": 1}'), name: "data.csv" }).kind).toBe("json");
  });
  it("names other bytes binary data", () => {
    expect(first({ bytes: new Uint8Array([0, 1, 2, 3, 250, 251, 0, 0]) })).toMatchObject({
      kind: "binary",
      description: "Binary data (8 bytes)",
    });
  });
});

describe("suggested tools come from the catalogue", () => {
  const everyExample = [
    ...EXAMPLES.map(([, text]) => text),
    Buffer.from('{"a": 1}').toString("base64"),
    "$2b$12$R9h/cIPz0gi.URNNX3kh2OPST9/PgBkqquzi.Ss7KIUgO2t0jWMUW",
  ];
  const live = new Set(catalogueTools.filter((t) => t.status === "live").map((t) => t.path));

  it("suggests only paths of live tools in the catalogue, for every example", () => {
    for (const text of everyExample)
      for (const match of detect(text))
        for (const path of match.tools) expect(live).toContain(path);
  });
  it("names only catalogue paths as candidates, so a renamed tool fails here", () => {
    const known = new Set(catalogueTools.map((t) => t.path));
    for (const paths of Object.values(KIND_TOOLS))
      for (const path of paths) expect(known).toContain(path);
  });
  it("offers at least one tool for every kind", () => {
    for (const [kind, paths] of Object.entries(KIND_TOOLS))
      expect(
        paths.some((p) => live.has(p)),
        kind,
      ).toBe(true);
  });
  it("suggests the next tool when the best is not live", () => {
    const catalogue = catalogueWithout(["/json-formatter"]);
    const [match] = detectPaste('{"a": 1}', catalogue).matches;
    expect(match.tools[0]).toBe("/jsonpath-tester");
    expect(match.tools).not.toContain("/json-formatter");
  });
  it("suggests nothing for a kind whose every tool is missing, and still names the kind", () => {
    const [match] = detectPaste("*/5 * * * *", catalogueWithout(["/cron-tools"])).matches;
    expect(match).toMatchObject({ kind: "cron", tools: [] });
  });
});

describe("results", () => {
  it("are sorted best first and always end with plain text", () => {
    for (const [, text] of EXAMPLES) {
      const matches = detect(text);
      const confidences = matches.map((m) => m.confidence);
      expect(confidences).toEqual([...confidences].sort((a, b) => b - a));
      expect(matches.some((m) => m.kind === "text")).toBe(true);
    }
  });
  it("name empty input as nothing at all", () => {
    expect(detect("   \n ")).toEqual([]);
  });
  it("keep confidences between 0 and 1", () => {
    for (const [, text] of EXAMPLES)
      for (const { confidence } of detect(text)) {
        expect(confidence).toBeGreaterThan(0);
        expect(confidence).toBeLessThanOrEqual(1);
      }
  });
});
