import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvitationInput } from '@shared/invitation-input';
import { WIZARD_MESSAGES, newInvitation } from '@shared/wizard';
import { createTestApp, signedInUser, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const TEMPLATE = { id: '00000000-0000-4000-8000-000000000000', imageUrl: '', dominantColors: [], accentColor: null };
function input(overrides: Partial<InvitationInput> = {}): InvitationInput {
  return { ...newInvitation(), template: TEMPLATE, eventName: '<p>Maya &amp; Idris</p>', date: '2027-05-01', organizer: { name: 'Maya', email: '', phone: '' }, ...overrides };
}

describe('a save that fails a step names the step by code (the editor maps it by `step`, not by message)', () => {
  it('answers 400 VALIDATION_ERROR with the step id beside the message', async () => {
    const host = await signedInUser(t, 'failing-step@example.com');
    const cases: [Partial<InvitationInput>, string, string][] = [
      [{ template: { ...TEMPLATE, id: '' } }, 'template', WIZARD_MESSAGES.template],
      [{ eventName: '<p> </p>' }, 'event-details', WIZARD_MESSAGES.eventDetails],
      [{ date: '' }, 'event-details', WIZARD_MESSAGES.eventDetails],
      [{ organizer: { name: '  ', email: '', phone: '' } }, 'organizer', WIZARD_MESSAGES.organizer],
      // An RSVP deadline after the event (issue 19): refused by the server too.
      [{ rsvp: { ...newInvitation().rsvp, deadline: '2027-05-02' } }, 'advanced-features', WIZARD_MESSAGES.deadlineAfterEvent],
      // A template that is not an id, or not one we have: the template step too.
      [{ template: { ...TEMPLATE, id: 'not-a-uuid' } }, 'template', WIZARD_MESSAGES.template],
      [{}, 'template', WIZARD_MESSAGES.template],
    ];
    for (const [overrides, step, message] of cases) {
      const response = await host.client.post('/api/invitations', input(overrides));
      expect(response.statusCode, step).toBe(400);
      expect(response.json(), step).toEqual({ error: { code: 'VALIDATION_ERROR', message, step } });
    }
  });

  it('the admin preview routes and the update route name it too', async () => {
    const admin = await signedInUser(t, 'failing-step-admin@example.com', 'secret-password', { admin: true });
    const created = await admin.client.post('/api/admin/preview-invitations', input({ date: '' }));
    expect(created.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message: WIZARD_MESSAGES.eventDetails, step: 'event-details' } });
    const host = await signedInUser(t, 'failing-step-update@example.com');
    const updated = await host.client.request('PUT', `/api/invitations/${TEMPLATE.id}`, input({ organizer: { name: '', email: '', phone: '' } }));
    expect(updated.json()).toEqual({ error: { code: 'VALIDATION_ERROR', message: WIZARD_MESSAGES.organizer, step: 'organizer' } });
  });

  it('an error of no step carries no step', async () => {
    const host = await signedInUser(t, 'no-step@example.com');
    const response = await host.client.post('/api/invitations', input({ contacts: Array.from({ length: 6 }, () => ({ name: 'a', relationship: 'b', phone: '1' })) }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
    expect(response.json().error).not.toHaveProperty('step');
  });
});
