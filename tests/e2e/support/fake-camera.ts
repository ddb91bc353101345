import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import QRCode from 'qrcode';
import sharp from 'sharp';

/*
 * A fake camera for the check-in journey: Chromium plays a .y4m file as the webcam when launched
 * with `fakeCameraArgs(file)`. The file shows one QR code, centred on white, for a few identical
 * frames (Chromium loops them). YUV4MPEG2, 4:2:0 (I420), converted here from sharp's raw RGB.
 */

export interface FakeVideoOptions {
  width?: number;
  height?: number;
  /** Frames in the file (all the same picture; the browser loops them). */
  frames?: number;
  /** The QR code's side in the picture, in pixels (inside the middle two thirds, where qr-scanner looks). */
  size?: number;
}

/** The Chromium flags that make `file` the camera and grant its permission without a prompt. */
export const fakeCameraArgs = (file: string) => ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${file}`];

/** A QR code of `text` as PNG, drawn by the `qrcode` package (the same library the server uses). */
export const qrPng = (text: string) => QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 4, width: 512 });

/** BT.601 RGB → I420 (Y plane, then U and V at half resolution, each the mean of a 2×2 block). */
export function rgbToI420(rgb: Buffer, width: number, height: number): Buffer {
  const chromaWidth = width / 2;
  const chromaHeight = height / 2;
  const out = Buffer.alloc(width * height + 2 * chromaWidth * chromaHeight);
  const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      out[y * width + x] = clamp(0.299 * rgb[i]! + 0.587 * rgb[i + 1]! + 0.114 * rgb[i + 2]!);
    }
  }
  const uOffset = width * height;
  const vOffset = uOffset + chromaWidth * chromaHeight;
  for (let cy = 0; cy < chromaHeight; cy++) {
    for (let cx = 0; cx < chromaWidth; cx++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const i = ((cy * 2 + dy) * width + cx * 2 + dx) * 3;
        r += rgb[i]!;
        g += rgb[i + 1]!;
        b += rgb[i + 2]!;
      }
      r /= 4;
      g /= 4;
      b /= 4;
      out[uOffset + cy * chromaWidth + cx] = clamp(-0.168736 * r - 0.331264 * g + 0.5 * b + 128);
      out[vOffset + cy * chromaWidth + cx] = clamp(0.5 * r - 0.418688 * g - 0.081312 * b + 128);
    }
  }
  return out;
}

/**
 * Writes a .y4m file showing `image` (any picture sharp reads: PNG, or the server's SVG QR code)
 * centred on white, and returns its path (in a fresh temporary folder).
 */
export async function fakeCameraVideo(image: Buffer, options: FakeVideoOptions = {}): Promise<string> {
  const { width = 640, height = 480, frames = 5, size = 240 } = options;
  if (width % 2 || height % 2) throw new Error('width and height must be even (4:2:0)');
  // density: an SVG is rasterised sharp, not scaled up from its nominal size.
  const code = await sharp(image, { density: 300 }).resize(size, size, { fit: 'contain', background: '#ffffff' }).flatten({ background: '#ffffff' }).png().toBuffer();
  const rgb = await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite([{ input: code, gravity: 'centre' }])
    .removeAlpha()
    .raw()
    .toBuffer();
  const frame = rgbToI420(rgb, width, height);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`, 'ascii');
  const marker = Buffer.from('FRAME\n', 'ascii');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fake-camera-'));
  const file = path.join(dir, 'camera.y4m');
  fs.writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => [marker, frame]).flat()]));
  return file;
}

/** A fake camera showing the QR code of `text`. */
export const fakeCameraForText = async (text: string, options?: FakeVideoOptions) => fakeCameraVideo(await qrPng(text), options);
