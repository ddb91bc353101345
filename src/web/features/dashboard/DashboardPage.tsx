import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FilePlus2, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { shareableInvitationUrl } from '@shared/covers';
import { INVITATION_TABS, type DashboardInvitation, type InvitationTab } from '@shared/dashboard';
import type { Payment } from '@shared/payments';
import { paths } from '@shared/paths';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from '@web/components/ui/dialog';
import { Label } from '@web/components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { ApiError } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { invitationListQuery, useDeleteInvitation, useSaveSlug, useToggleStatus } from './api';
import { CustomUrlPanel } from './CustomUrlPanel';
import { InvitationCard, InvitationCardSkeleton, type CardAction } from './InvitationCard';
import { PaymentFlow, type PaymentStep } from './payment/PaymentFlow';
import { useCheckoutReturn } from './payment/checkout-return';
import { SharePanel } from './SharePanel';
import { SearchInput } from '@web/components/ui/search-input';
import { useDebounced } from '@web/lib/use-debounced';
import { useLanguage, useWords } from '@web/i18n/i18n';
import { plural } from '@web/i18n/format';

/** product.md §9: six skeleton cards while loading. */
const SKELETON_COUNT = 6;

type Panel =
  | { kind: 'share'; invitation: DashboardInvitation }
  | { kind: 'delete'; invitation: DashboardInvitation }
  | { kind: 'custom-url'; invitation: DashboardInvitation }
  | { kind: 'payment'; invitation: DashboardInvitation; step: PaymentStep }
  | null;

