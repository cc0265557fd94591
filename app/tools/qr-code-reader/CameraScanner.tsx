// The camera part of the QR and Barcode Reader, loaded when the user presses "Use camera": only then
// is the camera asked for. Frames are read in the tool's worker a few times a second until one
// holds a code; that frame becomes the picture shown, and the camera stops (as it does on Stop
// camera, on Clear and when the page is left).
import { CameraOff } from "lucide-react";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { errorMessage } from "~/lib/tool-error";
import { type WorkerLike, WorkerRunner } from "~/lib/workers/worker-runner";
import { ErrorPanel } from "~/ui/panels/ErrorPanel";
import { PanelButton } from "~/ui/panels/PanelButton";
import {
  type QrCodeReaderJob,
  type QrCodeReaderResult,
  noCodeFoundMessage,
} from "./qr-code-reader-job";

/** What a camera frame is called in the job's messages. */
const CAMERA_PICTURE_NAME = "the camera picture";

/** A pause between two reads: the worker stays free for the next frame, the CPU for the rest. */
const PAUSE_BETWEEN_READS_MS = 200;

/** Why the camera did not start, in words that say what to do. */
export function cameraErrorMessage(error: unknown): string {
  const name = error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError")
    return "The camera was not allowed. Allow it in the browser's settings for this site, or choose a picture instead.";
  if (name === "NotFoundError" || name === "OverconstrainedError")
    return "No camera was found on this device. Choose a picture instead.";
  if (name === "NotReadableError")
    return "The camera is in use by another program, or could not be started.";
  return `The camera could not be started: ${errorMessage(error)}`;
}

export default function CameraScanner({
  createWorker,
  onFound,
  onStop,
}: {
  createWorker: () => WorkerLike;
  /** A frame with at least one code, as a PNG, and what was read in it. */
  onFound: (frame: Blob, result: QrCodeReaderResult) => void;
  onStop: () => void;
}) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [looking, setLooking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The scanning loop, started once, always calls the page's current callback.
  const found = useEffectEvent(onFound);

  useEffect(() => {
    let stopped = false;
    let timer = 0;
    let stream: MediaStream | null = null;
    const runner = new WorkerRunner<QrCodeReaderJob, QrCodeReaderResult>(createWorker);
    const stopCamera = () => stream?.getTracks().forEach((track) => track.stop());
    const canvas = document.createElement("canvas");

    async function readFrame(video: HTMLVideoElement): Promise<void> {
      if (stopped) return;
      if (video.videoWidth > 0) {
        canvas.width = video.videoWidth;
        canvas.height = video.videoHeight;
        const context = canvas.getContext("2d", { willReadFrequently: true })!;
        context.drawImage(video, 0, 0);
        const image = context.getImageData(0, 0, canvas.width, canvas.height);
        try {
          const result = await runner.run({ name: CAMERA_PICTURE_NAME, image });
          const frame = await new Promise<Blob | null>((done) => canvas.toBlob(done, "image/png"));
          if (stopped || !frame) return;
          stopped = true;
          stopCamera();
          found(frame, result);
          return;
        } catch (failure) {
          // A frame with no code is the usual case; anything else (the engine did not load) stops.
          if (stopped) return;
          if (errorMessage(failure) !== noCodeFoundMessage(CAMERA_PICTURE_NAME)) {
            stopped = true;
            stopCamera();
            setError(errorMessage(failure));
            return;
          }
        }
      }
      timer = window.setTimeout(() => void readFrame(video), PAUSE_BETWEEN_READS_MS);
    }

    void (async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia)
          throw new Error("this browser gives pages no camera here (it needs HTTPS)");
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: "environment" },
          audio: false,
        });
      } catch (failure) {
        if (!stopped) setError(cameraErrorMessage(failure));
        return;
      }
      const video = videoRef.current;
      if (stopped || !video) return stopCamera();
      video.srcObject = stream;
      try {
        await video.play();
      } catch (failure) {
        // A video that does not play shows one frozen frame: reading it forever would find nothing.
        if (stopped) return;
        stopped = true;
        stopCamera();
        setError(`The camera's picture could not be shown: ${errorMessage(failure)}`);
        return;
      }
      setLooking(true);
      void readFrame(video);
    })();

    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stopCamera();
      runner.dispose();
    };
  }, [createWorker]);

  return (
    <section aria-label="Camera" className="flex flex-col gap-2">
      <ErrorPanel message={error} />
      {!error && (
        <>
          <video
            ref={videoRef}
            muted
            playsInline
            aria-label="What the camera sees"
            className="max-h-96 w-full max-w-xl rounded bg-black"
          />
          <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
            {looking
              ? "Looking for a code: hold it steady, whole and in view."
              : "Asking for the camera…"}
          </p>
        </>
      )}
      <span>
        <PanelButton icon={CameraOff} label="Stop camera" onClick={onStop} />
      </span>
    </section>
  );
}
