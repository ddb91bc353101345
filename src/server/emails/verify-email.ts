import { BRAND } from '@shared/constants';
import { linkEmail } from './layout';

/** In the account's language (decision 0030). Sent by better-auth on sign-up (`sendVerificationEmail`, src/server/auth.ts). */
export const verifyEmail = linkEmail<{ url: string }>({
  id: 'verify-email',
  url: (params) => params.url,
  words: {
    english: () => ({
      subject: `Verify your e-mail for ${BRAND}`,
      intro: `Welcome to ${BRAND}! Please confirm that this is your e-mail address.`,
      action: 'Verify my e-mail',
      outro: 'The link works for 24 hours. If you did not sign up, ignore this message.',
    }),
    malay: () => ({
      subject: `Sahkan e-mel anda untuk ${BRAND}`,
      intro: `Selamat datang ke ${BRAND}! Sila sahkan bahawa ini alamat e-mel anda.`,
      action: 'Sahkan e-mel saya',
      outro: 'Pautan ini sah selama 24 jam. Jika anda tidak mendaftar, abaikan sahaja e-mel ini.',
    }),
    chinese: () => ({
      subject: `验证您在 ${BRAND} 的电子邮件`,
      intro: `欢迎使用 ${BRAND}！请确认这是您的电子邮件地址。`,
      action: '验证我的电子邮件',
      outro: '此链接在 24 小时内有效。如果您没有注册，请忽略此邮件。',
    }),
  },
});
