import { Check, ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { normaliseHexColor, PRESET_SWATCHES } from '@shared/colors';
import { cn } from '@web/lib/cn';
import { Input } from './input';

export interface ColorPickerProps {
  /** The visible label of the colour (also names the swatch button and the presets). */
  label: string;
  /** What the admin typed: shown as is; the swatch shows it when it is a #rrggbb colour. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
  id?: string;
}

/**
 * A hex text input plus a disclosure of preset swatches (product.md §2: 19 presets; choosing one closes
 * the picker). Escape or a click outside closes it too, and focus goes back to the button that
 * opened it.
 */
export function ColorPicker({ label, value, onChange, error, id }: ColorPickerProps) {
  const generated = useId();
  const inputId = id ?? `color-${generated}`;
  const panelId = `${inputId}-presets`;
  const errorId = `${inputId}-error`;
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const firstSwatchRef = useRef<HTMLButtonElement>(null);
  const valid = normaliseHexColor(value);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    firstSwatchRef.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <div
      ref={rootRef}
      className="relative grid gap-1.5"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close(true);
        }
      }}
    >
      <label htmlFor={inputId} className="text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <button
          ref={toggleRef}
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={`Choose ${label.toLowerCase()} from presets`}
          onClick={() => setOpen((was) => !was)}
          className="inline-flex min-h-10 shrink-0 cursor-pointer items-center gap-1.5 rounded-xl border border-stone-300 bg-white px-2 shadow-xs hover:border-stone-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <span
            aria-hidden="true"
            className="size-6 rounded-md border border-stone-300"
            style={{ background: valid ?? 'repeating-conic-gradient(#d6d3d1 0 25%, #fff 0 50%) 0 0 / 8px 8px' }}
          />
          <ChevronDown aria-hidden="true" className="size-4 text-stone-600" />
        </button>
        <Input
          id={inputId}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={() => {
            const normalised = normaliseHexColor(value);
            if (normalised && normalised !== value) onChange(normalised);
          }}
          placeholder="#ffffff"
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          className="font-mono"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      {open && (
        <div
          id={panelId}
          role="group"
          aria-label={`${label} presets`}
          className="absolute left-0 top-full z-30 mt-1 w-64 max-w-[calc(100vw-2rem)] rounded-xl border border-stone-200 bg-white p-3 shadow-lg"
        >
          <ul className="grid grid-cols-5 gap-2">
            {PRESET_SWATCHES.map((swatch, index) => {
              const selected = valid === swatch.hex;
              return (
                <li key={swatch.hex}>
                  <button
                    ref={index === 0 ? firstSwatchRef : undefined}
                    type="button"
                    aria-label={`${swatch.name} ${swatch.hex}`}
                    aria-pressed={selected}
                    title={`${swatch.name} ${swatch.hex}`}
                    onClick={() => {
                      onChange(swatch.hex);
                      close(true);
                    }}
                    className="relative flex size-10 cursor-pointer items-center justify-center rounded-lg border border-stone-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
                    style={{ background: swatch.hex }}
                  >
                    {selected && <Check aria-hidden="true" className={cn('size-4', isLight(swatch.hex) ? 'text-stone-900' : 'text-white')} />}
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}

/** Whether dark text reads better than white on this colour (relative luminance). */
function isLight(hex: string): boolean {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.5;
}
