import { Suspense, lazy, useRef, useState } from 'react';
import { bankName, ewalletName, groupDigits, maskValue, type GiftMethod, type GiftSettings } from '@shared/gift-methods';
import type { GiftTellController } from '@web/features/invitation/types';
import { fillText } from '@shared/i18n/invitation-base';
import { safeHref, safeImageSrc } from './format';
import { Icon } from './icons';
import { Panel, SectionHeading, Tint, type RenderContext, useScopedId } from './ui';

/** The form's code loads on the guest's first tap of "I sent a gift", not with the page. */
const GiftTellForm = lazy(() => import('./GiftTellForm'));

/** What the gift section shows: nothing when off; "no gifts, please"; else the ways to give that are drawable. */
export function shownGift(gift: GiftSettings | undefined): { noGifts: boolean; methods: GiftMethod[] } | null {
  if (!gift?.enabled) return null;
  if (gift.noGifts) return { noGifts: true, methods: [] };
  const methods = (gift.methods ?? []).filter((method) => (method.kind === 'duitnow_qr' ? safeImageSrc(method.imageUrl) : method.kind === 'ewallet' ? safeHref(method.url) : true));
  return methods.length > 0 ? { noGifts: false, methods } : null;
}

/**
 * The gift section (issue 32, product.md §16): the host's ways to give in their order, each number
 * as visible text with a Copy button, the QR with a "Save QR" link, then "I sent a gift". Readable
 * without JavaScript: only the copy buttons and the form need it.
 */
export function GiftSection({ gift, ctx, headingId, tell }: { gift: GiftSettings | undefined; ctx: RenderContext; headingId: string; tell?: GiftTellController }) {
  const shown = shownGift(gift);
  const words = ctx.text.gifts;
  const [telling, setTelling] = useState(false);
  if (!shown) return null;
  return (
    <Panel section labelledBy={headingId}>
      <SectionHeading ctx={ctx} id={headingId}>
        {ctx.text.giftTitle}
      </SectionHeading>
      {shown.noGifts ? (
        <p className="mx-auto max-w-[20rem] leading-relaxed">{words.noGifts}</p>
      ) : (
        <>
          <ul className="space-y-3 text-left">
            {shown.methods.map((method, index) => (
              <li key={index}>
                <Tint className="p-4">
                  <Method method={method} ctx={ctx} />
                </Tint>
              </li>
            ))}
          </ul>
          <div className="mt-5">
            {telling ? (
              <Suspense fallback={null}>
                <GiftTellForm ctx={ctx} tell={tell} methods={shown.methods} />
              </Suspense>
            ) : (
              <>
                <button type="button" className="inv-btn w-full" onClick={() => setTelling(true)}>
                  <Icon name="gift" className="size-4" />
                  {words.tell}
                </button>
                <noscript>
                  <p className="mt-2 text-sm">{words.needsScript}</p>
                </noscript>
              </>
            )}
          </div>
        </>
      )}
    </Panel>
  );
}

function Method({ method, ctx }: { method: GiftMethod; ctx: RenderContext }) {
  const words = ctx.text.gifts;
  const holder = method.holder ? <p className="text-sm">{method.holder}</p> : null;
  if (method.kind === 'bank') {
    return (
      <>
        <p className="text-xs font-semibold tracking-wide uppercase opacity-80">{words.bank}</p>
        <p className="font-semibold">{bankName(method.bank)}</p>
        {holder}
        <Copyable label={words.account} value={method.account} shown={groupDigits(method.account)} ctx={ctx} />
      </>
    );
  }
  if (method.kind === 'duitnow_id') {
    return (
      <>
        <p className="text-xs font-semibold tracking-wide uppercase opacity-80">{words.duitnowId}</p>
        {holder}
        <Copyable label={words.idTypes[method.idType]} value={method.value} shown={method.masked ? maskValue(method.value) : method.value} masked={method.masked} ctx={ctx} />
      </>
    );
  }
  if (method.kind === 'duitnow_qr') {
    const src = safeImageSrc(method.imageUrl);
    return (
      <>
        <p className="text-xs font-semibold tracking-wide uppercase opacity-80">{words.duitnowQr}</p>
        {holder}
        <div className="mt-2 rounded-2xl bg-white p-2">
          <img src={src} alt={words.qrAlt} loading="lazy" decoding="async" className="mx-auto max-h-72 w-auto rounded-xl object-contain" />
        </div>
        <a href={src} download className="inv-btn inv-btn-line mt-3 w-full">
          <Icon name="download" className="size-4" />
          {words.saveQr}
        </a>
      </>
    );
  }
  const name = ewalletName(method.wallet) || words.ewallet;
  return (
    <>
      <p className="text-xs font-semibold tracking-wide uppercase opacity-80">{words.ewallet}</p>
      {holder}
      <a href={safeHref(method.url)} target="_blank" rel="noopener noreferrer" className="inv-btn mt-2 w-full">
        {fillText(words.payWith, { wallet: name })}
      </a>
    </>
  );
}

/**
 * A number as visible text with a Copy button: the clipboard when the browser allows it ("Copied"
 * for a moment), else the number is selected for the guest to copy by hand. A masked number shows
 * its last four digits; the full one is behind "Show the full number" (works without JavaScript).
 */
function Copyable({ label, value, shown, masked, ctx }: { label: string; value: string; shown: string; masked?: boolean; ctx: RenderContext }) {
  const words = ctx.text.gifts;
  const [state, setState] = useState<'idle' | 'copied' | 'select'>('idle');
  const number = useRef<HTMLSpanElement>(null);
  const full = useRef<HTMLDetailsElement>(null);
  const labelId = useScopedId();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      // Refused (no permission, an old browser, an in-app browser): select the digits instead.
      if (full.current) full.current.open = true;
      const target = masked ? full.current?.querySelector('span') : number.current;
      if (target) window.getSelection()?.selectAllChildren(target);
      setState('select');
    }
    timer.current = setTimeout(() => setState('idle'), 4000);
  };

  return (
    <div className="mt-2">
      <p id={labelId} className="text-sm">
        {label}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
        {/* Groups of four never split across lines; a long number pushes Copy to the next line instead. */}
        <span ref={number} className="font-mono text-lg font-semibold whitespace-nowrap select-all">
          {shown}
        </span>
        <button type="button" onClick={copy} className="inv-btn inv-btn-line inv-btn-sm shrink-0" aria-describedby={labelId}>
          <Icon name={state === 'copied' ? 'check' : 'copy'} className="size-4" />
          {state === 'copied' ? words.copied : words.copy}
        </button>
      </div>
      {masked && (
        <details ref={full} className="mt-1 text-sm">
          <summary className="cursor-pointer underline underline-offset-4">{words.showNumber}</summary>
          <span className="font-mono select-all">{value}</span>
        </details>
      )}
      <p role="status" className="text-sm">
        {state === 'select' ? words.copyFallback : state === 'copied' ? <span className="sr-only">{words.copied}</span> : null}
      </p>
    </div>
  );
}
