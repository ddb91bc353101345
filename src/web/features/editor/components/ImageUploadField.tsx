import { ImagePlus, RefreshCw } from 'lucide-react';
import { Field } from '@web/components/ui/field';
import { FileInput } from '@web/components/ui/file-input';
import { UploadProgress } from '@web/components/ui/upload-progress';
import type { ImageUpload } from '@web/features/editor/hooks/useImageUpload';
import type { UploadKind } from '@shared/uploads';
import { UPLOAD_TYPES } from '@web/features/editor/uploads';
import { useWords } from '@web/i18n/i18n';

/** The file input of an editor image (gift, divider) with its hint, its problem and the upload's progress. */
export function ImageUploadField({
  kind,
  label,
  replacing,
  hint,
  upload,
  progressLabel,
}: {
  kind: UploadKind;
  label: string;
  /** There is an image already: the label says Replace. */
  replacing: boolean;
  hint: string;
  upload: ImageUpload;
  progressLabel: string;
}) {
  const Icon = replacing ? RefreshCw : ImagePlus;
  const words = useWords('editor').upload;
  return (
    <>
      <Field
        label={
          <span className="inline-flex items-center gap-2">
            <Icon aria-hidden="true" className="size-4" />
            {replacing ? words.replace(label) : words.upload(label)}
          </span>
        }
        hint={hint}
        error={upload.problem ?? undefined}
      >
        <FileInput
          key={upload.inputKey}
          accept={UPLOAD_TYPES[kind].join(',')}
          disabled={upload.status === 'uploading'}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload.upload(file);
          }}
        />
      </Field>
      <UploadProgress status={upload.status} progress={upload.progress} label={progressLabel} />
    </>
  );
}
