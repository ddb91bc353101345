import type { EventType, Language } from '@shared/constants';
import { TIME_FORMATS } from './invitation-base';
import { RSVP_EVENT_TEXT, type RsvpEventStrings } from './rsvp-events';

export { fillText } from './invitation-base';

/**
 * Every fixed text a guest sees on an invitation, in the four invitation languages (product.md §1).
 * The English texts are product.md's where it gives them. A key missing from any language fails
 * type-checking. `{name}` placeholders are filled with `fillText`.
 */
export interface InvitationStrings {
  /** BCP 47 tag for the `lang` attribute. */
  lang: string;
  /** Intl locale for dates. */
  locale: string;
  /** 24-hour "HH:MM" → the wall-clock time as people write it in this language (no Date conversion). */
  formatTime: (hours: number, minutes: number) => string;
  eventTypes: Record<EventType, string>;

  detailsHeading: string;
  belovedTitle: string;
  belovedSonOf: string;
  belovedDaughterOf: string;
  muhurtham: string;
  date: string;
  time: string;
  venue: string;
  host: string;
  coHosts: string;
  saveTheDate: string;
  dateNotSet: string;
  addedToCalendar: string;
  /** Several events (issue 18): the section listing them, and each event's calendar buttons. */
  eventsHeading: string;
  dressCode: string;
  addToCalendar: string;
  googleCalendar: string;
  calendarFile: string;
  allEvents: string;
  /** Under the countdown: the event it counts to. Contains `{name}`. */
  countingTo: string;

  countdownHeading: string;
  days: string;
  hours: string;
  minutes: string;
  seconds: string;
  happeningNow: string;
  eventPassed: string;

  rsvpHeading: string;
  replyBy: string;
  rsvpClosed: string;
  rsvpClosedDetail: string;
  nameLabel: string;
  namePlaceholder: string;
  emailLabel: string;
  emailPlaceholder: string;
  phoneLabel: string;
  phonePlaceholder: string;
  attendingLegend: string;
  attendingYes: string;
  attendingNo: string;
  guestsLabel: string;
  mealLabel: string;
  mealPlaceholder: string;
  carPlateLabel: string;
  carPlatePlaceholder: string;
  wishesLabel: string;
  wishesPlaceholder: string;
  submit: string;
  sending: string;
  update: string;
  withdraw: string;
  withdrawing: string;
  withdrawn: string;
  previewNote: string;
  missingInfo: string;
  nameRequired: string;
  invalidEmail: string;
  /** Also the server's answer to a phone number it cannot read. */
  invalidPhone: string;
  noAngleBrackets: string;
  submitFailed: string;
  genericError: string;
  thankYouTitle: string;
  thankYouMessage: string;
  receivedTitle: string;
  receivedMessage: string;
  keepLink: string;
  copyLink: string;
  copied: string;
  close: string;
  /** Guest list (product.md §12): a household's seats, and the server's refusal past them. Contain `{seats}`. */
  seatsOne: string;
  seatsMany: string;
  /** The open link of an invitation only invited households may answer (also the server's refusal). */
  invitedOnly: string;
  /** The receipt of an answer that replaced the same guest's earlier one. */
  updatedEarlier: string;
  /** The receipt when an earlier answer has the same details (issue 27): where its change link went (`{email}`, masked), or a note without it. */
  answerExistsMailed: string;
  answerExists: string;
  /** A household that has answered sees its answer first, with a way to change it. */
  yourAnswer: string;
  changeAnswer: string;

  wishesHeading: string;
  noWishes: string;
  guest: string;
  previousWish: string;
  nextWish: string;
  /** A long wish is clamped to four lines; these expand and collapse it. */
  readMore: string;
  showLess: string;
  /** The photo gallery and its lightbox; {n} and {total} are filled in (fillText). */
  gallery: { heading: string; open: string; previous: string; next: string; of: string; dialog: string };

  actions: string;
  location: string;
  contact: string;
  play: string;
  pause: string;
  rsvp: string;
  gift: string;
  locationTitle: string;
  googleMaps: string;
  contactTitle: string;
  call: string;
  giftTitle: string;
  giftAlt: string;
  /** The gift section (issue 32): the ways to give, copy and save buttons, "I sent a gift". */
  gifts: {
    bank: string;
    holder: string;
    account: string;
    duitnowQr: string;
    duitnowId: string;
    idTypes: { phone: string; nric: string; business: string };
    showNumber: string;
    ewallet: string;
    /** {wallet} is the e-wallet's name. */
    payWith: string;
    copy: string;
    copied: string;
    /** The clipboard was refused: the number is selected for the guest to copy. */
    copyFallback: string;
    saveQr: string;
    qrAlt: string;
    noGifts: string;
    tell: string;
    tellTitle: string;
    amount: string;
    amountHint: string;
    amountInvalid: string;
    from: string;
    note: string;
    send: string;
    sending: string;
    thanks: string;
    needsScript: string;
    failed: string;
  };
  music: string;
  /** Contains `{brand}`. */
  createdWith: string;

