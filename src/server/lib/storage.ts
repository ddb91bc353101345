import fs from 'node:fs/promises';
import path from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './private-files';

/**
 * Where file bytes live. The disk driver keeps them under DATA_DIR/files/{bucket}/{key}; an
 * S3-compatible driver can implement the same interface so that instances share no disk.
 */
export interface Storage {
  put(bucket: string, key: string, body: Buffer): Promise<void>;
  get(bucket: string, key: string): Promise<Buffer | null>;
  remove(bucket: string, key: string): Promise<void>;
}

const SAFE_SEGMENT = /^[A-Za-z0-9._-]+$/;

/** Keys are built by the server, but a traversal must be impossible even if one is not. */
export function assertSafeKey(bucket: string, key: string): void {
  const segments = [bucket, ...key.split('/')];
  if (segments.some((s) => !SAFE_SEGMENT.test(s) || s === '.' || s === '..')) {
    throw new Error(`Unsafe storage key: ${bucket}/${key}`);
  }
}

export function createDiskStorage(root: string): Storage {
  const resolve = (bucket: string, key: string) => {
    assertSafeKey(bucket, key);
    return path.join(root, bucket, ...key.split('/'));
  };
  return {
    async put(bucket, key, body) {
      const file = resolve(bucket, key);
      // Private whoever calls this (the server sets a umask too; tests and scripts may not).
      await fs.mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_DIR_MODE });
      // Write then rename, so a reader never sees half a file.
      const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(tmp, body, { mode: PRIVATE_FILE_MODE });
      await fs.rename(tmp, file);
    },
    async get(bucket, key) {
      try {
        return await fs.readFile(resolve(bucket, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(bucket, key) {
      await fs.rm(resolve(bucket, key), { force: true });
    },
  };
}
