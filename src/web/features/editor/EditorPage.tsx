import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, Brush, Check, Eye, PencilLine, RefreshCw, RotateCcw, Save, X } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useBlocker, useLocation, useNavigate, useParams, useSearchParams, type BlockerFunction } from 'react-router';
import { toast } from 'sonner';
import { REDIRECT_AFTER_SAVE_MS } from '@shared/constants';
import type { InvitationInput } from '@shared/invitation-input';
import { paths } from '@shared/paths';
import { toSelectedTemplate, type CreateEventLocationState, type SelectedTemplate, type Template } from '@shared/templates';
import { WIZARD_MESSAGES, WIZARD_STEPS, applyTemplate, canGoTo, firstInvalidStep, newInvitation, validateStep, type WizardStepId } from '@shared/wizard';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError, api } from '@web/lib/api';
import { cn } from '@web/lib/cn';
import { sessionQuery } from '@web/lib/session';
import { LoginRequiredModal } from '@web/features/auth/LoginRequiredModal';
import '@web/features/invitation/renderer/renderer.css';
import { EDITOR_MESSAGES, invitationQuery, saveInvitation, type LoadedInvitation } from './api';
import { LeaveDialog } from './components/LeaveDialog';
import { PreviewPane, type PreviewDevice } from './components/PreviewPane';
import { prefetchRichTextEditor } from './components/RichTextField';
import { StepIndicator } from './components/StepIndicator';
import { TutorialButton } from './components/TutorialButton';
import { clearDraft, draftKey, readDraft, sameInput, stableJson, withFormDefaults, writeDraft, type DraftScope } from './draft';
import './editor.css';
import { FIELD_LOCATION, errorsFromIssues, type FieldErrors, type UpdateField } from './form';
import { SidePanel } from './panel/SidePanel';
import type { PreviewMeta } from './preview';
import { AddressStep } from './steps/AddressStep';
import { AdvancedStep } from './steps/AdvancedStep';
import { ContactsStep } from './steps/ContactsStep';
import { EventDetailsStep } from './steps/EventDetailsStep';
import { MusicStep } from './steps/MusicStep';
import { OptionsStep } from './steps/OptionsStep';
import { OrganizerStep } from './steps/OrganizerStep';
import { TemplateStep } from './steps/TemplateStep';
import { deleteUpload } from './uploads';

/** The draft is written this long after the last change. */
const DRAFT_DEBOUNCE_MS = 300;
const LAST_STEP = WIZARD_STEPS.length - 1;
/** Which invitation page each step edits, for the preview to show: 0 cover, 1 details, 2 countdown, RSVP and wishes. */
const PREVIEW_SECTION: Record<WizardStepId, number> = {
  template: 0,
  'event-details': 0,
  organizer: 1,
  address: 1,
  contacts: 1,
  music: 1,
  'advanced-features': 2,
  options: 1,
};

type Pane = 'form' | 'design' | 'preview';

const HOSTS_INVITATION = 'This is a host’s invitation, not a template preview. Saving it here would take it from its owner, so it cannot be saved from this screen.';

function stepIndexOf(value: string | null): number {
  const index = WIZARD_STEPS.findIndex((step) => step.id === value);
  return index < 0 ? 0 : index;
}

