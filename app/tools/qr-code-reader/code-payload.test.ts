import {
  type CodePayload,
  PAYLOAD_TITLE,
  isWebLink,
  parseMailto,
  parsePayload,
  parseWifi,
  payloadFields,
  unescapeWifiValue,
} from "./code-payload";

describe("unescapeWifiValue", () => {
  it("makes the character after each backslash literal", () => {
    expect(unescapeWifiValue('a\\;b\\,c\\:d\\"e\\\\f')).toBe('a;b,c:d"e\\f');
    expect(unescapeWifiValue("\\x")).toBe("x");
  });

  it("keeps a backslash that ends the value", () => {
    expect(unescapeWifiValue("end\\")).toBe("end\\");
    expect(unescapeWifiValue("\\")).toBe("\\");
  });

  it("drops unescaped double quotes around the whole value", () => {
    expect(unescapeWifiValue('"My Net"')).toBe("My Net");
    expect(unescapeWifiValue('""')).toBe("");
  });

  it("keeps quotes that do not wrap the whole value, or are escaped", () => {
    expect(unescapeWifiValue('"')).toBe('"');
    expect(unescapeWifiValue('"open')).toBe('"open');
    expect(unescapeWifiValue('close"')).toBe('close"');
    expect(unescapeWifiValue('a"b"c')).toBe('a"b"c');
    expect(unescapeWifiValue('\\"quoted\\"')).toBe('"quoted"');
    expect(unescapeWifiValue('"quoted\\"')).toBe('"quoted"');
    expect(unescapeWifiValue('\\"quoted"')).toBe('"quoted"');
  });
});

describe("parseWifi", () => {
  it("reads the name, security, password and hidden flag in any order", () => {
    expect(parseWifi("WIFI:S:Home;T:WPA;P:secret;H:true;;")).toEqual({
      ssid: "Home",
      security: "WPA",
      password: "secret",
      hidden: true,
    });
    expect(parseWifi("WIFI:H:false;P:pw;T:WEP;S:Cafe;;")).toEqual({
      ssid: "Cafe",
      security: "WEP",
      password: "pw",
      hidden: false,
    });
  });

  it("reads field names in any case, and a hidden flag in any case", () => {
    expect(parseWifi("wifi:s:Home;t:SAE;p:pw;h:TRUE;;")).toEqual({
      ssid: "Home",
      security: "SAE",
      password: "pw",
      hidden: true,
    });
  });

  it("takes an open network when the security is missing or empty", () => {
    expect(parseWifi("WIFI:S:Open;;")).toEqual({
      ssid: "Open",
      security: "nopass",
      password: "",
      hidden: false,
    });
    expect(parseWifi("WIFI:T:;S:Open;;").security).toBe("nopass");
  });

  it("splits only at unescaped semicolons and keeps the first colon as the separator", () => {
    expect(parseWifi("WIFI:S:a\\;b;P:x:y\\;z;;")).toEqual({
      ssid: "a;b",
      security: "nopass",
      password: "x:y;z",
      hidden: false,
    });
  });

  it("leaves the name empty when the code gives none", () => {
    expect(parseWifi("WIFI:T:WPA;P:pw;;").ssid).toBe("");
  });

  it("skips a field without a colon even when it starts like a known one", () => {
    expect(parseWifi("WIFI:S:Home;Pw;SX;;")).toEqual({
      ssid: "Home",
      security: "nopass",
      password: "",
      hidden: false,
    });
  });

  it("skips fields it does not know and text without a colon", () => {
    expect(parseWifi("WIFI:S:Corp;T:WPA2-EAP;E:PEAP;I:alice;junk;P:pw;;")).toEqual({
      ssid: "Corp",
      security: "WPA2-EAP",
      password: "pw",
      hidden: false,
    });
  });
});

describe("isWebLink", () => {
  it("accepts http and https links with a host, in any case", () => {
    expect(isWebLink("https://example.com")).toBe(true);
    expect(isWebLink("http://example.com/a?b=c#d")).toBe(true);
    expect(isWebLink("HTTPS://EXAMPLE.COM/")).toBe(true);
  });

  it("refuses other schemes, spaces, a missing host and text before the scheme", () => {
    expect(isWebLink("javascript:alert(1)")).toBe(false);
    expect(isWebLink("ftp://example.com")).toBe(false);
    expect(isWebLink("https://exa mple.com")).toBe(false);
    expect(isWebLink("https://example.com/a b")).toBe(false);
    expect(isWebLink("https://example.com/\n")).toBe(false);
    expect(isWebLink("https:///path")).toBe(false);
    expect(isWebLink("https://")).toBe(false);
    expect(isWebLink("see https://example.com")).toBe(false);
    expect(isWebLink("httpss://example.com")).toBe(false);
  });

  it("refuses what the URL parser refuses", () => {
    expect(isWebLink("https://exa[mple.com")).toBe(false);
    expect(isWebLink("http://[::1")).toBe(false);
  });
});

