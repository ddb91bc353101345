import { ImagePlus, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { DIVIDER_TYPES } from '@shared/invitation';
import type { InvitationInput } from '@shared/invitation-input';
import { Button } from '@web/components/ui/button';
import { ColorField, SelectField } from '@web/features/editor/components/fields';
import { UploadProgress } from '@web/components/ui/upload-progress';
import { EDITOR_MESSAGES } from '@web/features/editor/api';
import type { UpdateField } from '@web/features/editor/form';
import { UPLOAD_TYPES, checkImageFile, isAbort, uploadErrorMessage, uploadImage } from '@web/features/editor/uploads';

const DIVIDER_LABELS: Record<(typeof DIVIDER_TYPES)[number], string> = {
  line: 'Line',
  'double-line': 'Double line',
  dots: 'Dots',
  wave: 'Wave',
  ornament: 'Ornament',
  custom: 'Custom image',
};

type Dividers = InvitationInput['dividerSettings'];
type Divider = Dividers['attendance'];

/** product.md §4: a divider change applies to both the attendance and the wishes divider. */
function both(dividers: Dividers, change: Partial<Divider>): Dividers {
  return { attendance: { ...dividers.attendance, ...change }, wishes: { ...dividers.wishes, ...change } };
}

/**
 * Divider type and colour, and the custom divider image: idle → uploading (with a progress bar) →
 * done, then the file input resets (product.md §4). Removing the image clears its URL.
 */
export function DividerSettings({ dividers, update }: { dividers: Dividers; update: UpdateField }) {
  const id = useId();
  const [status, setStatus] = useState<'idle' | 'uploading' | 'done'>('idle');
  const [progress, setProgress] = useState(0);
  const [inputKey, setInputKey] = useState(0);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const current = dividers.attendance;
  const imageUrl = current.customImageUrl || dividers.wishes.customImageUrl;

  async function upload(file: File) {
    const problem = checkImageFile('divider', file);
    if (problem) {
      toast.error(problem);
      setInputKey((k) => k + 1);
      return;
    }
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setStatus('uploading');
    setProgress(0);
    try {
      const url = await uploadImage('divider', file, { onProgress: setProgress, signal: controller.signal });
      update('dividerSettings', (value) => both(value, { type: 'custom', customImageUrl: url }));
      setStatus('done');
      toast.success(EDITOR_MESSAGES.dividerUploaded);
    } catch (error) {
      if (isAbort(error)) return;
      setStatus('idle');
      toast.error(uploadErrorMessage(error, EDITOR_MESSAGES.dividerFailed));
    } finally {
      // The same file can be chosen again.
      setInputKey((k) => k + 1);
    }
  }

  return (
    <div className="grid gap-4">
      <SelectField
        label="Divider style"
        hint="Used between sections: above the RSVP form and above the wishes."
        value={current.type}
        onValue={(type) => update('dividerSettings', (value) => both(value, { type }))}
        options={DIVIDER_TYPES.map((value) => ({ value, label: DIVIDER_LABELS[value] }))}
      />
      {current.type !== 'custom' && (
        <ColorField label="Divider colour" value={current.color} onValue={(color) => update('dividerSettings', (value) => both(value, { color }))} />
      )}
      {current.type === 'custom' && (
        <div className="grid gap-3 rounded-xl border border-stone-200 bg-stone-50 p-3">
          {imageUrl ? (
            <div className="flex items-center gap-3">
              <img src={imageUrl} alt="Custom divider" className="h-12 max-w-[60%] rounded-md bg-white object-contain p-1" />
              <Button
                size="sm"
                variant="ghost"
                icon={<Trash2 />}
                onClick={() => {
                  update('dividerSettings', (value) => both(value, { customImageUrl: '' }));
                  setStatus('idle');
                }}
              >
                Remove image
              </Button>
            </div>
          ) : (
            <p className="text-sm text-stone-600">No custom divider yet. Upload a wide PNG or JPG with a transparent or plain background.</p>
          )}
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-file`} className="inline-flex items-center gap-2 text-sm font-medium text-stone-800">
              <ImagePlus aria-hidden="true" className="size-4" />
              {imageUrl ? 'Replace divider image' : 'Upload divider image'}
            </label>
            <input
              key={inputKey}
              id={`${id}-file`}
              type="file"
              accept={UPLOAD_TYPES.divider.join(',')}
              disabled={status === 'uploading'}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void upload(file);
              }}
              className="block w-full cursor-pointer text-sm text-stone-700 file:mr-3 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-brand-800 disabled:cursor-not-allowed"
            />
            <p className="text-xs text-stone-600">PNG or JPG, up to 5 MB.</p>
          </div>
          <UploadProgress status={status} progress={progress} label="Divider upload" />
        </div>
      )}
    </div>
  );
}