function subscribeMedia(query: string) {
  return (onChange: () => void) => {
    const list = window.matchMedia(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  };
}
const WIDE = '(min-width: 1280px)';
const MEDIUM = '(min-width: 1024px)';
const subscribeWide = subscribeMedia(WIDE);
const subscribeMedium = subscribeMedia(MEDIUM);

/** 'wide': side panel, form and preview side by side; 'medium': form or design beside the preview; 'narrow': one at a time. */
function useLayout(): 'wide' | 'medium' | 'narrow' {
  const wide = useSyncExternalStore(subscribeWide, () => window.matchMedia(WIDE).matches, () => true);
  const medium = useSyncExternalStore(subscribeMedium, () => window.matchMedia(MEDIUM).matches, () => true);
  return wide ? 'wide' : medium ? 'medium' : 'narrow';
}

/** A template in navigation state (from the gallery, or the admin's template form), if it has the right shape. */
function arrivingTemplate(state: unknown): SelectedTemplate | null {
  const template = (state as Partial<CreateEventLocationState> | null)?.template;
  if (!template || typeof template.id !== 'string' || !template.id || typeof template.imageUrl !== 'string' || !Array.isArray(template.dominantColors)) return null;
  return template;
}

/**
 * /create-event, /create-event/:id, /admin/create-preview, /admin/create-preview/:id (product.md §2):
 * loads the invitation when editing, then hands over to the editor.
 */
export default function EditorPage() {
  const { id } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const admin = location.pathname.startsWith('/admin/');
  const scope: DraftScope = id ? { kind: 'edit', id } : admin ? { kind: 'admin-new' } : { kind: 'new' };
  const template = arrivingTemplate(location.state);
  const dashboard = admin ? paths.admin.dashboard : paths.dashboard;

  const query = useQuery({ ...invitationQuery(id ?? ''), enabled: Boolean(id) });
  const notFound = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);

  // Start loading TipTap while the page settles: the event details step needs it first.
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
    idle(() => prefetchRichTextEditor());
  }, []);

  const reported = useRef(false);
  useEffect(() => {
    if (!query.error || reported.current) return;
    reported.current = true;
    if (notFound) {
      toast.error(EDITOR_MESSAGES.notFound);
      void navigate(dashboard, { replace: true });
    } else {
      toast.error(EDITOR_MESSAGES.loadError);
    }
  }, [query.error, notFound, navigate, dashboard]);

  if (id && (query.isPending || notFound)) return <EditorSkeleton />;
  if (id && query.isError) {
    return (
      <div className="mx-auto flex w-full max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
        <h1 className="font-serif text-2xl font-semibold text-stone-900">{EDITOR_MESSAGES.loadError}</h1>
        <p className="text-stone-700">Check your connection and try again.</p>
        <Button
          icon={<RefreshCw />}
          onClick={() => {
            reported.current = false;
            void query.refetch();
          }}
        >
          Try again
        </Button>
      </div>
    );
  }
  return <Editor key={id ?? 'new'} scope={scope} admin={admin} loaded={query.data ?? null} template={template} />;
}

function EditorSkeleton() {
  return (
    <div className="editor-root mx-auto grid w-full max-w-[1600px] gap-4 px-3 py-4 sm:px-4 lg:px-6" role="status" aria-label="Loading the invitation">
      <Skeleton className="h-9 w-64" />
      <Skeleton className="h-14 w-full" />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_387px]">
        <Skeleton className="h-[28rem]" />
        <Skeleton className="hidden h-[36rem] lg:block" />
      </div>
    </div>
  );
}

interface StartState {
  baseline: InvitationInput;
  input: InvitationInput;
  restored: boolean;
}

/** Where the editor starts: the server copy (or a new invitation), an unsaved draft over it, a chosen template over that. */
function startState(scope: DraftScope, loaded: LoadedInvitation | null, template: SelectedTemplate | null): StartState {
  const baseline = (loaded && withFormDefaults(loaded.input)) || newInvitation();
  const draft = readDraft(draftKey(scope));
  const restored = draft && !sameInput(draft.input, baseline) ? draft.input : null;
  let input = restored ?? baseline;
  if (template) input = applyTemplate(input, template);
  return { baseline, input, restored: Boolean(restored) };
}

interface EditorProps {
  scope: DraftScope;
  admin: boolean;
  loaded: LoadedInvitation | null;
  template: SelectedTemplate | null;
}

