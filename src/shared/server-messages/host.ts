import type { HostEntry } from './words';

/** The host's general messages (sign-in, access). */
export const HOST_MESSAGES = {
  UNAUTHORIZED: {
    english: 'Please sign in to continue.',
    malay: 'Sila log masuk untuk teruskan.',
    chinese: '请登录以继续。',
  },
  FORBIDDEN: {
    english: "You don't have access to this page",
    malay: 'Anda tiada akses ke halaman ini',
    chinese: '您无权访问此页面',
  },
  TOO_MANY_ATTEMPTS: {
    english: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
    malay: 'Terlalu banyak cubaan log masuk yang gagal. Sila tunggu 15 minit dan cuba lagi.',
    chinese: '登录失败次数过多。请等待 15 分钟后再试。',
  },
} satisfies Record<string, HostEntry>;
