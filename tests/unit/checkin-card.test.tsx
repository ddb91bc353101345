import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKIN_MESSAGES, type CheckinHousehold } from '@shared/checkin';
import { HouseholdCard, type CardOutcome } from '@web/features/checkin/HouseholdCard';
import { loadArea } from '@web/i18n/i18n';

/* The door's card tells the helper why an arrival was not recorded (product.md §13). */

const household: CheckinHousehold = { id: 'h1', name: 'Encik Ahmad sekeluarga', seats: 4, events: [{ eventId: 'e1', attendingGuests: 4, answer: 'attending', arrived: 9 }] };
const events = [{ id: 'e1', name: 'Resepsi', date: '2027-03-20', time: '18:30' }];
const card = (outcome: CardOutcome) =>
  renderToStaticMarkup(<HouseholdCard household={household} events={events} eventId="e1" outcome={outcome} onCheckIn={() => {}} onRecordAnyway={() => {}} onClose={() => {}} closeLabel="Close" />);

describe('HouseholdCard', () => {
  // The card's words (English here), as its route loads them before it draws.
  beforeAll(() => loadArea('checkin'));

  it("says an arrival past 'Record anyway's bound was not recorded, and offers no 'Record anyway'", () => {
    const html = card({ scanId: 's1', guests: 1, status: 'over_limit' });
    expect(html).toContain(CHECKIN_MESSAGES.overLimit.replace(/'/g, '&#x27;'));
    expect(html).not.toContain('Record anyway');
  });

  it("offers 'Record anyway' over the seats", () => {
    expect(card({ scanId: 's1', guests: 1, status: 'over_seats' })).toContain('Record anyway');
  });
});
