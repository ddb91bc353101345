/*
 * The camera's QR reader for the check-in page (product.md §13). The BarcodeDetector API where the
 * browser has one that reads QR codes (Android Chrome, Safari 17+ on some devices); otherwise
 * `qr-scanner`, loaded here only, so it never enters another page's bundle.
 */

export type ScannerProblem = 'denied' | 'unavailable';

export interface RunningScanner {
  stop(): void;
}

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/** How often a frame is read (the detector is cheap; the door is busy, not fast). */
const FRAME_INTERVAL_MS = 200;

/** Why the camera could not start, as the helper is told it. */
export class ScannerError extends Error {
  constructor(public readonly problem: ScannerProblem) {
    super(problem);
  }
}

function problemOf(error: unknown): ScannerProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  return name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError' ? 'denied' : 'unavailable';
}

async function nativeDetector(): Promise<BarcodeDetectorLike | null> {
  if (!('BarcodeDetector' in window)) return null;
  const Detector = (window as unknown as { BarcodeDetector: BarcodeDetectorClass }).BarcodeDetector;
  try {
    const formats = await Detector.getSupportedFormats();
    return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : null;
  } catch {
    return null;
  }
}

/** The camera is blocked for this page by its Permissions-Policy (no prompt would ever show). */
function cameraBlockedByPolicy(): boolean {
  const policy = (document as unknown as { featurePolicy?: { allowsFeature?: (feature: string) => boolean } }).featurePolicy;
  return policy?.allowsFeature?.('camera') === false;
}

/** Failed frames in a row (other than "no code in this frame") after which the reader counts as broken. */
const BROKEN_AFTER = 5;

/**
 * Starts the camera in `video` and calls `onCode` with each code read; throws ScannerError.
 * `onBroken` is called once when the camera runs but its frames cannot be read (the decoder could
 * not start), so the page can offer the name search instead of a preview that never reads anything.
 */
export async function startScanner(video: HTMLVideoElement, onCode: (text: string) => void, onBroken: () => void): Promise<RunningScanner> {
  if (!navigator.mediaDevices?.getUserMedia || cameraBlockedByPolicy()) throw new ScannerError('unavailable');
  const detector = await nativeDetector();
  if (detector) return startNative(video, detector, onCode);

  const { default: QrScanner } = await import('qr-scanner');
  let failures = 0;
  const scanner = new QrScanner(
    video,
    (result) => {
      failures = 0;
      onCode(result.data);
    },
    {
      onDecodeError: (error) => {
        if (error === QrScanner.NO_QR_CODE_FOUND || (error instanceof Error && error.message === QrScanner.NO_QR_CODE_FOUND)) {
          failures = 0;
          return;
        }
        failures += 1;
        if (failures === BROKEN_AFTER) onBroken();
      },
      preferredCamera: 'environment',
      maxScansPerSecond: 1000 / FRAME_INTERVAL_MS,
      returnDetailedScanResult: true,
    },
  );
  try {
    await scanner.start();
  } catch (error) {
    scanner.destroy();
    // qr-scanner reports a missing camera as a string.
    throw new ScannerError(typeof error === 'string' ? 'unavailable' : problemOf(error));
  }
  return { stop: () => scanner.destroy() };
}

async function startNative(video: HTMLVideoElement, detector: BarcodeDetectorLike, onCode: (text: string) => void): Promise<RunningScanner> {
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
  } catch (error) {
    throw new ScannerError(problemOf(error));
  }
  video.muted = true;
  video.playsInline = true;
  video.srcObject = stream;
  await video.play().catch(() => undefined);
  let stopped = false;
  let timer: number | undefined;
  const tick = async () => {
    if (stopped) return;
    if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
      try {
        const codes = await detector.detect(video);
        const text = codes[0]?.rawValue;
        if (text && !stopped) onCode(text);
      } catch {
        /* a frame that could not be read: try the next */
      }
    }
    if (!stopped) timer = window.setTimeout(() => void tick(), FRAME_INTERVAL_MS);
  };
  void tick();
  return {
    stop() {
      stopped = true;
      window.clearTimeout(timer);
      for (const track of stream.getTracks()) track.stop();
      video.srcObject = null;
    },
  };
}
