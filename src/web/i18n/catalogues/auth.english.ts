import { MESSAGES } from '@shared/messages';

/** Sign in, sign up, forgotten and new password, the two-factor step (decision 0030). */
const auth = {
  welcome: 'Welcome',
  welcomeSubtitle: 'Sign in to manage your invitations, or create an account in a minute.',
  verified: 'Your e-mail is verified. You can sign in now.',
  registrationSuccess: MESSAGES.registrationSuccess as string,
  verifyFirst: 'Please verify your e-mail first: open the link we sent you.',
  signInFailed: 'Sign in failed. Please try again.',
  resent: 'We sent you a new verification link.',
  sendFailed: 'Could not send the e-mail. Please try again.',
  resend: 'Resend the link',
  signInForm: 'Sign in',
  email: 'Email',
  password: 'Password',
  forgot: 'Forgot your password?',
  signUpForm: 'Sign up',
  signUpFailed: 'Sign up failed. Please try again.',
  name: 'Your name (optional)',
  passwordHint: (min: number) => `At least ${min} characters`,
  createAccount: 'Create an Account',
  verifyNote: 'We will send you a link to verify your e-mail address.',
  forgotSubtitle: 'Enter your e-mail and we will send you a link to choose a new one.',
  /** Around the address (in bold): "If an account exists for <address>, a link …". */
  resetSent: ['If an account exists for ', ', a link to reset the password is on its way. It works once, for one hour.'],
  backToSignIn: 'Back to Sign In',
  forgotForm: 'Forgot password',
  sendResetLink: 'Send reset link',
  linkExpired: 'Link expired',
  linkInvalid: 'This reset link is invalid or has already been used. Ask for a new one.',
  sendNewLink: 'Send a new link',
  passwordChanged: 'Your password has been changed. Please sign in.',
  resetFailed: 'Could not reset the password. Please try again.',
  chooseNew: 'Choose a new password',
  resetForm: 'Reset password',
  newPassword: 'New password',
  repeatPassword: 'Repeat the new password',
  setNew: 'Set new password',
  totpForm: 'Two-factor verification',
  totpIntro: 'Open your authenticator app and enter the 6-digit code for this account.',
  totpLabel: 'Authentication code',
  verify: 'Verify',
  otherAccount: 'Use another account',
  totpFailed: 'Could not verify the code. Please try again.',
};

export type AuthWords = typeof auth;
export default auth;
