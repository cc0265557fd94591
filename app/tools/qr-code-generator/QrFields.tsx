// The QR code generator's form controls: labelled text, number and colour fields, and the form of
// each preset.
import { parseHexColor, toHexColor } from "~/lib/color-contrast";
import { CheckboxOption, SelectOption } from "~/ui/panels/OptionsRow";
import {
  type EmailFields,
  type PresetInputs,
  type QrPreset,
  VCARD_FIELDS,
  type VCardFields,
  WIFI_SECURITY_OPTIONS,
  type WifiFields,
} from "./qr-payload";

const FIELD_CLASS =
  "rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30 disabled:opacity-60 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100";

interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** A label above its control: the layout every field of this form shares. */
function Labelled({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}

export function TextField({
  id,
  label,
  value,
  onChange,
  inputMode = "text",
  placeholder,
  disabled,
  multiline = false,
}: FieldProps & {
  /** The on-screen keyboard to offer. The field stays type="text": url and email inputs trim as you type. */
  inputMode?: "text" | "url" | "email" | "tel";
  placeholder?: string;
  disabled?: boolean;
  multiline?: boolean;
}) {
  // Nothing here is for the browser to remember or correct: it is data for the code.
  const common = {
    id,
    value,
    placeholder,
    disabled,
    autoComplete: "off",
    spellCheck: false,
    className: `${FIELD_CLASS} w-full`,
  };
  return (
    <Labelled id={id} label={label}>
      {multiline ? (
        <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type="text"
          inputMode={inputMode}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Labelled>
  );
}

export function NumberField({
  id,
  label,
  value,
  onChange,
  min,
  max,
}: FieldProps & { min: number; max: number }) {
  return (
    <Labelled id={id} label={label}>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`${FIELD_CLASS} w-24`}
      />
    </Labelled>
  );
}

/** A hex text field with a colour picker beside it; the picker shows `fallback` while the text is not a colour. */
export function ColorField({
  id,
  label,
  value,
  onChange,
  fallback,
}: FieldProps & { fallback: string }) {
  const parsed = parseHexColor(value);
  return (
    <Labelled id={id} label={label}>
      <div className="flex items-center gap-1.5">
        <input
          type="color"
          aria-label={`${label} colour picker`}
          value={parsed ? toHexColor(parsed) : fallback}
          onChange={(event) => onChange(event.target.value)}
          className="h-8 w-9 cursor-pointer rounded border border-slate-300 bg-white p-0.5 dark:border-slate-600 dark:bg-slate-900"
        />
        <input
          id={id}
          type="text"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          maxLength={9}
          className={`${FIELD_CLASS} w-24 font-mono`}
        />
      </div>
    </Labelled>
  );
}

function WifiForm({ fields, onChange }: { fields: WifiFields; onChange: (f: WifiFields) => void }) {
  const set = (patch: Partial<WifiFields>) => onChange({ ...fields, ...patch });
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField
        id="qr-wifi-ssid"
        label="Network name (SSID)"
        value={fields.ssid}
        onChange={(ssid) => set({ ssid })}
      />
      <TextField
        id="qr-wifi-password"
        label="Password"
        value={fields.security === "nopass" ? "" : fields.password}
        disabled={fields.security === "nopass"}
        onChange={(password) => set({ password })}
      />
      <SelectOption
        label="Security"
        value={fields.security}
        options={WIFI_SECURITY_OPTIONS}
        onChange={(security) => set({ security })}
      />
      <div className="flex items-end">
        <CheckboxOption
          label="Hidden network"
          checked={fields.hidden}
          onChange={(hidden) => set({ hidden })}
        />
      </div>
    </div>
  );
}

function EmailForm({
  fields,
  onChange,
}: {
  fields: EmailFields;
  onChange: (f: EmailFields) => void;
}) {
  const set = (patch: Partial<EmailFields>) => onChange({ ...fields, ...patch });
  return (
    <div className="grid gap-3">
      <TextField
        id="qr-email-to"
        label="To"
        inputMode="email"
        placeholder="name@example.com"
        value={fields.to}
        onChange={(to) => set({ to })}
      />
      <TextField
        id="qr-email-subject"
        label="Subject"
        value={fields.subject}
        onChange={(subject) => set({ subject })}
      />
      <TextField
        id="qr-email-body"
        label="Message"
        multiline
        value={fields.body}
        onChange={(body) => set({ body })}
      />
    </div>
  );
}

const VCARD_INPUT_MODES: Partial<Record<keyof VCardFields, "tel" | "email" | "url">> = {
  phone: "tel",
  email: "email",
  website: "url",
};

function VCardForm({
  fields,
  onChange,
}: {
  fields: VCardFields;
  onChange: (f: VCardFields) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {VCARD_FIELDS.map(({ key, label }) => (
        <TextField
          key={key}
          id={`qr-vcard-${key}`}
          label={label}
          inputMode={VCARD_INPUT_MODES[key] ?? "text"}
          value={fields[key]}
          onChange={(value) => onChange({ ...fields, [key]: value })}
        />
      ))}
    </div>
  );
}

/** The form of every preset but Text (which uses the page's Input panel). */
export function PresetForm({
  preset,
  inputs,
  onChange,
}: {
  preset: Exclude<QrPreset, "text">;
  inputs: PresetInputs;
  onChange: (inputs: PresetInputs) => void;
}) {
  switch (preset) {
    case "url":
      return (
        <TextField
          id="qr-url"
          label="URL"
          inputMode="url"
          placeholder="https://example.com"
          value={inputs.url}
          onChange={(url) => onChange({ ...inputs, url })}
        />
      );
    case "wifi":
      return <WifiForm fields={inputs.wifi} onChange={(wifi) => onChange({ ...inputs, wifi })} />;
    case "email":
      return (
        <EmailForm fields={inputs.email} onChange={(email) => onChange({ ...inputs, email })} />
      );
    case "phone":
      return (
        <TextField
          id="qr-phone"
          label="Phone number"
          inputMode="tel"
          placeholder="+1 555 010 0199"
          value={inputs.phone}
          onChange={(phone) => onChange({ ...inputs, phone })}
        />
      );
    case "vcard":
      return (
        <VCardForm fields={inputs.vcard} onChange={(vcard) => onChange({ ...inputs, vcard })} />
      );
  }
}
