import { AwsClient } from 'aws4fetch';
import { assertSafeKey, type Storage } from './storage';

export interface S3StorageOptions {
  /** The service's base URL, e.g. https://s3.eu-west-1.amazonaws.com or http://minio:9000. */
  endpoint: string;
  /** One bucket for the whole app; our buckets (images, receipts…) become key prefixes in it. */
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** endpoint/bucket/key (MinIO, s3rver, most S3-compatible services) instead of bucket.endpoint/key. */
  forcePathStyle: boolean;
}

/**
 * File bytes in an S3-compatible object store, so that app instances share no disk. Requests are
 * signed with SigV4 by aws4fetch (a few KB) rather than the AWS SDK.
 */
export function createS3Storage(options: S3StorageOptions): Storage {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    service: 's3',
    region: options.region,
    // A couple of retries on 5xx/network errors; a slow store should fail the request, not hang it.
    retries: 2,
  });
  const base = new URL(options.endpoint);
  const objectUrl = (bucket: string, key: string): string => {
    assertSafeKey(bucket, key);
    const objectPath = `${bucket}/${key}`;
    if (options.forcePathStyle) return new URL(`${base.pathname.replace(/\/$/, '')}/${options.bucket}/${objectPath}`, base).toString();
    const host = new URL(base);
    host.hostname = `${options.bucket}.${base.hostname}`;
    return new URL(`/${objectPath}`, host).toString();
  };
  const fail = async (action: string, bucket: string, key: string, response: Response): Promise<never> => {
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    throw new Error(`S3 ${action} ${bucket}/${key} failed: ${response.status} ${detail}`);
  };
  return {
    async put(bucket, key, body) {
      const response = await client.fetch(objectUrl(bucket, key), {
        method: 'PUT',
        body: new Uint8Array(body),
        headers: { 'content-length': String(body.length), 'content-type': 'application/octet-stream' },
      });
      if (!response.ok) await fail('put', bucket, key, response);
      await response.arrayBuffer();
    },
    async get(bucket, key) {
      const response = await client.fetch(objectUrl(bucket, key), { method: 'GET' });
      if (response.status === 404) {
        await response.arrayBuffer();
        return null;
      }
      if (!response.ok) await fail('get', bucket, key, response);
      return Buffer.from(await response.arrayBuffer());
    },
    async remove(bucket, key) {
      const response = await client.fetch(objectUrl(bucket, key), { method: 'DELETE' });
      // S3 answers 204 whether or not the object existed; a 404 from a stricter service means the same.
      if (!response.ok && response.status !== 404) await fail('remove', bucket, key, response);
      await response.arrayBuffer();
    },
  };
}
