import type { GuestValidationCode, ValidationWords } from './english';

/** Tamil is a guest language only (not a host one, decision 0030): the guest's RSVP contract's words. */
const words: Pick<ValidationWords, GuestValidationCode> = {
  GUEST_NAME_REQUIRED: 'உங்கள் பெயரை உள்ளிடவும்',
  ATTENDING_REQUIRED: 'நீங்கள் கலந்துகொள்வீர்களா என்பதைத் தெரிவிக்கவும்',
  NO_ANGLE_BRACKETS: '< மற்றும் > குறிகளை நீக்கவும்',
  EMAIL_INVALID: 'சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்',
  EMAIL_REQUIRED: 'மின்னஞ்சல் தேவை',
  EMAIL_TOO_LONG: 'மின்னஞ்சல் முகவரி அதிகபட்சம் 254 எழுத்துகள்',
  GUESTS_RANGE: 'விருந்தினர் எண்ணிக்கை 1 முதல் 30 வரை இருக்க வேண்டும்',
  GUESTS_WHOLE: 'விருந்தினர் எண்ணிக்கை முழு எண்ணாக இருக்க வேண்டும்',
  GUESTS_AT_MOST: 'அதிகபட்சம் 30 விருந்தினர்கள்',
  DEVICE_ID_INVALID: 'சாதன அடையாளம் செல்லாது',
};
export default words;
