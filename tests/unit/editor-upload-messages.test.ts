import { describe, expect, it } from 'vitest';
import { serverMessage } from '@shared/server-messages';
import { photoErrorMessage } from '@web/features/editor/photos-api';
import { uploadErrorMessage } from '@web/features/editor/uploads';
import { ApiError } from '@web/lib/api';

/**
 * What the editor says when an upload fails (issue 29, decision 0031): the server's own refusal as
 * it wrote it, in the host's language; never an English text the browser made up (a proxy's page
 * without our message, no answer at all): then the editor's own words, which are the host's.
 */
const FAILED = 'Gambar tidak dapat dimuat naik. Sila cuba lagi.';
const refusals = [
  new ApiError(400, 'NOT_A_PHOTO', serverMessage('PHOTO_WRONG_TYPE', 'malay')),
  new ApiError(413, 'TOO_MANY_PIXELS', serverMessage('PHOTO_TOO_MANY_PIXELS', 'malay')),
  new ApiError(413, 'TOO_LARGE', serverMessage('UPLOAD_TOO_LARGE', 'malay')),
  new ApiError(429, 'RATE_LIMITED', serverMessage('UPLOAD_RATE_LIMITED', 'malay')),
];
const browserMade = [new ApiError(413, 'HTTP_ERROR', 'Upload failed (413)'), new ApiError(0, 'NETWORK', 'Could not reach the server. Check your connection and try again.'), new ApiError(500, 'INTERNAL', 'Ralat dalaman')];

describe.each([
  ['the photos step', photoErrorMessage],
  ['a gift or divider image', uploadErrorMessage],
])('%s', (_label, say) => {
  it('shows the server’s refusal as sent (the host’s language)', () => {
    for (const error of refusals) expect(say(error, FAILED)).toBe(error.message);
  });

  it('shows its own words for a failure the server did not word', () => {
    for (const error of browserMade) expect(say(error, FAILED), error.code).toBe(FAILED);
    expect(say(new Error('boom'), FAILED)).toBe(FAILED);
  });
});
