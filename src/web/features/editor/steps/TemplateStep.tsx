import { wizardStep } from '@shared/wizard';
import { TemplateImage } from '@web/features/templates/TemplateImage';
import { TemplatePicker } from '@web/features/editor/panel/TemplatePicker';
import { useWords } from '@web/i18n/i18n';
import type { EditorStep, EditorStepProps } from './step';

/** Step 1: the chosen template, and the grid to choose another. */
export function TemplateStep({ input, editor }: EditorStepProps) {
  const { selectTemplate: onSelectTemplate, templateName } = editor;
  const chosen = input.template;
  const words = useWords('editor').template;
  return (
    <div className="grid gap-5">
      {chosen.id ? (
        <div className="flex items-center gap-4 rounded-2xl border border-brand-200 bg-brand-50/60 p-3">
          <div className="h-24 w-[54px] shrink-0 overflow-hidden rounded-lg bg-stone-100">
            <TemplateImage src={chosen.imageUrl} name={templateName ?? words.fallbackName} alt="" sizes="54px" widths={[240]} />
          </div>
          <div className="min-w-0">
            <p className="text-sm font-medium text-stone-700">{words.selected}</p>
            <p className="font-serif text-lg font-semibold text-stone-900">{templateName ?? words.yours}</p>
            <div className="mt-1 flex gap-1.5" aria-label={words.colours}>
              {chosen.dominantColors.slice(0, 3).map((color, i) => (
                <span key={`${color}-${i}`} title={color} className="size-5 rounded-full border border-stone-300" style={{ backgroundColor: color }} />
              ))}
            </div>
          </div>
        </div>
      ) : (
        <p className="rounded-xl border border-dashed border-stone-300 bg-white p-4 text-sm text-stone-700">
          {words.pickFirst}
        </p>
      )}
      <TemplatePicker selectedId={chosen.id} onSelect={onSelectTemplate} label={words.pages} variant="step" />
    </div>
  );
}


export const templateStep: EditorStep = { ...wizardStep('template'), component: TemplateStep, previewSection: 0, fields: ['template'] };
