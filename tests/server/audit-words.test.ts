import { describe, expect, it } from 'vitest';
import { auditChanges, describeAuditEntry, type AuditEntry } from '@shared/audit';

/** The Audit log's plain words (shared/audit.ts): the sentence for each entry and its before → after rows. */

type Described = Parameters<typeof describeAuditEntry>[0];
const entry = (action: AuditEntry['action'], subject_label: string, before: unknown = null, after: unknown = null): Described => ({
  action,
  subject_type: action.startsWith('payment') ? 'payment' : action.startsWith('template') ? 'template' : 'invitation',
  subject_id: 'id-1',
  subject_label,
  before,
  after,
});

describe('describeAuditEntry', () => {
  it('says what a payment decision was, with the amount and payer when the entry carries them', () => {
    expect(describeAuditEntry(entry('payment.reject', 'host@example.com', null, { amount: 30 }))).toBe('Rejected payment RM 30 from host@example.com');
    expect(describeAuditEntry(entry('payment.approve', 'Nur & Adam · Silver', { status: 'pending' }, { status: 'approved', amount: '49.5', payer_email: 'h@example.com' }))).toBe(
      'Approved payment RM 49.50 from h@example.com (Nur & Adam · Silver)',
    );
    expect(describeAuditEntry(entry('payment.reverse', 'Nur & Adam · Platinum'))).toBe('Reversed the decision on payment for Nur & Adam · Platinum');
  });

  it('says what happened to an invitation or template', () => {
    const label = 'Nur & Adam (host@example.com)';
    expect(describeAuditEntry(entry('invitation.mark_paid', label))).toBe('Marked Nur & Adam (host@example.com) paid');
    expect(describeAuditEntry(entry('invitation.mark_unpaid', label))).toBe('Marked Nur & Adam (host@example.com) unpaid');
    expect(describeAuditEntry(entry('invitation.set_url', label, { custom_slug: null }, { custom_slug: 'nur-adam' }))).toBe('Set the custom URL of Nur & Adam (host@example.com) to /nur-adam');
    expect(describeAuditEntry(entry('invitation.set_url', label, { custom_slug: 'nur-adam' }, { custom_slug: null }))).toBe('Removed the custom URL of Nur & Adam (host@example.com)');
    expect(describeAuditEntry(entry('invitation.publish', label))).toBe('Published Nur & Adam (host@example.com)');
    expect(describeAuditEntry(entry('invitation.delete', label))).toBe('Deleted invitation Nur & Adam (host@example.com)');
    expect(describeAuditEntry(entry('template.delete', 'Floral'))).toBe('Deleted template Floral');
    expect(describeAuditEntry(entry('invitation.publish', ''))).toBe('Published id-1');
  });
});

describe('auditChanges', () => {
  it('lists only the fields that differ, as text', () => {
    expect(auditChanges({ is_paid: false, template_status: 'Draft', custom_slug: null }, { is_paid: true, template_status: 'Draft', custom_slug: 'x' })).toEqual([
      { field: 'Is paid', before: 'no', after: 'yes' },
      { field: 'Custom slug', before: 'none', after: 'x' },
    ]);
    expect(auditChanges({ previewImage: 'a' }, { previewImage: 'b' })).toEqual([{ field: 'Preview image', before: 'a', after: 'b' }]);
  });

  it('lists everything a deleted subject was, and everything a new one became', () => {
    expect(auditChanges({ name: 'Floral', colors: ['#111111'] }, null)).toEqual([
      { field: 'Name', before: 'Floral', after: '' },
      { field: 'Colors', before: '["#111111"]', after: '' },
    ]);
    expect(auditChanges(null, { name: 'Floral' })).toEqual([{ field: 'Name', before: '', after: 'Floral' }]);
    expect(auditChanges(null, null)).toEqual([]);
  });
});
