import type { QrCheck } from '@shared/gift-methods';

/**
 * The DuitNow QR check of an uploaded gift image (issue 32, product.md §16): what the QR in it says.
 * A DuitNow QR is an EMVCo merchant-presented payload (EMV QRCPS-MPM): TLV fields of a 2-digit tag
 * and a 2-digit length; "00" payload format indicator "01" first, "63" the CRC-16/CCITT-FALSE of
 * everything before its value last; the payee in a merchant account template (tags 26–51) whose
 * globally unique identifier (sub-tag 00) is PayNet's DuitNow AID, A0000006150001.
 * Pure functions: the decoding of the image runs in the worker pool (decodeQrImage below).
 */

export const DUITNOW_AID = 'A0000006150001';

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), as four upper-case hex digits. */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** TLV fields in order, or null when the text is not a whole sequence of them. */
export function parseTlv(text: string): { tag: string; value: string }[] | null {
  const fields: { tag: string; value: string }[] = [];
  let at = 0;
  while (at < text.length) {
    const tag = text.slice(at, at + 2);
    const length = text.slice(at + 2, at + 4);
    if (!/^\d\d$/.test(tag) || !/^\d\d$/.test(length)) return null;
    const end = at + 4 + Number(length);
    if (end > text.length) return null;
    fields.push({ tag, value: text.slice(at + 4, end) });
    at = end;
  }
  return fields;
}

/** What a decoded QR's text is: a DuitNow code, another EMVCo payment code, or not a payment code. */
export function checkPaymentPayload(text: string): Exclude<QrCheck, 'no_qr' | 'unchecked'> {
  const fields = parseTlv(text);
  if (!fields || fields.length < 3) return 'not_payment';
  const first = fields[0]!;
  const last = fields[fields.length - 1]!;
  if (first.tag !== '00' || first.value !== '01') return 'not_payment';
  if (last.tag !== '63' || !/^[0-9A-Fa-f]{4}$/.test(last.value)) return 'not_payment';
  // The CRC covers the payload up to and including "6304".
  if (crc16Ccitt(text.slice(0, -4)) !== last.value.toUpperCase()) return 'not_payment';
  const duitNow = fields.some(({ tag, value }) => {
    const id = Number(tag);
    if (id < 26 || id > 51) return false;
    const guid = parseTlv(value)?.find((sub) => sub.tag === '00');
    return guid?.value.toUpperCase() === DUITNOW_AID;
  });
  return duitNow ? 'duitnow' : 'emvco';
}

/** The longest side the image is decoded at: a phone's QR screenshot stays readable, the work stays bounded. */
export const QR_DECODE_MAX_SIDE = 1000;

/** Raw RGBA of an image (sharp, bounded by QR_DECODE_MAX_SIDE), as the worker task takes it. */
export interface QrRaster {
  data: Uint8Array;
  width: number;
  height: number;
}

/** Runs in a worker (worker-pool-tasks.ts decodeQr): the QR's text, or null when none is found. */
export async function decodeQrRaster(raster: QrRaster): Promise<string | null> {
  const { default: jsQR } = await import('jsqr');
  const pixels = new Uint8ClampedArray(raster.data.buffer, raster.data.byteOffset, raster.data.byteLength);
  const found = jsQR(pixels, raster.width, raster.height, { inversionAttempts: 'attemptBoth' });
  return found?.data ?? null;
}
