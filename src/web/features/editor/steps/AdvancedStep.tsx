import { ArrowDown, ArrowUp, CalendarCheck, Gift, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { DUITNOW_ID_TYPES, EWALLETS, GIFT_HOLDER_MAX, GIFT_METHOD_KINDS, GIFT_METHODS_MAX, MALAYSIAN_BANKS, type GiftMethod, type GiftMethodKind, type QrCheck } from '@shared/gift-methods';
import { toast } from 'sonner';
import { wizardStep } from '@shared/wizard';
import { Button } from '@web/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { RichTextField } from '@web/features/editor/components/RichTextField';
import { FormSection, SelectField, TextField, Toggle } from '@web/features/editor/components/fields';
import type { StepProps } from '@web/features/editor/form';
import { ImageUploadField } from '@web/features/editor/components/ImageUploadField';
import { useImageUpload } from '@web/features/editor/hooks/useImageUpload';
import { useWords } from '@web/i18n/i18n';
import { MealOptionsEditor } from './MealOptionsEditor';
import type { EditorStep, EditorStepProps } from './step';

export interface GiftFileHandling {
  /** The gift images (DuitNow QRs) of the saved copy: removing one must not delete it before the change is saved. */
  savedGiftUrls: string[];
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
        <GiftSettings {...props} savedGiftUrls={editor.savedGiftUrls} discardImage={editor.discardImage} />
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

function GiftSettings({ input, update, savedGiftUrls, discardImage }: StepProps & GiftFileHandling) {
  const gift = input.gift;
  const methods = gift.methods;
  const { advanced: words, messages } = useWords('editor');
  // A DuitNow QR first: its upload field is there as soon as the gift is on (most hosts have one).
  const [adding, setAdding] = useState<GiftMethodKind>('duitnow_qr');
  // What the server read in each uploaded QR (a warning, never a refusal), by the image's URL.
  const [qrChecks, setQrChecks] = useState<Record<string, QrCheck>>({});
  const setMethods = (change: (list: GiftMethod[]) => GiftMethod[]) => update('gift', (value) => ({ ...value, methods: change(value.methods) }));
  const full = methods.length >= GIFT_METHODS_MAX;

  const upload = useImageUpload('gift', {
    onUploaded: (url, qr) => {
      if (qr) setQrChecks((checks) => ({ ...checks, [url]: qr }));
      setMethods((list) => (list.length >= GIFT_METHODS_MAX ? list : [...list, { kind: 'duitnow_qr', imageUrl: url }]));
      upload.reset();
    },
    messages: { uploaded: messages.giftUploaded, failed: messages.uploadFailed },
  });

  const add = () => {
    if (full) return;
    const fresh: Record<Exclude<GiftMethodKind, 'duitnow_qr'>, GiftMethod> = {
      bank: { kind: 'bank', bank: 'maybank', holder: '', account: '' },
      duitnow_id: { kind: 'duitnow_id', idType: 'phone', value: '', masked: false },
      ewallet: { kind: 'ewallet', wallet: 'tng', url: '' },
    };
    if (adding !== 'duitnow_qr') setMethods((list) => [...list, fresh[adding]]);
  };
  const move = (index: number, by: -1 | 1) =>
    setMethods((list) => {
      const next = [...list];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });
  const remove = (index: number) => {
    const method = methods[index];
    setMethods((list) => list.filter((_, i) => i !== index));
    if (method?.kind === 'duitnow_qr') {
      discardImage(method.imageUrl);
      toast.success(messages.giftRemoved);
    }
  };
  const change = (index: number, next: GiftMethod) => setMethods((list) => list.map((method, i) => (i === index ? next : method)));

  return (
    <div className="grid gap-5">
      <FormSection title={words.gift}>
        <Toggle label={words.enableGift} description={words.enableGiftNote} checked={gift.enabled} onChange={(enabled) => update('gift', (value) => ({ ...value, enabled }))} />
        {gift.enabled && (
          <Toggle label={words.noGiftsPlease} description={words.noGiftsPleaseNote} checked={gift.noGifts} onChange={(noGifts) => update('gift', (value) => ({ ...value, noGifts }))} />
        )}
        {!gift.enabled && methods.some((method) => method.kind === 'duitnow_qr' && savedGiftUrls.includes(method.imageUrl)) && <p className="text-sm text-stone-600">{words.giftKept}</p>}
      </FormSection>
      {gift.enabled && !gift.noGifts && (
        <FormSection title={words.giftWays} description={words.giftWaysNote}>
          {methods.length === 0 && <p className="text-sm text-stone-600">{words.noGift}</p>}
          <ol className="grid gap-3">
            {methods.map((method, index) => (
              <li key={index} className="grid gap-3 rounded-xl border border-stone-200 bg-white p-3">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-medium text-stone-900">
                    {index + 1}. {words.wayKinds[method.kind]}
                  </p>
                  <div className="flex gap-1">
                    <Button size="sm" variant="outline" icon={<ArrowUp />} onClick={() => move(index, -1)} disabled={index === 0} aria-label={`${words.moveUp}: ${index + 1}`} />
                    <Button size="sm" variant="outline" icon={<ArrowDown />} onClick={() => move(index, 1)} disabled={index === methods.length - 1} aria-label={`${words.moveDown}: ${index + 1}`} />
                    <Button size="sm" variant="outline" icon={<Trash2 />} onClick={() => remove(index)} aria-label={`${words.removeWay}: ${index + 1}`} />
                  </div>
                </div>
                <MethodFields method={method} onChange={(next) => change(index, next)} qrCheck={method.kind === 'duitnow_qr' ? qrChecks[method.imageUrl] : undefined} />
              </li>
            ))}
          </ol>
          {full ? (
            <p className="text-sm text-stone-600">{words.maxWays}</p>
          ) : (
            <div className="grid gap-3">
              <div className="flex flex-wrap items-end gap-2">
                <SelectField
                  label={words.addWay}
                  value={adding}
                  onValue={setAdding}
                  options={GIFT_METHOD_KINDS.map((kind) => ({ value: kind, label: words.wayKinds[kind] }))}
                  className="min-w-48 flex-1"
                />
                {adding !== 'duitnow_qr' && (
                  <Button variant="outline" icon={<Plus />} onClick={add}>
                    {words.addWayButton}
                  </Button>
                )}
              </div>
              {adding === 'duitnow_qr' && <ImageUploadField kind="gift" label={words.giftImage} replacing={false} hint={words.giftHint} upload={upload} progressLabel={words.giftProgress} />}
            </div>
          )}
        </FormSection>
      )}
    </div>
  );
}

/** One way to give's own fields; numbers keep their digits only. */
function MethodFields({ method, onChange, qrCheck }: { method: GiftMethod; onChange: (next: GiftMethod) => void; qrCheck?: QrCheck }) {
  const { advanced: words } = useWords('editor');
  const digits = (value: string) => value.replace(/[\s-]/g, '');
  if (method.kind === 'bank') {
    return (
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label={words.bankName} value={method.bank} onValue={(bank) => onChange({ ...method, bank })} options={MALAYSIAN_BANKS.map(([value, label]) => ({ value, label }))} />
        <TextField label={words.holder} value={method.holder} maxLength={GIFT_HOLDER_MAX} onValue={(holder) => onChange({ ...method, holder })} />
        <TextField label={words.accountNumber} inputMode="numeric" value={method.account} maxLength={24} hint={words.accountHint} onValue={(account) => onChange({ ...method, account: digits(account) })} />
      </div>
    );
  }
  if (method.kind === 'duitnow_id') {
    return (
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label={words.idType} value={method.idType} onValue={(idType) => onChange({ ...method, idType })} options={DUITNOW_ID_TYPES.map((value) => ({ value, label: words.idTypes[value] }))} />
        <TextField label={words.idValue} value={method.value} maxLength={20} hint={words.idHint} onValue={(value) => onChange({ ...method, value: digits(value).toUpperCase() })} />
        <TextField label={words.holderOptional} value={method.holder ?? ''} maxLength={GIFT_HOLDER_MAX} onValue={(holder) => onChange({ ...method, holder })} />
        <Toggle label={words.masked} description={words.maskedNote} checked={method.masked} onChange={(masked) => onChange({ ...method, masked })} />
      </div>
    );
  }
  if (method.kind === 'ewallet') {
    return (
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label={words.wallet} value={method.wallet} onValue={(wallet) => onChange({ ...method, wallet })} options={EWALLETS.map(([value, label]) => ({ value, label: label || words.walletOther }))} />
        <TextField label={words.walletLink} type="url" value={method.url} maxLength={500} hint={words.walletHint} onValue={(url) => onChange({ ...method, url: url.trim() })} />
      </div>
    );
  }
  return (
    <div className="grid gap-2">
      <img src={method.imageUrl} alt={words.giftAlt} className="max-h-48 max-w-full justify-self-start rounded-xl border border-stone-200 bg-white object-contain p-1" />
      {qrCheck && (
        <p role={qrCheck === 'duitnow' ? 'status' : 'alert'} className={qrCheck === 'duitnow' ? 'text-sm text-emerald-700' : 'rounded-lg bg-amber-50 p-2 text-sm text-amber-900'}>
          {words.qrChecks[qrCheck]}
        </p>
      )}
      <TextField label={words.holderOptional} value={method.holder ?? ''} maxLength={GIFT_HOLDER_MAX} onValue={(holder) => onChange({ ...method, holder })} />
    </div>
  );
}

export const advancedStep: EditorStep = { ...wizardStep('advanced-features'), component: AdvancedStep, previewSection: 2, fields: ['rsvp', 'gift'] };
