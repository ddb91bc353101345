import { ArrowDown, ArrowUp, GripVertical, ImagePlus, RefreshCw, Trash2, X } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useLocation, useParams } from 'react-router';
import {
  GALLERY_LIMITS,
  PHOTO_CAPTION_MAX,
  PHOTO_MAX_MB,
  PHOTO_PACKAGE_LABELS,
  PHOTO_TYPES,
  photoUrl,
  type Photo,
  type PhotoLimit,
} from '@shared/photos';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { checkPhotoFile, deletePhoto, fetchPhotoLimit, photoErrorMessage, uploadPhoto } from '@web/features/editor/photos-api';
import { plural } from '@web/i18n/format';
import { useLanguage, useWords } from '@web/i18n/i18n';
import type { EditorStep, EditorStepProps } from './step';

/** Photos sent at once: enough to keep the line busy, few enough that each shows progress. */
const PARALLEL_UPLOADS = 3;

interface Upload {
  key: string;
  name: string;
  /** 0..1 */
  progress: number;
  error: string | null;
}

function thumb(photo: Photo): string {
  return photoUrl(photo.id, photo.widths[0] ?? photo.width, 'webp');
}

/** The gallery's package limit: the saved invitation's (asked from the server), else a new one's (Free; an admin preview: Platinum). */
function usePhotoLimit(): PhotoLimit {
  const { id } = useParams();
  const preview = useLocation().pathname.startsWith('/create-preview');
  const fallback: PhotoLimit = preview
    ? { package: 'platinum', label: PHOTO_PACKAGE_LABELS.platinum, limit: GALLERY_LIMITS.platinum }
    : { package: 'free', label: PHOTO_PACKAGE_LABELS.free, limit: GALLERY_LIMITS.free };
  const [limit, setLimit] = useState<PhotoLimit | null>(null);
  useEffect(() => {
    if (!id) return;
    let live = true;
    fetchPhotoLimit(id).then(
      (answer) => live && setLimit(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [id]);
  return limit ?? fallback;
}

/** Uploads files a few at a time; each keeps its own progress or error; `onPhoto` gets each finished photo. */
function useUploads(onPhoto: (photo: Photo) => void) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const counter = useRef(0);
  const words = useWords('editor').photos;
  const patch = (key: string, change: Partial<Upload>) => setUploads((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const start = async (files: File[]) => {
    const batch = files.map((file) => ({ file, key: `u${(counter.current += 1)}`, problem: checkPhotoFile(file, words) }));
    setUploads((list) => [
      ...list.filter((item) => item.progress < 1 || item.error),
      ...batch.map(({ file, key, problem }) => ({ key, name: file.name, progress: 0, error: problem })),
    ]);
    const queue = batch.filter((item) => !item.problem);
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { file, key } = next;
        try {
          const photo = await uploadPhoto(file, { onProgress: (progress) => patch(key, { progress: Math.min(progress, 0.99) }) });
          patch(key, { progress: 1 });
          onPhoto(photo);
        } catch (error) {
          patch(key, { error: photoErrorMessage(error, words.failed) });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL_UPLOADS, queue.length) }, worker));
    // Finished ones leave the list; problems stay until dismissed.
    setUploads((list) => list.filter((item) => item.error));
  };
  const dismiss = (key: string) => setUploads((list) => list.filter((item) => item.key !== key));
  return { uploads, start, dismiss, busy: uploads.some((item) => !item.error && item.progress < 1) };
}

function ProgressBar({ value, label }: { value: number; label: string }) {
  const percent = Math.round(value * 100);
  return (
    <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-2 w-full overflow-hidden rounded-full bg-stone-200">
      <div className="h-full rounded-full bg-brand-600 transition-[width] duration-150" style={{ width: `${percent}%` }} />
    </div>
  );
}

/** `kind` names the list for tests (`cover photo-uploads`, `gallery-uploads`); `label` is its name in the host's words. */
function UploadList({ uploads, onDismiss, kind, label }: { uploads: Upload[]; onDismiss: (key: string) => void; kind: string; label: string }) {
  const words = useWords('editor').photos;
  const language = useLanguage();
  if (uploads.length === 0) return null;
  const running = uploads.filter((item) => !item.error);
  const overall = running.length ? running.reduce((sum, item) => sum + item.progress, 0) / running.length : 1;
  return (
    <div className="grid gap-2 rounded-xl border border-stone-200 bg-stone-50 p-3" data-testid={`${kind}-uploads`}>
      {running.length > 0 && (
        <div className="grid gap-1">
          <p className="text-sm font-medium text-stone-800">
            {plural(language, running.length, words.uploading)} {Math.round(overall * 100)}%
          </p>
          <ProgressBar value={overall} label={words.uploadingAll(label)} />
        </div>
      )}
      <ul className="grid gap-1.5">
        {uploads.map((item) => (
          <li key={item.key} className="grid gap-1">
            <div className="flex items-center justify-between gap-2 text-xs text-stone-700">
              <span className="min-w-0 truncate">{item.name}</span>
              {item.error ? (
                <button type="button" onClick={() => onDismiss(item.key)} className="inline-flex shrink-0 items-center gap-1 rounded-md px-1.5 py-1 text-stone-600 hover:bg-stone-200">
                  <X aria-hidden="true" className="size-3.5" />
                  {words.dismiss}
                </button>
              ) : (
                <span className="shrink-0 tabular-nums">{Math.round(item.progress * 100)}%</span>
              )}
            </div>
            {item.error ? (
              <p role="alert" className="rounded-lg bg-red-50 px-2 py-1.5 text-sm text-red-800">
                {item.name}: {item.error}
              </p>
            ) : (
              <ProgressBar value={item.progress} label={words.uploadingOne(item.name)} />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

function PickButton({ label, multiple, disabled, onFiles, icon: Icon }: { label: string; multiple: boolean; disabled?: boolean; onFiles: (files: File[]) => void; icon: typeof ImagePlus }) {
  const inputId = useId();
  return (
    <label
      htmlFor={inputId}
      className={`inline-flex min-h-10 cursor-pointer items-center justify-center gap-2 rounded-xl bg-brand-600 px-4 py-2 text-sm font-medium text-white shadow-sm hover:bg-brand-700 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${disabled ? 'pointer-events-none opacity-50' : ''}`}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
      <input
        id={inputId}
        type="file"
        accept={PHOTO_TYPES.join(',')}
        multiple={multiple}
        disabled={disabled}
        className="sr-only"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </label>
  );
}

/** The photos step: a cover photo and the gallery (issue 19), with the package's limit. */
export function PhotosStep({ input, update }: EditorStepProps) {
  const gallery = input.gallery ?? [];
  const cover = input.coverPhoto ?? null;
  const limit = usePhotoLimit();
  const [confirm, setConfirm] = useState<{ kind: 'cover' } | { kind: 'gallery'; photo: Photo } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragging, setDragging] = useState<number | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const words = useWords('editor').photos;
  const language = useLanguage();

  // The cover when an upload finishes (not when it started): the one it replaces is deleted.
  const coverNow = useRef(cover);
  coverNow.current = cover;
  const coverUploads = useUploads((photo) => {
    const old = coverNow.current;
    update('coverPhoto', photo);
    coverNow.current = photo;
    if (old) void deletePhoto(old.id);
  });
  const galleryUploads = useUploads((photo) => update('gallery', (list = []) => [...list, photo]));

  const room = Math.max(0, limit.limit - gallery.length - galleryUploads.uploads.filter((item) => !item.error).length);
  const addToGallery = (files: File[]) => {
    setRefused(
      files.length > room
        ? plural(language, room, words.refused) + words.refusedRest(limit.label, limit.limit, files.length - room)
        : null,
    );
    if (room > 0) void galleryUploads.start(files.slice(0, room));
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= gallery.length || from === to) return;
    update('gallery', (list = []) => {
      const next = [...list];
      const [photo] = next.splice(from, 1);
      if (photo) next.splice(to, 0, photo);
      return next;
    });
    setAnnouncement(words.moved(to + 1, gallery.length));
  };
  const setCaption = (id: string, caption: string) => update('gallery', (list = []) => list.map((photo) => (photo.id === id ? { ...photo, caption } : photo)));

  const onDrop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragging !== null) move(dragging, to);
    setDragging(null);
  };

  return (
    <div className="grid gap-6">
      <section aria-labelledby="photos-cover" className="grid gap-3">
        <div>
          <h3 id="photos-cover" className="font-semibold text-stone-900">
            {words.cover}
          </h3>
          <p className="text-sm text-stone-600">{words.coverHint(words.types, PHOTO_MAX_MB)}</p>
        </div>
        {cover ? (
          <div className="flex flex-wrap items-center gap-3">
            <img src={thumb(cover)} alt={words.coverAlt} width={cover.width} height={cover.height} className="h-28 w-auto max-w-full rounded-lg object-cover" style={{ backgroundColor: cover.color }} />
            <div className="flex flex-wrap gap-2">
              <PickButton label={words.replaceCover} icon={RefreshCw} multiple={false} disabled={coverUploads.busy} onFiles={(files) => void coverUploads.start(files.slice(0, 1))} />
              <Button variant="outline" onClick={() => setConfirm({ kind: 'cover' })}>
                <Trash2 aria-hidden="true" />
                {words.remove}
              </Button>
            </div>
          </div>
        ) : (
          <div className="flex">
            <PickButton label={words.uploadCover} icon={ImagePlus} multiple={false} disabled={coverUploads.busy} onFiles={(files) => void coverUploads.start(files.slice(0, 1))} />
          </div>
        )}
        <UploadList uploads={coverUploads.uploads} onDismiss={coverUploads.dismiss} kind="cover photo" label={words.coverUploads} />
      </section>

      <section aria-labelledby="photos-gallery" className="grid gap-3">
        <div className="flex flex-wrap items-end justify-between gap-2">
          <div>
            <h3 id="photos-gallery" className="font-semibold text-stone-900">
              {words.gallery}
            </h3>
            <p className="text-sm text-stone-600" data-testid="photo-count">
              {words.count(gallery.length, limit.limit, limit.label)}
            </p>
          </div>
          <PickButton label={words.add} icon={ImagePlus} multiple disabled={room === 0} onFiles={addToGallery} />
        </div>
        <p className="text-xs text-stone-600">
          {words.limits(GALLERY_LIMITS.free, GALLERY_LIMITS.silver, GALLERY_LIMITS.platinum)}
        </p>
        {refused && (
          <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900">
            {refused}
          </p>
        )}
        <UploadList uploads={galleryUploads.uploads} onDismiss={galleryUploads.dismiss} kind="gallery" label={words.galleryUploads} />
        {gallery.length === 0 ? (
          <p className="rounded-xl border border-dashed border-stone-300 p-4 text-center text-sm text-stone-600">{words.empty}</p>
        ) : (
          <ol className="grid gap-2" aria-label={words.list}>
            {gallery.map((photo, index) => (
              <li
                key={photo.id}
                draggable
                onDragStart={(event) => {
                  setDragging(index);
                  event.dataTransfer.effectAllowed = 'move';
                }}
                onDragEnd={() => setDragging(null)}
                onDragOver={(event) => event.preventDefault()}
                onDrop={(event) => onDrop(event, index)}
                data-testid="gallery-item"
                className={`flex items-start gap-2 rounded-xl border bg-white p-2 ${dragging === index ? 'border-brand-400 opacity-60' : 'border-stone-200'}`}
              >
                <GripVertical aria-hidden="true" className="mt-6 size-4 shrink-0 cursor-grab text-stone-400" />
                <img
                  src={thumb(photo)}
                  alt={photo.caption || words.photo(index + 1)}
                  width={64}
                  height={64}
                  loading="lazy"
                  className="size-16 shrink-0 rounded-lg object-cover"
                  style={{ backgroundColor: photo.color }}
                />
                <div className="grid min-w-0 flex-1 gap-1">
                  <label className="text-xs font-medium text-stone-700" htmlFor={`caption-${photo.id}`}>
                    {words.caption(index + 1)}
                  </label>
                  <input
                    id={`caption-${photo.id}`}
                    value={photo.caption}
                    maxLength={PHOTO_CAPTION_MAX}
                    placeholder={words.captionPlaceholder}
                    onChange={(event) => setCaption(photo.id, event.target.value)}
                    className="min-h-9 w-full rounded-lg border border-stone-300 px-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600"
                  />
                </div>
                <div className="flex shrink-0 flex-col gap-0.5 sm:flex-row">
                  <Button variant="ghost" size="icon" className="size-9" aria-label={words.earlier(index + 1)} disabled={index === 0} onClick={() => move(index, index - 1)}>
                    <ArrowUp />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="size-9"
                    aria-label={words.later(index + 1)}
                    disabled={index === gallery.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDown />
                  </Button>
                  <Button variant="ghost" size="icon" className="size-9 text-red-700 hover:bg-red-50" aria-label={words.removePhoto(index + 1)} onClick={() => setConfirm({ kind: 'gallery', photo })}>
                    <Trash2 />
                  </Button>
                </div>
              </li>
            ))}
          </ol>
        )}
        <p role="status" className="sr-only">
          {announcement}
        </p>
      </section>

      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm?.kind === 'cover' ? words.removeCoverTitle : words.removeTitle}
        description={words.removeDescription}
        confirmLabel={words.removeConfirm}
        busy={false}
        onConfirm={() => {
          if (confirm?.kind === 'cover' && cover) {
            update('coverPhoto', null);
            void deletePhoto(cover.id);
          } else if (confirm?.kind === 'gallery') {
            update('gallery', (list = []) => list.filter((photo) => photo.id !== confirm.photo.id));
            void deletePhoto(confirm.photo.id);
            setAnnouncement(words.removed);
          }
          setConfirm(null);
        }}
      />
    </div>
  );
}

export const photosStep: EditorStep = {
  id: 'photos',
  label: 'Photos',
  component: PhotosStep,
  previewSection: 1,
  previewAnchor: 'gallery',
  fields: ['coverPhoto', 'gallery'],
  // The package's count is the server's to check (it knows the payments); nothing here blocks Continue.
  validate: () => null,
};
