import { BRAND } from '@shared/constants';
import { linkEmail } from './layout';

/** Sent by better-auth when someone asks for a password reset (`sendResetPassword`, src/server/auth.ts). */
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
  },
});
