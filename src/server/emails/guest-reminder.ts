import { householdEmail, type HouseholdMailParams } from './household-mail';

export interface GuestReminderParams extends HouseholdMailParams {
  /** The RSVP deadline in the mail's language; may be empty. */
  deadline: string;
}

/**
 * To a household that has not answered yet (the `guest-reminder-email` job: the host's "Send
 * reminders", or the automatic reminder N days before the RSVP deadline), in its language.
 */
export const guestReminder = householdEmail<GuestReminderParams>('guest-reminder', {
  english: ({ deadline }, { event, eventOnDate, dear }) => ({
    subject: `Reminder: please reply for ${event}`,
    paragraphs: [dear, `We have not received your reply for ${eventOnDate} yet. ${deadline ? `Please let us know by ${deadline} whether you can come.` : 'Please let us know whether you can come.'}`],
    action: 'Reply now',
  }),
  malay: ({ deadline }, { event, eventOnDate, dear }) => ({
    subject: `Peringatan: mohon balas jemputan ${event}`,
    paragraphs: [dear, `Kami masih belum menerima jawapan anda untuk ${eventOnDate}. ${deadline ? `Mohon maklumkan kehadiran anda sebelum ${deadline}.` : 'Mohon maklumkan kehadiran anda.'}`],
    action: 'Balas sekarang',
  }),
  chinese: ({ deadline }, { event, eventOnDate, dear }) => ({
    subject: `提醒：请回复${event}的邀请`,
    paragraphs: [dear, `我们尚未收到您对${eventOnDate}的回复。${deadline ? `请于${deadline}前告知我们您是否出席。` : '请告知我们您是否出席。'}`],
    action: '立即回复',
  }),
  tamil: ({ deadline }, { event, eventOnDate, dear }) => ({
    subject: `நினைவூட்டல்: ${event}க்கு பதிலளிக்கவும்`,
    paragraphs: [dear, `${eventOnDate}க்கான உங்கள் பதில் இன்னும் எங்களுக்குக் கிடைக்கவில்லை. ${deadline ? `${deadline}-க்குள் உங்கள் வருகையை உறுதிப்படுத்தவும்.` : 'உங்கள் வருகையை உறுதிப்படுத்தவும்.'}`],
    action: 'இப்போதே பதிலளி',
  }),
});
