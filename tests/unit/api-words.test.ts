import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@web/lib/api';
import { setLanguage } from '@web/i18n/i18n';

/** The browser's own words for a failed request (no server reached, or an answer without our error body) follow the host's language. */
describe("api(): the browser's own failure words", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setLanguage('english');
  });

  it('no server reached: in the host language, English exactly as before', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api('GET', '/api/x')).rejects.toMatchObject({ code: 'NETWORK', message: 'Could not reach the server. Check your connection and try again.' });
    setLanguage('malay');
    await expect(api('GET', '/api/x')).rejects.toMatchObject({ code: 'NETWORK', message: 'Pelayan tidak dapat dihubungi. Semak sambungan anda dan cuba lagi.' });
    setLanguage('chinese');
    await expect(api('GET', '/api/x')).rejects.toMatchObject({ message: '无法连接服务器。请检查网络连接后再试。' });
  });

  it("a proxy's answer without our error body names its status in the host language", async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('<html>Bad Gateway</html>', { status: 502 })));
    await expect(api('GET', '/api/x')).rejects.toMatchObject({ code: 'HTTP_ERROR', message: 'Request failed (502)' });
    setLanguage('malay');
    await expect(api('GET', '/api/x')).rejects.toMatchObject({ message: 'Permintaan gagal (502)' });
  });
});
