import { ExternalLink, ImagePlus, Sparkles, Wand2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { toast } from 'sonner';
import { DEFAULT_TEMPLATE_COLORS, TEMPLATE_COLOR_ROLES } from '@shared/colors';
import type { TemplateCategory } from '@shared/constants';
import { MESSAGES } from '@shared/messages';
import { paths } from '@shared/paths';
import {
  imageTooLargeMessage,
  TEMPLATE_FORM_FIELDS,
  TEMPLATE_IMAGE_ACCEPT,
  TEMPLATE_IMAGE_MAX_BYTES,
  TEMPLATE_IMAGE_MAX_MB,
  TEMPLATE_IMAGE_MAX_MEGAPIXELS,
  TEMPLATE_MESSAGES,
  templateFieldsSchema,
  type TemplateFieldsInput,
} from '@shared/template-form';
import { TEMPLATE_CATEGORY_OPTIONS } from '@shared/template-categories';
import { imageVariantUrl, toSelectedTemplate, type CreateEventLocationState, type Template } from '@shared/templates';
import { firstErrorMessage, useSchemaForm } from '@web/components/form/use-schema-form';
import { useObjectUrl } from '@web/components/hooks/use-object-url';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ColorPicker } from '@web/components/ui/color-picker';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Options, Select } from '@web/components/ui/select';
import { TextField } from '@web/components/ui/text-field';
import { ApiError } from '@web/lib/api';
import { errorMessage, useSaveTemplate } from '@web/features/admin/api';
import { AdminTemplateLoader } from './AdminTemplateLoader';
import { suggestTemplateColors } from './api';

/** The form's toasts share one id, so a new one replaces the last (one toast at a time). */
const TOAST_ID = 'template-form';

/** /admin/templates/new and /admin/templates/edit/:id (product.md §2 Template form): create vs edit by the id. */
export default function TemplateFormPage() {
  const { id } = useParams();
  if (!id) return <TemplateForm />;
  return <AdminTemplateLoader id={id}>{(template) => <TemplateForm key={template.id} template={template} />}</AdminTemplateLoader>;
}

/**
 * The browser-side check of a chosen file, by its size and declared type only: nothing is decoded,
 * so a huge file cannot freeze the page. The server decides by the bytes (and the pixel count).
 */
function fileProblem(file: File): string | null {
  if (file.size > TEMPLATE_IMAGE_MAX_BYTES) return imageTooLargeMessage(file.size);
  if (!TEMPLATE_IMAGE_ACCEPT.split(',').includes(file.type)) return MESSAGES.templateImageNotImage;
  return null;
}

const sameColors = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((color, i) => color.toLowerCase() === b[i]?.toLowerCase());

/**
 * Colours suggested from the chosen template image (issue 20), asked of the server once per file.
 * They fill the pickers unless the admin has changed the colours since choosing the file; then they
 * are offered with a button. The server's refusal of the image (too many pixels, not an image) is
 * reported through `onRefused`.
 */
function useSuggestedColors(file: File | null, colors: string[], apply: (colors: string[]) => void, onRefused: (message: string) => void) {
  const [suggestion, setSuggestion] = useState<{ file: File; colors: string[] } | null>(null);
  const [pending, setPending] = useState(false);
  const latest = useRef({ colors, apply, onRefused });
  latest.current = { colors, apply, onRefused };

  useEffect(() => {
    setSuggestion(null);
    if (!file || fileProblem(file)) return;
    const controller = new AbortController();
    const before = latest.current.colors;
    setPending(true);
    toast.loading(TEMPLATE_MESSAGES.suggesting, { id: TOAST_ID });
    suggestTemplateColors(file, controller.signal).then(
      ({ dominant_colors: suggested }) => {
        if (controller.signal.aborted) return;
        setPending(false);
        setSuggestion({ file, colors: suggested });
        if (sameColors(latest.current.colors, before)) {
          latest.current.apply(suggested);
          toast.success(TEMPLATE_MESSAGES.colorsSuggested, { id: TOAST_ID });
        } else {
          toast.dismiss(TOAST_ID);
        }
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setPending(false);
        const refused = error instanceof ApiError && (error.status === 400 || error.status === 413);
        if (refused) latest.current.onRefused(error.message);
        toast.error(refused ? error.message : TEMPLATE_MESSAGES.colorsNotSuggested, { id: TOAST_ID });
      },
    );
    return () => {
      controller.abort();
      setPending(false);
    };
  }, [file]);

  const offered = suggestion && suggestion.file === file && !sameColors(suggestion.colors, colors) ? suggestion.colors : null;
  return { pending, offered };
}

