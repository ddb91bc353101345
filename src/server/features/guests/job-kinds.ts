/**
 * The guest list's job kinds (lib/jobs.ts), in a module of their own so that the mail ledger, which
 * sending-service.ts imports, can name them too without importing it back.
 */
export const GUEST_JOB_KINDS = {
  invitationEmail: 'guest-invitation-email',
  reminderEmail: 'guest-reminder-email',
  autoReminders: 'auto-reminders',
  hostAnswerNotice: 'host-answer-notice',
  hostDigest: 'host-digest',
} as const;