  /** The closed envelope over the cover (opening 'envelope'): its button, and its name for screen readers. */
  tapToOpen: string;
  /** The editor's preview only: closes the opened envelope again. */
  closeEnvelope: string;
  /** Shown instead of the RSVP form when the browser runs no JavaScript (issue 30). */
  needsScript: string;

  /** Per-event answers and the check-in code (rsvp-events.ts): the page receives them in its one language. */
  rsvpEvents: RsvpEventStrings;
}

const english: InvitationStrings = {
  lang: 'en',
  locale: 'en-GB',
  formatTime: TIME_FORMATS.english,
  eventTypes: {
    wedding: 'Wedding',
    'indian-wedding': 'Indian Wedding',
    'chinese-wedding': 'Chinese Wedding',
    engagement: 'Engagement',
    birthday: 'Birthday Celebration',
    'baby-shower': 'Baby Shower',
  },
  detailsHeading: 'Event details',
  belovedTitle: 'With the blessings of their beloved parents',
  belovedSonOf: 'the beloved son of',
  belovedDaughterOf: 'the beloved daughter of',
  muhurtham: 'Muhurtham',
  date: 'Date',
  time: 'Time',
  venue: 'Venue',
  host: 'Hosted by',
  coHosts: 'Together with',
  saveTheDate: 'Save The Date',
  dateNotSet: 'Event date not set!',
  addedToCalendar: 'Event added to your calendar!',
  eventsHeading: 'The celebrations',
  dressCode: 'Dress code',
  addToCalendar: 'Add to calendar',
  googleCalendar: 'Google Calendar',
  calendarFile: 'Apple / Outlook (.ics)',
  allEvents: 'All events',
  countingTo: 'until {name}',
  countdownHeading: 'Counting down to the day',
  days: 'Days',
  hours: 'Hours',
  minutes: 'Minutes',
  seconds: 'Seconds',
  happeningNow: 'The celebration is happening now!',
  eventPassed: 'This celebration has passed. Thank you for sharing it with us!',
  rsvpHeading: 'RSVP',
  replyBy: 'Please reply by {date}',
  rsvpClosed: 'RSVP is closed',
  rsvpClosedDetail: 'Replies are no longer being accepted for this invitation.',
  nameLabel: 'Your name',
  namePlaceholder: 'Full name',
  emailLabel: 'Email (optional)',
  emailPlaceholder: 'you@example.com',
  phoneLabel: 'Phone (optional)',
  phonePlaceholder: 'e.g. 012-345 6789',
  attendingLegend: 'Will you attend?',
  attendingYes: 'Joyfully accept',
  attendingNo: 'Regretfully decline',
  guestsLabel: 'Number of guests',
  mealLabel: 'Meal choice',
  mealPlaceholder: 'Choose a meal',
  carPlateLabel: 'Car plate number',
  carPlatePlaceholder: 'e.g. WXY 1234',
  wishesLabel: 'Your wishes',
  wishesPlaceholder: 'Write a few words for the celebration…',
  submit: 'Send my RSVP',
  sending: 'Sending…',
  update: 'Update my answer',
  withdraw: 'Withdraw my answer',
  withdrawing: 'Withdrawing…',
  withdrawn: 'Your answer has been withdrawn.',
  previewNote: 'Preview only: replies are turned off.',
  missingInfo: 'Missing information',
  nameRequired: 'Please provide your name',
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid phone number (e.g. 012-345 6789 or +65 9123 4567)',
  noAngleBrackets: 'Please remove the < and > characters',
  submitFailed: 'Failed to submit RSVP. Please try again.',
  genericError: 'An error occurred. Please try again.',
  thankYouTitle: 'Thank you for your RSVP!',
  thankYouMessage: 'We can’t wait to celebrate with you.',
  receivedTitle: 'RSVP Received',
  receivedMessage: 'Thank you for letting us know. You will be missed!',
  keepLink: 'Keep this link to change your answer',
  copyLink: 'Copy link',
  copied: 'Copied!',
  close: 'Close',
  seatsOne: 'This invitation is for 1 guest.',
  seatsMany: 'This invitation is for {seats} guests.',
  invitedOnly: 'This invitation asks invited guests to reply through their personal link.',
  updatedEarlier: 'We updated your earlier answer.',
  answerExistsMailed: 'An answer with these details already exists; we sent its change link to the e-mail on it ({email}).',
  answerExists: 'An answer with these details already exists. We saved yours as well; the host will see both.',
  yourAnswer: 'Your answer',
  changeAnswer: 'Change my answer',
  wishesHeading: 'Wishes',
  noWishes: 'No wishes yet. Be the first to send your wishes!',
  guest: 'Guest',
  previousWish: 'Previous wish',
  nextWish: 'Next wish',
  gallery: { heading: 'Gallery', open: 'Open photo {n} of {total}', previous: 'Previous photo', next: 'Next photo', of: '{n} / {total}', dialog: 'Photos' },
  readMore: 'Read more',
  showLess: 'Show less',
  actions: 'Invitation actions',
  location: 'Location',
  contact: 'Contact',
  play: 'Play',
  pause: 'Pause',
  rsvp: 'RSVP',
  gift: 'Gift',
  locationTitle: 'Getting there',
  googleMaps: 'Google Maps',
  contactTitle: 'Contact',
  call: 'Call',
  giftTitle: 'Gift',
  giftAlt: 'Gift details, such as a bank QR code',
  gifts: {
    bank: 'Bank transfer',
    holder: 'Account holder',
    account: 'Account number',
    duitnowQr: 'DuitNow QR',
    duitnowId: 'DuitNow ID',
    idTypes: { phone: 'Mobile number', nric: 'MyKad number', business: 'Business registration number' },
    showNumber: 'Show the full number',
    ewallet: 'E-wallet',
    payWith: 'Pay with {wallet}',
    copy: 'Copy',
    copied: 'Copied',
    copyFallback: 'Selected: press and hold to copy',
    saveQr: 'Save QR',
    qrAlt: 'DuitNow QR code for the gift',
    noGifts: 'No gifts, please: your presence is the greatest gift.',
    tell: 'I sent a gift',
    tellTitle: 'Tell the hosts about your gift',
    amount: 'Amount (RM, optional)',
    amountHint: 'For example 50 or 50.00',
    amountInvalid: 'Write the amount in ringgit and sen, like 50 or 50.50.',
    from: 'From',
    note: 'Note (optional)',
    send: 'Send',
    sending: 'Sending…',
    thanks: 'Thank you! The hosts will see your message.',
    needsScript: 'Turn on JavaScript to tell the hosts about your gift.',
    failed: 'Could not send. Please try again.',
  },
  music: 'Background music',
  createdWith: 'Created with ❤️ by {brand}',
  tapToOpen: 'Tap to open',
  closeEnvelope: 'Close the envelope',
  needsScript: 'Replying needs JavaScript: turn it on in your browser and reload this page to send your RSVP and wishes.',
  rsvpEvents: RSVP_EVENT_TEXT.english,
};