/** A chosen image: required or not, and of an accepted type and size (fileProblem). */
const imageFileSchema = (required: boolean) =>
  z.custom<File | null>((value) => value === null || value instanceof File).superRefine((file, ctx) => {
    if (!file) {
      if (required) ctx.addIssue({ code: 'custom', message: MESSAGES.templateImageRequired });
      return;
    }
    const problem = fileProblem(file);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** The shared contract of the fields (the one the create/update routes use) with the two image inputs. */
const templateFormSchema = (editing: boolean) => templateFieldsSchema.extend({ image: imageFileSchema(!editing), previewImage: imageFileSchema(false) });

function TemplateForm({ template }: { template?: Template }) {
  const navigate = useNavigate();
  const editing = template !== undefined;
  const schema = useMemo(() => templateFormSchema(editing), [editing]);
  const { register, handleSubmit, formState, watch, setValue, setError, clearErrors, trigger } = useSchemaForm(schema, {
    defaultValues: {
      name: template?.name ?? '',
      // An empty choice until one is picked; the schema says it is required.
      category: (template?.category ?? '') as TemplateFieldsInput['category'],
      dominant_colors: DEFAULT_TEMPLATE_COLORS.map((fallback, i) => template?.dominant_colors?.[i] ?? fallback),
      image: null,
      previewImage: null,
    },
  });
  const { errors } = formState;
  const colors = watch('dominant_colors');
  const image = watch('image');
  const previewImage = watch('previewImage');
  const [removePreview, setRemovePreview] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveTemplate(template?.id);
  const applyColors = (next: string[]) => setValue('dominant_colors', next);
  const suggested = useSuggestedColors(image, colors, applyColors, (message) => setError('image', { message }));

  /** A chosen file is checked at once (size and type, no decoding): a problem shows at the field. */
  const chooseImage = (field: 'image' | 'previewImage', file: File | null) => {
    setValue(field, file);
    if (file && fileProblem(file)) void trigger(field);
    else clearErrors(field);
  };

  const submit = handleSubmit(
    (data) => {
      setFailure(null);
      const form = new FormData();
      form.append(TEMPLATE_FORM_FIELDS.name, data.name);
      form.append(TEMPLATE_FORM_FIELDS.category, data.category);
      form.append(TEMPLATE_FORM_FIELDS.colors, JSON.stringify(data.dominant_colors));
      if (data.image) form.append(TEMPLATE_FORM_FIELDS.image, data.image, data.image.name);
      if (data.previewImage) form.append(TEMPLATE_FORM_FIELDS.previewImage, data.previewImage, data.previewImage.name);
      else if (removePreview) form.append(TEMPLATE_FORM_FIELDS.removePreviewImage, 'true');
      save.mutate(form, {
        onSuccess: () => {
          toast.success(editing ? MESSAGES.templateUpdated : MESSAGES.templateCreated, { id: TOAST_ID });
          void navigate(paths.admin.dashboard);
        },
        onError: (error) => {
          const message = errorMessage(error);
          setFailure(message);
          toast.error(message, { id: TOAST_ID });
        },
      });
    },
    () => {
      setFailure(null);
      // Focus the first field that needs attention.
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    },
  );

  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="mb-6 font-serif text-3xl text-stone-900">{editing ? 'Edit Template' : 'New Template'}</h1>
      <div className="grid items-start gap-6 md:grid-cols-[minmax(0,1fr)_18rem]">
        <Card>
          <CardHeader>
            <CardTitle as="h2">Template Details</CardTitle>
          </CardHeader>
          <CardContent>
            <form noValidate onSubmit={submit} className="grid gap-5" aria-label="Template details">
              {failure && (
                <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
                  {failure}
                </p>
              )}
              <TextField label="Template name" required error={errors.name?.message} maxLength={100} autoComplete="off" {...register('name')} />
              <Field label="Category" required error={errors.category?.message}>
                {(control) => (
                  <Select {...control} {...register('category')}>
                    <option value="">Select a category</option>
                    <Options options={TEMPLATE_CATEGORY_OPTIONS} />
                  </Select>
                )}
              </Field>
              <ImageField
                label="Template image"
                required={!editing}
                hint={`PNG, JPG, WebP or GIF, up to ${TEMPLATE_IMAGE_MAX_MB} MB and ${TEMPLATE_IMAGE_MAX_MEGAPIXELS} megapixels. It is resized for the gallery, carousel and editor, and its colours are suggested below.`}
                currentUrl={template?.image_url ?? null}
                file={image}
                onFile={(file) => chooseImage('image', file)}
                error={firstErrorMessage(errors.image)}
              />
              <ImageField
                label="Preview image (optional)"
                hint={`Shown as the thumbnail in lists; the template image is used when there is none. Up to ${TEMPLATE_IMAGE_MAX_MB} MB.`}
                currentUrl={removePreview ? null : (template?.preview_image_url ?? null)}
                file={previewImage}
                onFile={(file) => {
                  chooseImage('previewImage', file);
                  if (file) setRemovePreview(false);
                }}
                onRemoveCurrent={template?.preview_image_url && !removePreview ? () => setRemovePreview(true) : undefined}
                error={firstErrorMessage(errors.previewImage)}
              />
              <fieldset className="grid gap-3">
                <legend className="mb-1 text-sm font-medium text-stone-800">Dominant colours</legend>
                <div aria-live="polite" className="text-sm text-stone-600">
                  {suggested.pending ? (
                    <span className="inline-flex items-center gap-2">
                      <Sparkles aria-hidden="true" className="size-4 text-brand-600" />
                      {TEMPLATE_MESSAGES.suggesting}
                    </span>
                  ) : suggested.offered ? (
                    <span className="flex flex-wrap items-center gap-2">
                      <span>Suggested from the image:</span>
                      {suggested.offered.map((color) => (
                        <span key={color} className="inline-flex items-center gap-1 font-mono text-xs">
                          <span aria-hidden="true" className="size-4 rounded border border-stone-300" style={{ background: color }} />
                          {color}
                        </span>
                      ))}
                      <Button variant="link" size="sm" onClick={() => suggested.offered && applyColors(suggested.offered)}>
                        Use suggested colours
                      </Button>
                    </span>
                  ) : image && !errors.image ? (
                    'Suggested from the image; change any of them.'
                  ) : (
                    'Choose an image to have its colours suggested, or pick them yourself.'
                  )}
                </div>
                <div className="grid gap-4 sm:grid-cols-3">
                  {TEMPLATE_COLOR_ROLES.map((role, index) => (
                    <ColorPicker
                      key={role}
                      label={`${role} colour`}
                      value={colors[index] ?? ''}
                      onChange={(value) =>
                        setValue(
                          'dominant_colors',
                          colors.map((c, i) => (i === index ? value : c)),
                        )
                      }
                    />
                  ))}
                </div>
                {errors.dominant_colors && (
                  <p role="alert" className="text-sm font-medium text-red-700">
                    {firstErrorMessage(errors.dominant_colors)}
                  </p>
                )}
              </fieldset>
              <div className="flex flex-col-reverse gap-2 border-t border-stone-100 pt-4 sm:flex-row sm:justify-end">
                <Button variant="outline" to={paths.admin.dashboard} aria-disabled={save.isPending || undefined}>
                  Cancel
                </Button>
                <Button type="submit" loading={save.isPending}>
                  {editing ? 'Update Template' : 'Save Template'}
                </Button>
              </div>
            </form>
          </CardContent>
        </Card>
        <PreviewSettings template={template} />
      </div>
    </div>
  );
}

/** A file input with the current image and a local preview of the chosen one. */
function ImageField({
  label,
  hint,
  required,
  currentUrl,
  file,
  onFile,
  onRemoveCurrent,
  error,
}: {
  label: string;
  hint: string;
  required?: boolean;
  currentUrl: string | null;
  file: File | null;
  onFile: (file: File | null) => void;
  onRemoveCurrent?: () => void;
  error?: string;
}) {
  // No preview of a file over the limit: nothing is decoded that the form will not send.
  const localUrl = useObjectUrl(file && !fileProblem(file) ? file : null);
  const shown = localUrl ?? (currentUrl ? imageVariantUrl(currentUrl, 240) : null);

  return (
    <div className="grid grid-cols-[4.5rem_minmax(0,1fr)] items-start gap-4">
      <div className="flex h-32 w-[4.5rem] items-center justify-center overflow-hidden rounded-lg border border-stone-200 bg-stone-100">
        {shown ? (
          <img src={shown} alt={`${label}: current choice`} decoding="async" className="size-full object-cover" />
        ) : (
          <ImagePlus aria-hidden="true" className="size-6 text-stone-400" />
        )}
      </div>
      <div className="grid gap-2">
        <Field label={label} required={required} hint={hint} error={error}>
          <Input type="file" accept={TEMPLATE_IMAGE_ACCEPT} onChange={(event) => onFile(event.target.files?.[0] ?? null)} />
        </Field>
        {onRemoveCurrent && !file && (
          <Button variant="link" size="sm" className="justify-self-start" onClick={onRemoveCurrent}>
            Remove current preview image
          </Button>
        )}
      </div>
    </div>
  );
}

/** product.md §2 'Preview Settings': the preview invitation, and the way into the editor's admin mode. */
function PreviewSettings({ template }: { template?: Template }) {
  const navigate = useNavigate();
  const previewId = template?.preview_id ?? null;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Preview Settings</CardTitle>
        <CardDescription>{previewId ? MESSAGES.previewAvailable : MESSAGES.previewMissing}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {previewId && (
          <Button variant="outline" href={paths.view(previewId)} target="_blank" rel="noopener noreferrer" icon={<ExternalLink />}>
            View Preview
          </Button>
        )}
        {template ? (
          <>
            <Button
              variant="secondary"
              icon={<Wand2 />}
              onClick={() => {
                // A new preview starts with the template's category as its event type.
                const state: CreateEventLocationState = { template: toSelectedTemplate(template), ...(previewId ? {} : { eventType: template.category as TemplateCategory }) };
                void navigate(paths.admin.createPreview(previewId ?? undefined), { state });
              }}
            >
              {previewId ? 'Update Preview Invitation' : 'Create Preview Invitation'}
            </Button>
            <p className="text-sm text-stone-600">The preview uses the saved template; save your changes here first.</p>
          </>
        ) : (
          <p className="text-sm text-stone-600">{MESSAGES.previewSaveFirst}</p>
        )}
      </CardContent>
    </Card>
  );
}
