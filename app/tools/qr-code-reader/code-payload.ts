// Recognises what a code's text is for (a Wi-Fi network, a contact, a link, an e-mail, a phone number)
// and lists it as labelled fields. Nothing here opens, joins or dials anything: the page only shows.
import { type Contact, parseMeCard, parseVCard, splitUnescaped } from "./contact-payload";

export interface WifiNetwork {
  ssid: string;
  /** T: as written ("WPA", "WEP", "SAE", "WPA2-EAP"…), "nopass" when the code gives none. */
  security: string;
  password: string;
  hidden: boolean;
}

export interface EmailMessage {
  to: string[];
  subject: string;
  body: string;
}

export type CodePayload =
  | { kind: "wifi"; wifi: WifiNetwork }
  | { kind: "contact"; format: "vCard" | "MECARD"; contact: Contact }
  | { kind: "url"; url: string }
  | { kind: "email"; email: EmailMessage }
  | { kind: "phone"; number: string }
  | { kind: "text" };

/**
 * A Wi-Fi field's value: a backslash makes the next character literal (\; \, \: \" \\, the escapes
 * the QR Code Generator writes); a value wholly in unescaped double quotes (an older way to mark an
 * SSID or key that would look like hex) loses the quotes.
 */
export function unescapeWifiValue(raw: string): string {
  let value = "";
  let quotedStart = false;
  let quotedEnd = false;
  for (let i = 0; i < raw.length; i++) {
    const char = raw[i];
    const escaped = char === "\\" && i + 1 < raw.length;
    if (escaped) i++;
    if (!escaped && char === '"') {
      if (i === 0) quotedStart = true;
      if (i === raw.length - 1) quotedEnd = true;
    }
    value += escaped ? raw[i] : char;
  }
  return quotedStart && quotedEnd && raw.length > 1 ? value.slice(1, -1) : value;
}

/** WIFI:T:WPA;S:name;P:secret;H:true;; — fields in any order; unknown fields are skipped. */
export function parseWifi(text: string): WifiNetwork {
  const wifi: WifiNetwork = { ssid: "", security: "nopass", password: "", hidden: false };
  for (const field of splitUnescaped(text.slice("WIFI:".length), ";")) {
    const colon = field.indexOf(":");
    if (colon < 0) continue;
    const value = unescapeWifiValue(field.slice(colon + 1));
    switch (field.slice(0, colon).toUpperCase()) {
      case "S":
        wifi.ssid = value;
        break;
      case "T":
        // An empty T: is an open network, as when T: is left out.
        wifi.security = value === "" ? "nopass" : value;
        break;
      case "P":
        wifi.password = value;
        break;
      case "H":
        wifi.hidden = value.toLowerCase() === "true";
        break;
    }
  }
  return wifi;
}

