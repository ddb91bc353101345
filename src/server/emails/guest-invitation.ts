import { householdEmail, type HouseholdMailParams } from './household-mail';

export interface GuestInvitationParams extends HouseholdMailParams {
  seats: number;
  /** The host's own message with its placeholders filled (guest settings), or '' for these words. */
  hostMessage: string;
}

/**
 * A household's personal invitation (the `guest-invitation-email` job, features/guests/job-handlers.ts),
 * in the household's language (its own, else the invitation's). When the host wrote a message, that
 * message is the mail's text, line breaks kept.
 */
export const guestInvitation = householdEmail<GuestInvitationParams>('guest-invitation', {
  english: ({ seats, hostMessage }, { event, eventOnDate, dear }) => ({
    subject: `You are invited: ${event}`,
    paragraphs: hostMessage ? [hostMessage] : [dear, `You are warmly invited to ${eventOnDate}. Your invitation is for ${seats} ${seats === 1 ? 'person' : 'people'}.`, 'Please open your personal invitation and let us know whether you can come.'],
    action: 'Open my invitation',
  }),
  malay: ({ seats, hostMessage }, { event, eventOnDate, dear }) => ({
    subject: `Jemputan: ${event}`,
    paragraphs: hostMessage ? [hostMessage] : [dear, `Dengan segala hormatnya kami menjemput anda ke ${eventOnDate}. Jemputan anda untuk ${seats} orang.`, 'Sila buka kad jemputan peribadi anda dan maklumkan kehadiran anda.'],
    action: 'Buka kad jemputan saya',
  }),
  chinese: ({ seats, hostMessage }, { event, eventOnDate, dear }) => ({
    subject: `诚挚邀请：${event}`,
    paragraphs: hostMessage ? [hostMessage] : [dear, `诚挚邀请您出席${eventOnDate}。您的请柬可供 ${seats} 位出席。`, '请打开您的专属请柬，并告知我们您是否出席。'],
    action: '打开我的请柬',
  }),
  // The subject names the event without the word நிகழ்வு the sentences give it.
  tamil: ({ eventName, seats, hostMessage }, { eventOnDate, dear }) => ({
    subject: `அழைப்பிதழ்: ${eventName || 'எங்கள் நிகழ்வு'}`,
    paragraphs: hostMessage ? [hostMessage] : [dear, `${eventOnDate}க்கு உங்களை அன்புடன் அழைக்கிறோம். உங்கள் அழைப்பு ${seats} பேருக்கு.`, 'உங்கள் தனிப்பட்ட அழைப்பிதழைத் திறந்து, வருகையை உறுதிப்படுத்தவும்.'],
    action: 'என் அழைப்பிதழைத் திற',
  }),
});
