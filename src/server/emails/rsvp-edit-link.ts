import { BRAND } from '@shared/constants';
import { linkEmail } from './layout';

export interface RsvpEditLinkParams {
  guestName: string;
  /** The invitation's event name as plain text; may be empty. */
  eventName: string;
  /** The guest's private link to change or withdraw the answer. */
  url: string;
}

/**
 * To a guest who left an e-mail with their RSVP (`mailEditLink`, src/server/features/rsvp/service.ts),
 * in the invitation's language; the tone follows INVITATION_TEXT (src/shared/i18n/invitation.ts).
 */
export const rsvpEditLink = linkEmail<RsvpEditLinkParams>({
  id: 'rsvp-edit-link',
  url: (params) => params.url,
  words: {
    english: ({ guestName, eventName }) => {
      const event = eventName || 'the event';
      return {
        subject: `Your RSVP for ${event}`,
        intro: `Hi ${guestName}, thank you for your RSVP for ${event}. You can change or withdraw your answer any time before the RSVP closes.`,
        action: 'Change my answer',
        outro: `Keep this link private: anyone with it can change your answer. Sent by ${BRAND} for the host.`,
      };
    },
    malay: ({ guestName, eventName }) => {
      const event = eventName || 'majlis ini';
      return {
        subject: `RSVP anda untuk ${event}`,
        intro: `Hai ${guestName}, terima kasih atas RSVP anda untuk ${event}. Anda boleh menukar atau menarik balik jawapan anda pada bila-bila masa sebelum RSVP ditutup.`,
        action: 'Tukar jawapan saya',
        outro: `Rahsiakan pautan ini: sesiapa yang memilikinya boleh menukar jawapan anda. Dihantar oleh ${BRAND} bagi pihak tuan rumah.`,
      };
    },
    chinese: ({ guestName, eventName }) => {
      const event = eventName ? `“${eventName}”` : '本次活动';
      return {
        subject: `您对${event}的出席回复`,
        intro: `${guestName}，您好！感谢您回复${event}的邀请。在回复截止之前，您可以随时修改或撤回您的回复。`,
        action: '修改我的回复',
        outro: `请妥善保管此链接：任何拥有此链接的人都可以修改您的回复。此邮件由 ${BRAND} 代主办人发送。`,
      };
    },
    tamil: ({ guestName, eventName }) => {
      // "… நிகழ்வு" takes the case endings below (நிகழ்வுக்கு, நிகழ்வுக்கான).
      const event = eventName ? `“${eventName}” நிகழ்வு` : 'இந்த நிகழ்வு';
      return {
        subject: `${event}க்கான உங்கள் பதில்`,
        intro: `வணக்கம் ${guestName}, ${event}க்கு நீங்கள் அனுப்பிய பதிலுக்கு நன்றி. பதில் அனுப்பும் காலம் முடிவதற்கு முன் எப்போது வேண்டுமானாலும் உங்கள் பதிலை மாற்றலாம் அல்லது திரும்பப் பெறலாம்.`,
        action: 'என் பதிலை மாற்று',
        outro: `இந்த இணைப்பை யாருடனும் பகிர வேண்டாம்: இது உள்ள எவரும் உங்கள் பதிலை மாற்ற முடியும். அழைப்பவர் சார்பாக ${BRAND} அனுப்பியது.`,
      };
    },
  },
});
