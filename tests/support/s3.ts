import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

/** s3rver ships no types: the part of its API the tests use. */
interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  port: number;
  address: string;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string }[];
}) => S3rverInstance;

const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

export interface TestS3 {
  /** S3_* variables pointing at this server and its bucket. */
  env: Record<string, string>;
  directory: string;
  close(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on a free port, storing into a temp directory. */
export async function startTestS3(bucket = 'jemputan-test'): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'jemputan-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      // s3rver's fixed credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    directory,
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
