import type { Language } from '@shared/constants';

/**
 * What a guest reads about per-event answers (product.md §13) and its household's check-in code, in
 * the four invitation languages. The form and the RSVP service both use them: a refusal reads like
 * the page it came from. `{event}`, `{name}` and `{seats}` are filled with `fillText`.
 */
export interface RsvpEventStrings {
  /** Above the per-event blocks. */
  eventsLegend: string;
  /** Some event is left without a reply (the form, and the server's 400). */
  answerEach: string;
  unknownEvent: string;
  duplicateEvent: string;
  noEvents: string;
  guestsFor: string;
  unknownMealFor: string;
  /** Under the household's check-in code. */
  showAtDoor: string;
  qrAlt: string;
  seatsOne: string;
  seatsMany: string;
  /** The confirmation before a guest withdraws their answer (its confirm button is `withdraw` of the page's strings). */
  withdrawAsk: string;
  cancel: string;
}

export const RSVP_EVENT_TEXT: Record<Language, RsvpEventStrings> = {
  english: {
    eventsLegend: 'Will you attend each event?',
    answerEach: 'Please answer for each event',
    unknownEvent: 'This answer names an event that is not on your invitation. Please reload the page and try again.',
    duplicateEvent: 'Each event can be answered only once.',
    noEvents: 'There is no event on your invitation to answer for. Please contact the host.',
    guestsFor: 'Please choose how many guests will come to {event}.',
    unknownMealFor: 'Please choose one of the meal options for {event}.',
    showAtDoor: 'Show this code at the door',
    qrAlt: 'Check-in code for {name}',
    seatsOne: '1 guest',
    seatsMany: '{seats} guests',
    withdrawAsk: 'Withdraw your answer?',
    cancel: 'Cancel',
  },
  malay: {
    eventsLegend: 'Adakah anda akan hadir ke setiap majlis?',
    answerEach: 'Sila jawab untuk setiap majlis',
    unknownEvent: 'Jawapan ini menyebut majlis yang tiada dalam jemputan anda. Sila muat semula halaman dan cuba lagi.',
    duplicateEvent: 'Setiap majlis hanya boleh dijawab sekali.',
    noEvents: 'Tiada majlis dalam jemputan anda untuk dijawab. Sila hubungi tuan rumah.',
    guestsFor: 'Sila pilih bilangan tetamu yang akan hadir ke {event}.',
    unknownMealFor: 'Sila pilih salah satu pilihan hidangan untuk {event}.',
    showAtDoor: 'Tunjukkan kod ini di pintu masuk',
    qrAlt: 'Kod daftar masuk untuk {name}',
    seatsOne: '1 tetamu',
    seatsMany: '{seats} tetamu',
    withdrawAsk: 'Tarik balik jawapan anda?',
    cancel: 'Batal',
  },
  chinese: {
    eventsLegend: '您会出席以下每场活动吗？',
    answerEach: '请为每场活动作出回复',
    unknownEvent: '此回复包含不在您请柬上的活动。请重新载入页面后再试。',
    duplicateEvent: '每场活动只能回复一次。',
    noEvents: '您的请柬上没有可回复的活动。请联系主办人。',
    guestsFor: '请选择出席{event}的人数。',
    unknownMealFor: '请为{event}选择一个餐点选项。',
    showAtDoor: '请在入场时出示此二维码',
    qrAlt: '{name}的签到二维码',
    seatsOne: '1 位宾客',
    seatsMany: '{seats} 位宾客',
    withdrawAsk: '要撤回您的回复吗？',
    cancel: '取消',
  },
  tamil: {
    eventsLegend: 'ஒவ்வொரு நிகழ்விலும் கலந்துகொள்வீர்களா?',
    answerEach: 'ஒவ்வொரு நிகழ்வுக்கும் பதில் அளிக்கவும்',
    unknownEvent: 'இந்தப் பதிலில் உங்கள் அழைப்பில் இல்லாத ஒரு நிகழ்வு உள்ளது. பக்கத்தை மீண்டும் ஏற்றி முயற்சிக்கவும்.',
    duplicateEvent: 'ஒவ்வொரு நிகழ்வுக்கும் ஒரு முறை மட்டுமே பதில் அளிக்கலாம்.',
    noEvents: 'உங்கள் அழைப்பில் பதில் அளிக்க எந்த நிகழ்வும் இல்லை. அழைப்பவரைத் தொடர்பு கொள்ளவும்.',
    guestsFor: '{event} நிகழ்வுக்கு எத்தனை விருந்தினர்கள் வருவார்கள் என்பதைத் தேர்ந்தெடுக்கவும்.',
    unknownMealFor: '{event} நிகழ்வுக்கான உணவுத் தேர்வுகளில் ஒன்றைத் தேர்ந்தெடுக்கவும்.',
    showAtDoor: 'நுழைவாயிலில் இந்தக் குறியீட்டைக் காட்டவும்',
    qrAlt: '{name} வருகைப் பதிவுக் குறியீடு',
    seatsOne: '1 விருந்தினர்',
    seatsMany: '{seats} விருந்தினர்கள்',
    withdrawAsk: 'உங்கள் பதிலைத் திரும்பப் பெறவா?',
    cancel: 'ரத்து செய்',
  },
};

/**
 * The strings of a language, English for anything unknown. The server's use; the page reads them
 * from its strings (`InvitationStrings.rsvpEvents`), so the other three languages stay off it.
 */
export function rsvpEventText(language: string): RsvpEventStrings {
  return (RSVP_EVENT_TEXT as Record<string, RsvpEventStrings | undefined>)[language] ?? RSVP_EVENT_TEXT.english;
}
