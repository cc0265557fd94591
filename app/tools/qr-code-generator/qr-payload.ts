// Builds the text a QR code carries for each preset: text, URL, Wi-Fi, e-mail, phone and vCard.
// Each preset escapes its fields the way scanners read them: Wi-Fi and vCard escaping, mailto
// percent-encoding.
import type { OptionItem } from "~/lib/options";
import { ToolError } from "~/lib/tool-error";

export type QrPreset = "text" | "url" | "wifi" | "email" | "phone" | "vcard";

export const QR_PRESETS: readonly OptionItem<QrPreset>[] = [
  { value: "text", label: "Text" },
  { value: "url", label: "URL" },
  { value: "wifi", label: "Wi-Fi" },
  { value: "email", label: "E-mail" },
  { value: "phone", label: "Phone" },
  { value: "vcard", label: "Contact (vCard)" },
];

export const DEFAULT_PRESET: QrPreset = "text";

/** T: in the Wi-Fi payload. WPA also covers WPA2 and WPA3 personal: phones read all three as WPA. */
export type WifiSecurity = "WPA" | "WEP" | "nopass";

export const WIFI_SECURITY_OPTIONS: readonly OptionItem<WifiSecurity>[] = [
  { value: "WPA", label: "WPA/WPA2/WPA3" },
  { value: "WEP", label: "WEP" },
  { value: "nopass", label: "None (open network)" },
];

export interface WifiFields {
  ssid: string;
  password: string;
  security: WifiSecurity;
  hidden: boolean;
}

export interface EmailFields {
  to: string;
  subject: string;
  body: string;
}

