// Encodes the QR code off the main thread (QrCodeGeneratorTool explains why).
import { exposeToWorker } from "~/lib/workers/worker-expose";
import { type EncodeJob, encodeQr } from "./qr-encode";

exposeToWorker(({ text, level }: EncodeJob) => encodeQr(text, level));
