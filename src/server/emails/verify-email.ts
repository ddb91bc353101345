import { BRAND } from '@shared/constants';
import { linkEmail } from './layout';

/** Sent by better-auth on sign-up (`sendVerificationEmail`, src/server/auth.ts). */
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
  },
});