const chinese: InvitationStrings = {
  lang: 'zh-Hans',
  locale: 'zh-CN',
  formatTime: TIME_FORMATS.chinese,
  eventTypes: {
    wedding: '婚礼',
    'indian-wedding': '印度婚礼',
    'chinese-wedding': '中式婚礼',
    engagement: '订婚宴',
    birthday: '生日宴',
    'baby-shower': '迎婴派对',
  },
  detailsHeading: '活动详情',
  belovedTitle: '携双方父母敬邀',
  belovedSonOf: '新郎父母',
  belovedDaughterOf: '新娘父母',
  muhurtham: '吉时',
  date: '日期',
  time: '时间',
  venue: '地点',
  host: '主办人',
  coHosts: '联合主办',
  saveTheDate: '预留日期',
  dateNotSet: '活动日期尚未设定！',
  addedToCalendar: '活动已加入您的日历！',
  eventsHeading: '活动安排',
  dressCode: '着装要求',
  addToCalendar: '加入日历',
  googleCalendar: 'Google 日历',
  calendarFile: 'Apple / Outlook 日历 (.ics)',
  allEvents: '全部活动',
  countingTo: '距离{name}',
  countdownHeading: '喜日倒数',
  days: '天',
  hours: '小时',
  minutes: '分钟',
  seconds: '秒',
  happeningNow: '庆典正在进行中！',
  eventPassed: '庆典已圆满结束，感谢您的参与！',
  rsvpHeading: '出席回复',
  replyBy: '请于{date}前回复',
  rsvpClosed: '回复已截止',
  rsvpClosedDetail: '本请柬已停止接受回复。',
  nameLabel: '您的姓名',
  namePlaceholder: '请输入全名',
  emailLabel: '电子邮箱（选填）',
  emailPlaceholder: 'you@example.com',
  phoneLabel: '电话（选填）',
  phonePlaceholder: '例如 012-345 6789',
  attendingLegend: '您会出席吗？',
  attendingYes: '欣然出席',
  attendingNo: '抱歉无法出席',
  guestsLabel: '出席人数',
  mealLabel: '餐点选择',
  mealPlaceholder: '请选择餐点',
  carPlateLabel: '车牌号码',
  carPlatePlaceholder: '例如 WXY 1234',
  wishesLabel: '祝福语',
  wishesPlaceholder: '写下您的祝福……',
  submit: '提交回复',
  sending: '正在提交…',
  update: '更新我的回复',
  withdraw: '撤回我的回复',
  withdrawing: '正在撤回…',
  withdrawn: '您的回复已撤回。',
  previewNote: '预览模式：暂不接受回复。',
  missingInfo: '信息不完整',
  nameRequired: '请填写您的姓名',
  invalidEmail: '请输入有效的电子邮箱地址',
  invalidPhone: '请输入有效的电话号码（例如 012-345 6789 或 +65 9123 4567）',
  noAngleBrackets: '请删除 < 和 > 字符',
  submitFailed: '回复提交失败，请重试。',
  genericError: '发生错误，请重试。',
  thankYouTitle: '感谢您的回复！',
  thankYouMessage: '期待与您共同庆祝！',
  receivedTitle: '已收到您的回复',
  receivedMessage: '感谢您告知，我们会想念您的！',
  keepLink: '请保存此链接，以便日后修改回复',
  copyLink: '复制链接',
  copied: '已复制！',
  close: '关闭',
  seatsOne: '此请柬限 1 位宾客。',
  seatsMany: '此请柬限 {seats} 位宾客。',
  invitedOnly: '本请柬仅接受受邀宾客通过其专属链接回复。',
  updatedEarlier: '我们已更新您之前的回复。',
  answerExistsMailed: '已有一份相同资料的回复；我们已将它的修改链接发送到该回复的电子邮件（{email}）。',
  answerExists: '已有一份相同资料的回复。我们也保存了您的回复；主人会看到两份。',
  yourAnswer: '您的回复',
  changeAnswer: '修改我的回复',
  wishesHeading: '祝福留言',
  noWishes: '还没有祝福，快来送上第一份祝福吧！',
  guest: '宾客',
  previousWish: '上一条祝福',
  nextWish: '下一条祝福',
  gallery: { heading: '相册', open: '打开第 {n} 张照片（共 {total} 张）', previous: '上一张', next: '下一张', of: '{n} / {total}', dialog: '照片' },
  readMore: '阅读全文',
  showLess: '收起',
  actions: '请柬操作',
  location: '位置',
  contact: '联系',
  play: '播放',
  pause: '暂停',
  rsvp: '回复',
  gift: '贺礼',
  locationTitle: '前往会场',
  googleMaps: 'Google 地图',
  contactTitle: '联系我们',
  call: '拨打电话',
  giftTitle: '送上贺礼',
  giftAlt: '贺礼信息，例如银行二维码',
  gifts: {
    bank: '银行转账',
    holder: '户口持有人',
    account: '户口号码',
    duitnowQr: 'DuitNow 二维码',
    duitnowId: 'DuitNow ID',
    idTypes: { phone: '手机号码', nric: '身份证号码', business: '商业注册号码' },
    showNumber: '显示完整号码',
    ewallet: '电子钱包',
    payWith: '用 {wallet} 付款',
    copy: '复制',
    copied: '已复制',
    copyFallback: '已选中：长按即可复制',
    saveQr: '保存二维码',
    qrAlt: '贺礼的 DuitNow 二维码',
    noGifts: '恕不收礼：您的光临就是最好的礼物。',
    tell: '我已送上贺礼',
    tellTitle: '告诉新人您送的贺礼',
    amount: '金额（令吉，可不填）',
    amountHint: '例如 50 或 50.00',
    amountInvalid: '请以令吉和仙填写金额，例如 50 或 50.50。',
    from: '送礼人',
    note: '留言（可不填）',
    send: '发送',
    sending: '发送中…',
    thanks: '谢谢！新人会看到您的留言。',
    needsScript: '请开启 JavaScript 以告诉新人您送的贺礼。',
    failed: '无法发送，请再试一次。',
  },
  music: '背景音乐',
  createdWith: '由 {brand} 用 ❤️ 制作',
  tapToOpen: '轻触打开',
  closeEnvelope: '合上信封',
  needsScript: '回复需要 JavaScript：请在浏览器中开启它，然后重新加载本页，即可提交出席回复和祝福。',
  rsvpEvents: RSVP_EVENT_TEXT.chinese,
};

