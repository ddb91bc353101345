import { AtSign, Copy, Download, MessageCircle, ThumbsUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/skeleton';
import { useWords } from '@web/i18n/i18n';

/** The share links of product.md §7 External: a messaging share, a social page share and a microblog intent; `text` goes before the link. */
export function shareLinks(url: string, text: string) {
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    x: `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}`,
  };
}

/** A QR code of the link, drawn in the browser (the qrcode library loads with the panel). */
function useQrCode(url: string): string | null {
  const [dataUrl, setDataUrl] = useState<{ url: string; image: string } | null>(null);
  useEffect(() => {
    let cancelled = false;
    void import('qrcode').then(({ toDataURL }) =>
      toDataURL(url, { width: 512, margin: 2, errorCorrectionLevel: 'M' }).then((image) => {
        if (!cancelled) setDataUrl({ url, image });
      }),
    );
    return () => {
      cancelled = true;
    };
  }, [url]);
  return dataUrl?.url === url ? dataUrl.image : null;
}

export function SharePanel({ url, eventName, fileStem }: { url: string; eventName: string; fileStem: string }) {
  const words = useWords('dashboard');
  const links = shareLinks(url, words.share.invited(eventName || words.share.ourEvent));
  const qr = useQrCode(url);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(words.share.copied);
    } catch {
      toast.error(words.share.copyFailed);
    }
  }

  const linkButton = 'justify-start';
  return (
    <div className="grid gap-4">
      <div className="grid gap-1.5">
        <Label htmlFor="share-link">{words.share.link}</Label>
        <div className="flex gap-2">
          <Input id="share-link" value={url} readOnly onFocus={(event) => event.currentTarget.select()} />
          <Button variant="outline" onClick={copy} icon={<Copy />} aria-label={words.share.copyLink}>
            <span className="hidden sm:inline">{words.share.copy}</span>
          </Button>
        </div>
      </div>
      <div className="grid gap-2 sm:grid-cols-3">
        <Button variant="outline" className={linkButton} href={links.whatsapp} target="_blank" rel="noopener noreferrer" icon={<MessageCircle />}>
          WhatsApp
        </Button>
        <Button variant="outline" className={linkButton} href={links.facebook} target="_blank" rel="noopener noreferrer" icon={<ThumbsUp />}>
          Facebook
        </Button>
        <Button variant="outline" className={linkButton} href={links.x} target="_blank" rel="noopener noreferrer" icon={<AtSign />}>
          X (Twitter)
        </Button>
      </div>
      <div className="flex flex-col items-center gap-3 rounded-xl border border-stone-200 bg-stone-50 p-4">
        {qr ? (
          <img src={qr} alt={words.share.qrOf(url)} width={192} height={192} className="size-48 rounded-lg bg-white" />
        ) : (
          <Skeleton className="size-48" />
        )}
        <Button variant="secondary" size="sm" href={qr ?? '#'} download={`${fileStem}-qr.png`} aria-disabled={!qr || undefined} icon={<Download />}>
          {words.share.downloadQr}
        </Button>
      </div>
    </div>
  );
}
