import { describe, expect, it } from 'vitest';
import { redactUrl } from '@server/lib/log-redaction';

/* Request logs never keep a secret that is part of a path (architecture.md "Logs"). */
describe('redactUrl', () => {
  it('hides the token of a check-in link, on the page and in its API, however it is spelled', () => {
    expect(redactUrl('/checkin/SECRET-token_1')).toBe('/checkin/***');
    expect(redactUrl('/api/checkin/SECRET-token_1/lookup')).toBe('/api/checkin/***/lookup');
    expect(redactUrl('/api/CHECKIN/SECRET/arrivals')).toBe('/api/CHECKIN/***/arrivals');
    expect(redactUrl('/api//checkin/./SECRET/households?q=Ahmad')).toBe('/api/checkin/***/households?q=***');
  });

  it('keeps hiding personal links, edit links and password resets', () => {
    expect(redactUrl('/aisyah-daniel/g/TOKEN')).toBe('/aisyah-daniel/g/***');
    expect(redactUrl('/api/guest-links/TOKEN/checkin-qr.svg')).toBe('/api/guest-links/***/checkin-qr.svg');
    expect(redactUrl('/rsvp-edit/TOKEN')).toBe('/rsvp-edit/***');
    expect(redactUrl('/reset-password/TOKEN?x=1')).toBe('/reset-password/***?x=***');
  });
});
