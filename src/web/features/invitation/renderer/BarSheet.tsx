import { Icon } from './icons';
import type { BarItems } from './BottomBar';
import { telHref, whatsappNumber } from './format';
import { Tint, type RenderContext } from './ui';

export type SheetKind = 'location' | 'contact';

/** What the bottom bar's sheets show: directions and contacts (the gift section is on the page). */
export function BarSheet({ kind, ctx, items }: { kind: SheetKind; ctx: RenderContext; items: BarItems }) {
  const { text } = ctx;
  if (kind === 'location') {
    return (
      <div className="space-y-6">
        {items.places.map((place, index) => (
          <div key={index} className="space-y-4">
            <p className="text-lg font-semibold">{place.venue}</p>
            {place.address && <div className="inv-rich -mt-2 text-sm leading-relaxed" dangerouslySetInnerHTML={{ __html: place.address }} />}
            <div className="grid gap-3">
              {place.google && (
                <a href={place.google} target="_blank" rel="noopener noreferrer" className="inv-btn">
                  <Icon name="mapPin" className="size-4" />
                  {text.googleMaps}
                </a>
              )}
              {place.waze && (
                <a href={place.waze} target="_blank" rel="noopener noreferrer" className="inv-btn inv-btn-line">
                  <Icon name="navigation" className="size-4" />
                  Waze
                </a>
              )}
            </div>
          </div>
        ))}
      </div>
    );
  }
  return (
    <ul className="space-y-3">
      {items.contacts.map((contact, index) => (
        <li key={`${contact.phone}-${index}`}>
          <Tint className="p-4">
            <p className="font-semibold">{contact.name || contact.phone}</p>
            {contact.relationship && <p className="text-sm">{contact.relationship}</p>}
            <div className="mt-3 grid grid-cols-2 gap-2">
              <a href={`https://wa.me/${whatsappNumber(contact.phone)}`} target="_blank" rel="noopener noreferrer" className="inv-btn px-3">
                <Icon name="messageCircle" className="size-4" />
                WhatsApp<span className="sr-only"> {contact.name}</span>
              </a>
              <a href={telHref(contact.phone)} className="inv-btn inv-btn-line px-3">
                <Icon name="phone" className="size-4" />
                {text.call}
                <span className="sr-only"> {contact.name}</span>
              </a>
            </div>
          </Tint>
        </li>
      ))}
    </ul>
  );
}