describe("parseMailto", () => {
  it("reads the addresses, subject and body, decoded", () => {
    expect(
      parseMailto("mailto:a@example.com,b%40example.com?subject=Hi%20there&body=Line%0D%0ATwo"),
    ).toEqual({ to: ["a@example.com", "b@example.com"], subject: "Hi there", body: "Line\nTwo" });
  });

  it("reads + as a space, keys in any case, and extra recipients in to=", () => {
    expect(parseMailto("mailto:?SUBJECT=a+b&Body=c&to=x@y,z@w&cc=ignored@x")).toEqual({
      to: ["x@y", "z@w"],
      subject: "a b",
      body: "c",
    });
  });

  it("keeps text that is not valid percent-encoding as it is", () => {
    expect(parseMailto("mailto:a@b?subject=100%&body=%E0%A4%A")).toEqual({
      to: ["a@b"],
      subject: "100%",
      body: "%E0%A4%A",
    });
  });

  it("takes a megabyte of recipients without overflowing the call stack", () => {
    const addresses = Array.from({ length: 200_000 }, (_, i) => `u${i}@x`);
    const { to } = parseMailto(`mailto:?to=${addresses.join(",")}`);
    expect(to).toHaveLength(200_000);
    expect(to.at(-1)).toBe("u199999@x");
  });

  it("reads text without a question mark as addresses only", () => {
    expect(parseMailto("mailto:subject=hi")).toEqual({ to: ["subject=hi"], subject: "", body: "" });
  });

  it("skips a key without an equals sign even when it starts like a known one", () => {
    expect(parseMailto("mailto:a@b?subject=hi&subjectX&bodyY")).toEqual({
      to: ["a@b"],
      subject: "hi",
      body: "",
    });
  });

  it("skips empty recipients in to=", () => {
    expect(parseMailto("mailto:?to=x@y,,z@w,").to).toEqual(["x@y", "z@w"]);
  });

  it("reads an address alone, and a key without a value as empty", () => {
    expect(parseMailto("mailto:a@b")).toEqual({ to: ["a@b"], subject: "", body: "" });
    expect(parseMailto("mailto:a@b?subject")).toEqual({ to: ["a@b"], subject: "", body: "" });
  });
});

describe("parsePayload", () => {
  it("recognises Wi-Fi, vCard, MECARD, e-mail, phone and links by their prefix in any case", () => {
    expect(parsePayload("wifi:S:x;;").kind).toBe("wifi");
    expect(parsePayload("begin:vcard\nFN:A\nend:vcard")).toMatchObject({
      kind: "contact",
      format: "vCard",
    });
    expect(parsePayload("mecard:N:A;;")).toMatchObject({ kind: "contact", format: "MECARD" });
    expect(parsePayload("MAILTO:a@b").kind).toBe("email");
    expect(parsePayload("TEL:+15551234")).toEqual({ kind: "phone", number: "+15551234" });
    expect(parsePayload("tel:123")).toEqual({ kind: "phone", number: "123" });
    expect(parsePayload("https://example.com")).toEqual({
      kind: "url",
      url: "https://example.com",
    });
  });

  it("ignores spaces and line breaks around the payload", () => {
    expect(parsePayload("  https://example.com/\n")).toEqual({
      kind: "url",
      url: "https://example.com/",
    });
    expect(parsePayload("\nWIFI:S:x;;  ")).toMatchObject({ kind: "wifi", wifi: { ssid: "x" } });
    expect(parsePayload(" MECARD:N:Doe,Jo;;")).toMatchObject({
      contact: { firstName: "Jo", lastName: "Doe" },
    });
    expect(parsePayload(" mailto:a@b ")).toMatchObject({ email: { to: ["a@b"] } });
    expect(parsePayload(" tel:123 ")).toEqual({ kind: "phone", number: "123" });
    expect(parsePayload(" BEGIN:VCARD\nFN:A\nEND:VCARD")).toMatchObject({
      contact: { formattedName: "A" },
    });
  });

  it("shows anything else as text: other schemes, prefixes inside the text, empty text", () => {
    for (const text of [
      "",
      "hello",
      "javascript:alert(1)",
      "geo:48.85,2.29",
      "see WIFI:S:x;;",
      "WIFI",
      "TEL",
      "www.example.com",
    ])
      expect(parsePayload(text)).toEqual({ kind: "text" });
  });
});

