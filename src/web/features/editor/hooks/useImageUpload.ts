import type { QrCheck } from '@shared/gift-methods';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { UploadKind } from '@shared/uploads';
import { checkImageFile, isAbort, uploadErrorMessage, uploadImage } from '@web/features/editor/uploads';
import { useWords } from '@web/i18n/i18n';

export type UploadStatus = 'idle' | 'uploading' | 'done';

export interface ImageUploadOptions {
  /** The stored image's URL, once the upload is done. */
  /** `qr`: what the server read in a gift image's QR (shared/gift-methods.ts QR_CHECKS). */
  onUploaded: (url: string, qr?: QrCheck) => void;
  /** The toasts of a finished and of a failed upload (product.md §8). */
  messages: { uploaded: string; failed: string };
}

/**
 * One image upload of the editor (gift, divider): idle → uploading (with progress) → done. A file the
 * browser can tell is wrong is refused before sending; a refusal or failure is said under the field
 * and in a toast. Each choice resets the file input (`inputKey`), so the same file can be chosen again;
 * leaving the screen stops an upload.
 */
export function useImageUpload(kind: UploadKind, { onUploaded, messages }: ImageUploadOptions) {
  const [status, setStatus] = useState<UploadStatus>('idle');
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const abort = useRef<AbortController | null>(null);
  const words = useWords('editor');
  useEffect(() => () => abort.current?.abort(), []);

  async function upload(file: File) {
    const refused = checkImageFile(kind, file, words.messages);
    setInputKey((k) => k + 1);
    if (refused) {
      setProblem(refused);
      toast.error(refused);
      return;
    }
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setProblem(null);
    setStatus('uploading');
    setProgress(0);
    try {
      const answer = await uploadImage(kind, file, { onProgress: setProgress, signal: controller.signal });
      onUploaded(answer.url, answer.qr);
      setStatus('done');
      toast.success(messages.uploaded);
    } catch (error) {
      if (isAbort(error)) return;
      setStatus('idle');
      const message = uploadErrorMessage(error, messages.failed);
      setProblem(message);
      toast.error(message);
    }
  }

  return { status, progress, problem, inputKey, upload, reset: () => setStatus('idle') };
}

export type ImageUpload = ReturnType<typeof useImageUpload>;
