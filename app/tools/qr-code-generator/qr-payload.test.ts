import fc from "fast-check";
import { thrownMessage } from "../../../test-support/thrown-tool-error";
import {
  CONTACT_NAME_MESSAGE,
  EMPTY_PRESET_INPUTS,
  PHONE_NUMBER_MESSAGE,
  type PresetInputs,
  QR_PRESETS,
  URL_SPACE_MESSAGE,
  type VCardFields,
  WIFI_PASSWORD_MESSAGE,
  type WifiFields,
  buildPayload,
  emailAddressMessage,
  emailPayload,
  escapeVCardText,
  escapeWifiValue,
  phonePayload,
  urlPayload,
  vCardPayload,
  wifiPayload,
} from "./qr-payload";

const wifi = (fields: Partial<WifiFields>) =>
  wifiPayload({ ...EMPTY_PRESET_INPUTS.wifi, ...fields });
const vCard = (fields: Partial<VCardFields>) =>
  vCardPayload({ ...EMPTY_PRESET_INPUTS.vcard, ...fields });

/** Undoes the Wi-Fi escaping, as a reader does: a backslash keeps the next character. */
const unescapeWifi = (value: string) => value.replace(/\\(.)/gs, "$1");

describe("the presets", () => {
  it("offer text, URL, Wi-Fi, e-mail, phone and vCard, text first", () => {
    expect(QR_PRESETS.map((preset) => preset.label)).toEqual([
      "Text",
      "URL",
      "Wi-Fi",
      "E-mail",
      "Phone",
      "Contact (vCard)",
    ]);
  });

  it("encode nothing while every form is empty", () => {
    for (const { value } of QR_PRESETS) expect(buildPayload(value, EMPTY_PRESET_INPUTS)).toBe("");
  });

  it("encode the text preset exactly as typed, spaces and line breaks included", () => {
    const inputs: PresetInputs = { ...EMPTY_PRESET_INPUTS, text: "  two\r\nlines " };
    expect(buildPayload("text", inputs)).toBe("  two\r\nlines ");
  });

  it("build each preset from its own form", () => {
    const inputs: PresetInputs = { ...EMPTY_PRESET_INPUTS, url: "example.com", phone: "555 0100" };
    expect(buildPayload("url", inputs)).toBe("https://example.com");
    expect(buildPayload("phone", inputs)).toBe("tel:5550100");
  });
});

describe("URL", () => {
  it("keeps a full URL as typed, without surrounding spaces", () => {
    expect(urlPayload("  https://example.com/a?b=c#d ")).toBe("https://example.com/a?b=c#d");
  });

  it("adds https:// when no scheme is given", () => {
    expect(urlPayload("example.com/path")).toBe("https://example.com/path");
  });

  it("treats host:port as a host, not a scheme", () => {
    expect(urlPayload("localhost:3000/x")).toBe("https://localhost:3000/x");
  });

  it("keeps other schemes", () => {
    expect(urlPayload("ftp://files.example.com")).toBe("ftp://files.example.com");
    expect(urlPayload("geo:48.8584,2.2945")).toBe("geo:48.8584,2.2945");
  });

  it("refuses spaces inside the link", () => {
    expect(thrownMessage(() => urlPayload("example.com/my page"))).toBe(URL_SPACE_MESSAGE);
  });
});

describe("Wi-Fi", () => {
  it("builds the WIFI: payload for a WPA network", () => {
    expect(wifi({ ssid: "Home", password: "s3cret!!" })).toBe(
      "WIFI:T:WPA;S:Home;P:s3cret!!;H:false;;",
    );
  });

  it("marks a hidden network and WEP security", () => {
    expect(wifi({ ssid: "Lab", password: "abcde", security: "WEP", hidden: true })).toBe(
      "WIFI:T:WEP;S:Lab;P:abcde;H:true;;",
    );
  });

  it("leaves the password empty for an open network, whatever was typed", () => {
    expect(wifi({ ssid: "Cafe", password: "ignored", security: "nopass" })).toBe(
      "WIFI:T:nopass;S:Cafe;P:;H:false;;",
    );
  });

  it('escapes \\ ; , : and " in the network name and password', () => {
    expect(escapeWifiValue('a\\b;c,d:e"f')).toBe('a\\\\b\\;c\\,d\\:e\\"f');
    expect(wifi({ ssid: "My;Net", password: 'p:a,s"s\\' })).toBe(
      'WIFI:T:WPA;S:My\\;Net;P:p\\:a\\,s\\"s\\\\;H:false;;',
    );
  });

  it("keeps spaces and non-ASCII characters in the network name", () => {
    expect(wifi({ ssid: " Café 5G ", password: "12345678" })).toBe(
      "WIFI:T:WPA;S: Café 5G ;P:12345678;H:false;;",
    );
  });

  it("escaping is undone exactly by a reader, for any name", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), (value) => {
        expect(unescapeWifi(escapeWifiValue(value))).toBe(value);
      }),
    );
  });

  it("encodes nothing until the network has a name", () => {
    expect(wifi({ password: "12345678" })).toBe("");
  });

  it("asks for the password of a protected network", () => {
    expect(thrownMessage(() => wifi({ ssid: "Home" }))).toBe(WIFI_PASSWORD_MESSAGE);
  });
});

