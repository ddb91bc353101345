import { memo } from 'react';
import { FONT_FAMILIES, FONT_GROUPS, FONT_SIZES, OPENING_ANIMATIONS, OVERLAY_ANIMATIONS, type FontGroup } from '@shared/invitation';
import type { InvitationInput } from '@shared/invitation-input';
import type { Template } from '@shared/templates';
import { MARGIN_MAX, MARGIN_MIN, POSITION_MAX, POSITION_MIN } from '@shared/constants';
import { Button } from '@web/components/ui/button';
import { labelledOptions } from '@web/components/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { ColorField, RangeField, SelectField } from '@web/features/editor/components/fields';
import type { UpdateField } from '@web/features/editor/form';
import { useWords } from '@web/i18n/i18n';
import { DividerSettings } from './DividerSettings';
import { TemplatePicker } from './TemplatePicker';
import { useState } from 'react';

/** The fields the side panel edits: it re-renders only when one of them changes (not on every keystroke). */
const DESIGN_KEYS = [
  'template',
  'backgroundColor',
  'customColors',
  'fonts',
  'contentPosition',
  'marginSettings',
  'dividerSettings',
  'animation',
  'openingAnimation',
] as const satisfies readonly (keyof InvitationInput)[];

export interface SidePanelProps {
  input: InvitationInput;
  update: UpdateField;
  onSelectTemplate: (template: Template) => void;
}

/** The editor's side panel (product.md §2): Templates, Customization (background, fonts, position, margins, dividers), Animation. */
export const SidePanel = memo(
  function SidePanel({ input, update, onSelectTemplate }: SidePanelProps) {
    const words = useWords('editor');
    const panel = words.panel;
    return (
      <Tabs defaultValue="templates" className="gap-3">
        <TabsList aria-label={panel.design} className="w-full self-stretch">
          <TabsTrigger value="templates" className="flex-1 px-2">
            {panel.templates}
          </TabsTrigger>
          <TabsTrigger value="customization" className="flex-1 px-2">
            {panel.customization}
          </TabsTrigger>
          <TabsTrigger value="animation" className="flex-1 px-2">
            {panel.animation}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="templates">
          <TemplatePicker selectedId={input.template.id} onSelect={onSelectTemplate} label={words.template.panelPages} />
        </TabsContent>
        <TabsContent value="customization">
          <Customization input={input} update={update} />
        </TabsContent>
        <TabsContent value="animation" className="grid gap-4">
          <SelectField
            label={panel.overlay}
            value={input.animation.type}
            onValue={(type) => update('animation', (value) => ({ ...value, type }))}
            options={labelledOptions(OVERLAY_ANIMATIONS, panel.overlays)}
          />
          {input.animation.type !== 'none' && (
            <ColorField label={panel.overlayColour} value={input.animation.color} onValue={(color) => update('animation', (value) => ({ ...value, color }))} />
          )}
          <SelectField
            label={panel.opening}
            hint={panel.openingHint}
            value={input.openingAnimation}
            onValue={(value) => update('openingAnimation', value)}
            options={labelledOptions(OPENING_ANIMATIONS, panel.openings)}
          />
        </TabsContent>
      </Tabs>
    );
  },
  (a, b) => a.update === b.update && a.onSelectTemplate === b.onSelectTemplate && DESIGN_KEYS.every((key) => a.input[key] === b.input[key]),
);

