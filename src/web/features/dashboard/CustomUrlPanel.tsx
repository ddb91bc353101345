import { CheckCircle2, Loader2, XCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { SLUG_DEBOUNCE_MS } from '@shared/constants';
import { setSlugBodySchema } from '@shared/dashboard';
import { normaliseSlug, SLUG_MESSAGES, slugProblem } from '@shared/slug';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { cn } from '@web/lib/cn';
import { useWords } from '@web/i18n/i18n';
import type { DashboardWords } from '@web/i18n/catalogues/dashboard.english';
import { checkSlug } from './api';

type SlugWords = DashboardWords['customUrl']['messages'];

/** A slug verdict in the host's language: the rules' messages by their key; the server's (already in it) as they are. */
function slugMessage(message: string, messages: SlugWords): string {
  const key = (Object.keys(SLUG_MESSAGES) as (keyof typeof SLUG_MESSAGES)[]).find((name) => SLUG_MESSAGES[name] === message);
  return key ? messages[key] : message;
}

type Check = { state: 'idle' } | { state: 'checking' } | { state: 'done'; valid: boolean; message: string };

/** Runs the product.md §5 checks: the rules at once, availability 500 ms after typing stops. */
function useSlugCheck(slug: string, invitationId: string, currentSlug: string | null): Check {
  const [result, setResult] = useState<{ slug: string; check: Check }>({ slug: '', check: { state: 'idle' } });
  const problem = slugProblem(slug);
  const local: Check | null =
    slug === (currentSlug ?? undefined)
      ? { state: 'done', valid: true, message: SLUG_MESSAGES.current }
      : problem
        ? { state: 'done', valid: false, message: problem }
        : null;

  const needsServer = local === null;
  useEffect(() => {
    if (!needsServer) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      checkSlug(slug, invitationId, controller.signal)
        .then((answer) => setResult({ slug, check: { state: 'done', valid: answer.available, message: answer.message } }))
        .catch(() => {
          if (!controller.signal.aborted) setResult({ slug, check: { state: 'done', valid: false, message: SLUG_MESSAGES.checkFailed } });
        });
    }, SLUG_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [slug, invitationId, needsServer]);

  if (local) return local;
  return result.slug === slug ? result.check : { state: 'checking' };
}

export interface CustomUrlPanelProps {
  invitationId: string;
  currentSlug: string | null;
  /** With an approved Platinum payment the slug is saved; without one, Continue goes on to the packages. */
  hasPlatinum: boolean;
  initialSlug?: string;
  saving?: boolean;
  onSave: (slug: string) => void;
  onContinue: (slug: string) => void;
  onBack?: () => void;
}

/**
 * 'Customize URL' (product.md §2, §5): edit the slug, see whether it can be used, then save or continue.
 * The form is the shared `setSlugBodySchema` (the slug route's body); the live line under the field
 * runs the same rules as typed, then asks the server whether the address is free.
 */
export function CustomUrlPanel({ invitationId, currentSlug, hasPlatinum, initialSlug, saving = false, onSave, onContinue, onBack }: CustomUrlPanelProps) {
  const words = useWords('dashboard').customUrl;
  const { register, setValue, watch, handleSubmit, formState } = useSchemaForm(setSlugBodySchema, { defaultValues: { customSlug: initialSlug ?? currentSlug ?? '' } });
  const field = register('customSlug');
  const slug = watch('customSlug');
  const check = useSlugCheck(slug, invitationId, currentSlug);
  const valid = check.state === 'done' && check.valid;
  const origin = window.location.origin.replace(/^https?:\/\//, '');

  const onSubmit = handleSubmit(({ customSlug }) => {
    if (!valid) return;
    if (hasPlatinum) onSave(customSlug);
    else onContinue(customSlug);
  });

  return (
    <form className="grid gap-4" onSubmit={onSubmit} noValidate>
      <Field
        label={words.label}
        id="custom-slug"
        hint={words.hint}
        error={formState.errors.customSlug?.message && slugMessage(formState.errors.customSlug.message, words.messages)}
      >
        {(controlProps) => (
          <>
            <div className="flex items-stretch overflow-hidden rounded-xl border border-stone-300 bg-white focus-within:outline-2 focus-within:outline-brand-600">
              <span className="hidden items-center bg-stone-50 px-3 text-sm text-stone-600 sm:flex">{origin}/</span>
              <Input
                {...controlProps}
                ref={field.ref}
                name={field.name}
                value={slug}
                // Lower-cased as typed (product.md §5).
                onChange={(event) => setValue('customSlug', normaliseSlug(event.target.value))}
                onBlur={field.onBlur}
                placeholder={words.placeholder}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={80}
                aria-describedby={['custom-slug-status', controlProps['aria-describedby']].filter(Boolean).join(' ')}
                aria-invalid={controlProps['aria-invalid'] ?? (check.state === 'done' && !check.valid ? true : undefined)}
                className="rounded-none border-0 shadow-none focus-visible:outline-none"
              />
            </div>
            <SlugStatus check={check} />
          </>
        )}
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onBack && (
          <Button variant="outline" onClick={onBack}>
            {words.back}
          </Button>
        )}
        <Button type="submit" disabled={!valid} loading={saving}>
          {hasPlatinum ? words.save : words.continue}
        </Button>
      </div>
    </form>
  );
}

/** The live verdict under the field: checking, or the rule's or the server's message. */
function SlugStatus({ check }: { check: Check }) {
  const words = useWords('dashboard').customUrl;
  return (
    <p
      id="custom-slug-status"
      role="status"
      aria-live="polite"
      className={cn(
        'flex min-h-5 items-center gap-1.5 text-sm',
        check.state === 'done' ? (check.valid ? 'text-emerald-800' : 'text-red-700') : 'text-stone-600',
      )}
    >
      {check.state === 'checking' && (
        <>
          <Loader2 aria-hidden="true" className="size-4 animate-spin" /> {words.checking}
        </>
      )}
      {check.state === 'done' && (
        <>
          {check.valid ? <CheckCircle2 aria-hidden="true" className="size-4" /> : <XCircle aria-hidden="true" className="size-4" />}
          {slugMessage(check.message, words.messages)}
        </>
      )}
    </p>
  );
}