describe("E-mail", () => {
  it("builds a mailto: link with percent-encoded subject and body", () => {
    expect(emailPayload({ to: "ann@example.com", subject: "Hi & bye", body: "50% off?" })).toBe(
      "mailto:ann@example.com?subject=Hi%20%26%20bye&body=50%25%20off%3F",
    );
  });

  it("writes line breaks in the body as CRLF (%0D%0A)", () => {
    expect(emailPayload({ to: "a@b.c", subject: "", body: "one\ntwo\r\nthree" })).toBe(
      "mailto:a@b.c?body=one%0D%0Atwo%0D%0Athree",
    );
  });

  it("encodes non-ASCII text as UTF-8 percent escapes", () => {
    expect(emailPayload({ to: "a@b.c", subject: "Café ☕", body: "" })).toBe(
      "mailto:a@b.c?subject=Caf%C3%A9%20%E2%98%95",
    );
  });

  it("leaves out empty fields", () => {
    expect(emailPayload({ to: "a@b.c", subject: "", body: "" })).toBe("mailto:a@b.c");
    expect(emailPayload({ to: "", subject: "Feedback", body: "" })).toBe(
      "mailto:?subject=Feedback",
    );
  });

  it("accepts several addresses separated by commas", () => {
    expect(emailPayload({ to: "a@b.c, d+tag@e.f", subject: "", body: "" })).toBe(
      "mailto:a@b.c,d%2Btag@e.f",
    );
  });

  it("refuses something that is not an address", () => {
    expect(thrownMessage(() => emailPayload({ to: "ann at example", subject: "", body: "" }))).toBe(
      emailAddressMessage("ann at example"),
    );
  });

  it("the subject and body come back exactly when the link is decoded", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "grapheme" }),
        fc.string({ unit: "grapheme" }),
        (subject, body) => {
          const link = new URL(emailPayload({ to: "a@b.c", subject, body }) || "mailto:a@b.c");
          const params = new URLSearchParams(link.search);
          expect(params.get("subject") ?? "").toBe(subject);
          expect(params.get("body") ?? "").toBe(body.replace(/\r\n|\r|\n/g, "\r\n"));
        },
      ),
    );
  });
});

describe("Phone", () => {
  it("builds a tel: link, dropping visual separators", () => {
    expect(phonePayload("+1 (555) 010-0199")).toBe("tel:+15550100199");
    expect(phonePayload("01.23.45.67.89")).toBe("tel:0123456789");
  });

  it.each(["555-CALL", "++1 555", "1+555", "#31#", "()"])("refuses %j", (number) => {
    expect(thrownMessage(() => phonePayload(number))).toBe(PHONE_NUMBER_MESSAGE);
  });
});

describe("vCard", () => {
  it("builds a vCard 3.0 with CRLF line ends", () => {
    expect(
      vCard({
        firstName: "Ada",
        lastName: "Lovelace",
        organization: "Analytical Engines",
        jobTitle: "Programmer",
        phone: "+44 20 7946 0000",
        email: "ada@example.com",
        website: "https://example.com/ada",
        street: "12 St James's Square",
        city: "London",
        postalCode: "SW1Y 4JH",
        country: "United Kingdom",
      }),
    ).toBe(
      [
        "BEGIN:VCARD",
        "VERSION:3.0",
        "N:Lovelace;Ada;;;",
        "FN:Ada Lovelace",
        "ORG:Analytical Engines",
        "TITLE:Programmer",
        "TEL:+44 20 7946 0000",
        "EMAIL:ada@example.com",
        "URL:https://example.com/ada",
        "ADR:;;12 St James's Square;London;;SW1Y 4JH;United Kingdom",
        "END:VCARD",
        "",
      ].join("\r\n"),
    );
  });

  it("leaves out empty properties", () => {
    expect(vCard({ firstName: "Ann" })).toBe(
      "BEGIN:VCARD\r\nVERSION:3.0\r\nN:;Ann;;;\r\nFN:Ann\r\nEND:VCARD\r\n",
    );
  });

  it("escapes backslash, comma, semicolon and line breaks in text values", () => {
    expect(escapeVCardText("a\\b,c;d\ne\r\nf")).toBe("a\\\\b\\,c\\;d\\ne\\nf");
    expect(vCard({ lastName: "Doe; Jr.", organization: "Smith, Jones & Co" })).toContain(
      "N:Doe\\; Jr.;;;;\r\nFN:Doe\\; Jr.\r\n",
    );
  });

  it("escapes the formatted name too", () => {
    expect(vCard({ organization: "Smith, Jones & Co" })).toContain("FN:Smith\\, Jones & Co\r\n");
  });

  it("keeps commas in the website, which is a URI and not text", () => {
    expect(vCard({ firstName: "A", website: "https://e.com/a,b" })).toContain(
      "URL:https://e.com/a,b\r\n",
    );
  });

  it("names a company card after the organization", () => {
    expect(vCard({ organization: "ACME" })).toContain("N:;;;;\r\nFN:ACME\r\nORG:ACME\r\n");
  });

  it("asks for a name or an organization", () => {
    expect(thrownMessage(() => vCard({ phone: "555" }))).toBe(CONTACT_NAME_MESSAGE);
  });
});
