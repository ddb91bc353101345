import { BRAND } from '@shared/constants';
import { blocksEmail } from './blocks';

export interface GuestReminderParams {
  householdName: string;
  /** The invitation's event name as plain text; may be empty. */
  eventName: string;
  /** The event's date in the mail's language; may be empty. */
  date: string;
  /** The RSVP deadline in the mail's language; may be empty. */
  deadline: string;
  /** The household's personal link. */
  url: string;
}

/**
 * To a household that has not answered yet (the `guest-reminder-email` job: the host's "Send
 * reminders", or the automatic reminder N days before the RSVP deadline), in its language.
 */
export const guestReminder = blocksEmail<GuestReminderParams>({
  id: 'guest-reminder',
  url: (params) => params.url,
  words: {
    english: ({ householdName, eventName, date, deadline }) => {
      const event = eventName || 'our celebration';
      return {
        subject: `Reminder: please reply for ${event}`,
        paragraphs: [
          `Dear ${householdName},`,
          `We have not received your reply for ${event}${date ? ` on ${date}` : ''} yet. ${deadline ? `Please let us know by ${deadline} whether you can come.` : 'Please let us know whether you can come.'}`,
        ],
        action: 'Reply now',
        outro: `This link is personal to ${householdName}: please do not share it. Sent by ${BRAND} for the host.`,
      };
    },
    malay: ({ householdName, eventName, date, deadline }) => {
      const event = eventName || 'majlis kami';
      return {
        subject: `Peringatan: mohon balas jemputan ${event}`,
        paragraphs: [
          `Kepada ${householdName},`,
          `Kami masih belum menerima jawapan anda untuk ${event}${date ? ` pada ${date}` : ''}. ${deadline ? `Mohon maklumkan kehadiran anda sebelum ${deadline}.` : 'Mohon maklumkan kehadiran anda.'}`,
        ],
        action: 'Balas sekarang',
        outro: `Pautan ini khas untuk ${householdName}: mohon jangan kongsikan. Dihantar oleh ${BRAND} bagi pihak tuan rumah.`,
      };
    },
    chinese: ({ householdName, eventName, date, deadline }) => {
      const event = eventName ? `“${eventName}”` : '本次活动';
      return {
        subject: `提醒：请回复${event}的邀请`,
        paragraphs: [`致 ${householdName}：`, `我们尚未收到您对${event}${date ? `（${date}）` : ''}的回复。${deadline ? `请于${deadline}前告知我们您是否出席。` : '请告知我们您是否出席。'}`],
        action: '立即回复',
        outro: `此链接为 ${householdName} 专属，请勿转发。此邮件由 ${BRAND} 代主办人发送。`,
      };
    },
    tamil: ({ householdName, eventName, date, deadline }) => {
      // "… நிகழ்வு" takes the case ending below (நிகழ்வுக்கான).
      const event = eventName ? `“${eventName}” நிகழ்வு` : 'எங்கள் நிகழ்வு';
      return {
        subject: `நினைவூட்டல்: ${event}க்கு பதிலளிக்கவும்`,
        paragraphs: [
          `அன்புள்ள ${householdName},`,
          `${date ? `${date} அன்று நடைபெறும் ` : ''}${event}க்கான உங்கள் பதில் இன்னும் எங்களுக்குக் கிடைக்கவில்லை. ${deadline ? `${deadline}-க்குள் உங்கள் வருகையை உறுதிப்படுத்தவும்.` : 'உங்கள் வருகையை உறுதிப்படுத்தவும்.'}`,
        ],
        action: 'இப்போதே பதிலளி',
        outro: `இந்த இணைப்பு ${householdName} அவர்களுக்கு மட்டுமே: பகிர வேண்டாம். அழைப்பவர் சார்பாக ${BRAND} அனுப்பியது.`,
      };
    },
  },
});
