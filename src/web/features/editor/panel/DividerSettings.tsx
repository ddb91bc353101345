import { Trash2 } from 'lucide-react';
import { DIVIDER_TYPES } from '@shared/invitation';
import type { InvitationInput } from '@shared/invitation-input';
import { Button } from '@web/components/ui/button';
import { labelledOptions } from '@web/components/ui/select';
import { ColorField, SelectField } from '@web/features/editor/components/fields';
import type { UpdateField } from '@web/features/editor/form';
import { ImageUploadField } from '@web/features/editor/components/ImageUploadField';
import { useImageUpload } from '@web/features/editor/hooks/useImageUpload';
import { useWords } from '@web/i18n/i18n';

type Dividers = InvitationInput['dividerSettings'];
type Divider = Dividers['attendance'];

/** product.md §4: a divider change applies to both the attendance and the wishes divider. */
function both(dividers: Dividers, change: Partial<Divider>): Dividers {
  return { attendance: { ...dividers.attendance, ...change }, wishes: { ...dividers.wishes, ...change } };
}

/**
 * Divider type and colour, and the custom divider image: idle → uploading (with a progress bar) →
 * done, then the file input resets (product.md §4, useImageUpload). Removing the image clears its URL.
 */
export function DividerSettings({ dividers, update }: { dividers: Dividers; update: UpdateField }) {
  const { dividers: words, messages } = useWords('editor');
  const upload = useImageUpload('divider', {
    onUploaded: (url) => update('dividerSettings', (value) => both(value, { type: 'custom', customImageUrl: url })),
    messages: { uploaded: messages.dividerUploaded, failed: messages.dividerFailed },
  });
  const current = dividers.attendance;
  const imageUrl = current.customImageUrl || dividers.wishes.customImageUrl;

  return (
    <div className="grid gap-4">
      <SelectField
        label={words.style}
        hint={words.styleHint}
        value={current.type}
        onValue={(type) => update('dividerSettings', (value) => both(value, { type }))}
        options={labelledOptions(DIVIDER_TYPES, words.types)}
      />
      {current.type !== 'custom' && (
        <ColorField label={words.colour} value={current.color} onValue={(color) => update('dividerSettings', (value) => both(value, { color }))} />
      )}
      {current.type === 'custom' && (
        <div className="grid gap-3 rounded-xl border border-stone-200 bg-stone-50 p-3">
          {imageUrl ? (
            <div className="flex items-center gap-3">
              <img src={imageUrl} alt={words.alt} className="h-12 max-w-[60%] rounded-md bg-white object-contain p-1" />
              <Button
                size="sm"
                variant="ghost"
                icon={<Trash2 />}
                onClick={() => {
                  update('dividerSettings', (value) => both(value, { customImageUrl: '' }));
                  upload.reset();
                }}
              >
                {words.removeImage}
              </Button>
            </div>
          ) : (
            <p className="text-sm text-stone-600">{words.none}</p>
          )}
          <ImageUploadField kind="divider" label={words.image} replacing={Boolean(imageUrl)} hint={words.hint} upload={upload} progressLabel={words.progress} />
        </div>
      )}
    </div>
  );
}
