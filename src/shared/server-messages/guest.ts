import type { GuestEntry } from './words';

/** Messages a guest or a door helper reads: every invitation language. */
export const GUEST_MESSAGES = {
  NOT_FOUND: {
    english: 'Not found',
    malay: 'Tidak dijumpai',
    chinese: '找不到',
    tamil: 'கிடைக்கவில்லை',
  },
  RSVP_INVITATION_NOT_FOUND: {
    english: 'Invitation Not Found',
    malay: 'Jemputan tidak dijumpai',
    chinese: '找不到请柬',
    tamil: 'அழைப்பிதழ் கிடைக்கவில்லை',
  },
  RSVP_DISABLED: {
    english: 'This invitation is not collecting RSVPs.',
    malay: 'Jemputan ini tidak menerima jawapan RSVP.',
    chinese: '此请柬不接受出席回复。',
    tamil: 'இந்த அழைப்பிதழ் வருகைப் பதில்களை ஏற்கவில்லை.',
  },
  RSVP_CLOSED: {
    english: 'The RSVP deadline has passed. Please contact the host directly.',
    malay: 'Tarikh akhir RSVP sudah berlalu. Sila hubungi tuan rumah terus.',
    chinese: '回复截止日期已过。请直接联系主办人。',
    tamil: 'பதில் அளிக்கும் கடைசி நாள் முடிந்துவிட்டது. அழைப்பவரை நேரடியாகத் தொடர்பு கொள்ளவும்.',
  },
  RSVP_UNKNOWN_MEAL: {
    english: 'Please choose one of the meal options.',
    malay: 'Sila pilih salah satu pilihan hidangan.',
    chinese: '请从餐点选项中选择一项。',
    tamil: 'உணவுத் தேர்வுகளில் ஒன்றைத் தேர்ந்தெடுக்கவும்.',
  },
  RSVP_CAR_PLATE_REQUIRED: {
    english: 'Please provide your car plate number.',
    malay: 'Sila berikan nombor plat kereta anda.',
    chinese: '请填写您的车牌号码。',
    tamil: 'உங்கள் வாகனப் பதிவு எண்ணை உள்ளிடவும்.',
  },
  RSVP_EDIT_LINK_INVALID: {
    english: 'This link is no longer valid. The answer may have been withdrawn.',
    malay: 'Pautan ini tidak sah lagi. Jawapan itu mungkin telah ditarik balik.',
    chinese: '此链接已失效。该回复可能已被撤回。',
    tamil: 'இந்த இணைப்பு இனி செல்லாது. பதில் திரும்பப் பெறப்பட்டிருக்கலாம்.',
  },
  RSVP_RATE_LIMITED: {
    english: 'Too many answers from your connection in a short time. Please wait a few minutes and try again.',
    malay: 'Terlalu banyak jawapan dari sambungan anda dalam masa yang singkat. Sila tunggu beberapa minit dan cuba lagi.',
    chinese: '您的网络在短时间内提交了太多回复。请稍等几分钟后再试。',
    tamil: 'குறுகிய நேரத்தில் உங்கள் இணைப்பிலிருந்து அதிகமான பதில்கள் வந்துள்ளன. சில நிமிடங்கள் காத்திருந்து மீண்டும் முயற்சிக்கவும்.',
  },
  PERSONAL_LINK_INVALID: {
    english: 'This personal link is no longer valid. Please ask the host for your current link.',
    malay: 'Pautan peribadi ini tidak sah lagi. Sila minta pautan terkini daripada tuan rumah.',
    chinese: '此专属链接已失效。请向主办人索取您现在的链接。',
    tamil: 'இந்தத் தனிப்பட்ட இணைப்பு இனி செல்லாது. உங்கள் தற்போதைய இணைப்பை அழைப்பவரிடம் கேட்கவும்.',
  },
  GIFT_TELL_CLOSED: {
    english: 'This invitation is not taking gift messages.',
    malay: 'Jemputan ini tidak menerima mesej hadiah.',
    chinese: '此请柬不接收贺礼留言。',
    tamil: 'இந்த அழைப்பிதழ் அன்பளிப்புச் செய்திகளை ஏற்கவில்லை.',
  },
  GIFT_TELL_NAME_REQUIRED: {
    english: 'Please write who the gift is from.',
    malay: 'Sila tulis daripada siapa hadiah ini.',
    chinese: '请写上送礼人的名字。',
    tamil: 'அன்பளிப்பு யாரிடமிருந்து என்று எழுதவும்.',
  },
  GIFT_TELL_RATE_LIMITED: {
    english: 'Too many gift messages from your connection in a short time. Please wait a few minutes and try again.',
    malay: 'Terlalu banyak mesej hadiah dari sambungan anda dalam masa yang singkat. Sila tunggu beberapa minit dan cuba lagi.',
    chinese: '您的网络在短时间内发送了太多贺礼留言。请稍等几分钟后再试。',
    tamil: 'குறுகிய நேரத்தில் உங்கள் இணைப்பிலிருந்து அதிகமான அன்பளிப்புச் செய்திகள் வந்துள்ளன. சில நிமிடங்கள் காத்திருந்து மீண்டும் முயற்சிக்கவும்.',
  },
  CHECKIN_LINK_NOT_FOUND: {
    english: 'This check-in link is not valid any more. Ask the host for a new one.',
    malay: 'Pautan daftar masuk ini tidak sah lagi. Minta pautan baharu daripada tuan rumah.',
    chinese: '此签到链接已失效。请向主办人索取新的链接。',
    tamil: 'இந்த வருகைப் பதிவு இணைப்பு இனி செல்லாது. அழைப்பவரிடம் புதிய இணைப்பைக் கேட்கவும்.',
  },
  CHECKIN_CODE_NOT_FOUND: {
    english: 'This code is not for this invitation.',
    malay: 'Kod ini bukan untuk jemputan ini.',
    chinese: '此代码不属于这份请柬。',
    tamil: 'இந்தக் குறியீடு இந்த அழைப்பிதழுக்கானது அல்ல.',
  },
  CHECKIN_GIFTS_OFF: {
    english: 'This check-in link cannot record angpau. Ask the host for a link with the angpau part.',
    malay: 'Pautan daftar masuk ini tidak boleh merekod angpau. Minta pautan yang merangkumi bahagian angpau daripada tuan rumah.',
    chinese: '此签到链接不能记录红包。请向主办人索取包含红包记录的链接。',
    tamil: 'இந்த வருகைப் பதிவு இணைப்பில் அங்பாவ் பதிவு செய்ய முடியாது. அங்பாவ் பகுதியுடன் கூடிய இணைப்பை அழைப்பவரிடம் கேட்கவும்.',
  },
  RATE_LIMITED: {
    english: 'Too many requests. Please slow down and try again in a minute.',
    malay: 'Terlalu banyak permintaan. Sila perlahan sedikit dan cuba lagi dalam seminit.',
    chinese: '请求过多。请放慢速度，一分钟后再试。',
    tamil: 'அதிகமான கோரிக்கைகள். சற்று நிதானித்து ஒரு நிமிடத்தில் மீண்டும் முயற்சிக்கவும்.',
  },
  INTERNAL: {
    english: 'Something went wrong on our side. Please try again.',
    malay: 'Ada masalah di pihak kami. Sila cuba lagi.',
    chinese: '我们这边出了问题。请再试一次。',
    tamil: 'எங்கள் பக்கத்தில் ஏதோ தவறு நடந்துவிட்டது. மீண்டும் முயற்சிக்கவும்.',
  },
  DATABASE_UNAVAILABLE: {
    english: 'The service is briefly unavailable. Nothing was saved; please try again in a moment.',
    malay: 'Perkhidmatan tidak dapat digunakan buat seketika. Tiada apa-apa disimpan; sila cuba lagi sebentar lagi.',
    chinese: '服务暂时无法使用。没有保存任何内容；请稍后再试。',
    tamil: 'சேவை சிறிது நேரம் கிடைக்கவில்லை. எதுவும் சேமிக்கப்படவில்லை; சற்று நேரத்தில் மீண்டும் முயற்சிக்கவும்.',
  },
  STORAGE_FULL: {
    english: 'The server has no room to store this right now. Nothing was saved; please try again later.',
    malay: 'Pelayan tiada ruang untuk menyimpan ini sekarang. Tiada apa-apa disimpan; sila cuba lagi nanti.',
    chinese: '服务器目前没有空间保存。没有保存任何内容；请稍后再试。',
    tamil: 'இதைச் சேமிக்க சேவையகத்தில் இப்போது இடமில்லை. எதுவும் சேமிக்கப்படவில்லை; பிறகு மீண்டும் முயற்சிக்கவும்.',
  },
  /** The door's and the check-in QR's own limit (body code RATE_LIMITED), read by helpers and guests. */
  CHECKIN_RATE_LIMITED: {
    english: 'Too many requests from this connection. Please wait a minute and try again.',
    malay: 'Terlalu banyak permintaan dari sambungan ini. Sila tunggu seminit dan cuba lagi.',
    chinese: '此网络连接的请求过多。请等一分钟后再试。',
    tamil: 'இந்த இணைப்பிலிருந்து அதிகமான கோரிக்கைகள் வந்துள்ளன. ஒரு நிமிடம் காத்திருந்து மீண்டும் முயற்சிக்கவும்.',
  },
} satisfies Record<string, GuestEntry>;
