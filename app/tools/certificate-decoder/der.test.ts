// The DER reader on hand-made encodings (X.690): each element type, each length form and each way
// a structure can be broken, with the exact message a user reads and the byte it names.
import {
  TAG,
  bitLength,
  bitString,
  children,
  decodeOid,
  decodeString,
  decodeTime,
  encoding,
  expectTag,
  isStringTag,
  readNode,
  readRoot,
  sequence,
  smallInteger,
  toHex,
  unsignedInteger,
} from "./der";
import { thrownMessage } from "../../../test-support/thrown-tool-error";

/** An element: tag, the shortest DER length, contents. */
function tlv(tag: number, ...content: number[]): Uint8Array {
  const length =
    content.length < 0x80
      ? [content.length]
      : content.length < 0x100
        ? [0x81, content.length]
        : [0x82, content.length >> 8, content.length & 0xff];
  return Uint8Array.from([tag, ...length, ...content]);
}
const root = (bytes: Uint8Array) => readRoot(bytes, "Test");
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));
const messageOf = thrownMessage;

describe("lengths and elements", () => {
  it("reads short and long lengths, and where each part starts and ends", () => {
    const short = root(tlv(0x04, 1, 2, 3));
    expect(short).toMatchObject({ tag: 0x04, offset: 0, start: 2, end: 5 });
    const long = root(tlv(0x04, ...new Array(200).fill(7)));
    expect(long).toMatchObject({ start: 3, end: 203 });
    const longer = root(tlv(0x04, ...new Array(300).fill(7)));
    expect(longer).toMatchObject({ start: 4, end: 304 });
    expect(toHex(encoding(short))).toBe("0403010203");
  });

  it("reads a length of four bytes, and refuses five", () => {
    const bytes = new Uint8Array(6 + 1);
    bytes.set([0x04, 0x84, 0, 0, 0, 1, 9]);
    expect(root(bytes)).toMatchObject({ start: 6, end: 7 });
    expect(messageOf(() => root(Uint8Array.from([0x04, 0x85, 0, 0, 0, 0, 1, 9])))).toBe(
      "Test, byte 0: a length of 5 bytes is too long",
    );
  });

  it("names the byte of each broken element", () => {
    expect(messageOf(() => readNode(Uint8Array.from([0x30, 0]), 2, 2, "Test"))).toBe(
      "Test, byte 2: the data ends where an element should start",
    );
    expect(messageOf(() => root(Uint8Array.from([0x1f, 0x81, 0x01, 0x00])))).toBe(
      "Test, byte 0: multi-byte tags are not supported",
    );
    expect(messageOf(() => root(Uint8Array.from([0x30])))).toBe(
      "Test, byte 0: the element has no length",
    );
    expect(messageOf(() => root(Uint8Array.from([0x30, 0x80, 0, 0])))).toBe(
      "Test, byte 0: indefinite length is not DER",
    );
    expect(messageOf(() => root(Uint8Array.from([0x30, 0x82, 0x01])))).toBe(
      "Test, byte 0: the length runs past the end",
    );
    expect(messageOf(() => root(Uint8Array.from([0x30, 0x05, 1, 2])))).toBe(
      "Test, byte 0: SEQUENCE of 5 bytes runs past the end of the data (2 left)",
    );
    expect(messageOf(() => root(Uint8Array.from([0xa3, 0x02, 1])))).toBe(
      "Test, byte 0: [3] of 2 bytes runs past the end of the data (1 left)",
    );
    expect(messageOf(() => root(Uint8Array.from([0x13, 0x02, 1])))).toBe(
      "Test, byte 0: tag 0x13 of 2 bytes runs past the end of the data (1 left)",
    );
    expect(messageOf(() => root(Uint8Array.from([0x05, 0x00, 0x00, 0x00])))).toBe(
      "Test, byte 2: 2 bytes follow the end of the data",
    );
  });

  it("reads an element that ends exactly at its parent's end, and one byte more is refused", () => {
    const bytes = Uint8Array.from([0x30, 0x04, 0x04, 0x02, 0xaa, 0xbb]);
    const [inner] = children(root(bytes), "Test");
    expect(inner).toMatchObject({ tag: 0x04, offset: 2, start: 4, end: 6 });
    const cut = Uint8Array.from([0x30, 0x04, 0x04, 0x03, 0xaa, 0xbb, 0xcc]);
    expect(messageOf(() => children(readNode(cut, 0, cut.length, "Test"), "Test"))).toBe(
      "Test, byte 2: OCTET STRING of 3 bytes runs past the end of the data (2 left)",
    );
    // A long-form length whose bytes are the last of the parent: the length fits, the content not.
    expect(messageOf(() => readNode(Uint8Array.from([0x04, 0x81, 0x01]), 0, 3, "Test"))).toBe(
      "Test, byte 0: OCTET STRING of 1 bytes runs past the end of the data (0 left)",
    );
  });

  it("lists the children of a SEQUENCE and a SET, and checks tags", () => {
    const set = Uint8Array.from([0x31, 0x06, 0x02, 0x01, 0x05, 0x01, 0x01, 0xff]);
    const items = sequence(root(set), "Test", TAG.set);
    expect(items.map((n) => n.tag)).toEqual([TAG.integer, TAG.boolean]);
    expect(messageOf(() => sequence(root(set), "Test"))).toBe(
      "Test, byte 0: expected SEQUENCE, found SET",
    );
    expect(messageOf(() => expectTag(undefined, TAG.oid, "Test"))).toBe(
      "Test: a OBJECT IDENTIFIER is missing",
    );
    for (const [tag, name] of [
      [TAG.boolean, "BOOLEAN"],
      [TAG.integer, "INTEGER"],
      [TAG.bitString, "BIT STRING"],
      [TAG.octetString, "OCTET STRING"],
      [TAG.null, "NULL"],
      [TAG.utcTime, "UTCTime"],
      [TAG.generalizedTime, "GeneralizedTime"],
    ] as const) {
      expect(messageOf(() => expectTag(root(tlv(0x0c)), tag, "Test"))).toBe(
        `Test, byte 0: expected ${name}, found tag 0x0c`,
      );
    }
    expect(messageOf(() => expectTag(root(tlv(0x80)), TAG.sequence, "Test"))).toBe(
      "Test, byte 0: expected SEQUENCE, found [0]",
    );
    expect(messageOf(() => expectTag(root(tlv(0x5e)), TAG.set, "Test"))).toBe(
      "Test, byte 0: expected SET, found tag 0x5e",
    );
  });
});