const malay: InvitationStrings = {
  lang: 'ms',
  locale: 'ms-MY',
  formatTime: TIME_FORMATS.malay,
  eventTypes: {
    wedding: 'Majlis Perkahwinan',
    'indian-wedding': 'Majlis Perkahwinan India',
    'chinese-wedding': 'Majlis Perkahwinan Cina',
    engagement: 'Majlis Pertunangan',
    birthday: 'Majlis Hari Jadi',
    'baby-shower': 'Majlis Sambut Cahaya Mata',
  },
  detailsHeading: 'Butiran majlis',
  belovedTitle: 'Dengan restu ibu bapa tercinta',
  belovedSonOf: 'putera kesayangan kepada',
  belovedDaughterOf: 'puteri kesayangan kepada',
  muhurtham: 'Waktu Muhurtham',
  date: 'Tarikh',
  time: 'Masa',
  venue: 'Tempat',
  host: 'Tuan rumah',
  coHosts: 'Bersama',
  saveTheDate: 'Simpan Tarikh',
  dateNotSet: 'Tarikh majlis belum ditetapkan!',
  addedToCalendar: 'Majlis telah ditambah ke kalendar anda!',
  eventsHeading: 'Atur cara majlis',
  dressCode: 'Kod pakaian',
  addToCalendar: 'Tambah ke kalendar',
  googleCalendar: 'Kalendar Google',
  calendarFile: 'Kalendar Apple / Outlook (.ics)',
  allEvents: 'Semua majlis',
  countingTo: 'menjelang {name}',
  countdownHeading: 'Menghitung hari',
  days: 'Hari',
  hours: 'Jam',
  minutes: 'Minit',
  seconds: 'Saat',
  happeningNow: 'Majlis sedang berlangsung!',
  eventPassed: 'Majlis telah berlalu. Terima kasih kerana meraikannya bersama kami!',
  rsvpHeading: 'Pengesahan Kehadiran',
  replyBy: 'Sila balas sebelum {date}',
  rsvpClosed: 'RSVP telah ditutup',
  rsvpClosedDetail: 'Jawapan tidak lagi diterima untuk jemputan ini.',
  nameLabel: 'Nama anda',
  namePlaceholder: 'Nama penuh',
  emailLabel: 'E-mel (pilihan)',
  emailPlaceholder: 'anda@contoh.com',
  phoneLabel: 'Telefon (pilihan)',
  phonePlaceholder: 'cth. 012-345 6789',
  attendingLegend: 'Adakah anda akan hadir?',
  attendingYes: 'Ya, saya akan hadir',
  attendingNo: 'Maaf, tidak dapat hadir',
  guestsLabel: 'Bilangan tetamu',
  mealLabel: 'Pilihan hidangan',
  mealPlaceholder: 'Pilih hidangan',
  carPlateLabel: 'Nombor plat kereta',
  carPlatePlaceholder: 'cth. WXY 1234',
  wishesLabel: 'Ucapan anda',
  wishesPlaceholder: 'Tulis ucapan dan doa anda…',
  submit: 'Hantar RSVP',
  sending: 'Menghantar…',
  update: 'Kemas kini jawapan saya',
  withdraw: 'Tarik balik jawapan saya',
  withdrawing: 'Menarik balik…',
  withdrawn: 'Jawapan anda telah ditarik balik.',
  previewNote: 'Pratonton sahaja: jawapan tidak dihantar.',
  missingInfo: 'Maklumat tidak lengkap',
  nameRequired: 'Sila berikan nama anda',
  invalidEmail: 'Sila masukkan alamat e-mel yang sah',
  invalidPhone: 'Sila masukkan nombor telefon yang sah (cth. 012-345 6789 atau +65 9123 4567)',
  noAngleBrackets: 'Sila buang aksara < dan >',
  submitFailed: 'Gagal menghantar RSVP. Sila cuba lagi.',
  genericError: 'Ralat telah berlaku. Sila cuba lagi.',
  thankYouTitle: 'Terima kasih atas RSVP anda!',
  thankYouMessage: 'Kami tidak sabar untuk meraikannya bersama anda.',
  receivedTitle: 'RSVP Diterima',
  receivedMessage: 'Terima kasih kerana memaklumkan kami. Anda pasti akan dirindui!',
  keepLink: 'Simpan pautan ini untuk menukar jawapan anda',
  copyLink: 'Salin pautan',
  copied: 'Disalin!',
  close: 'Tutup',
  seatsOne: 'Jemputan ini untuk 1 orang tetamu.',
  seatsMany: 'Jemputan ini untuk {seats} orang tetamu.',
  invitedOnly: 'Jemputan ini meminta tetamu yang dijemput membalas melalui pautan peribadi mereka.',
  updatedEarlier: 'Kami telah mengemas kini jawapan anda yang terdahulu.',
  answerExistsMailed: 'Jawapan dengan butiran ini sudah ada; kami telah menghantar pautan untuk mengubahnya ke e-mel jawapan itu ({email}).',
  answerExists: 'Jawapan dengan butiran ini sudah ada. Jawapan anda juga disimpan; tuan rumah akan melihat kedua-duanya.',
  yourAnswer: 'Jawapan anda',
  changeAnswer: 'Tukar jawapan saya',
  wishesHeading: 'Ucapan',
  noWishes: 'Belum ada ucapan. Jadilah yang pertama menghantar ucapan!',
  guest: 'Tetamu',
  previousWish: 'Ucapan sebelumnya',
  nextWish: 'Ucapan seterusnya',
  gallery: { heading: 'Galeri', open: 'Buka foto {n} daripada {total}', previous: 'Foto sebelumnya', next: 'Foto seterusnya', of: '{n} / {total}', dialog: 'Foto' },
  readMore: 'Baca lagi',
  showLess: 'Tunjuk kurang',
  actions: 'Tindakan jemputan',
  location: 'Lokasi',
  contact: 'Hubungi',
  play: 'Main',
  pause: 'Jeda',
  rsvp: 'RSVP',
  gift: 'Hadiah',
  locationTitle: 'Arah ke lokasi',
  googleMaps: 'Google Maps',
  contactTitle: 'Hubungi kami',
  call: 'Panggil',
  giftTitle: 'Hadiah',
  giftAlt: 'Maklumat hadiah, seperti kod QR bank',
  gifts: {
    bank: 'Pindahan bank',
    holder: 'Nama pemegang akaun',
    account: 'Nombor akaun',
    duitnowQr: 'QR DuitNow',
    duitnowId: 'ID DuitNow',
    idTypes: { phone: 'Nombor telefon bimbit', nric: 'Nombor MyKad', business: 'Nombor pendaftaran perniagaan' },
    showNumber: 'Tunjuk nombor penuh',
    ewallet: 'E-dompet',
    payWith: 'Bayar dengan {wallet}',
    copy: 'Salin',
    copied: 'Disalin',
    copyFallback: 'Sudah dipilih: tekan lama untuk menyalin',
    saveQr: 'Simpan QR',
    qrAlt: 'Kod QR DuitNow untuk hadiah',
    noGifts: 'Tiada hadiah, terima kasih: kehadiran anda ialah hadiah yang terbaik.',
    tell: 'Saya sudah menghantar hadiah',
    tellTitle: 'Beritahu tuan rumah tentang hadiah anda',
    amount: 'Jumlah (RM, pilihan)',
    amountHint: 'Contohnya 50 atau 50.00',
    amountInvalid: 'Tulis jumlah dalam ringgit dan sen, seperti 50 atau 50.50.',
    from: 'Daripada',
    note: 'Nota (pilihan)',
    send: 'Hantar',
    sending: 'Menghantar…',
    thanks: 'Terima kasih! Tuan rumah akan melihat mesej anda.',
    needsScript: 'Hidupkan JavaScript untuk memberitahu tuan rumah tentang hadiah anda.',
    failed: 'Tidak dapat dihantar. Sila cuba lagi.',
  },
  music: 'Muzik latar',
  createdWith: 'Dihasilkan dengan ❤️ oleh {brand}',
  tapToOpen: 'Sentuh untuk buka',
  closeEnvelope: 'Tutup sampul',
  needsScript: 'Untuk membalas, JavaScript diperlukan: hidupkannya dalam pelayar anda dan muat semula halaman ini untuk menghantar RSVP dan ucapan anda.',
  rsvpEvents: RSVP_EVENT_TEXT.malay,
};

