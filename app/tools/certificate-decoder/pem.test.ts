// PEM blocks (RFC 7468) and bare Base64 on hand-made text: which labels are read, how lines,
// padding and stray characters are told apart, and which files are binary DER.
import { NOTHING_FOUND_MESSAGE, base64Lines, fileAsInputText, findBlocks } from "./pem";
import { thrownMessage } from "../../../test-support/thrown-tool-error";

// "MAMCAQE=" is the DER of SEQUENCE { INTEGER 1 }.
const BODY = "MAMCAQE=";
const block = (label: string, body = BODY) =>
  `-----BEGIN ${label}-----\n${body}\n-----END ${label}-----`;
const messageOf = (text: string) => thrownMessage(() => findBlocks(text));

describe("PEM blocks", () => {
  it("reads every certificate, request and PKCS#7 label, and skips others by name", () => {
    const labels = [
      "CERTIFICATE",
      "X509 CERTIFICATE",
      "TRUSTED CERTIFICATE",
      "CERTIFICATE REQUEST",
      "NEW CERTIFICATE REQUEST",
      "PKCS7",
      "CMS",
    ];
    const text = [...labels.map((label) => block(label)), block("PRIVATE KEY")].join("\n");
    const { blocks, skipped } = findBlocks(text);
    expect(blocks.map((b) => b.label)).toEqual(labels);
    expect(blocks.map((b) => b.line)).toEqual([1, 4, 7, 10, 13, 16, 19]);
    expect(Array.from(blocks[0].der)).toEqual([0x30, 0x03, 0x02, 0x01, 0x01]);
    expect(skipped).toEqual([{ label: "PRIVATE KEY", line: 22 }]);
  });

  it("numbers blocks counting the skipped ones, also in a broken block's message", () => {
    const text = [block("CERTIFICATE"), block("EC PRIVATE KEY"), block("CERTIFICATE")].join("\n");
    expect(findBlocks(text).blocks.map((b) => b.number)).toEqual([1, 3]);
    const broken = [block("CERTIFICATE"), block("EC PRIVATE KEY"), block("CERTIFICATE", "MA*C")];
    expect(messageOf(broken.join("\n"))).toBe(
      'PEM block 3 (CERTIFICATE), line 8, column 3: "*" is not a Base64 character',
    );
  });

  it("accepts indented BEGIN and END lines, CRLF and blank lines after the padding", () => {
    const text = `  -----BEGIN CERTIFICATE-----  \r\n MAMC\r\nAQE=\r\n\r\n\t-----END CERTIFICATE----- \r\n`;
    const { blocks } = findBlocks(text);
    expect(blocks).toHaveLength(1);
    expect(Array.from(blocks[0].der)).toEqual([0x30, 0x03, 0x02, 0x01, 0x01]);
  });

  it("does not take a BEGIN inside other text for a block", () => {
    expect(messageOf(`x-----BEGIN CERTIFICATE-----\n${BODY}\n-----END CERTIFICATE-----`)).toBe(
      NOTHING_FOUND_MESSAGE,
    );
    expect(messageOf(`-----BEGIN CERTIFICATE-----x\n${BODY}\n-----END CERTIFICATE-----`)).toBe(
      NOTHING_FOUND_MESSAGE,
    );
  });

  it("says which BEGIN has no END, also when another block starts first", () => {
    expect(messageOf(`-----BEGIN CERTIFICATE-----\n${BODY}\n${block("CERTIFICATE")}`)).toBe(
      "Line 1: -----BEGIN CERTIFICATE----- has no -----END CERTIFICATE----- after it",
    );
    expect(messageOf(`-----BEGIN CERTIFICATE-----\n${BODY}\n-----END PKCS7-----`)).toBe(
      "Line 1: -----BEGIN CERTIFICATE----- has no -----END CERTIFICATE----- after it",
    );
    expect(messageOf(`-----BEGIN CERTIFICATE-----\n${BODY}\n-----END CERTIFICATE-----x`)).toBe(
      "Line 1: -----BEGIN CERTIFICATE----- has no -----END CERTIFICATE----- after it",
    );
  });

  it("names the line and column of a stray character, padding in the middle included", () => {
    expect(messageOf(block("CERTIFICATE", "*AMCAQE="))).toBe(
      'PEM block 1 (CERTIFICATE), line 2, column 1: "*" is not a Base64 character',
    );
    expect(messageOf(block("CERTIFICATE", "MA=MCAQE"))).toBe(
      'PEM block 1 (CERTIFICATE), line 2, column 3: "=" is not a Base64 character',
    );
    expect(messageOf(block("CERTIFICATE", "MAMC😀"))).toBe(
      'PEM block 1 (CERTIFICATE), line 2, column 5: "😀" is not a Base64 character',
    );
    expect(messageOf(block("CERTIFICATE", "MAMCAQ==\nAAAA"))).toBe(
      'PEM block 1 (CERTIFICATE), line 3: the Base64 goes on after its "=" padding',
    );
  });

  it("says when a block is empty or its Base64 cut short", () => {
    expect(messageOf(`\n${block("CERTIFICATE", "")}`)).toBe(
      "PEM block 1 (CERTIFICATE), line 2: the block is empty",
    );
    expect(messageOf(block("CERTIFICATE", "MAMCA"))).toBe(
      "PEM block 1 (CERTIFICATE): the Base64 is cut short (5 characters)",
    );
  });
});