function Editor({ scope, admin, loaded, template: arriving }: EditorProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const id = scope.kind === 'edit' ? scope.id : undefined;
  const key = draftKey(scope);
  const layout = useLayout();

  const [start] = useState(() => startState(scope, loaded, arriving));
  const [input, setInput] = useState(start.input);
  const [baseline, setBaseline] = useState(start.baseline);
  const [restoredNotice, setRestoredNotice] = useState(start.restored);
  const [templateName, setTemplateName] = useState<string | undefined>(undefined);
  const [attempted, setAttempted] = useState<Partial<Record<WizardStepId, boolean>>>({});
  const [contract, setContract] = useState<{ check: (input: InvitationInput) => FieldErrors } | null>(null);
  const [status, setStatus] = useState<'editing' | 'saving' | 'saved'>('editing');
  const [loginRequired, setLoginRequired] = useState(false);
  const [pane, setPane] = useState<Pane>('form');
  // The admin's preview screen saves with the owner cleared: never for a host's own invitation.
  const hostsInvitation = admin && loaded !== null && !loaded.isPreview;
  const [device, setDevice] = useState<PreviewDevice>('mobile');

  const [params, setParams] = useSearchParams();
  const stepIndex = stepIndexOf(params.get('step'));
  const step = WIZARD_STEPS[stepIndex]!;

  const baselineJson = useMemo(() => stableJson(baseline), [baseline]);
  const dirty = useMemo(() => stableJson(input) !== baselineJson, [input, baselineJson]);
  const errors = useMemo<FieldErrors>(() => (contract ? contract.check(input) : {}), [contract, input]);
  const stepError = attempted[step.id] ? validateStep(step.id, input) : null;
  const valid = useMemo(() => WIZARD_STEPS.map((s) => validateStep(s.id, input) === null), [input]);

  const update: UpdateField = useCallback((field, value) => {
    setInput((current) => ({
      ...current,
      [field]: typeof value === 'function' ? (value as (old: unknown) => unknown)(current[field]) : value,
    }));
  }, []);

  // Latest values for listeners that outlive a render (unload, blocker, async results).
  const latest = useRef({ input, dirty, stepIndex, leaving: false });
  useEffect(() => {
    latest.current = { ...latest.current, input, dirty, stepIndex };
  });

  // ── Steps (in the URL: ?step=…) ──────────────────────────────────────────
  const focusStep = useRef(false);
  const formTop = useRef<HTMLDivElement>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);

  const goToStep = useCallback(
    (index: number, replace = false) => {
      const target = WIZARD_STEPS[index];
      if (!target) return;
      focusStep.current = true;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('step', target.id);
          return next;
        },
        { replace, preventScrollReset: true },
      );
      setPane('form');
    },
    [setParams],
  );

  useEffect(() => {
    if (!focusStep.current) return;
    focusStep.current = false;
    stepHeading.current?.focus({ preventScroll: true });
    const top = formTop.current?.getBoundingClientRect().top ?? 0;
    if (top < 64 || top > window.innerHeight) formTop.current?.scrollIntoView({ block: 'start' });
  }, [stepIndex]);

  const showStepError = useCallback(
    (index: number, message: string, replace = false) => {
      const target = WIZARD_STEPS[index]!;
      setAttempted((current) => ({ ...current, [target.id]: true }));
      if (index !== latest.current.stepIndex) goToStep(index, replace);
      else setPane('form');
      toast.error(message);
    },
    [goToStep],
  );

  // A step reached through the URL (a reload, Back/Forward, a link) still needs every step before it
  // valid: otherwise show the first failing one.
  useEffect(() => {
    const invalid = firstInvalidStep(latest.current.input);
    if (invalid && invalid.index < stepIndex) showStepError(invalid.index, invalid.message, true);
  }, [stepIndex, showStepError]);

  /** Back is free; forward only through valid steps, else to the first failing one with its message. */
  const requestStep = (index: number) => {
    const check = canGoTo(stepIndex, index, input);
    if (check.ok) goToStep(index);
    else showStepError(check.index, check.message);
  };

  // Arriving: say what was loaded; with a template from the gallery (already applied by startState),
  // say so and jump to event details.
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current) return;
    arrived.current = true;
    if (loaded) toast.success(EDITOR_MESSAGES.loaded);
    if (arriving) {
      toast.success(EDITOR_MESSAGES.templateSelected);
      toast.success(EDITOR_MESSAGES.fontColors);
      // The template is in the form (and the draft) now: drop it from history so a reload does not apply it again.
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('step', 'event-details');
          return next;
        },
        { replace: true, state: null, preventScrollReset: true },
      );
    }
  }, [arriving, loaded, setParams]);

  // ── Unsaved work: a local draft, and a question before leaving ─────────────
  useEffect(() => {
    if (status === 'saved') return;
    const timer = window.setTimeout(() => (dirty ? writeDraft(key, input) : clearDraft(key)), DRAFT_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [input, dirty, key, status]);

  useEffect(() => {
    const flush = () => {
      if (latest.current.dirty && !latest.current.leaving) writeDraft(key, latest.current.input);
    };
    const beforeUnload = (event: BeforeUnloadEvent) => {
      flush();
      if (latest.current.dirty && !latest.current.leaving) {
        event.preventDefault();
        event.returnValue = '';
      }
    };
    window.addEventListener('pagehide', flush);
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('beforeunload', beforeUnload);
    };
  }, [key]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => latest.current.dirty && !latest.current.leaving && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);

  const discardDraft = () => {
    const fresh = arriving ? applyTemplate(baseline, arriving) : baseline;
    setInput(fresh);
    clearDraft(key);
    setRestoredNotice(false);
  };

  // ── Templates ─────────────────────────────────────────────────────────────
  const templateQuery = useQuery({
    queryKey: ['templates', 'one', input.template.id] as const,
    queryFn: () => api<Template>('GET', `/api/templates/${encodeURIComponent(input.template.id)}`),
    enabled: Boolean(input.template.id) && !templateName,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const shownTemplateName = templateName ?? (templateQuery.data?.id === input.template.id ? templateQuery.data.name : undefined);

  const selectTemplate = useCallback(
    async (template: Template) => {
      // Choosing a template needs a signed-in user (product.md §4): a session that ended meanwhile gets the modal.
      const session = await queryClient.ensureQueryData(sessionQuery).catch(() => null);
      if (!session?.user) {
        setLoginRequired(true);
        return;
      }
      setInput((current) => applyTemplate(current, toSelectedTemplate(template)));
      setTemplateName(template.name);
      toast.success(EDITOR_MESSAGES.templateSelected);
      toast.success(EDITOR_MESSAGES.fontColors);
      if (latest.current.stepIndex === 0) goToStep(1);
    },
    [queryClient, goToStep],
  );

  // ── Gift images replaced or removed ───────────────────────────────────────
  // An image the saved copy still shows is deleted only once the change is saved; others at once.
  const deferredDeletes = useRef(new Set<string>());
  const discardImage = useCallback(
    (url: string) => {
      if (url === baseline.gift.imageUrl) deferredDeletes.current.add(url);
      else void deleteUpload(url);
    },
    [baseline.gift.imageUrl],
  );

  // ── Save ──────────────────────────────────────────────────────────────────
  const redirectTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const save = async () => {
    if (status !== 'editing') return;
    if (hostsInvitation) {
      toast.error(HOSTS_INVITATION);
      return;
    }
    const invalid = firstInvalidStep(input);
    if (invalid) {
      showStepError(invalid.index, invalid.message);
      return;
    }
    // The full contract (zod) loads on the first save, not with the page.
    let schema;
    try {
      schema = (await import('@shared/invitation-input')).invitationInputSchema;
    } catch {
      toast.error(EDITOR_MESSAGES.saveError);
      return;
    }
    const parsed = schema.safeParse(input);
    if (!parsed.success) {
      // From now on the fields show the contract's messages as they are corrected.
      setContract({
        check: (value) => {
          const result = schema.safeParse(value);
          return result.success ? {} : errorsFromIssues(result.error.issues);
        },
      });
      const issue = parsed.error.issues[0]!;
      const where = FIELD_LOCATION[String(issue.path[0]) as keyof InvitationInput];
      if (where === 'design') setPane(layout === 'wide' ? pane : 'design');
      else if (where) {
        const index = WIZARD_STEPS.findIndex((s) => s.id === where);
        if (index !== stepIndex) goToStep(index);
      }
      toast.error(issue.message);
      return;
    }

    const sent = input;
    setStatus('saving');
    try {
      await saveInvitation({ admin, id }, parsed.data);
      latest.current.leaving = true;
      clearDraft(key);
      setBaseline(sent);
      setStatus('saved');
      for (const url of deferredDeletes.current) if (url !== sent.gift.imageUrl) void deleteUpload(url);
      deferredDeletes.current.clear();
      toast.success(admin ? EDITOR_MESSAGES.previewCreated : id ? EDITOR_MESSAGES.updated : EDITOR_MESSAGES.created);
      void queryClient.invalidateQueries({ queryKey: ['invitations'] });
      if (admin) void queryClient.invalidateQueries({ queryKey: ['templates'] });
      redirectTimer.current = window.setTimeout(() => void navigate(admin ? paths.admin.dashboard : paths.dashboard), REDIRECT_AFTER_SAVE_MS);
    } catch (error) {
      setStatus('editing');
      if (error instanceof ApiError) {
        if (error.status === 401) {
          setLoginRequired(true);
          return;
        }
        if (error.status === 404 && id) {
          toast.error(EDITOR_MESSAGES.notFound);
          latest.current.leaving = true;
          void navigate(admin ? paths.admin.dashboard : paths.dashboard, { replace: true });
          return;
        }
        if (error.status === 400) {
          const wizardStep = ([
            [WIZARD_MESSAGES.template, 0],
            [WIZARD_MESSAGES.eventDetails, 1],
            [WIZARD_MESSAGES.organizer, 2],
          ] as const).find(([message]) => message === error.message);
          if (wizardStep) showStepError(wizardStep[1], wizardStep[0]);
          else toast.error(error.message);
          return;
        }
        if (error.status !== 0) {
          toast.error(id ? EDITOR_MESSAGES.updateFailed : EDITOR_MESSAGES.createFailed);
          return;
        }
      }
      toast.error(EDITOR_MESSAGES.saveError);
    }
  };

  const onContinue = () => {
    if (stepIndex === LAST_STEP) void save();
    else requestStep(stepIndex + 1);
  };

  // ── Layout ────────────────────────────────────────────────────────────────
  const activePane: Pane = layout === 'medium' && pane === 'preview' ? 'form' : pane;
  const showForm = layout === 'wide' || activePane === 'form';
  const showDesign = layout === 'wide' || activePane === 'design';
  const showPreview = layout !== 'narrow' || activePane === 'preview';
  const meta = useMemo<PreviewMeta>(() => (loaded ? { id: loaded.id, customSlug: loaded.customSlug, templateStatus: loaded.templateStatus } : {}), [loaded]);
  const busy = status !== 'editing';
  const saveLabel = id ? 'Save Changes' : 'Save';
  const backTo = admin ? paths.admin.dashboard : id ? paths.dashboard : paths.templates;
  const backLabel = admin ? 'Back to Dashboard' : id ? 'Back to My Invitations' : 'Back to Templates';
  const title = admin ? (id ? 'Edit Preview Invitation' : 'Create Preview Invitation') : id ? 'Edit Invitation' : 'Create Invitation';

  const stepProps = { input, update, errors };
  let body;
  switch (step.id) {
    case 'template':
      body = <TemplateStep {...stepProps} onSelectTemplate={selectTemplate} templateName={shownTemplateName} />;
      break;
    case 'event-details':
      body = <EventDetailsStep {...stepProps} stepError={stepError} />;
      break;
    case 'organizer':
      body = <OrganizerStep {...stepProps} stepError={stepError} />;
      break;
    case 'address':
      body = <AddressStep {...stepProps} />;
      break;
    case 'contacts':
      body = <ContactsStep {...stepProps} />;
      break;
    case 'music':
      body = <MusicStep {...stepProps} />;
      break;
    case 'advanced-features':
      body = <AdvancedStep {...stepProps} savedGiftUrl={baseline.gift.imageUrl} discardImage={discardImage} />;
      break;
    case 'options':
      body = <OptionsStep {...stepProps} />;
      break;
  }

  const gridColumns =
    layout === 'wide'
      ? device === 'mobile'
        ? 'grid-cols-[320px_minmax(0,1fr)_387px]'
        : 'grid-cols-[320px_minmax(0,1fr)_clamp(420px,36vw,640px)]'
      : layout === 'medium'
        ? device === 'mobile'
          ? 'grid-cols-[minmax(0,1fr)_387px]'
          : 'grid-cols-[minmax(0,1fr)_clamp(420px,42vw,560px)]'
        : 'grid-cols-1';

  return (
    <div className="editor-root mx-auto grid w-full max-w-[1600px] gap-4 px-3 pb-6 pt-3 sm:px-4 lg:px-6">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <Button to={backTo} variant="link" size="sm" icon={<ArrowLeft />} className="min-h-8">
            {backLabel}
          </Button>
          <h1 className="font-serif text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">{title}</h1>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <TutorialButton />
          <Button icon={status === 'saved' ? <Check /> : <Save />} loading={status === 'saving'} disabled={busy || hostsInvitation} onClick={() => void save()}>
            {saveLabel}
          </Button>
        </div>
      </div>

      {hostsInvitation && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {HOSTS_INVITATION}
        </p>
      )}

      <StepIndicator current={stepIndex} valid={valid} onStep={requestStep} />

      {layout !== 'wide' && (
        <div role="group" aria-label="Show" className="sticky top-16 z-30 -mx-1 flex rounded-xl bg-stone-100/95 p-1 shadow-sm backdrop-blur">
          {(
            [
              ['form', 'Details', PencilLine],
              ['design', 'Design', Brush],
              ...(layout === 'narrow' ? ([['preview', 'Preview', Eye]] as const) : []),
            ] as const
          ).map(([value, label, Icon]) => (
            <button
              key={value}
              type="button"
              aria-pressed={activePane === value}
              onClick={() => setPane(value)}
              className={cn(
                'inline-flex min-h-10 flex-1 cursor-pointer items-center justify-center gap-1.5 rounded-lg text-sm font-medium transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                activePane === value ? 'bg-white text-brand-700 shadow-sm' : 'text-stone-700 hover:text-stone-900',
              )}
            >
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </button>
          ))}
        </div>
      )}

      <div className={cn('grid items-start gap-4 xl:gap-5', gridColumns)}>
        <aside
          aria-label="Design"
          hidden={!showDesign}
          className={cn('rounded-2xl border border-stone-200 bg-white p-3', layout === 'wide' && 'sticky top-20 max-h-[calc(100dvh-6rem)] overflow-y-auto')}
        >
          <SidePanel input={input} update={update} onSelectTemplate={selectTemplate} />
        </aside>

        <section aria-labelledby="step-heading" hidden={!showForm} className="grid min-w-0 gap-4">
          <div ref={formTop} className="scroll-mt-32" />
          {restoredNotice && (
            <div role="status" className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
              <RotateCcw aria-hidden="true" className="size-4 shrink-0" />
              <p className="flex-1 font-medium">{EDITOR_MESSAGES.draftRestored}</p>
              <Button size="sm" variant="outline" onClick={discardDraft}>
                Discard
              </Button>
              <Button size="icon" variant="ghost" aria-label="Dismiss" className="size-8" onClick={() => setRestoredNotice(false)}>
                <X aria-hidden="true" className="size-4" />
              </Button>
            </div>
          )}
          <div className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
            <p className="text-sm font-medium text-brand-700">
              Step {stepIndex + 1} of {WIZARD_STEPS.length}
            </p>
            <h2 id="step-heading" ref={stepHeading} tabIndex={-1} className="mb-4 font-serif text-2xl font-semibold text-stone-900 focus:outline-none">
              {step.label}
            </h2>
            {stepError && (
              <p role="alert" className="mb-4 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
                {stepError}
              </p>
            )}
            {body}
          </div>
          <div className={cn('flex items-center justify-between gap-3', layout === 'narrow' && 'sticky bottom-0 z-20 -mx-3 border-t border-stone-200 bg-stone-50/95 px-3 py-3 backdrop-blur')}>
            <Button variant="outline" icon={<ArrowLeft />} disabled={stepIndex === 0 || busy} onClick={() => goToStep(stepIndex - 1)}>
              Previous
            </Button>
            <Button icon={<ArrowRight />} iconPosition="right" loading={status === 'saving' && stepIndex === LAST_STEP} disabled={busy} onClick={onContinue}>
              Continue
            </Button>
          </div>
        </section>

        {showPreview && (
          <aside aria-label="Preview" className={cn(layout !== 'narrow' && 'sticky top-20')}>
            <PreviewPane input={input} meta={meta} device={device} onDevice={setDevice} section={PREVIEW_SECTION[step.id]} />
          </aside>
        )}
      </div>

      <LeaveDialog blocker={blocker} />
      <LoginRequiredModal open={loginRequired} onOpenChange={setLoginRequired} redirectTo={`${location.pathname}${location.search}`} />
    </div>
  );
}
