// The QR Code Generator's parts that make a code, for tests of another tool that read its output
// back (the QR and Barcode Reader): a tool folder may not import another tool, test-support may.
export { encodeQr } from "~/tools/qr-code-generator/qr-encode";
export {
  DEFAULT_MARGIN,
  DEFAULT_SIZE,
  type ErrorCorrectionLevel,
} from "~/tools/qr-code-generator/qr-options";
export {
  EMPTY_PRESET_INPUTS,
  type PresetInputs,
  type QrPreset,
  buildPayload,
} from "~/tools/qr-code-generator/qr-payload";
export { qrPixels } from "~/tools/qr-code-generator/qr-render";
