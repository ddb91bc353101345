import { BRAND } from '@shared/constants';
import { linkEmail } from './layout';

/** In the account's language (decision 0030). Sent by better-auth when someone asks for a password reset (`sendResetPassword`, src/server/auth.ts). */
export const resetPassword = linkEmail<{ url: string }>({
  id: 'reset-password',
  url: (params) => params.url,
  words: {
    english: () => ({
      subject: `Reset your ${BRAND} password`,
      intro: `Someone asked to reset the password of your ${BRAND} account. The link works once, for one hour.`,
      action: 'Choose a new password',
      outro: 'If it was not you, ignore this message: your password stays as it is.',
    }),
    malay: () => ({
      subject: `Tetapkan semula kata laluan ${BRAND} anda`,
      intro: `Ada permintaan untuk menetapkan semula kata laluan akaun ${BRAND} anda. Pautan ini boleh digunakan sekali sahaja, dalam tempoh satu jam.`,
      action: 'Pilih kata laluan baharu',
      outro: 'Jika bukan anda yang membuat permintaan ini, abaikan sahaja e-mel ini: kata laluan anda kekal seperti sedia ada.',
    }),
    chinese: () => ({
      subject: `重设您的 ${BRAND} 密码`,
      intro: `有人要求重设您 ${BRAND} 账户的密码。此链接只能使用一次，有效期为一小时。`,
      action: '设置新密码',
      outro: '如果这不是您本人的操作，请忽略此邮件：您的密码将保持不变。',
    }),
  },
});
