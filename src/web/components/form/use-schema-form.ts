import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, type FieldErrors, type FieldValues, type Resolver, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';
import { validationCodeOf } from '@shared/validation-messages/english';
import { useWords } from '@web/i18n/i18n';
import type { MessagesWords } from '@web/i18n/catalogues/messages.english';

/**
 * react-hook-form on a shared zod contract (src/shared): `useForm({ resolver: zodResolver(schema) })`
 * with the app's form manners. Fields are checked when the form is submitted (not while typing, nor
 * again on every key after a failed submit), and focus stays where it is unless the form moves it.
 * The submit handler receives the schema's output (trimmed, transformed).
 *
 * A schema's message is shown in the page's language: the schemas write English, which names a code
 * of the `messages` catalogue (`validationCodeOf`, decision 0031), so a route with a form loads the
 * `messages` area. Messages that are not ours (zod's own) stay as they are.
 */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
) {
  const words = useWords('messages');
  const resolver = useMemo(() => translatedResolver(zodResolver(schema) as Resolver<z.input<S>, unknown, z.output<S>>, words), [schema, words]);
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    ...options,
  });
}

/** The resolver's errors with each of our messages in `words`' language. */
export function translatedResolver<I extends FieldValues, O>(resolver: Resolver<I, unknown, O>, words: MessagesWords): Resolver<I, unknown, O> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (!Object.keys(result.errors).length) return result;
    return { values: {}, errors: translateErrors(result.errors, words) as FieldErrors<I> };
  };
}

/** Every `message` in a tree of field errors (arrays and nested objects too), in `words`' language. */
function translateErrors(errors: unknown, words: MessagesWords): unknown {
  if (!errors || typeof errors !== 'object') return errors;
  if (Array.isArray(errors)) return errors.map((error) => translateErrors(error, words));
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref') out[key] = value;
    else if (key === 'message' && typeof value === 'string') {
      const code = validationCodeOf(value);
      out[key] = code ? words[code] : value;
    } else out[key] = translateErrors(value, words);
  }
  return out;
}

/** The first message of a field's errors, also for an array or object field (e.g. one bad colour of three). */
export function firstErrorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'ref' || key === 'type' || key === 'message') continue;
    const nested = firstErrorMessage(value);
    if (nested) return nested;
  }
  return undefined;
}