/** /dashboard: My Invitations (product.md §2). */
export default function DashboardPage() {
  const words = useWords('dashboard');
  const language = useLanguage();
  const tabLabels: Record<InvitationTab, string> = { all: words.list.tabAll, published: words.status.Published, draft: words.status.Draft };
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [tab, setTab] = useState<InvitationTab>('all');
  const [panel, setPanel] = useState<Panel>(null);
  const applySearch = useDebounced((value: string) => setSearch(value.trim()));
  useCheckoutReturn();

  const query = useQuery({ ...invitationListQuery(search, tab), placeholderData: keepPreviousData });
  useEffect(() => {
    if (query.isError) toast.error(words.list.loadFailed, { id: 'invitations-load' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per failure, not again on a language switch
  }, [query.isError, query.errorUpdatedAt]);

  const toggle = useToggleStatus();
  const remove = useDeleteInvitation();
  const saveSlug = useSaveSlug();

  function onToggle(invitation: DashboardInvitation) {
    toggle.mutate(invitation.id, {
      onSuccess: ({ templateStatus }) => toast.success(words.list.statusNow(words.status[templateStatus])),
      onError: (error) => toast.error(words.list.statusUpdateFailed(error.message)),
    });
  }

  function onAction(invitation: DashboardInvitation, action: CardAction) {
    if (action === 'payment-status') setPanel({ kind: 'payment', invitation, step: 'status' });
    else if (action === 'proceed-payment' || action === 'pay-again') setPanel({ kind: 'payment', invitation, step: 'packages' });
    else setPanel({ kind: action, invitation });
  }

  function confirmDelete(invitation: DashboardInvitation) {
    remove.mutate(invitation.id, {
      onSuccess: () => {
        toast.success(words.list.deleted);
        setPanel(null);
      },
      onError: (error) => toast.error(error instanceof ApiError ? words.list.deleteFailed : words.list.deleteError),
    });
  }

  const items = query.data?.data ?? [];
  const filtered = Boolean(search) || tab !== 'all';

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid gap-1">
          <h1 className="font-serif text-3xl text-stone-900 sm:text-4xl">{words.list.title}</h1>
          <p className="text-stone-700">{words.list.intro}</p>
        </div>
        <Button to={paths.createEvent()} icon={<Plus />} className="self-start sm:self-auto">
          {words.list.createNew}
        </Button>
      </header>

      <Tabs value={tab} onValueChange={(value) => setTab(value as InvitationTab)} className="gap-6">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <form role="search" aria-label={words.list.searchForm} className="grid w-full gap-1.5 sm:max-w-sm" onSubmit={(event) => event.preventDefault()}>
            <Label htmlFor="invitation-search">{words.list.searchLabel}</Label>
            <SearchInput
              id="invitation-search"
              value={typed}
              placeholder={words.list.searchPlaceholder}
              onChange={(event) => {
                setTyped(event.target.value);
                applySearch.schedule(event.target.value);
              }}
            />
          </form>
          <TabsList aria-label={words.list.tabsLabel}>
            {INVITATION_TABS.map((value) => (
              <TabsTrigger key={value} value={value}>
                {tabLabels[value]}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>

        <p role="status" aria-live="polite" className="sr-only">
          {query.isPending ? words.list.loading : query.isSuccess ? plural(language, items.length, words.list.count) : ''}
        </p>

        {/* Only the active tab's panel is mounted; each shows the (server-filtered) results. */}
        {INVITATION_TABS.map((value) => (
          <TabsContent key={value} value={value}>
            {query.isPending ? (
              <ul aria-busy="true" aria-label={words.list.loadingLabel} className={gridClass}>
                {Array.from({ length: SKELETON_COUNT }, (_, i) => (
                  <li key={i}>
                    <InvitationCardSkeleton />
                  </li>
                ))}
              </ul>
            ) : query.isError && !query.data ? (
              <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center">
                <p className="font-medium text-red-800">{words.list.loadFailed}</p>
                <Button variant="outline" onClick={() => query.refetch()}>
                  {words.list.tryAgain}
                </Button>
              </div>
            ) : items.length === 0 ? (
              <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-14 text-center">
                <FilePlus2 aria-hidden="true" className="size-10 text-stone-400" strokeWidth={1.5} />
                <p className="text-lg font-medium text-stone-800">{filtered ? words.list.noMatch : words.list.none}</p>
                {filtered ? (
                  <Button
                    variant="link"
                    onClick={() => {
                      setTyped('');
                      setSearch('');
                      setTab('all');
                    }}
                  >
                    {words.list.clearSearch}
                  </Button>
                ) : (
                  <Button to={paths.templates}>{words.list.chooseTemplate}</Button>
                )}
              </div>
            ) : (
              <ul className={cn(gridClass, query.isPlaceholderData && 'opacity-60 transition-opacity')}>
                {items.map((invitation) => (
                  <li key={invitation.id}>
                    <InvitationCard
                      invitation={invitation}
                      toggling={toggle.isPending && toggle.variables === invitation.id}
                      onToggleStatus={() => onToggle(invitation)}
                      onAction={(action) => onAction(invitation, action)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </TabsContent>
        ))}
      </Tabs>

      <Dialog open={panel !== null} onOpenChange={(open) => !open && setPanel(null)}>
        {panel && (
          <DialogContent className={cn(panel.kind === 'payment' && (panel.step === 'packages' || panel.step === 'checkout') && 'max-w-2xl')}>
            <PanelBody
              panel={panel}
              deleting={remove.isPending}
              savingSlug={saveSlug.isPending}
              onClose={() => setPanel(null)}
              onDelete={confirmDelete}
              onStep={(step) => setPanel(panel.kind === 'payment' ? { ...panel, step } : panel)}
              onPaymentSubmitted={(payment) =>
                setPanel({ kind: 'payment', invitation: { ...panel.invitation, latestPayment: { packageType: payment.packageType, status: payment.status } }, step: 'status' })
              }
              onSaveSlug={(invitation, customSlug) =>
                saveSlug.mutate(
                  { id: invitation.id, customSlug },
                  {
                    onSuccess: () => {
                      toast.success(words.list.customUrlUpdated);
                      setPanel(null);
                    },
                    onError: () => toast.error(words.list.customUrlUpdateFailed),
                  },
                )
              }
            />
          </DialogContent>
        )}
      </Dialog>
    </div>
  );
}

const gridClass = 'grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3';

interface PanelBodyProps {
  panel: NonNullable<Panel>;
  deleting: boolean;
  savingSlug: boolean;
  onClose: () => void;
  onDelete: (invitation: DashboardInvitation) => void;
  onStep: (step: PaymentStep) => void;
  onPaymentSubmitted: (payment: Payment) => void;
  onSaveSlug: (invitation: DashboardInvitation, slug: string) => void;
}

function PanelBody({ panel, deleting, savingSlug, onClose, onDelete, onStep, onPaymentSubmitted, onSaveSlug }: PanelBodyProps) {
  const words = useWords('dashboard');
  const { invitation } = panel;
  const name = invitation.eventName || words.untitled;
  if (panel.kind === 'delete') {
    return (
      <>
        <DialogHeading title={words.panels.deleteTitle} description={words.panels.deleteText(name)} />
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {words.panels.cancel}
          </Button>
          <Button variant="destructive" loading={deleting} onClick={() => onDelete(invitation)}>
            {words.panels.delete}
          </Button>
        </DialogFooter>
      </>
    );
  }
  if (panel.kind === 'share') {
    return (
      <>
        <DialogHeading title={words.panels.shareTitle} description={words.panels.shareText(name)} />
        {/* The pretty /{slug} when the invitation has a custom URL: the link guests see in the chat. */}
        <SharePanel url={shareableInvitationUrl(window.location.origin, invitation)} eventName={name} fileStem={invitation.customSlug ?? 'invitation'} />
      </>
    );
  }
  if (panel.kind === 'custom-url') {
    return (
      <>
        <DialogHeading title={words.panels.customUrlTitle} description={words.panels.customUrlText(name)} />
        <CustomUrlPanel
          invitationId={invitation.id}
          currentSlug={invitation.customSlug}
          hasPlatinum={invitation.platinum}
          saving={savingSlug}
          onSave={(slug) => onSaveSlug(invitation, slug)}
          onContinue={() => {}}
          onBack={onClose}
        />
      </>
    );
  }
  return (
    <>
      <DialogHeading title={words.payment.steps[panel.step]} description={name} />
      <PaymentFlow
        invitationId={invitation.id}
        currentSlug={invitation.customSlug}
        latestPayment={invitation.latestPayment}
        activePackage={invitation.platinum ? 'platinum' : invitation.paid ? 'silver' : null}
        step={panel.step}
        onStepChange={onStep}
        onSubmitted={onPaymentSubmitted}
      />
    </>
  );
}
