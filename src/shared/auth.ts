import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from './constants';
import { emailField } from './fields';
import { HOST_LANGUAGES } from './host-language';

/** Contracts of the account screens, used by the forms and checked again by the server. */
export const emailSchema = emailField({ required: true });

export const signInSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Password is required'),
});
export type SignInInput = z.infer<typeof signInSchema>;

export const signUpSchema = z.object({
  name: z.string().trim().max(100, 'Name is too long').optional(),
  email: emailSchema,
  password: z
    .string()
    .min(1, 'Password is required')
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(128, 'Password must be at most 128 characters'),
  // The form's tick; the request carries the version of the terms shown (TERMS_VERSION, shared/legal.ts).
  acceptTerms: z.boolean().refine((accepted) => accepted, 'Please accept the terms to continue'),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

const SAME_SITE_PATH = /^\/(?!\/)[^\s"'<>\\]*$/;
const HTTPS_URL = /^https:\/\/[^\s"'<>\\]+$/i;
const isSafeImageUrl = (value: string) => value === '' || SAME_SITE_PATH.test(value) || (HTTPS_URL.test(value) && URL.canParse(value));

/**
 * The profile fields better-auth stores (sign-up, update-user), as the server accepts them: a name
 * of 1–100 characters, and an image that is a path on this site or an https: address (never
 * javascript:, data: or another scheme a page could be made to run or load).
 */
export const accountFieldsSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name is too long').optional(),
  image: z
    .string()
    .max(2000, 'Image address is too long')
    .refine(isSafeImageUrl, 'Image must be a path on this site or an https:// address')
    .nullable()
    .optional(),
});

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const resetPasswordSchema = z.object({
  password: signUpSchema.shape.password,
});

/** The reset-password form: the new password typed twice (only the password is sent); the match is checked once the password itself is fine. */
export const resetPasswordFormSchema = resetPasswordSchema.extend({ confirm: z.string() }).refine((values) => values.confirm === values.password, {
  path: ['confirm'],
  message: 'The passwords do not match',
  when: (payload) => resetPasswordSchema.safeParse(payload.value).success,
});

/** Turning two-factor on or off is confirmed with the account's password (better-auth checks it). */
export const passwordConfirmationSchema = z.object({
  password: z.string().min(1, 'Password is required'),
});

export const totpCodeSchema = z.object({
  code: z.string().trim().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'),
});

/** What GET /api/session answers: the signed-in user (or null) and whether they are an admin. */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  twoFactorEnabled: z.boolean(),
  /** The account's language: the host's screens and e-mails (decision 0030). */
  language: z.enum(HOST_LANGUAGES),
});
export const sessionResponseSchema = z.object({
  user: sessionUserSchema.nullable(),
  isAdmin: z.boolean(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** A host language as the server accepts it: one of HOST_LANGUAGES, never a raw string (decision 0030). */
export const hostLanguageSchema = z.enum(HOST_LANGUAGES);
/** PUT /api/account/language (a signed-in host's) and PUT /api/language (a visitor's, the cookie only). */
export const accountLanguageSchema = z.object({ language: hostLanguageSchema });
