import { CameraOff, Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { useWords } from '@web/i18n/i18n';
import { cn } from '@web/lib/cn';
import { ScannerError, startScanner, type ScannerProblem } from './scanner';

/**
 * The camera preview and its reader. Runs while mounted; `paused` hides the preview and ignores codes
 * (a household's card is open) without stopping the camera, so the next scan starts at once.
 */
type Problem = ScannerProblem | 'unreadable';

export function ScanPanel({ paused, onCode, onFindByName }: { paused: boolean; onCode: (text: string) => void; onFindByName: () => void }) {
  const words = useWords('checkin');
  const video = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<'starting' | 'running' | Problem>('starting');
  const latest = useRef({ onCode, paused });
  useEffect(() => {
    latest.current = { onCode, paused };
  });

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const element = video.current;
    if (!element) return;
    startScanner(
      element,
      (text) => {
        if (!latest.current.paused) latest.current.onCode(text);
      },
      () => {
        stop?.();
        if (!cancelled) setState('unreadable');
      },
    )
      .then((scanner) => {
        if (cancelled) scanner.stop();
        else {
          stop = () => scanner.stop();
          setState('running');
        }
      })
      .catch((error: unknown) => {
        if (!cancelled) setState(error instanceof ScannerError ? error.problem : 'unavailable');
      });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, []);

  const problem = state === 'starting' || state === 'running' ? null : words.cameraProblems[state];
  return (
    <div className={cn('grid gap-3', paused && 'hidden')}>
      {problem ? (
        <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border border-stone-200 bg-white px-5 py-8 text-center">
          <CameraOff aria-hidden="true" className="size-10 text-stone-400" strokeWidth={1.5} />
          <p className="text-lg font-medium text-stone-900">{problem.title}</p>
          <p className="text-stone-700">{problem.text}</p>
          <Button size="lg" icon={<Search />} onClick={onFindByName}>
            {words.findByName}
          </Button>
        </div>
      ) : (
        <>
          <div className="relative aspect-square w-full overflow-hidden rounded-2xl bg-stone-900 sm:aspect-[4/3]">
            <video ref={video} aria-label={words.cameraPreview} muted playsInline className="size-full object-cover" />
            <div aria-hidden="true" className="pointer-events-none absolute inset-[15%] rounded-2xl border-4 border-white/80" />
            {state === 'starting' && (
              <div className="absolute inset-0 flex items-center justify-center gap-2 text-white">
                <Spinner /> {words.startingCamera}
              </div>
            )}
          </div>
          <p className="text-center text-stone-700">{words.pointCamera}</p>
        </>
      )}
    </div>
  );
}
