import type { z } from 'zod';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { apiErrorSchema } from '@shared/api-error';
import { appConfigSchema } from '@shared/app-config';
import { isUuid } from '@shared/ids';
import { photoSchema } from '@shared/invitation-input';
import { rsvpForEditSchema, rsvpReceiptSchema } from '@shared/invitation-view';
import type { Photo } from '@shared/photos';

describe('the one id check', () => {
  it('accepts a UUID in any case and nothing else', () => {
    expect(isUuid('0b8f3c1e-5d2a-4f6b-9c7d-1e2f3a4b5c6d')).toBe(true);
    expect(isUuid('0B8F3C1E-5D2A-4F6B-9C7D-1E2F3A4B5C6D')).toBe(true);
    expect(isUuid('0b8f3c1e5d2a4f6b9c7d1e2f3a4b5c6d')).toBe(false);
    expect(isUuid(' 0b8f3c1e-5d2a-4f6b-9c7d-1e2f3a4b5c6d')).toBe(false);
    expect(isUuid('my-wedding')).toBe(false);
    expect(isUuid('')).toBe(false);
  });
});

describe('shared response schemas', () => {
  it('answer only the fields of their shape (what a route serialises)', () => {
    expect(rsvpReceiptSchema.parse({ id: 'r', attending: true, guestName: 'Ann', editUrl: '/view/x#rsvp-edit=t', token: 'secret' })).toEqual({
      id: 'r',
      attending: true,
      guestName: 'Ann',
      editUrl: '/view/x#rsvp-edit=t',
    });
    const answer = { id: 'r', invitationId: 'i', guestName: 'Ann', email: '', attending: false, numberOfGuests: 0, mealChoice: '', carPlate: '', wishes: '' };
    expect(rsvpForEditSchema.parse({ ...answer, editToken: 'secret', ip: '127.0.0.1' })).toEqual(answer);
    expect(appConfigSchema.parse({ tutorialVideoUrl: null, paymentQrImageUrl: '/qr.png', smtpPassword: 'x' })).toEqual({ tutorialVideoUrl: null, paymentQrImageUrl: '/qr.png' });
    expect(apiErrorSchema.safeParse({ error: { code: 'NOT_FOUND' } }).success).toBe(false);
  });
});

describe('the photo, written twice on purpose', () => {
  it('keeps the guest page\'s hand-written Photo (no zod there) the shape photoSchema checks: tsc fails when they drift', () => {
    expectTypeOf<z.infer<typeof photoSchema>>().toEqualTypeOf<Photo>();
    expect(photoSchema.safeParse({ id: 'x', width: 1, height: 1, widths: [1], caption: '', color: '#ffffff' }).success).toBe(false);
  });
});
