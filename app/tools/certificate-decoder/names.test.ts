// Distinguished names spelled by hand: multi-valued RDNs, BMP strings, values that are not strings,
// empty names, and the key that compares an issuer with a subject.
import { ascii, tlv } from "../../../test-support/certificate-decoder/der-builder";
import { readRoot } from "./der";
import { formatName, formatRelativeName } from "./names";

const attribute = (oid: number[], value?: number[]) => tlv(0x30, tlv(0x06, oid), value ?? []);
const CN = [0x55, 4, 3];
const O = [0x55, 4, 10];
const OU = [0x55, 4, 11];
const nameOf = (...rdns: number[][][]) =>
  formatName(
    readRoot(Uint8Array.from(tlv(0x30, ...rdns.map((rdn) => tlv(0x31, ...rdn)))), "Test"),
    "Test",
  );

describe("distinguished names", () => {
  it("writes names as openssl does, the common name as the label", () => {
    const name = nameOf(
      [attribute(O, tlv(0x13, ascii("Org  Inc")))],
      [attribute(OU, tlv(0x0c, ascii("A"))), attribute(OU, tlv(0x1e, 0, 0x42))],
      [attribute(CN, tlv(0x0c, ascii("Host")))],
    );
    expect(name).toEqual({
      text: "O = Org  Inc, OU = A + OU = B, CN = Host",
      label: "Host",
      key: "o = org inc, ou = a + ou = b, cn = host",
    });
  });

  it("writes a value that is not a string as hex, and a missing value as nothing", () => {
    expect(nameOf([attribute(O, tlv(0x30, 1))]).text).toBe("O = #01");
    expect(nameOf([attribute(O, tlv(0x20, 0xab))]).text).toBe("O = #AB");
    expect(nameOf([attribute(O, tlv(0x1d, 0x41))]).text).toBe("O = A");
    expect(nameOf([attribute(O)])).toEqual({ text: "O = ", label: "O = ", key: "o = " });
  });

  it("labels a name without a common name by its text, an empty one as such", () => {
    expect(nameOf([attribute(O, tlv(0x0c, ascii("Org")))]).label).toBe("O = Org");
    expect(nameOf()).toEqual({ text: "", label: "(empty name)", key: "" });
    expect(nameOf([attribute(CN, tlv(0x0c))], [attribute(O, tlv(0x0c, ascii("Org")))]).label).toBe(
      "CN = , O = Org",
    );
  });

  it("writes a relative name under another tag", () => {
    const relative = readRoot(
      Uint8Array.from(tlv(0xa1, attribute(CN, tlv(0x0c, ascii("x"))))),
      "Test",
    );
    expect(formatRelativeName(relative, "Test")).toBe("CN = x");
  });
});
