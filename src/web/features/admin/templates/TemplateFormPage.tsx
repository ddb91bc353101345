import { ExternalLink, ImagePlus, Wand2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { toast } from 'sonner';
import { DEFAULT_TEMPLATE_COLORS, TEMPLATE_COLOR_ROLES } from '@shared/colors';
import { MESSAGES } from '@shared/messages';
import { paths } from '@shared/paths';
import { TEMPLATE_FORM_FIELDS, TEMPLATE_IMAGE_ACCEPT, TEMPLATE_IMAGE_MAX_BYTES, templateFieldsSchema, type TemplateFieldsInput } from '@shared/template-form';
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
import { errorMessage, useSaveTemplate } from '@web/features/admin/api';
import { AdminTemplateLoader } from './AdminTemplateLoader';

/** /admin/templates/new and /admin/templates/edit/:id (product.md §2 Template form): create vs edit by the id. */
export default function TemplateFormPage() {
  const { id } = useParams();
  if (!id) return <TemplateForm />;
  return <AdminTemplateLoader id={id}>{(template) => <TemplateForm key={template.id} template={template} />}</AdminTemplateLoader>;
}

/** The browser-side check of a chosen file; the server decides by the bytes. */
function fileProblem(file: File): string | null {
  if (!TEMPLATE_IMAGE_ACCEPT.split(',').includes(file.type)) return MESSAGES.templateImageNotImage;
  if (file.size > TEMPLATE_IMAGE_MAX_BYTES) return MESSAGES.templateImageTooLarge;
  return null;
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
  const { register, handleSubmit, formState, watch, setValue } = useSchemaForm(schema, {
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
          toast.success(editing ? MESSAGES.templateUpdated : MESSAGES.templateCreated);
          void navigate(paths.admin.dashboard);
        },
        onError: (error) => {
          const message = errorMessage(error);
          setFailure(message);
          toast.error(message);
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
                hint="PNG, JPG, WebP or GIF up to 10MB. It is resized for the gallery, carousel and editor."
                currentUrl={template?.image_url ?? null}
                file={image}
                onFile={(file) => setValue('image', file)}
                error={firstErrorMessage(errors.image)}
              />
              <ImageField
                label="Preview image (optional)"
                hint="Shown as the thumbnail in lists; the template image is used when there is none."
                currentUrl={removePreview ? null : (template?.preview_image_url ?? null)}
                file={previewImage}
                onFile={(file) => {
                  setValue('previewImage', file);
                  if (file) setRemovePreview(false);
                }}
                onRemoveCurrent={template?.preview_image_url && !removePreview ? () => setRemovePreview(true) : undefined}
                error={firstErrorMessage(errors.previewImage)}
              />
              <fieldset className="grid gap-3">
                <legend className="mb-1 text-sm font-medium text-stone-800">Dominant colours</legend>
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
  const localUrl = useObjectUrl(file);
  const shown = localUrl ?? (currentUrl ? imageVariantUrl(currentUrl, 240) : null);

  return (
    <div className="grid grid-cols-[4.5rem_minmax(0,1fr)] items-start gap-4">
      <div className="flex h-32 w-[4.5rem] items-center justify-center overflow-hidden rounded-lg border border-stone-200 bg-stone-100">
        {shown ? <img src={shown} alt={`${label}: current choice`} className="size-full object-cover" /> : <ImagePlus aria-hidden="true" className="size-6 text-stone-400" />}
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
                const state: CreateEventLocationState = { template: toSelectedTemplate(template) };
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
