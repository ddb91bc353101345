import { CalendarCheck, Gift, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { wizardStep } from '@shared/wizard';
import { Button } from '@web/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { EDITOR_MESSAGES } from '@web/features/editor/api';
import { RichTextField } from '@web/features/editor/components/RichTextField';
import { FormSection, TextField, Toggle } from '@web/features/editor/components/fields';
import type { StepProps } from '@web/features/editor/form';
import { ImageUploadField } from '@web/features/editor/components/ImageUploadField';
import { useImageUpload } from '@web/features/editor/hooks/useImageUpload';
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
  { value: 'rsvp', label: 'RSVP Settings', Icon: CalendarCheck },
  { value: 'gift', label: 'Gift Settings', Icon: Gift },
] as const;

/** Step 7: tabs RSVP Settings and Gift Settings (product.md §2). */
export function AdvancedStep({ editor, ...props }: EditorStepProps) {
  return (
    <Tabs defaultValue="rsvp">
      <TabsList aria-label="Advanced features">
        {ADVANCED_TABS.map(({ value, label, Icon }) => (
          <TabsTrigger key={value} value={value}>
            <Icon aria-hidden="true" className="size-4" />
            {label}
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

  return (
    <div className="grid gap-5">
      <FormSection title="RSVP">
        <Toggle label="Enable RSVP" description="Guests answer from the invitation; you see the answers on your dashboard." checked={rsvp.enabled} onChange={(enabled) => set({ enabled })} />
        {rsvp.enabled && (
          <>
            <Toggle label="Allow plus-ones" description="Guests say how many are coming (1 to 30)." checked={rsvp.allowPlusOnes} onChange={(allowPlusOnes) => set({ allowPlusOnes })} />
            <Toggle label="Ask for a car plate" checked={rsvp.requireCarPlate} onChange={(requireCarPlate) => set({ requireCarPlate })} />
            <TextField label="RSVP deadline" type="date" value={rsvp.deadline ?? ''} onValue={(deadline) => set({ deadline })} error={errors['rsvp.deadline']} hint="Optional. After this day the form closes." />
          </>
        )}
      </FormSection>
      {rsvp.enabled && (
        <>
          <FormSection title="Meal options" description="Optional. Guests who attend choose one.">
            <MealOptionsEditor meals={rsvp.mealOptions} at="rsvp" errors={errors} onChange={(mealOptions) => set({ mealOptions })} />
          </FormSection>
          <FormSection title="Message above the RSVP form">
            <RichTextField label="RSVP message" value={rsvp.wishes} onValue={(wishes) => set({ wishes })} error={errors['rsvp.wishes']} hint="For example: Kindly reply by the end of the month." />
          </FormSection>
        </>
      )}
    </div>
  );
}

function GiftSettings({ input, update, savedGiftUrl, discardImage }: StepProps & GiftFileHandling) {
  const gift = input.gift;
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
    messages: { uploaded: EDITOR_MESSAGES.giftUploaded, failed: EDITOR_MESSAGES.uploadFailed },
  });

  const remove = () => {
    const previous = gift.imageUrl;
    update('gift', (value) => ({ ...value, imageUrl: '' }));
    if (previous) discardImage(previous);
    upload.reset();
    toast.success(EDITOR_MESSAGES.giftRemoved);
  };

  return (
    <div className="grid gap-5">
      <FormSection title="Gift">
        <Toggle label="Enable gift" description="Adds a Gift button that shows your image, for example a bank QR code." checked={gift.enabled} onChange={(enabled) => update('gift', (value) => ({ ...value, enabled }))} />
        {gift.enabled && (
          <div className="grid gap-3">
            {gift.imageUrl ? (
              <div className="flex flex-wrap items-end gap-3">
                <img src={gift.imageUrl} alt="Gift image" className="max-h-48 max-w-full rounded-xl border border-stone-200 bg-white object-contain p-1" />
                <Button size="sm" variant="outline" icon={<Trash2 />} onClick={remove} disabled={upload.status === 'uploading'}>
                  Remove image
                </Button>
              </div>
            ) : (
              <p className="text-sm text-stone-600">No gift image yet.</p>
            )}
            <ImageUploadField kind="gift" label="gift image" replacing={Boolean(gift.imageUrl)} hint="PNG, JPG or GIF, under 5 MB." upload={upload} progressLabel="Gift image upload" />
          </div>
        )}
        {!gift.enabled && gift.imageUrl && savedGiftUrl === gift.imageUrl && (
          <p className="text-sm text-stone-600">Your gift image is kept; turn the gift on to show it.</p>
        )}
      </FormSection>
    </div>
  );
}


export const advancedStep: EditorStep = { ...wizardStep('advanced-features'), component: AdvancedStep, previewSection: 2, fields: ['rsvp', 'gift'] };