describe("values", () => {
  it("decodes object identifiers of each first arc and multi-byte arcs", () => {
    const oid = (...bytes: number[]) => decodeOid(root(tlv(TAG.oid, ...bytes)), "Test");
    expect(oid(0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x0b)).toBe("1.2.840.113549.1.1.11");
    expect(oid(0x55, 0x04, 0x03)).toBe("2.5.4.3");
    expect(oid(0x09, 0x92, 0x26)).toBe("0.9.2342");
    expect(oid(39)).toBe("0.39");
    expect(oid(40)).toBe("1.0");
    expect(oid(79)).toBe("1.39");
    expect(oid(80)).toBe("2.0");
    expect(oid(0x81, 0x34)).toBe("2.100");
    expect(messageOf(() => oid())).toBe("Test, byte 0: an empty OBJECT IDENTIFIER");
    expect(messageOf(() => oid(0x55, 0x84))).toBe("Test, byte 0: a truncated OBJECT IDENTIFIER");
  });

  it("reads INTEGERs without DER's sign byte, small ones as numbers", () => {
    const int = (...bytes: number[]) => root(tlv(TAG.integer, ...bytes));
    expect(toHex(unsignedInteger(int(0x00, 0x80, 0x01), "Test"))).toBe("8001");
    expect(toHex(unsignedInteger(int(0x00), "Test"))).toBe("00");
    expect(toHex(unsignedInteger(int(0x00, 0x00), "Test"))).toBe("00");
    expect(messageOf(() => unsignedInteger(int(), "Test"))).toBe("Test, byte 0: an empty INTEGER");
    expect(smallInteger(int(0x01, 0x00, 0x01), "Test")).toBe(65537);
    expect(smallInteger(int(0x01, 0x02, 0x03, 0x04, 0x05, 0x06), "Test")).toBe(0x010203040506);
    expect(messageOf(() => smallInteger(int(1, 2, 3, 4, 5, 6, 7), "Test"))).toBe(
      "Test, byte 0: the INTEGER is too large",
    );
  });

  it("counts significant bits", () => {
    expect(bitLength(Uint8Array.from([]))).toBe(0);
    expect(bitLength(Uint8Array.from([0, 0]))).toBe(0);
    expect(bitLength(Uint8Array.from([0, 1]))).toBe(1);
    expect(bitLength(Uint8Array.from([0x80, 0]))).toBe(16);
    expect(bitLength(Uint8Array.from([0, 0x7f, 0]))).toBe(15);
  });

  it("reads BIT STRINGs and refuses a count of unused bits above 7", () => {
    const bits = (...bytes: number[]) => bitString(root(tlv(TAG.bitString, ...bytes)), "Test");
    expect(bits(0x07, 0x80)).toEqual({ data: Uint8Array.from([0x80]), unusedBits: 7 });
    expect(bits(0x00)).toEqual({ data: Uint8Array.from([]), unusedBits: 0 });
    expect(messageOf(() => bits(0x08, 0x80))).toBe("Test, byte 0: a malformed BIT STRING");
    expect(messageOf(() => bits())).toBe("Test, byte 0: a malformed BIT STRING");
  });

  it("decodes UTF-8, BMP and Universal strings, ignoring a trailing odd byte", () => {
    expect(decodeString(root(tlv(0x0c, 0xc3, 0xa9, 0x74, 0xc3, 0xa9)))).toBe("été");
    expect(decodeString(root(tlv(0x13, ...ascii("Org"))))).toBe("Org");
    expect(decodeString(root(tlv(0x1e, 0x00, 0x41, 0x4e, 0x2d, 0x00)))).toBe("A中");
    expect(decodeString(root(tlv(0x1e, 0x01, 0x00)))).toBe("Ā");
    expect(
      decodeString(root(tlv(0x1c, 0x00, 0x01, 0xf6, 0x00, 0x00, 0x00, 0x00, 0x41, 0x00, 0x00))),
    ).toBe("😀A");
    expect(decodeString(root(tlv(0x1c, 0x00, 0x00, 0x01, 0x00)))).toBe("Ā");
  });

  it("reads UTCTime with RFC 5280's century rule and GeneralizedTime", () => {
    const time = (tag: number, text: string) => decodeTime(root(tlv(tag, ...ascii(text))), "Test");
    expect(time(TAG.utcTime, "491231235959Z")).toBe(Date.UTC(2049, 11, 31, 23, 59, 59));
    expect(time(TAG.utcTime, "500101000000Z")).toBe(Date.UTC(1950, 0, 1, 0, 0, 0));
    expect(time(TAG.utcTime, "991231120102Z")).toBe(Date.UTC(1999, 11, 31, 12, 1, 2));
    expect(time(TAG.generalizedTime, "20501231235958Z")).toBe(Date.UTC(2050, 11, 31, 23, 59, 58));
    expect(time(TAG.generalizedTime, "19700102030405Z")).toBe(Date.UTC(1970, 0, 2, 3, 4, 5));
    for (const bad of [
      "X91231235959Z",
      "4912312359Z",
      "491231235959",
      "1491231235959Z",
      "491231235959Z0",
    ]) {
      expect(
        messageOf(() => time(TAG.utcTime, bad)),
        bad,
      ).toBe(`Test, byte 0: "${bad.slice(0, 20)}" is not a valid time`);
    }
    for (const bad of [
      "2050123123595Z",
      "2050123123595xZ",
      "x20501231235959Z",
      "20501231235959Zx",
      "205a1231235959Z",
      "20501a31235959Z",
      "2050123a235959Z",
      "205012312a5959Z",
      "20501231235a59Z",
      "2050123123595aZ",
      "205-1231235959Z",
    ]) {
      expect(
        messageOf(() => time(TAG.generalizedTime, bad)),
        bad,
      ).toBe(`Test, byte 0: "${bad.slice(0, 20)}" is not a valid time`);
    }
    for (const bad of [
      "4a1231235959Z",
      "49a231235959Z",
      "4912a1235959Z",
      "491231a35959Z",
      "4912312359a9Z",
      "49123123595aZ",
    ]) {
      expect(
        messageOf(() => time(TAG.utcTime, bad)),
        bad,
      ).toBe(`Test, byte 0: "${bad}" is not a valid time`);
    }
    expect(messageOf(() => time(TAG.generalizedTime, "2050123123595912345Z"))).toBe(
      'Test, byte 0: "2050123123595912345Z" is not a valid time',
    );
    expect(messageOf(() => time(TAG.generalizedTime, "20501231235959123456Z"))).toBe(
      'Test, byte 0: "20501231235959123456" is not a valid time',
    );
    expect(messageOf(() => time(TAG.octetString, "491231235959Z"))).toBe(
      "Test, byte 0: expected a UTCTime or GeneralizedTime, found OCTET STRING",
    );
  });
});

describe("string types", () => {
  it("knows X.509's string tags from the others", () => {
    const strings = [0x0c, 0x12, 0x13, 0x14, 0x16, 0x1a, 0x1c, 0x1e];
    expect(strings.filter(isStringTag)).toEqual(strings);
    expect([0x01, 0x02, 0x04, 0x05, 0x06, 0x17, 0x30, 0x31, 0x80].filter(isStringTag)).toEqual([]);
  });
});
