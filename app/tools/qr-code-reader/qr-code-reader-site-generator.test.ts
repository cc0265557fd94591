// The reader against this site's own QR Code Generator: the pixels its PNG is made of (qrPixels, at
// the page's default size, margin and colours) are read back to the exact text at every level, and
// its Wi-Fi, vCard, link, e-mail and phone payloads are parsed back to the fields it was given.
import {
  DEFAULT_MARGIN,
  DEFAULT_SIZE,
  EMPTY_PRESET_INPUTS,
  type ErrorCorrectionLevel,
  type PresetInputs,
  type QrPreset,
  buildPayload,
  encodeQr,
  qrPixels,
} from "../../../test-support/qr-code-generator/site-generator";
import { readQrCodeReaderJob } from "./qr-code-reader-job";
import { readWithZxing } from "./zxing-reader";
import { READER_WASM } from "../../../test-support/qr-code-reader/reader-fixtures";

const BLACK = { r: 0, g: 0, b: 0 };
const WHITE = { r: 255, g: 255, b: 255 };

/** What the generator's PNG holds for `text`, read by the reader. */
async function readGenerated(text: string, level: ErrorCorrectionLevel = "M") {
  const matrix = encodeQr(text, level);
  const options = {
    size: DEFAULT_SIZE,
    margin: DEFAULT_MARGIN,
    foreground: BLACK,
    background: WHITE,
  };
  const image = { data: qrPixels(matrix, options), width: DEFAULT_SIZE, height: DEFAULT_SIZE };
  const { codes } = await readQrCodeReaderJob(
    { name: "qr-code.png", image },
    {
      decodePicture: () => Promise.reject(new Error("no files here")),
      readCodes: (pixels) => readWithZxing(pixels, READER_WASM),
    },
  );
  expect(codes).toHaveLength(1);
  return codes[0];
}

function generatedPayload<P extends QrPreset>(preset: P, fields: PresetInputs[P]): string {
  return buildPayload(preset, { ...EMPTY_PRESET_INPUTS, [preset]: fields });
}

describe("the QR Code Generator's codes", () => {
  it.each(["L", "M", "Q", "H"] as const)(
    "are read back exactly at level %s, with the level",
    async (level) => {
      const text = `Level ${level}: Grüße, 日本語 ✓ 😀\nsecond line\ttab`;
      const code = await readGenerated(text, level);
      expect([code.kind, code.text, code.errorCorrection]).toEqual(["QR Code", text, level]);
    },
  );

  it("give back a Wi-Fi network's fields, escapes and all", async () => {
    const wifi = {
      ssid: 'Café; "Guest", 1:2 \\ net',
      password: 'p@ss;word,"quoted":\\',
      security: "WPA" as const,
      hidden: true,
    };
    const code = await readGenerated(generatedPayload("wifi", wifi));
    expect(code.payload).toEqual({ kind: "wifi", wifi });
    expect(code.fields).toEqual([
      { label: "Network name (SSID)", value: wifi.ssid },
      { label: "Security", value: "WPA/WPA2/WPA3" },
      { label: "Password", value: wifi.password },
      { label: "Hidden network", value: "Yes" },
    ]);
  });

  it("give back an open Wi-Fi network without a password", async () => {
    const wifi = { ssid: "Open Cafe", password: "", security: "nopass" as const, hidden: false };
    const code = await readGenerated(generatedPayload("wifi", wifi));
    expect(code.payload).toEqual({ kind: "wifi", wifi });
  });

  it("give back a vCard's every field", async () => {
    const vcard = {
      firstName: "Zoë",
      lastName: "O'Brien-Müller",
      organization: "Acme; Research, Inc.",
      jobTitle: "Head of R&D",
      phone: "+1 555 123 4567",
      email: "zoe@example.com",
      website: "https://example.com/a,b;c",
      street: "1 Main St, Apt 2",
      city: "Springfield",
      region: "IL",
      postalCode: "62701",
      country: "USA",
    };
    const { payload } = await readGenerated(generatedPayload("vcard", vcard));
    if (payload.kind !== "contact") throw new Error(`read as ${payload.kind}`);
    const { contact } = payload;
    expect({
      firstName: contact.firstName,
      lastName: contact.lastName,
      organization: contact.organization,
      jobTitle: contact.title,
      phone: contact.phones[0].value,
      email: contact.emails[0].value,
      website: contact.urls[0],
      street: contact.addresses[0].street,
      city: contact.addresses[0].city,
      region: contact.addresses[0].region,
      postalCode: contact.addresses[0].postalCode,
      country: contact.addresses[0].country,
    }).toEqual(vcard);
    expect(contact.formattedName).toBe("Zoë O'Brien-Müller");
  });

  it("give back a link, an e-mail and a phone number", async () => {
    const link = await readGenerated(generatedPayload("url", "example.com/path?q=1"));
    expect(link.payload).toEqual({ kind: "url", url: "https://example.com/path?q=1" });
    const email = await readGenerated(
      generatedPayload("email", {
        to: "a@example.com, b@example.com",
        subject: "Hello & welcome",
        body: "Line one\nLine two: 100% sure",
      }),
    );
    expect(email.payload).toEqual({
      kind: "email",
      email: {
        to: ["a@example.com", "b@example.com"],
        subject: "Hello & welcome",
        body: "Line one\nLine two: 100% sure",
      },
    });
    const phone = await readGenerated(generatedPayload("phone", "+1 (555) 123-4567"));
    expect(phone.payload).toEqual({ kind: "phone", number: "+15551234567" });
  });
});
