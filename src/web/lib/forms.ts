import type { z } from 'zod';

export type FieldErrors<T> = Partial<Record<keyof T & string, string>>;

/** Runs the shared zod contract on form values: the data, or one message per field. */
export function validate<S extends z.ZodType>(schema: S, values: unknown): { data: z.output<S>; errors?: undefined } | { data?: undefined; errors: FieldErrors<z.input<S>> } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return { errors: errors as FieldErrors<z.input<S>> };
}

/** Reads a form's named text fields. */
export function formValues(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries([...new FormData(form).entries()].map(([k, v]) => [k, typeof v === 'string' ? v : '']));
}
