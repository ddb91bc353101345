import { Monitor, RotateCcw, Smartphone } from 'lucide-react';
import { memo, useDeferredValue, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import type { InvitationInput } from '@shared/invitation-input';
import type { InvitationView } from '@shared/invitation-view';
import { ToggleButtons, type ToggleOption } from '@web/components/ui/toggle-buttons';
import { InvitationRenderer } from '@web/features/invitation/renderer/InvitationRenderer';
import { toPreviewView, type PreviewMeta } from '@web/features/editor/preview';
import { useWords } from '@web/i18n/i18n';

export type PreviewDevice = 'mobile' | 'desktop';
/** product.md §9: the mobile preview is 375 px wide. */
export const MOBILE_WIDTH = 375;
/** The desktop preview draws a screen this wide, scaled down to fit. */
export const DESKTOP_WIDTH = 1280;

const NO_WISHES: never[] = [];

/**
 * The live preview: the shared renderer in preview mode, drawn from the form on every change. The
 * form's value is deferred, so typing stays immediate and the preview follows in the next render.
 */
export const PreviewPane = memo(function PreviewPane({
  input,
  meta,
  device,
  onDevice,
  section,
  anchor,
}: {
  input: InvitationInput;
  meta: PreviewMeta;
  device: PreviewDevice;
  onDevice: (device: PreviewDevice) => void;
  /** The invitation page the current step edits (0 cover, 1 details, 2 countdown/RSVP/wishes): scrolled into view. */
  section: number;
  /** A section of the invitation (`data-section`) the current step edits: scrolled into view in place of the page when the renderer has it. */
  anchor?: string;
}) {
  const deferred = useDeferredValue(input);
  const view = useMemo(() => toPreviewView(deferred, meta), [deferred, meta]);
  const [replay, setReplay] = useState(0);
  const words = useWords('editor').preview;
  const devices: readonly ToggleOption<PreviewDevice>[] = [
    { value: 'mobile', label: words.mobile, icon: Smartphone },
    { value: 'desktop', label: words.desktop, icon: Monitor },
  ];

  return (
    <section aria-labelledby="preview-heading" className="grid gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="preview-heading" className="font-serif text-lg font-semibold text-stone-900">
          {words.heading}
        </h2>
        <div className="flex items-center gap-1">
          <ToggleButtons label={words.size} options={devices} value={device} onChange={onDevice} className="inline-flex" buttonClassName="min-h-9 px-2.5" />
          <button
            type="button"
            onClick={() => setReplay((n) => n + 1)}
            aria-label={words.replay}
            title={words.replay}
            className="inline-flex size-10 cursor-pointer items-center justify-center rounded-lg text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <RotateCcw aria-hidden="true" className="size-4" />
          </button>
        </div>
      </div>
      <PreviewFrame view={view} device={device} replayKey={`${view.openingAnimation}-${replay}`} section={section} anchor={anchor} />
    </section>
  );
});

/** The renderer in its box; re-rendered only when the (deferred) view, the device or a replay changes. */
const PreviewFrame = memo(function PreviewFrame({
  view,
  device,
  replayKey,
  section,
  anchor,
}: {
  view: InvitationView;
  device: PreviewDevice;
  replayKey: string;
  section: number;
  anchor?: string;
}) {
  const [now] = useState(() => Date.now());
  const words = useWords('editor').preview;
  const box = useRef<HTMLDivElement>(null);
  const scroller = useRef<HTMLDivElement>(null);

  // Show the section (else the page) the current step edits (only when the step, the device or a replay changes).
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const pages = element.querySelectorAll<HTMLElement>('.inv-page');
    const named = anchor ? element.querySelector<HTMLElement>(`[data-section="${CSS.escape(anchor)}"]`) : null;
    const target = named ?? pages[Math.min(section, pages.length - 1)];
    if (!target) return;
    let top = 0;
    for (let node: HTMLElement | null = target; node && node !== element; node = node.offsetParent as HTMLElement | null) top += node.offsetTop;
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    element.scrollTo({ top, behavior: reduced ? 'auto' : 'smooth' });
  }, [section, anchor, device, replayKey]);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const { width, height } = entry.contentRect;
      setSize((previous) => (previous && previous.width === width && previous.height === height ? previous : { width, height }));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [device]);

  const renderer = <InvitationRenderer key={replayKey} invitation={view} wishes={NO_WISHES} mode="preview" now={now} />;

  if (device === 'mobile') {
    return (
      <div
        ref={(element) => {
          box.current = element;
          scroller.current = element;
        }}
        tabIndex={0}
        role="region"
        aria-label={words.mobileRegion}
        data-testid="invitation-preview"
        className="editor-preview-box relative mx-auto w-full max-w-[387px] overflow-y-auto overscroll-contain rounded-[1.75rem] border-[6px] border-stone-800 bg-white shadow-xl"
        style={{ '--inv-page-h': 'calc(var(--preview-h) - 12px)' } as CSSProperties}
      >
        {renderer}
      </div>
    );
  }

  // Desktop: a 1280 px wide screen, scaled (CSS zoom keeps layout and scrolling consistent) to the box.
  const zoom = size ? size.width / DESKTOP_WIDTH : 0.3;
  const innerHeight = size ? size.height / zoom : 800;
  return (
    <div ref={box} className="editor-preview-box w-full overflow-hidden rounded-xl border-[6px] border-b-[10px] border-stone-800 bg-white shadow-xl">
      <div
        ref={scroller}
        tabIndex={0}
        role="region"
        aria-label={words.desktopRegion}
        data-testid="invitation-preview"
        className="relative overflow-y-auto overscroll-contain"
        style={{ width: DESKTOP_WIDTH, height: innerHeight, zoom, '--inv-page-h': `${innerHeight}px` } as CSSProperties}
      >
        {renderer}
      </div>
    </div>
  );
});
