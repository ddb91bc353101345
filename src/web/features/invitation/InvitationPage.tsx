import { useEffect, useMemo, useState } from 'react';
import { timeFormat } from '@shared/i18n/invitation-base';
import type { RsvpForEdit } from '@shared/invitation-view';
import { RendererCore } from './renderer/RendererCore';
import type { RendererCoreProps, RsvpBinding } from './renderer/islands';
import type { InvitationPageData } from './page-data';
import { answerOnDevice, deviceId, editTokenFromHash, editTokenOfUrl, giftApi, rsvpApi } from './rsvp-client';
import type { GuestRsvpController } from './renderer/rsvp-form-state';

/** The public invitation page: the shared renderer wired to the RSVP API, or the not-found / private screens. */
export function InvitationPage({ data }: { data: InvitationPageData }) {
  if (data.state === 'not-found') {
    return <Message title="Invitation Not Found" text="This invitation does not exist, or its link has changed. Please check the link you were sent." />;
  }
  if (data.state === 'link-changed') {
    // No way to our landing: only the host can help (the page is in the invitation's language).
    return <Message title={data.title} text={data.text} home={false} />;
  }
  if (data.state === 'private') {
    return <Message title="Private Invitation" text="This invitation is not published yet. Please check back later." />;
  }
  return <PublishedInvitation data={data} />;
}

type PublishedData = Extract<InvitationPageData, { state: 'ok' }>;

function PublishedInvitation({ data }: { data: PublishedData }) {
  const props = useMemo(() => publicRendererProps(data), [data]);
  return <RendererCore {...props} />;
}

/**
 * The renderer's props for a published invitation: the server draws the page from them, and the
 * browser its islands (invitation-main.tsx). The RSVP's state is a hook, run inside the RSVP island.
 */
export function publicRendererProps(data: PublishedData): RendererCoreProps {
  const { invitation, guest } = data;
  const idOrSlug = invitation.customSlug ?? invitation.id;
  return {
    invitation,
    mode: 'public',
    now: data.now,
    // The page carries its one language's strings; the time format is code, added here.
    text: { ...data.text, formatTime: timeFormat(invitation.language) },
    guest: guest && { greeting: guest.greeting, name: guest.name },
    wishes: data.wishes,
    showBrandFooter: true,
    publicUrl: data.publicUrl,
    useRsvp: () => usePublicRsvp(data),
    // "I sent a gift": a personal link's household is filled in by the server from its token.
    giftTell: {
      defaultName: guest?.name,
      tell: async (input) => {
        await giftApi.tell(idOrSlug, guest ? { ...input, token: guest.token } : input);
      },
    },
  };
}

/** The RSVP section's answer on the public page: a household's, an earlier one from this device or an edit link, or a new one. */
function usePublicRsvp(data: PublishedData): RsvpBinding {
  const { invitation, guest } = data;
  const idOrSlug = invitation.customSlug ?? invitation.id;
  const [edit, setEdit] = useState<{ token: string; initial: RsvpForEdit; kept: boolean } | null>(null);
  // A household's answer as its page shows it (null once withdrawn).
  const [householdAnswer, setHouseholdAnswer] = useState(guest?.answer ?? null);
  // The form is drawn afresh once when an earlier answer arrives (to prefill it), never on
  // withdraw, so the 'withdrawn' message stays on screen.
  const [formKey, setFormKey] = useState('new');

  // The open link: a guest who came back through their private link edits their earlier answer; one
  // who answered from this device before sees it (its edit token kept on the device), with the way
  // to change it (issue 30.4).
  useEffect(() => {
    if (guest) return;
    const fromHash = editTokenFromHash(window.location.hash);
    const token = fromHash ?? answerOnDevice.get(invitation.id);
    if (!token) return;
    rsvpApi
      .load(token)
      .then((initial) => {
        answerOnDevice.keep(invitation.id, token);
        setEdit({ token, initial, kept: !fromHash });
        setFormKey(`edit-${initial.id}`);
      })
      .catch((error: { status?: number }) => {
        // Withdrawn or removed meanwhile: nothing to show, and nothing to keep.
        if (error.status === 404) answerOnDevice.forget(invitation.id, token);
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the page's first render
  }, []);

  const controller = useMemo<GuestRsvpController>(
    () =>
      guest
        ? {
            // A household's personal link: its one answer, shown first, pre-filled, at most its seats.
            initial: householdAnswer ?? undefined,
            answered: Boolean(householdAnswer),
            defaultName: guest.name,
            defaultEmail: guest.email,
            seats: guest.seats,
            // Its events, and its check-in code once it is coming.
            eventIds: guest.eventIds ?? null,
            checkinToken: guest.token,
            householdName: guest.name,
            closed: data.rsvpClosed,
            submit: (input) => rsvpApi.answerAsHousehold(guest.token, input),
            // It may withdraw its answer too (issue 30.4): then its form starts empty again.
            withdraw: householdAnswer
              ? async () => {
                  await rsvpApi.withdrawAsHousehold(guest.token);
                  setHouseholdAnswer(null);
                }
              : undefined,
          }
        : edit
          ? {
              initial: edit.initial,
              // The answer kept on this device is shown first; the private link opens at the form.
              answered: edit.kept,
              closed: data.rsvpClosed,
              submit: (input) => rsvpApi.update(edit.token, input),
              withdraw: async () => {
                await rsvpApi.withdraw(edit.token);
                answerOnDevice.forget(invitation.id, edit.token);
                setEdit(null);
                history.replaceState(null, '', window.location.pathname + window.location.search);
              },
            }
          : {
              closed: data.rsvpClosed,
              invitedOnly: data.invitedOnly,
              submit: (input) =>
                rsvpApi.submit(idOrSlug, { ...input, deviceId: deviceId() }).then((receipt) => {
                  answerOnDevice.keep(invitation.id, editTokenOfUrl(receipt.editUrl));
                  return receipt;
                }),
            },
    [guest, householdAnswer, edit, data.rsvpClosed, data.invitedOnly, idOrSlug, invitation.id],
  );
  return { controller, key: formKey };
}

function Message({ title, text, home = true }: { title: string; text: string; home?: boolean }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-b from-brand-50 to-stone-100 px-6">
      <div className="w-full max-w-sm rounded-2xl border border-stone-200 bg-white p-8 text-center shadow-sm">
        <h1 className="font-serif text-2xl text-stone-900">{title}</h1>
        <p className="mt-3 text-stone-600">{text}</p>
        {home && (
          <a href="/" className="mt-6 inline-flex min-h-11 items-center justify-center rounded-xl bg-brand-700 px-5 font-medium text-white hover:bg-brand-800">
            Go Home
          </a>
        )}
      </div>
    </main>
  );
}