/** A link only when it is http(s) with a host and no spaces: other schemes are shown as text. */
export function isWebLink(text: string): boolean {
  if (!/^https?:\/\/[^\s/?#]/i.test(text) || /\s/.test(text)) return false;
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
}

const decodeComponent = (text: string) => {
  try {
    return decodeURIComponent(text.replace(/\+/g, " "));
  } catch {
    return text;
  }
};

/** mailto:a@x,b@y?subject=…&body=… (RFC 6068), "+" read as a space as most mail apps do. */
export function parseMailto(text: string): EmailMessage {
  const rest = text.slice("mailto:".length);
  const question = rest.indexOf("?");
  const addresses = question < 0 ? rest : rest.slice(0, question);
  const email: EmailMessage = {
    to: addresses.split(",").map(decodeComponent).filter(Boolean),
    subject: "",
    body: "",
  };
  const query = question < 0 ? "" : rest.slice(question + 1);
  for (const pair of query.split("&")) {
    const equals = pair.indexOf("=");
    const key = (equals < 0 ? pair : pair.slice(0, equals)).toLowerCase();
    const value = decodeComponent(equals < 0 ? "" : pair.slice(equals + 1));
    if (key === "subject") email.subject = value;
    else if (key === "body") email.body = value.replace(/\r\n/g, "\n");
    // Pushed one by one: spreading a huge list into push() overflows the call stack.
    else if (key === "to")
      for (const address of value.split(",")) if (address) email.to.push(address);
  }
  return email;
}

/** What `text` is: the first of the formats it matches, by its prefix, else plain text. */
export function parsePayload(text: string): CodePayload {
  const trimmed = text.trim();
  const starts = (prefix: string) => trimmed.slice(0, prefix.length).toUpperCase() === prefix;
  if (starts("WIFI:")) return { kind: "wifi", wifi: parseWifi(trimmed) };
  if (starts("BEGIN:VCARD")) return { kind: "contact", format: "vCard", contact: parseVCard(text) };
  if (starts("MECARD:"))
    return { kind: "contact", format: "MECARD", contact: parseMeCard(trimmed) };
  if (starts("MAILTO:")) return { kind: "email", email: parseMailto(trimmed) };
  if (starts("TEL:")) return { kind: "phone", number: trimmed.slice("tel:".length) };
  if (isWebLink(trimmed)) return { kind: "url", url: trimmed };
  return { kind: "text" };
}

export interface PayloadField {
  label: string;
  value: string;
}

const SECURITY_LABEL: Readonly<Record<string, string>> = {
  WPA: "WPA/WPA2/WPA3",
  WEP: "WEP",
  SAE: "WPA3 (SAE)",
  NOPASS: "None (open network)",
};

/** The kind of payload, as the heading over its fields. */
export const PAYLOAD_TITLE: Readonly<Record<CodePayload["kind"], string>> = {
  wifi: "Wi-Fi network",
  contact: "Contact",
  url: "Link",
  email: "E-mail",
  phone: "Phone number",
  text: "Text",
};

const withType = (label: string, { type, value }: { type: string; value: string }) => ({
  label: type === "" ? label : `${label} (${type})`,
  value,
});

function addressText(address: Contact["addresses"][number]): string {
  const cityLine = [address.postalCode, address.city].filter(Boolean).join(" ");
  return [
    address.poBox,
    address.extended,
    address.street,
    cityLine,
    address.region,
    address.country,
  ]
    .filter(Boolean)
    .join(", ");
}

function contactFields(contact: Contact): PayloadField[] {
  const name =
    contact.formattedName || [contact.firstName, contact.lastName].filter(Boolean).join(" ");
  const fields: PayloadField[] = [
    { label: "Name", value: name },
    { label: "Organization", value: contact.organization },
    { label: "Job title", value: contact.title },
    ...contact.phones.map((phone) => withType("Phone", phone)),
    ...contact.emails.map((email) => withType("E-mail", email)),
    ...contact.urls.map((url) => ({ label: "Website", value: url })),
    ...contact.addresses.map((address) =>
      withType("Address", { type: address.type, value: addressText(address) }),
    ),
    { label: "Birthday", value: contact.birthday },
    { label: "Note", value: contact.note },
  ];
  return fields.filter((field) => field.value !== "");
}

/** The payload as labelled fields, in the order a person reads them; empty fields are left out. */
export function payloadFields(payload: CodePayload): PayloadField[] {
  switch (payload.kind) {
    case "wifi": {
      const { ssid, security, password, hidden } = payload.wifi;
      const fields = [
        { label: "Network name (SSID)", value: ssid },
        { label: "Security", value: SECURITY_LABEL[security.toUpperCase()] ?? security },
      ];
      if (password !== "") fields.push({ label: "Password", value: password });
      fields.push({ label: "Hidden network", value: hidden ? "Yes" : "No" });
      return fields;
    }
    case "contact":
      return contactFields(payload.contact);
    case "url":
      return [{ label: "URL", value: payload.url }];
    case "email": {
      const { to, subject, body } = payload.email;
      return [
        { label: "To", value: to.join(", ") },
        { label: "Subject", value: subject },
        { label: "Message", value: body },
      ].filter((field) => field.value !== "");
    }
    case "phone":
      return [{ label: "Phone number", value: payload.number }];
    case "text":
      return [];
  }
}
