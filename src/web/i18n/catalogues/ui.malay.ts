import type { UiWords } from './ui.english';

/** Bahasa Melayu (docs/glossary.md). */
const ui: UiWords = {
  close: 'Tutup',
  cancel: 'Batal',
  delete: 'Padam',
  tryAgain: 'Cuba lagi',
  invitationNotFound: {
    title: 'Kad Jemputan Tidak Ditemui',
    text: 'Kad jemputan ini tidak wujud atau bukan milik anda.',
  },
  myInvitations: 'Jemputan Saya',
  uploaded: 'Sudah dimuat naik',
  uploading: (percent) => `Memuat naik… ${percent}%`,
  paymentStatus: { pending: 'Sedang disemak', approved: 'Diluluskan', rejected: 'Ditolak' },
  pagination: {
    first: 'Pertama',
    firstPage: 'Halaman pertama',
    previous: 'Sebelumnya',
    previousPage: 'Halaman sebelumnya',
    next: 'Seterusnya',
    nextPage: 'Halaman seterusnya',
    last: 'Terakhir',
    lastPage: 'Halaman terakhir',
    page: (page) => `Halaman ${page}`,
  },
  guards: {
    adminUsePortal: 'Pentadbir perlu menggunakan portal pentadbir',
    noAdminAccess: 'Anda tidak mempunyai akses ke halaman ini',
  },
  loginRequired: {
    title: 'Sila Log Masuk Dahulu',
    text: 'Anda perlu log masuk untuk menggunakan ciri ini.',
    signIn: 'Log Masuk',
    createAccount: 'Buka Akaun',
    forgot: 'Lupa kata laluan?',
    agree: ['Dengan meneruskan, anda bersetuju dengan ', ' dan ', ' kami.'],
    terms: 'Terma Perkhidmatan',
    privacy: 'Dasar Privasi',
  },
};

export default ui;