const tamil: InvitationStrings = {
  lang: 'ta',
  locale: 'ta-IN',
  formatTime: TIME_FORMATS.tamil,
  eventTypes: {
    wedding: 'திருமணம்',
    'indian-wedding': 'திருமண விழா',
    'chinese-wedding': 'சீனத் திருமணம்',
    engagement: 'நிச்சயதார்த்தம்',
    birthday: 'பிறந்தநாள் விழா',
    'baby-shower': 'வளைகாப்பு விழா',
  },
  detailsHeading: 'நிகழ்வு விவரங்கள்',
  belovedTitle: 'பெற்றோரின் நல்லாசியுடன்',
  belovedSonOf: 'மணமகனின் அன்புப் பெற்றோர்',
  belovedDaughterOf: 'மணமகளின் அன்புப் பெற்றோர்',
  muhurtham: 'முகூர்த்த நேரம்',
  date: 'தேதி',
  time: 'நேரம்',
  venue: 'இடம்',
  host: 'அன்புடன் அழைப்பவர்',
  coHosts: 'உடன் அழைப்பவர்கள்',
  saveTheDate: 'நாட்காட்டியில் சேர்க்க',
  dateNotSet: 'நிகழ்வுத் தேதி இன்னும் அமைக்கப்படவில்லை!',
  addedToCalendar: 'நிகழ்வு உங்கள் நாட்காட்டியில் சேர்க்கப்பட்டது!',
  eventsHeading: 'நிகழ்ச்சி நிரல்',
  dressCode: 'உடை நெறி',
  addToCalendar: 'நாட்காட்டியில் சேர்',
  googleCalendar: 'Google நாட்காட்டி',
  calendarFile: 'Apple / Outlook நாட்காட்டி (.ics)',
  allEvents: 'அனைத்து நிகழ்வுகளும்',
  countingTo: '{name} வரை',
  countdownHeading: 'இனிய நாளுக்கு இன்னும்',
  days: 'நாட்கள்',
  hours: 'மணி',
  minutes: 'நிமிடம்',
  seconds: 'விநாடி',
  happeningNow: 'விழா இப்போது நடைபெறுகிறது!',
  eventPassed: 'விழா இனிதே நிறைவடைந்தது. எங்களுடன் கொண்டாடியதற்கு நன்றி!',
  rsvpHeading: 'வருகையை உறுதிசெய்யுங்கள்',
  replyBy: '{date}-க்குள் பதிலளிக்கவும்',
  rsvpClosed: 'பதில் அனுப்பும் காலம் முடிந்தது',
  rsvpClosedDetail: 'இந்த அழைப்பிதழுக்கு இனி பதில்கள் ஏற்கப்படாது.',
  nameLabel: 'உங்கள் பெயர்',
  namePlaceholder: 'முழுப் பெயர்',
  emailLabel: 'மின்னஞ்சல் (விருப்பத்தேர்வு)',
  emailPlaceholder: 'you@example.com',
  phoneLabel: 'தொலைபேசி (விருப்பத்தேர்வு)',
  phonePlaceholder: 'எ.கா. 012-345 6789',
  attendingLegend: 'நீங்கள் வருகை தருவீர்களா?',
  attendingYes: 'மகிழ்ச்சியுடன் வருகிறேன்',
  attendingNo: 'வர இயலவில்லை',
  guestsLabel: 'விருந்தினர் எண்ணிக்கை',
  mealLabel: 'உணவுத் தேர்வு',
  mealPlaceholder: 'உணவைத் தேர்ந்தெடுக்கவும்',
  carPlateLabel: 'வாகனப் பதிவு எண்',
  carPlatePlaceholder: 'எ.கா. WXY 1234',
  wishesLabel: 'உங்கள் வாழ்த்து',
  wishesPlaceholder: 'உங்கள் வாழ்த்தை எழுதுங்கள்…',
  submit: 'பதிலை அனுப்பு',
  sending: 'அனுப்பப்படுகிறது…',
  update: 'என் பதிலைப் புதுப்பி',
  withdraw: 'என் பதிலைத் திரும்பப் பெறு',
  withdrawing: 'திரும்பப் பெறப்படுகிறது…',
  withdrawn: 'உங்கள் பதில் திரும்பப் பெறப்பட்டது.',
  previewNote: 'முன்னோட்டம் மட்டும்: பதில்கள் அனுப்பப்படாது.',
  missingInfo: 'தகவல் விடுபட்டுள்ளது',
  nameRequired: 'உங்கள் பெயரை உள்ளிடவும்',
  invalidEmail: 'சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்',
  invalidPhone: 'சரியான தொலைபேசி எண்ணை உள்ளிடவும் (எ.கா. 012-345 6789 அல்லது +65 9123 4567)',
  noAngleBrackets: '< மற்றும் > குறிகளை நீக்கவும்',
  submitFailed: 'பதிலை அனுப்ப முடியவில்லை. மீண்டும் முயலவும்.',
  genericError: 'பிழை ஏற்பட்டது. மீண்டும் முயலவும்.',
  thankYouTitle: 'உங்கள் பதிலுக்கு நன்றி!',
  thankYouMessage: 'உங்களுடன் கொண்டாட ஆவலுடன் காத்திருக்கிறோம்.',
  receivedTitle: 'பதில் பெறப்பட்டது',
  receivedMessage: 'தெரிவித்தமைக்கு நன்றி. நீங்கள் இல்லாதது எங்களுக்குக் குறையாக இருக்கும்!',
  keepLink: 'உங்கள் பதிலை மாற்ற இந்த இணைப்பைச் சேமித்து வையுங்கள்',
  copyLink: 'இணைப்பை நகலெடு',
  copied: 'நகலெடுக்கப்பட்டது!',
  close: 'மூடு',
  seatsOne: 'இந்த அழைப்பிதழ் 1 விருந்தினருக்கு மட்டும்.',
  seatsMany: 'இந்த அழைப்பிதழ் {seats} விருந்தினர்களுக்கு மட்டும்.',
  invitedOnly: 'அழைக்கப்பட்ட விருந்தினர்கள் தங்கள் தனிப்பட்ட இணைப்பின் மூலம் பதிலளிக்குமாறு இந்த அழைப்பிதழ் கேட்டுக்கொள்கிறது.',
  updatedEarlier: 'உங்கள் முந்தைய பதிலைப் புதுப்பித்துள்ளோம்.',
  answerExistsMailed: 'இந்த விவரங்களுடன் ஒரு பதில் ஏற்கனவே உள்ளது; அதை மாற்றும் இணைப்பை அந்தப் பதிலின் மின்னஞ்சலுக்கு ({email}) அனுப்பியுள்ளோம்.',
  answerExists: 'இந்த விவரங்களுடன் ஒரு பதில் ஏற்கனவே உள்ளது. உங்கள் பதிலும் சேமிக்கப்பட்டது; இரண்டையும் விருந்தளிப்பவர் பார்ப்பார்.',
  yourAnswer: 'உங்கள் பதில்',
  changeAnswer: 'என் பதிலை மாற்று',
  wishesHeading: 'வாழ்த்துகள்',
  noWishes: 'இன்னும் வாழ்த்துகள் இல்லை. முதல் வாழ்த்தை நீங்களே அனுப்புங்கள்!',
  guest: 'விருந்தினர்',
  previousWish: 'முந்தைய வாழ்த்து',
  nextWish: 'அடுத்த வாழ்த்து',
  gallery: { heading: 'படத்தொகுப்பு', open: 'படம் {n} / {total} திற', previous: 'முந்தைய படம்', next: 'அடுத்த படம்', of: '{n} / {total}', dialog: 'படங்கள்' },
  readMore: 'மேலும் படிக்க',
  showLess: 'குறைவாகக் காட்டு',
  actions: 'அழைப்பிதழ் செயல்கள்',
  location: 'இடம்',
  contact: 'தொடர்பு',
  play: 'இசை',
  pause: 'நிறுத்து',
  rsvp: 'பதில்',
  gift: 'அன்பளிப்பு',
  locationTitle: 'இடத்திற்கு வழி',
  googleMaps: 'Google வரைபடம்',
  contactTitle: 'தொடர்புக்கு',
  call: 'அழை',
  giftTitle: 'அன்பளிப்பு',
  giftAlt: 'அன்பளிப்பு விவரங்கள், எ.கா. வங்கி QR குறியீடு',
  gifts: {
    bank: 'வங்கிப் பரிமாற்றம்',
    holder: 'கணக்கு வைத்திருப்பவர்',
    account: 'கணக்கு எண்',
    duitnowQr: 'DuitNow QR',
    duitnowId: 'DuitNow ID',
    idTypes: { phone: 'கைபேசி எண்', nric: 'MyKad எண்', business: 'வணிகப் பதிவு எண்' },
    showNumber: 'முழு எண்ணைக் காட்டு',
    ewallet: 'மின்-பணப்பை',
    payWith: '{wallet} மூலம் செலுத்து',
    copy: 'நகலெடு',
    copied: 'நகலெடுக்கப்பட்டது',
    copyFallback: 'தேர்ந்தெடுக்கப்பட்டது: நகலெடுக்க அழுத்திப் பிடிக்கவும்',
    saveQr: 'QR-ஐச் சேமி',
    qrAlt: 'அன்பளிப்புக்கான DuitNow QR குறியீடு',
    noGifts: 'அன்பளிப்புகள் வேண்டாம்: உங்கள் வருகையே சிறந்த அன்பளிப்பு.',
    tell: 'நான் அன்பளிப்பு அனுப்பினேன்',
    tellTitle: 'உங்கள் அன்பளிப்பைப் பற்றி அழைப்பவர்களிடம் சொல்லுங்கள்',
    amount: 'தொகை (RM, விருப்பம்)',
    amountHint: 'உதாரணமாக 50 அல்லது 50.00',
    amountInvalid: 'தொகையை ரிங்கிட் மற்றும் சென்னில் எழுதவும், எ.கா. 50 அல்லது 50.50.',
    from: 'அனுப்பியவர்',
    note: 'குறிப்பு (விருப்பம்)',
    send: 'அனுப்பு',
    sending: 'அனுப்புகிறது…',
    thanks: 'நன்றி! அழைப்பவர்கள் உங்கள் செய்தியைப் பார்ப்பார்கள்.',
    needsScript: 'உங்கள் அன்பளிப்பைப் பற்றிச் சொல்ல JavaScript-ஐ இயக்கவும்.',
    failed: 'அனுப்ப முடியவில்லை. மீண்டும் முயற்சிக்கவும்.',
  },
  music: 'பின்னணி இசை',
  createdWith: '{brand} மூலம் ❤️ உடன் உருவாக்கப்பட்டது',
  tapToOpen: 'திறக்கத் தொடவும்',
  closeEnvelope: 'உறையை மூடவும்',
  needsScript: 'பதிலளிக்க JavaScript தேவை: உங்கள் உலாவியில் அதை இயக்கி, இந்தப் பக்கத்தை மீண்டும் ஏற்றி உங்கள் பதிலையும் வாழ்த்தையும் அனுப்பவும்.',
  rsvpEvents: RSVP_EVENT_TEXT.tamil,
};

export const INVITATION_TEXT: Record<Language, InvitationStrings> = { english, chinese, malay, tamil };

/** The strings of a language, English for anything unknown. */
export function invitationText(language: string): InvitationStrings {
  return (INVITATION_TEXT as Record<string, InvitationStrings | undefined>)[language] ?? english;
}
