import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@server/config';
import { createS3Storage } from '@server/lib/s3-storage';
import { imageVariantUrl } from '@shared/templates';
import { startTestS3, type TestS3 } from '../support/s3';
import { createTestApp, signedInUser, TEST_ORIGIN, type TestApp } from '../support/test-app';

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3?.close();
});

describe('S3 configuration', () => {
  it('selects the S3 driver only when every S3 variable is set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    const config = loadConfig(s3.env);
    expect(config.s3).toMatchObject({ endpoint: s3.env.S3_ENDPOINT, bucket: 'jemputan-test', region: 'us-east-1', forcePathStyle: true });
  });

  it('refuses a partial S3 configuration, naming what is missing', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'files' })).toThrow(ConfigError);
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'files' })).toThrow(/S3_ACCESS_KEY_ID: required[\s\S]*S3_SECRET_ACCESS_KEY: required/);
    expect(() => loadConfig({ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' })).toThrow(/S3_ENDPOINT: required/);
  });
});

describe('S3 storage driver against a real S3-compatible server', () => {
  const storage = () => createS3Storage(loadConfig(s3.env).s3!);

  it('puts, gets and removes bytes under {bucket}/{key}', async () => {
    const body = Buffer.from([0, 1, 2, 250, 251, 252]);
    await storage().put('gifts', 'gift-images/a.bin', body);
    expect(await storage().get('gifts', 'gift-images/a.bin')).toEqual(body);
    // A second driver (another instance) sees the same object.
    expect(await storage().get('gifts', 'gift-images/a.bin')).toEqual(body);
    await storage().remove('gifts', 'gift-images/a.bin');
    expect(await storage().get('gifts', 'gift-images/a.bin')).toBeNull();
  });

  it('answers null for a missing object and removes idempotently', async () => {
    expect(await storage().get('gifts', 'never/there.png')).toBeNull();
    await expect(storage().remove('gifts', 'never/there.png')).resolves.toBeUndefined();
  });

  it('refuses unsafe keys before any request', async () => {
    await expect(storage().put('gifts', '../escape.png', Buffer.from('x'))).rejects.toThrow(/Unsafe storage key/);
  });

  it('fails loudly when the bucket does not exist instead of pretending the file is missing', async () => {
    const wrong = createS3Storage({ ...loadConfig(s3.env).s3!, bucket: 'no-such-bucket' });
    await expect(wrong.put('gifts', 'x.png', Buffer.from('x'))).rejects.toThrow(/S3 put gifts\/x.png failed: 404/);
  });
});

describe('an app on S3 storage', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMITS: 'off', ...s3.env });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores an uploaded gift image in the object store and serves it at /files and /img', async () => {
    const host = await signedInUser(t, 's3-host@example.com');
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3366cc' } }).jpeg().toBuffer();
    const boundary = '----s3-test-boundary';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="gift.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
      jpeg,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/gift',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, origin: TEST_ORIGIN, cookie: host.client.cookieHeader },
      payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const { url } = uploaded.json() as { url: string };
    const [, , bucket, ...rest] = url.split('/');

    // The bytes are in the object store, not under DATA_DIR.
    const stored = await createS3Storage(loadConfig(s3.env).s3!).get(bucket!, rest.join('/'));
    expect(stored).not.toBeNull();

    const served = await t.app.inject(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload).toEqual(stored);

    const variant = await t.app.inject(imageVariantUrl(url, 480));
    expect(variant.statusCode).toBe(200);
    expect((await sharp(variant.rawPayload).metadata()).width).toBe(480);

    const removed = await host.client.request('DELETE', '/api/uploads', { url });
    expect(removed.statusCode).toBe(204);
    expect(await createS3Storage(loadConfig(s3.env).s3!).get(bucket!, rest.join('/'))).toBeNull();
    expect((await t.app.inject(url)).statusCode).toBe(404);
  });
});