describe("bare Base64", () => {
  it("reads Base64 over several lines as one DER structure without a label", () => {
    expect(findBlocks(" MAMC\n AQE= \n")).toEqual({
      blocks: [{ number: 1, label: "", line: 1, der: Uint8Array.from([0x30, 3, 2, 1, 1]) }],
      skipped: [],
    });
  });

  it("finds nothing in blank text, and says so for text that is not Base64 DER", () => {
    expect(findBlocks(" \n\t")).toEqual({ blocks: [], skipped: [] });
    expect(findBlocks("")).toEqual({ blocks: [], skipped: [] });
    expect(messageOf("*MAMCAQE=")).toBe(NOTHING_FOUND_MESSAGE);
    expect(messageOf("QUFB")).toBe(NOTHING_FOUND_MESSAGE);
    expect(NOTHING_FOUND_MESSAGE).toBe(
      "No certificate found: paste a PEM block (-----BEGIN CERTIFICATE-----) or Base64 DER, or open a .crt, .cer, .pem, .der, .csr or .p7b file",
    );
  });

  it("ignores padding alone, and refuses padding with more after it", () => {
    expect(messageOf("====")).toBe(NOTHING_FOUND_MESSAGE);
    expect(messageOf("MA=MCAQE")).toBe(
      'The Base64 input: the Base64 goes on after its "=" padding',
    );
  });
});

describe("files", () => {
  const label = () => "CERTIFICATE";
  const asText = (bytes: number[]) => fileAsInputText(Uint8Array.from(bytes), label);

  it("writes PEM lines of 64 characters, with no empty line after a full one", () => {
    expect(base64Lines(new Uint8Array(48))).toBe("A".repeat(64));
    expect(base64Lines(new Uint8Array(49))).toBe(`${"A".repeat(64)}\nAA==`);
  });

  it("turns binary DER into a PEM block and keeps text as it is", () => {
    expect(asText([0x30, 0x82])).toBe(
      "-----BEGIN CERTIFICATE-----\nMII=\n-----END CERTIFICATE-----\n",
    );
    expect(asText([0x30, 0xc3])).toBe(
      "-----BEGIN CERTIFICATE-----\nMMM=\n-----END CERTIFICATE-----\n",
    );
    expect(asText([0x01, 0x41])).toBe(
      "-----BEGIN CERTIFICATE-----\nAUE=\n-----END CERTIFICATE-----\n",
    );
    expect(asText([0x41, 0x7f])).toBe(
      "-----BEGIN CERTIFICATE-----\nQX8=\n-----END CERTIFICATE-----\n",
    );
    expect(asText([0x41, 0xbf])).toBe(
      "-----BEGIN CERTIFICATE-----\nQb8=\n-----END CERTIFICATE-----\n",
    );
    expect(asText([0x30, 0x41, 9, 10, 13, 32, 126])).toBe("0A\t\n\r ~");
    expect(asText([0x41, 0xc3, 0xa9].slice(0, 2))).toBe("A\ufffd");
    expect(asText([0x30])).toBe("0");
    expect(asText([0x41, 0xc0, 0x80].slice(0, 2))).toBe("A\ufffd");
  });
});
