import { useQuery } from '@tanstack/react-query';
import { PlayCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogHeading } from '@web/components/ui/dialog';
import { configQuery } from '@web/features/editor/api';
import { useWords } from '@web/i18n/i18n';

/** A YouTube embed address (played in an iframe); anything else is a video file. */
export function isYoutubeEmbed(url: string): boolean {
  return /^https:\/\/(www\.)?(youtube\.com|youtube-nocookie\.com)\/embed\/[\w-]+/i.test(url);
}

/** View Tutorials (product.md §2): a video dialog; hidden when no video is configured. */
export function TutorialButton() {
  const config = useQuery(configQuery);
  const [open, setOpen] = useState(false);
  const words = useWords('editor').tutorial;
  const url = config.data?.tutorialVideoUrl;
  if (!url) return null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button variant="outline" icon={<PlayCircle />} onClick={() => setOpen(true)} aria-haspopup="dialog" title={words.button} className="max-sm:w-10 max-sm:px-0">
        {/* An icon on a phone (the editor's header is one row there); the name stays for screen readers. */}
        <span className="max-sm:sr-only">{words.button}</span>
      </Button>
      <DialogContent
        className="max-w-3xl"
        // Focus the dialog, not the player: keys inside a cross-origin frame never reach us, so
        // Escape would not close it.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
      >
        <DialogHeading title={words.title} description={words.description} />
        <div className="aspect-video overflow-hidden rounded-xl bg-stone-900">
          {open &&
            (isYoutubeEmbed(url) ? (
              <iframe title={words.video} src={url} allow="encrypted-media; picture-in-picture; fullscreen" className="size-full" />
            ) : (
              <video src={url} controls playsInline className="size-full">
                <track kind="captions" />
              </video>
            ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
