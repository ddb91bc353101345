import { zodResolver } from '@hookform/resolvers/zod';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { passwordConfirmationSchema, resetPasswordFormSchema, signInSchema, totpCodeSchema } from '@shared/auth';
import { firstErrorMessage } from '@web/components/form/use-schema-form';
import { TextField } from '@web/components/ui/text-field';

const resolve = async <T extends Record<string, unknown>>(schema: Parameters<typeof zodResolver>[0], values: T) =>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  (zodResolver as any)(schema)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('app forms on the shared schemas', () => {
  it('the zod resolver gives each field the shared message', async () => {
    const { errors } = await resolve(signInSchema, { email: 'not-an-address', password: '' });
    expect(errors.email.message).toBe('Please enter a valid email address');
    expect(errors.password.message).toBe('Password is required');
    const { values } = await resolve(signInSchema, { email: '  host@example.com ', password: 'x' });
    expect(values).toEqual({ email: 'host@example.com', password: 'x' });
    expect((await resolve(totpCodeSchema, { code: '12ab' })).errors.code.message).toBe('Enter the 6-digit code from your authenticator app');
  });

  it('reset password: the length rule first, then the repeated password must match', async () => {
    expect((await resolve(resetPasswordFormSchema, { password: 'short', confirm: 'other' })).errors).toEqual({
      password: expect.objectContaining({ message: 'Password must be at least 6 characters' }),
    });
    expect((await resolve(resetPasswordFormSchema, { password: 'long-enough', confirm: 'other' })).errors.confirm.message).toBe('The passwords do not match');
    expect((await resolve(resetPasswordFormSchema, { password: 'long-enough', confirm: 'long-enough' })).values).toEqual({ password: 'long-enough', confirm: 'long-enough' });
  });

  it('turning two-factor on or off needs the password', () => {
    expect(passwordConfirmationSchema.safeParse({ password: '' }).error?.issues[0]?.message).toBe('Password is required');
    expect(passwordConfirmationSchema.safeParse({ password: 'secret' }).success).toBe(true);
  });

  it('firstErrorMessage reads a field, an array field and skips empty entries', () => {
    expect(firstErrorMessage(undefined)).toBeUndefined();
    expect(firstErrorMessage({ message: 'Name is required', type: 'too_small' })).toBe('Name is required');
    expect(firstErrorMessage([undefined, { message: 'Bad colour', type: 'invalid_format' }])).toBe('Bad colour');
  });
});

describe('TextField', () => {
  it('wires the label, hint, error and required state for assistive technology', () => {
    const html = renderToStaticMarkup(<TextField id="email" name="email" label="Email" hint="We never share it" error="Email is required" required />);
    expect(html).toContain('<label class="text-sm font-medium text-stone-800" for="email">Email');
    expect(html).toMatch(/<input[^>]*id="email"/);
    expect(html).toMatch(/<input[^>]*aria-describedby="email-hint email-error"/);
    expect(html).toMatch(/<input[^>]*aria-invalid="true"/);
    expect(html).toMatch(/<input[^>]*aria-required="true"/);
    expect(html).toContain('<p id="email-error" role="alert"');
  });

  it('has no error state without an error', () => {
    const html = renderToStaticMarkup(<TextField id="name" label="Name" />);
    expect(html).not.toMatch(/aria-invalid="/);
    expect(html).not.toMatch(/aria-describedby="/);
  });
});