describe("payloadFields", () => {
  it("labels a Wi-Fi network, the security in words and the password only when there is one", () => {
    const wifi = { ssid: "Home", security: "WPA", password: "pw", hidden: true };
    expect(payloadFields({ kind: "wifi", wifi })).toEqual([
      { label: "Network name (SSID)", value: "Home" },
      { label: "Security", value: "WPA/WPA2/WPA3" },
      { label: "Password", value: "pw" },
      { label: "Hidden network", value: "Yes" },
    ]);
    const open = { ssid: "Cafe", security: "nopass", password: "", hidden: false };
    expect(payloadFields({ kind: "wifi", wifi: open })).toEqual([
      { label: "Network name (SSID)", value: "Cafe" },
      { label: "Security", value: "None (open network)" },
      { label: "Hidden network", value: "No" },
    ]);
  });

  it.each([
    ["WEP", "WEP"],
    ["sae", "WPA3 (SAE)"],
    ["wpa", "WPA/WPA2/WPA3"],
    ["WPA2-EAP", "WPA2-EAP"],
    ["toString", "toString"],
  ])("names the security %s as %s", (security, label) => {
    const wifi = { ssid: "x", security, password: "", hidden: false };
    expect(payloadFields({ kind: "wifi", wifi })[1]).toEqual({ label: "Security", value: label });
  });

  it("labels a link, an e-mail without empty parts, a phone number; plain text has none", () => {
    expect(payloadFields({ kind: "url", url: "https://x.y" })).toEqual([
      { label: "URL", value: "https://x.y" },
    ]);
    expect(
      payloadFields({ kind: "email", email: { to: ["a@b", "c@d"], subject: "", body: "Hi" } }),
    ).toEqual([
      { label: "To", value: "a@b, c@d" },
      { label: "Message", value: "Hi" },
    ]);
    expect(payloadFields({ kind: "email", email: { to: [], subject: "S", body: "" } })).toEqual([
      { label: "Subject", value: "S" },
    ]);
    expect(payloadFields({ kind: "phone", number: "+1" })).toEqual([
      { label: "Phone number", value: "+1" },
    ]);
    expect(payloadFields({ kind: "text" })).toEqual([]);
  });

  it("labels a contact's fields with their types, leaving out empty ones", () => {
    const payload = parsePayload(
      [
        "BEGIN:VCARD",
        "VERSION:3.0",
        "N:Doe;Jane;;;",
        "FN:Dr. Jane Doe",
        "ORG:Acme",
        "TITLE:Engineer",
        "TEL;TYPE=work,voice:+1 555",
        "TEL:+2 666",
        "EMAIL;TYPE=home:jane@example.com",
        "URL:https://jane.example",
        "ADR;TYPE=work:PO 1;Suite 2;1 Main St;Springfield;IL;62701;USA",
        "BDAY:1990-01-31",
        "NOTE:Met at the fair",
        "END:VCARD",
      ].join("\r\n"),
    );
    expect(payloadFields(payload)).toEqual([
      { label: "Name", value: "Dr. Jane Doe" },
      { label: "Organization", value: "Acme" },
      { label: "Job title", value: "Engineer" },
      { label: "Phone (work,voice)", value: "+1 555" },
      { label: "Phone", value: "+2 666" },
      { label: "E-mail (home)", value: "jane@example.com" },
      { label: "Website", value: "https://jane.example" },
      { label: "Address (work)", value: "PO 1, Suite 2, 1 Main St, 62701 Springfield, IL, USA" },
      { label: "Birthday", value: "1990-01-31" },
      { label: "Note", value: "Met at the fair" },
    ]);
  });

  it("names a contact without FN from its first and last names, and shows only what it has", () => {
    const payload = parsePayload("BEGIN:VCARD\nN:Doe;Jane\nADR:;;;Paris;;;\nEND:VCARD");
    expect(payloadFields(payload)).toEqual([
      { label: "Name", value: "Jane Doe" },
      { label: "Address", value: "Paris" },
    ]);
    const lastOnly = parsePayload("BEGIN:VCARD\nN:Doe\nEND:VCARD");
    expect(payloadFields(lastOnly)).toEqual([{ label: "Name", value: "Doe" }]);
    expect(payloadFields(parsePayload("BEGIN:VCARD\nEND:VCARD"))).toEqual([]);
  });

  it("writes an address's postal code before the city, each only when given", () => {
    const fields = (adr: string) =>
      payloadFields(parsePayload(`BEGIN:VCARD\nADR:${adr}\nEND:VCARD`));
    expect(fields(";;;;;75001;")).toEqual([{ label: "Address", value: "75001" }]);
    expect(fields(";;Rue 1;Paris;;75001;France")).toEqual([
      { label: "Address", value: "Rue 1, 75001 Paris, France" },
    ]);
  });

  it("has a title for every kind of payload", () => {
    const kinds: CodePayload["kind"][] = ["wifi", "contact", "url", "email", "phone", "text"];
    expect(kinds.map((kind) => PAYLOAD_TITLE[kind])).toEqual([
      "Wi-Fi network",
      "Contact",
      "Link",
      "E-mail",
      "Phone number",
      "Text",
    ]);
  });
});
