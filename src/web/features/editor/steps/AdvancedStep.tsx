import { CalendarCheck, Gift, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { wizardStep } from '@shared/wizard';
import { Button } from '@web/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { RichTextField } from '@web/features/editor/components/RichTextField';
import { FormSection, TextField, Toggle } from '@web/features/editor/components/fields';
import type { StepProps } from '@web/features/editor/form';
import { ImageUploadField } from '@web/features/editor/components/ImageUploadField';
import { useImageUpload } from '@web/features/editor/hooks/useImageUpload';
import { useWords } from '@web/i18n/i18n';
import { MealOptionsEditor } from './MealOptionsEditor';
import type { EditorStep, EditorStepProps } from './step';

export interface GiftFileHandling {
  /** The gift image of the saved copy: replacing it must not delete it before the change is saved. */
  savedGiftUrl: string;
  /** Deletes an old image now, or after the next save when the saved copy still uses it. */
  discardImage: (url: string) => void;
}

/** The step's tabs, each trigger an icon and its name (one trigger written once). */
const ADVANCED_TABS = [
  { value: 'rsvp', label: 'rsvpTab', Icon: CalendarCheck },
  { value: 'gift', label: 'giftTab', Icon: Gift },
] as const;

/** Step 7: tabs RSVP Settings and Gift Settings (product.md §2). */
export function AdvancedStep({ editor, ...props }: EditorStepProps) {
  const words = useWords('editor').advanced;
  return (
    <Tabs defaultValue="rsvp">
      <TabsList aria-label={words.tabs}>
        {ADVANCED_TABS.map(({ value, label, Icon }) => (
          <TabsTrigger key={value} value={value}>
            <Icon aria-hidden="true" className="size-4" />
            {words[label]}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="rsvp">
        <RsvpSettings {...props} />
      </TabsContent>
      <TabsContent value="gift">
        <GiftSettings {...props} savedGiftUrl={editor.savedGiftUrl} discardImage={editor.discardImage} />
      </TabsContent>
    </Tabs>
  );
}

function RsvpSettings({ input, update, errors }: StepProps) {
  const rsvp = input.rsvp;
  const set = (change: Partial<typeof rsvp>) => update('rsvp', (value) => ({ ...value, ...change }));
  const words = useWords('editor').advanced;

  return (
    <div className="grid gap-5">
      <FormSection title={words.rsvp}>
        <Toggle label={words.enableRsvp} description={words.enableRsvpNote} checked={rsvp.enabled} onChange={(enabled) => set({ enabled })} />
        {rsvp.enabled && (
          <>
            <Toggle label={words.plusOnes} description={words.plusOnesNote} checked={rsvp.allowPlusOnes} onChange={(allowPlusOnes) => set({ allowPlusOnes })} />
            <Toggle label={words.carPlate} checked={rsvp.requireCarPlate} onChange={(requireCarPlate) => set({ requireCarPlate })} />
            <TextField label={words.deadline} type="date" value={rsvp.deadline ?? ''} onValue={(deadline) => set({ deadline })} error={errors['rsvp.deadline']} hint={words.deadlineHint} />
          </>
        )}
      </FormSection>
      {rsvp.enabled && (
        <>
          <FormSection title={words.meals} description={words.mealsNote}>
            <MealOptionsEditor meals={rsvp.mealOptions} at="rsvp" errors={errors} onChange={(mealOptions) => set({ mealOptions })} />
          </FormSection>
          <FormSection title={words.messageSection}>
            <RichTextField label={words.message} value={rsvp.wishes} onValue={(wishes) => set({ wishes })} error={errors['rsvp.wishes']} hint={words.messageHint} />
          </FormSection>
        </>
      )}
    </div>
  );
}

function GiftSettings({ input, update, savedGiftUrl, discardImage }: StepProps & GiftFileHandling) {
  const gift = input.gift;
  const { advanced: words, messages } = useWords('editor');
  // The image shown now (an upload finishes later; the user may have removed the old one meanwhile).
  const currentUrl = useRef(gift.imageUrl);
  useEffect(() => {
    currentUrl.current = gift.imageUrl;
  }, [gift.imageUrl]);
  const upload = useImageUpload('gift', {
    onUploaded: (url) => {
      const previous = currentUrl.current;
      currentUrl.current = url;
      update('gift', (value) => ({ ...value, imageUrl: url }));
      if (previous && previous !== url) discardImage(previous);
    },
    messages: { uploaded: messages.giftUploaded, failed: messages.uploadFailed },
  });

  const remove = () => {
    const previous = gift.imageUrl;
    update('gift', (value) => ({ ...value, imageUrl: '' }));
    if (previous) discardImage(previous);
    upload.reset();
    toast.success(messages.giftRemoved);
  };

  return (
    <div className="grid gap-5">
      <FormSection title={words.gift}>
        <Toggle label={words.enableGift} description={words.enableGiftNote} checked={gift.enabled} onChange={(enabled) => update('gift', (value) => ({ ...value, enabled }))} />
        {gift.enabled && (
          <div className="grid gap-3">
            {gift.imageUrl ? (
              <div className="flex flex-wrap items-end gap-3">
                <img src={gift.imageUrl} alt={words.giftAlt} className="max-h-48 max-w-full rounded-xl border border-stone-200 bg-white object-contain p-1" />
                <Button size="sm" variant="outline" icon={<Trash2 />} onClick={remove} disabled={upload.status === 'uploading'}>
                  {words.removeImage}
                </Button>
              </div>
            ) : (
              <p className="text-sm text-stone-600">{words.noGift}</p>
            )}
            <ImageUploadField kind="gift" label={words.giftImage} replacing={Boolean(gift.imageUrl)} hint={words.giftHint} upload={upload} progressLabel={words.giftProgress} />
          </div>
        )}
        {!gift.enabled && gift.imageUrl && savedGiftUrl === gift.imageUrl && (
          <p className="text-sm text-stone-600">{words.giftKept}</p>
        )}
      </FormSection>
    </div>
  );
}


export const advancedStep: EditorStep = { ...wizardStep('advanced-features'), component: AdvancedStep, previewSection: 2, fields: ['rsvp', 'gift'] };