function Customization({ input, update }: { input: InvitationInput; update: UpdateField }) {
  const words = useWords('editor').panel;
  return (
    <Tabs defaultValue="background" className="gap-3">
      <TabsList aria-label={words.customization} className="h-auto w-full flex-wrap self-stretch">
        {(['background', 'fonts', 'position', 'margins', 'dividers'] as const).map((value) => (
          <TabsTrigger key={value} value={value} className="flex-1 px-2 capitalize">
            {words.tabs[value]}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="background" className="grid gap-4">
        <Background input={input} update={update} />
      </TabsContent>
      <TabsContent value="fonts">
        <Fonts fonts={input.fonts} update={update} />
      </TabsContent>
      <TabsContent value="position" className="grid gap-4">
        <RangeFields
          labels={{ horizontal: words.horizontal, vertical: words.vertical }}
          values={input.contentPosition}
          min={POSITION_MIN}
          max={POSITION_MAX}
          onValue={(axis, offset) => update('contentPosition', (value) => ({ ...value, [axis]: offset }))}
        />
        <Button size="sm" variant="outline" className="justify-self-start" onClick={() => update('contentPosition', { horizontal: 0, vertical: 0 })}>
          {words.centre}
        </Button>
      </TabsContent>
      <TabsContent value="margins" className="grid gap-4">
        <RangeFields
          labels={{ firstPage: words.firstPage, secondPage: words.secondPage, thirdPage: words.thirdPage }}
          values={input.marginSettings.sections}
          min={MARGIN_MIN}
          max={MARGIN_MAX}
          unit=" px"
          onValue={(page, margin) => update('marginSettings', (value) => ({ sections: { ...value.sections, [page]: margin } }))}
        />
      </TabsContent>
      <TabsContent value="dividers">
        <DividerSettings dividers={input.dividerSettings} update={update} />
      </TabsContent>
    </Tabs>
  );
}


/** One slider per key of a record of numbers (the content's position, the pages' margins), in the labels' order. */
function RangeFields<K extends string>({
  labels,
  values,
  onValue,
  ...range
}: {
  labels: Record<K, string>;
  values: Record<K, number>;
  onValue: (key: K, value: number) => void;
  min: number;
  max: number;
  unit?: string;
}) {
  return (Object.keys(labels) as K[]).map((key) => <RangeField key={key} label={labels[key]} value={values[key]} onValue={(value) => onValue(key, value)} {...range} />);
}

type BackgroundKind = 'gradient' | 'transparent' | 'solid';

function Background({ input, update }: { input: InvitationInput; update: UpdateField }) {
  const kind: BackgroundKind = input.backgroundColor === 'gradient' || input.backgroundColor === 'transparent' ? input.backgroundColor : 'solid';
  const [lastSolid, setLastSolid] = useState(kind === 'solid' ? input.backgroundColor : '#ffffff');
  const words = useWords('editor').panel;
  const setColor = (index: number, color: string) =>
    update('customColors', (colors) => colors.map((value, i) => (i === index ? color : value)));
  return (
    <>
      <SelectField<BackgroundKind>
        label={words.background}
        hint={words.backgroundHint}
        value={kind}
        onValue={(next) => update('backgroundColor', next === 'solid' ? lastSolid : next)}
        options={[
          { value: 'gradient', label: words.gradient },
          { value: 'solid', label: words.solid },
          { value: 'transparent', label: words.transparent },
        ]}
      />
      {kind === 'solid' && (
        <ColorField
          label={words.backgroundColour}
          value={input.backgroundColor}
          onValue={(color) => {
            setLastSolid(color);
            update('backgroundColor', color);
          }}
        />
      )}
      <ColorField label={words.primary} value={input.customColors[0] ?? '#f8fafc'} onValue={(color) => setColor(0, color)} />
      <ColorField label={words.secondary} value={input.customColors[1] ?? '#e2e8f0'} onValue={(color) => setColor(1, color)} />
      <ColorField label={words.fontColour} value={input.customColors[2] ?? '#cbd5e1'} onValue={(color) => setColor(2, color)} />
    </>
  );
}

function Fonts({ fonts, update }: { fonts: InvitationInput['fonts']; update: UpdateField }) {
  const [group, setGroup] = useState<FontGroup>('overall');
  const style = fonts[group] ?? {};
  const words = useWords('editor').panel;
  const set = (change: Partial<NonNullable<InvitationInput['fonts'][FontGroup]>>) =>
    update('fonts', (value) => {
      const next = { ...value[group], ...change };
      for (const key of Object.keys(next) as (keyof typeof next)[]) if (next[key] === undefined) delete next[key];
      return { ...value, [group]: next };
    });
  return (
    <div className="grid gap-4">
      <SelectField<FontGroup>
        label={words.textToStyle}
        value={group}
        onValue={setGroup}
        options={labelledOptions(FONT_GROUPS, words.fontGroups)}
      />
      <SelectField
        label={words.family}
        value={style.family ?? ''}
        onValue={(family) => set({ family: family || undefined })}
        options={[{ value: '' as const, label: words.default }, ...labelledOptions(FONT_FAMILIES, words.families)]}
      />
      <SelectField
        label={words.size}
        value={style.size ?? ''}
        onValue={(size) => set({ size: size || undefined })}
        options={[{ value: '' as const, label: words.default }, ...FONT_SIZES.map((value) => ({ value, label: value }))]}
      />
      <ColorField label={words.textColour} value={style.color ?? '#000000'} onValue={(color) => set({ color })} hint={style.color ? undefined : words.textColourUnset} />
      {style.color && (
        <Button size="sm" variant="outline" className="justify-self-start" onClick={() => set({ color: undefined })}>
          {words.resetColour}
        </Button>
      )}
    </div>
  );
}
