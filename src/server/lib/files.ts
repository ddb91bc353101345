import type { StorageBucket } from '../../shared/constants';
import type { AppContext } from '../context';
import { files } from '../db/schema';

export interface StoredFile {
  id: string;
  bucket: string;
  key: string;
  /** The public URL (public buckets only); private files are read through authorised routes. */
  url: string;
}

/** Writes the bytes, then records the file; the URL is stable for the file's life. */
export async function storeFile(
  ctx: Pick<AppContext, 'storage' | 'database'>,
  input: { bucket: StorageBucket; key: string; body: Buffer; contentType: string; isPublic: boolean; ownerId?: string | null },
): Promise<StoredFile> {
  await ctx.storage.put(input.bucket, input.key, input.body);
  const [row] = await ctx.database.db
    .insert(files)
    .values({
      bucket: input.bucket,
      key: input.key,
      contentType: input.contentType,
      size: input.body.length,
      isPublic: input.isPublic,
      ownerId: input.ownerId ?? null,
    })
    .onConflictDoUpdate({
      target: [files.bucket, files.key],
      set: { contentType: input.contentType, size: input.body.length, isPublic: input.isPublic },
    })
    .returning({ id: files.id });
  if (!row) throw new Error('file row not written');
  return { id: row.id, bucket: input.bucket, key: input.key, url: `/files/${input.bucket}/${input.key}` };
}