export interface VCardFields {
  firstName: string;
  lastName: string;
  organization: string;
  jobTitle: string;
  phone: string;
  email: string;
  website: string;
  street: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

/** The vCard form in display order; the labels also name the field in error messages. */
export const VCARD_FIELDS: readonly { key: keyof VCardFields; label: string }[] = [
  { key: "firstName", label: "First name" },
  { key: "lastName", label: "Last name" },
  { key: "organization", label: "Organization" },
  { key: "jobTitle", label: "Job title" },
  { key: "phone", label: "Phone" },
  { key: "email", label: "E-mail address" },
  { key: "website", label: "Website" },
  { key: "street", label: "Street" },
  { key: "city", label: "City" },
  { key: "region", label: "Region" },
  { key: "postalCode", label: "Postal code" },
  { key: "country", label: "Country" },
];

/** What the user typed for every preset, so switching presets and back keeps each form. */
export interface PresetInputs {
  text: string;
  url: string;
  wifi: WifiFields;
  email: EmailFields;
  phone: string;
  vcard: VCardFields;
}

export const EMPTY_PRESET_INPUTS: PresetInputs = {
  text: "",
  url: "",
  wifi: { ssid: "", password: "", security: "WPA", hidden: false },
  email: { to: "", subject: "", body: "" },
  phone: "",
  vcard: {
    firstName: "",
    lastName: "",
    organization: "",
    jobTitle: "",
    phone: "",
    email: "",
    website: "",
    street: "",
    city: "",
    region: "",
    postalCode: "",
    country: "",
  },
};

export const URL_SPACE_MESSAGE = "URL: a link cannot contain spaces; write them as %20";
export const WIFI_PASSWORD_MESSAGE =
  "Wi-Fi password: enter the network's password, or choose None for an open network";
export const PHONE_NUMBER_MESSAGE =
  "Phone number: use digits with an optional leading +; spaces, dashes, dots and brackets are allowed";
export const CONTACT_NAME_MESSAGE = "Contact: enter a first or last name, or an organization";

export function emailAddressMessage(address: string): string {
  return `E-mail address: "${address}" is not an address like name@example.com`;
}

// A scheme is a letter, then letters, digits, + . or -, then ":". "localhost:3000/x" looks like
// one but is a host and port: digits up to the end or the path. "geo:48.85,2.29" is a scheme.
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
const HOST_AND_PORT = /^[^:/]+:\d+(?:[/?#]|$)/;

/** The link as typed, with https:// added when no scheme is given (scanners open only full URLs). */
export function urlPayload(url: string): string {
  const trimmed = url.trim();
  if (trimmed === "") return "";
  if (/\s/.test(trimmed)) throw new ToolError(URL_SPACE_MESSAGE);
  const hasScheme = HAS_SCHEME.test(trimmed) && !HOST_AND_PORT.test(trimmed);
  return hasScheme ? trimmed : `https://${trimmed}`;
}

/** The Wi-Fi QR format (ZXing's MECARD-like syntax) escapes \ ; , : and " with a backslash. */
export function escapeWifiValue(value: string): string {
  return value.replace(/[\\;,:"]/g, "\\$&");
}

/** WIFI:T:…;S:…;P:…;H:…;; — the form Android and iOS cameras join a network from. */
export function wifiPayload({ ssid, password, security, hidden }: WifiFields): string {
  // The SSID is taken as typed (spaces are legal in network names); nothing to encode without one.
  if (ssid === "") return "";
  if (security !== "nopass" && password === "") throw new ToolError(WIFI_PASSWORD_MESSAGE);
  const secret = security === "nopass" ? "" : escapeWifiValue(password);
  return `WIFI:T:${security};S:${escapeWifiValue(ssid)};P:${secret};H:${hidden};;`;
}

const EMAIL_ADDRESS = /^[^\s@,]+@[^\s@,]+$/;

/** Percent-encodes a mailto address; "@" stays readable (RFC 6068 allows it unencoded). */
function encodeMailtoAddress(address: string): string {
  return encodeURIComponent(address).replace(/%40/g, "@");
}

/** mailto:to?subject=…&body=… (RFC 6068): several addresses are separated by commas. */
export function emailPayload({ to, subject, body }: EmailFields): string {
  const addresses = to
    .split(",")
    .map((address) => address.trim())
    .filter((address) => address !== "");
  if (addresses.length === 0 && subject === "" && body === "") return "";
  const invalid = addresses.find((address) => !EMAIL_ADDRESS.test(address));
  if (invalid !== undefined) throw new ToolError(emailAddressMessage(invalid));
  const query: string[] = [];
  if (subject !== "") query.push(`subject=${encodeURIComponent(subject)}`);
  // RFC 6068 §5: line breaks in a body are written as %0D%0A.
  if (body !== "") query.push(`body=${encodeURIComponent(body.replace(/\r\n|\r|\n/g, "\r\n"))}`);
  const recipients = addresses.map(encodeMailtoAddress).join(",");
  return `mailto:${recipients}${query.length > 0 ? `?${query.join("&")}` : ""}`;
}

// Digits, spaces and ( ) . - after an optional +, with at least one digit: two linear checks
// (one regex with two [\d\s().-]* around a \d backtracked quadratically on long numbers).
const PHONE_CHARACTERS = /^\+?[\d\s().-]*$/;
const isPhoneNumber = (text: string) => PHONE_CHARACTERS.test(text) && /\d/.test(text);

/** tel:+15551234567 (RFC 3966): visual separators are dropped so every dialler reads the number. */
export function phonePayload(number: string): string {
  const trimmed = number.trim();
  if (trimmed === "") return "";
  if (!isPhoneNumber(trimmed)) throw new ToolError(PHONE_NUMBER_MESSAGE);
  return `tel:${trimmed.replace(/[\s().-]/g, "")}`;
}

/** vCard 3.0 text escaping (RFC 2426 §4): backslash, comma, semicolon, and line breaks as \n. */
export function escapeVCardText(value: string): string {
  return value.replace(/[\\,;]/g, "\\$&").replace(/\r\n|\r|\n/g, "\\n");
}

/** A vCard 3.0 contact; lines end with CRLF (RFC 2426); empty optional properties are left out. */
export function vCardPayload(fields: VCardFields): string {
  const value = (key: keyof VCardFields) => fields[key].trim();
  if (VCARD_FIELDS.every(({ key }) => value(key) === "")) return "";
  const fullName = [value("firstName"), value("lastName")].filter(Boolean).join(" ");
  // FN is required in vCard 3.0; a company card is named after the company.
  const formattedName = fullName || value("organization");
  if (formattedName === "") throw new ToolError(CONTACT_NAME_MESSAGE);
  const text = (key: keyof VCardFields) => escapeVCardText(value(key));
  const lines = [
    "BEGIN:VCARD",
    "VERSION:3.0",
    `N:${text("lastName")};${text("firstName")};;;`,
    `FN:${escapeVCardText(formattedName)}`,
  ];
  const optional = (name: string, key: keyof VCardFields, escape = true) => {
    if (value(key) !== "") lines.push(`${name}:${escape ? text(key) : value(key)}`);
  };
  optional("ORG", "organization");
  optional("TITLE", "jobTitle");
  optional("TEL", "phone");
  optional("EMAIL", "email");
  // URL is a uri value, not text: escaping its commas would change the link.
  optional("URL", "website", false);
  const address = ["street", "city", "region", "postalCode", "country"] as const;
  if (address.some((key) => value(key) !== "")) {
    // ADR components: post office box; extended address; street; locality; region; postal code; country.
    lines.push(`ADR:;;${address.map(text).join(";")}`);
  }
  lines.push("END:VCARD");
  return lines.map((line) => `${line}\r\n`).join("");
}

/** The text to encode for `preset`; "" while the form holds nothing to encode yet. */
export function buildPayload(preset: QrPreset, inputs: PresetInputs): string {
  switch (preset) {
    case "text":
      // Exactly as typed: leading spaces and line breaks are part of the data.
      return inputs.text;
    case "url":
      return urlPayload(inputs.url);
    case "wifi":
      return wifiPayload(inputs.wifi);
    case "email":
      return emailPayload(inputs.email);
    case "phone":
      return phonePayload(inputs.phone);
    case "vcard":
      return vCardPayload(inputs.vcard);
  }
}
