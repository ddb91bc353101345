import { Icon } from './icons';
import { useRef, useState } from 'react';
import { fillText } from '@shared/i18n/invitation-base';
import type { RsvpEventStrings } from '@shared/i18n/rsvp-events';
import type { RsvpReceipt } from '@shared/invitation-view';
import { Tint, type RenderContext, useScopedId } from './ui';

/** What a guest sees once an answer is stored: the thank-you, the private edit link, a household's check-in code. */

/** The thank-you's words: changed or new, a likely duplicate's notice, and the edit link. */
export function ReceiptBody({ receipt, ctx }: { receipt: RsvpReceipt; ctx: RenderContext }) {
  const { text } = ctx;
  return (
    <div className="text-center">
      {receipt.updated && <p className="mb-2 font-semibold">{text.updatedEarlier}</p>}
      {receipt.duplicate && (
        <p className="mb-2 font-semibold" data-testid="answer-exists">
          {receipt.duplicate.mailedTo ? fillText(text.answerExistsMailed, { email: receipt.duplicate.mailedTo }) : text.answerExists}
        </p>
      )}
      <p className="leading-relaxed">{receipt.attending ? text.thankYouMessage : text.receivedMessage}</p>
      {receipt.editUrl && <EditLink url={receipt.editUrl} ctx={ctx} />}
    </div>
  );
}

/** A household's check-in code (served by the check-in feature), its name and the guests it confirmed per event: shown at the door. */
export function CheckinPass({ token, name, lines, words }: { token: string; name: string; lines: string[]; words: RsvpEventStrings }) {
  return (
    <figure className="mt-5 text-center" data-testid="checkin-pass">
      <img
        src={`/api/guest-links/${encodeURIComponent(token)}/checkin-qr.svg`}
        alt={fillText(words.qrAlt, { name })}
        width={192}
        height={192}
        className="mx-auto size-48 rounded-xl bg-white p-2"
      />
      <figcaption className="mt-3 text-sm whitespace-pre-line">
        <span className="block font-semibold">{words.showAtDoor}</span>
        {[name, ...lines].join('\n')}
      </figcaption>
    </figure>
  );
}

/** The guest's private link to change their answer, with a copy button. */
function EditLink({ url, ctx }: { url: string; ctx: RenderContext }) {
  const { text } = ctx;
  const id = useScopedId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // No clipboard permission: select the text so the guest can copy it themselves.
      input.current?.select();
    }
  };
  return (
    <Tint className="mt-5 p-4 text-left">
      <p id={id} className="text-sm font-semibold">
        {text.keepLink}
      </p>
      <div className="mt-2.5 grid gap-2">
        <input
          ref={input}
          readOnly
          value={url}
          aria-labelledby={id}
          onFocus={(event) => event.currentTarget.select()}
          className="inv-field min-h-11 px-3 py-2 text-sm"
        />
        <button type="button" onClick={copy} className="inv-btn min-h-11">
          {copied ? <Icon name="check" className="size-4" /> : <Icon name="copy" className="size-4" />}
          <span aria-live="polite">{copied ? text.copied : text.copyLink}</span>
        </button>
      </div>
    </Tint>
  );
}


