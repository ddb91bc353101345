import { useState } from 'react';
import { MUSIC_START_MAX_SECONDS } from '@shared/constants';
import { wizardStep, youtubeId } from '@shared/wizard';
import { RangeField, TextField } from '@web/features/editor/components/fields';
import type { StepProps } from '@web/features/editor/form';
import type { EditorWords } from '@web/i18n/catalogues/editor.english';
import { useWords } from '@web/i18n/i18n';
import type { EditorStep } from './step';

function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * A typed start time as whole seconds 0–MUSIC_START_MAX_SECONDS, and what to tell the host (in `words`, the
 * catalogue's music words) when it had to change ('' when it was fine or the field is empty).
 */
export function correctStart(text: string, words: EditorWords['music']): { seconds: number; note: string } {
  const typed = Number(text);
  if (text.trim() === '' || !Number.isFinite(typed)) return { seconds: 0, note: '' };
  if (typed > MUSIC_START_MAX_SECONDS) return { seconds: MUSIC_START_MAX_SECONDS, note: words.startMax(MUSIC_START_MAX_SECONDS) };
  if (typed < 0) return { seconds: 0, note: words.startNegative };
  const seconds = Math.round(typed);
  return { seconds, note: seconds === typed ? '' : words.startWhole(seconds) };
}

/** Step 6 (product.md §5): a YouTube link (its 11-character id) and a start time 0–300 s; a preview for a good link. */
export function MusicStep({ input, update, errors }: StepProps) {
  const music = input.music;
  const id = youtubeId(music.youtubeUrl);
  // Said when a typed start time had to be corrected; cleared by the next good one or the slider.
  const [note, setNote] = useState('');
  const start = Math.max(0, Math.min(MUSIC_START_MAX_SECONDS, Math.round(music.startTime) || 0));
  const words = useWords('editor').music;
  return (
    <div className="grid gap-4">
      <TextField
        label={words.link}
        type="url"
        inputMode="url"
        placeholder="https://www.youtube.com/watch?v=…"
        hint={words.linkHint}
        value={music.youtubeUrl}
        onValue={(youtubeUrl) => update('music', (value) => ({ ...value, youtubeUrl: youtubeUrl.trim() }))}
        error={errors['music.youtubeUrl']}
      />
      <div className="grid gap-3 sm:grid-cols-[1fr_8rem] sm:items-end">
        <RangeField
          label={words.startAt}
          min={0}
          max={MUSIC_START_MAX_SECONDS}
          step={1}
          unit={`${words.seconds} (${clock(start)})`}
          value={start}
          onValue={(startTime) => {
            setNote('');
            update('music', (value) => ({ ...value, startTime }));
          }}
        />
        <TextField
          label={words.startSeconds}
          type="number"
          inputMode="numeric"
          min={0}
          max={MUSIC_START_MAX_SECONDS}
          step={1}
          value={String(music.startTime)}
          onValue={(text) => {
            const corrected = correctStart(text, words);
            setNote(corrected.note);
            update('music', (value) => ({ ...value, startTime: corrected.seconds }));
          }}
          error={errors['music.startTime']}
        />
      </div>
      {/* Always in the page so screen readers announce the correction when it appears. */}
      <p role="status" data-testid="music-start-note" className={note ? 'rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900' : 'sr-only'}>
        {note}
      </p>
      {id ? (
        <figure className="grid gap-2">
          <div className="aspect-video overflow-hidden rounded-xl bg-stone-900">
            <iframe
              key={`${id}-${start}`}
              title={words.videoTitle}
              src={`https://www.youtube-nocookie.com/embed/${id}?start=${start}&playsinline=1`}
              loading="lazy"
              allow="encrypted-media; picture-in-picture"
              className="size-full"
            />
          </div>
          <figcaption className="text-sm text-stone-600">
            {words.previewFrom(clock(start))}
            <span className="font-mono">{id}</span>
            {words.previewEnd}
          </figcaption>
        </figure>
      ) : music.youtubeUrl ? (
        <p role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {words.noPreview}
        </p>
      ) : null}
    </div>
  );
}

export const musicStep: EditorStep = { ...wizardStep('music'), component: MusicStep, previewSection: 1, fields: ['music'] };
