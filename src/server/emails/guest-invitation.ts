import { BRAND } from '@shared/constants';
import { blocksEmail } from './blocks';

export interface GuestInvitationParams {
  /** The household as it appears on the invitation ("Encik Ahmad sekeluarga"). */
  householdName: string;
  /** The invitation's event name as plain text; may be empty. */
  eventName: string;
  /** The event's date as the guest reads it, in the mail's language; may be empty. */
  date: string;
  seats: number;
  /** The household's personal link. */
  url: string;
  /** The host's own message with its placeholders filled (guest settings), or '' for these words. */
  hostMessage: string;
}

/**
 * A household's personal invitation (the `guest-invitation-email` job, features/guests/job-handlers.ts),
 * in the household's language (its own, else the invitation's). When the host wrote a message, that
 * message is the mail's text, line breaks kept.
 */
export const guestInvitation = blocksEmail<GuestInvitationParams>({
  id: 'guest-invitation',
  url: (params) => params.url,
  words: {
    english: ({ householdName, eventName, date, seats, hostMessage }) => {
      const event = eventName || 'our celebration';
      return {
        subject: `You are invited: ${event}`,
        paragraphs: hostMessage
          ? [hostMessage]
          : [`Dear ${householdName},`, `You are warmly invited to ${event}${date ? ` on ${date}` : ''}. Your invitation is for ${seats} ${seats === 1 ? 'person' : 'people'}.`, 'Please open your personal invitation and let us know whether you can come.'],
        action: 'Open my invitation',
        outro: `This link is personal to ${householdName}: please do not share it. Sent by ${BRAND} for the host.`,
      };
    },
    malay: ({ householdName, eventName, date, seats, hostMessage }) => {
      const event = eventName || 'majlis kami';
      return {
        subject: `Jemputan: ${event}`,
        paragraphs: hostMessage
          ? [hostMessage]
          : [`Kepada ${householdName},`, `Dengan segala hormatnya kami menjemput anda ke ${event}${date ? ` pada ${date}` : ''}. Jemputan anda untuk ${seats} orang.`, 'Sila buka kad jemputan peribadi anda dan maklumkan kehadiran anda.'],
        action: 'Buka kad jemputan saya',
        outro: `Pautan ini khas untuk ${householdName}: mohon jangan kongsikan. Dihantar oleh ${BRAND} bagi pihak tuan rumah.`,
      };
    },
    chinese: ({ householdName, eventName, date, seats, hostMessage }) => {
      const event = eventName ? `“${eventName}”` : '本次活动';
      return {
        subject: `诚挚邀请：${event}`,
        paragraphs: hostMessage
          ? [hostMessage]
          : [`致 ${householdName}：`, `诚挚邀请您出席${event}${date ? `（${date}）` : ''}。您的请柬可供 ${seats} 位出席。`, '请打开您的专属请柬，并告知我们您是否出席。'],
        action: '打开我的请柬',
        outro: `此链接为 ${householdName} 专属，请勿转发。此邮件由 ${BRAND} 代主办人发送。`,
      };
    },
    tamil: ({ householdName, eventName, date, seats, hostMessage }) => {
      // "… நிகழ்வு" takes the case ending below (நிகழ்வுக்கு).
      const event = eventName ? `“${eventName}” நிகழ்வு` : 'எங்கள் நிகழ்வு';
      return {
        subject: `அழைப்பிதழ்: ${eventName || 'எங்கள் நிகழ்வு'}`,
        paragraphs: hostMessage
          ? [hostMessage]
          : [`அன்புள்ள ${householdName},`, `${date ? `${date} அன்று நடைபெறும் ` : ''}${event}க்கு உங்களை அன்புடன் அழைக்கிறோம். உங்கள் அழைப்பு ${seats} பேருக்கு.`, 'உங்கள் தனிப்பட்ட அழைப்பிதழைத் திறந்து, வருகையை உறுதிப்படுத்தவும்.'],
        action: 'என் அழைப்பிதழைத் திற',
        outro: `இந்த இணைப்பு ${householdName} அவர்களுக்கு மட்டுமே: பகிர வேண்டாம். அழைப்பவர் சார்பாக ${BRAND} அனுப்பியது.`,
      };
    },
  },
});
