import { LANGUAGES, type Language } from '@shared/constants';
import type { InvitationView, RsvpInput, RsvpReceipt } from '@shared/invitation-view';
import type { InvitationRendererProps, RsvpController } from '@web/features/invitation/types';
import { FIXTURES, FIXTURE_NOW, FIXTURE_WISHES, withSeveralEvents } from './fixtures';

/** The seeded artwork each fixture is looked at with (served by the preview build under /art/). */
export const FIXTURE_ART = ['classic-wedding', 'indian-wedding', 'chinese-wedding'] as const;

/** The preview pages (scripts/render-preview.tsx): name → query string for `previewProps`. */
export const PREVIEW_PAGES: Record<string, string> = {
  'english-wedding': 'f=0',
  'tamil-indian-wedding': 'f=1',
  'chinese-wedding': 'f=2',
  'malay-wedding': 'f=0&lang=malay',
  'english-no-art': 'f=0&art=none&overlay=none',
  'english-edit-link': 'f=0&rsvp=edit',
  'chinese-closed': 'f=2&rsvp=closed',
  'tamil-editor-preview': 'f=1&mode=preview',
  'english-events': 'f=0&events=3',
  'malay-events': 'f=0&lang=malay&events=3',
};

/**
 * Props for the renderer preview from a query string:
 *   f=0..2 fixture · lang=english|chinese|malay|tamil · art=seed|inline|none · mode=public|preview
 *   now=<ms> · rsvp=open|closed|edit|none · opening=<animation> · overlay=<type> · events=3 (three events)
 * A guest named "fail" makes the fake submit fail, to see the error state.
 */
export function previewProps(search: string): InvitationRendererProps {
  const params = new URLSearchParams(search);
  const index = Math.min(FIXTURES.length - 1, Math.max(0, Number(params.get('f')) || 0));
  const fixture = params.get('events') === '3' ? withSeveralEvents(FIXTURES[index] as InvitationView) : (FIXTURES[index] as InvitationView);
  const lang = params.get('lang');
  const art = params.get('art') ?? 'seed';
  const invitation: InvitationView = {
    ...fixture,
    language: LANGUAGES.includes(lang as Language) ? (lang as Language) : fixture.language,
    template: {
      ...fixture.template,
      imageUrl: art === 'seed' ? `/art/${FIXTURE_ART[index]}.svg` : art === 'none' ? '' : fixture.template.imageUrl,
    },
  };
  const opening = params.get('opening');
  if (opening) invitation.openingAnimation = opening as InvitationView['openingAnimation'];
  const overlay = params.get('overlay');
  if (overlay) invitation.animation = { ...invitation.animation, type: overlay as InvitationView['animation']['type'] };
  const mode = params.get('mode') === 'preview' ? 'preview' : 'public';
  const rsvpMode = params.get('rsvp') ?? 'open';

  const submit = (input: RsvpInput): Promise<RsvpReceipt> =>
    new Promise((resolve, reject) =>
      setTimeout(() => {
        if (input.guestName.toLowerCase() === 'fail') reject(new Error('Failed to submit RSVP. Please try again.'));
        else resolve({ id: `r-${Date.now()}`, attending: input.attending, guestName: input.guestName, editUrl: `https://jemputan.example/rsvp-edit/demo-${Date.now()}` });
      }, 900),
    );
  let rsvp: RsvpController | undefined = { submit };
  if (rsvpMode === 'closed') rsvp = { submit, closed: true };
  if (rsvpMode === 'edit') {
    rsvp = {
      submit,
      withdraw: () => new Promise((resolve) => setTimeout(resolve, 600)),
      initial: {
        id: 'r-1',
        invitationId: invitation.id,
        guestName: 'Mei Ling',
        email: 'meiling@example.com',
        attending: true,
        numberOfGuests: 2,
        mealChoice: invitation.rsvp.mealOptions[0]?.id ?? '',
        carPlate: 'WXY 1234',
        wishes: 'Congratulations!',
      },
    };
  }
  if (rsvpMode === 'none' || mode === 'preview') rsvp = undefined;

  return {
    invitation,
    wishes: FIXTURE_WISHES[index] ?? [],
    mode,
    now: Number(params.get('now')) || FIXTURE_NOW,
    rsvp,
    showBrandFooter: params.get('footer') !== '0',
    publicUrl: `https://jemputan.example/${invitation.customSlug ?? invitation.id}`,
  };
}
