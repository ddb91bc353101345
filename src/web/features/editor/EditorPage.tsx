import { giftImageUrls } from '@shared/gift-methods';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, Brush, Check, Eye, PencilLine, RefreshCw, RotateCcw, Save, X } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@shared/paths';
import { TEMPLATE_PARAM, toSelectedTemplate, type CreateEventLocationState, type SelectedTemplate, type Template } from '@shared/templates';
import { applyTemplate } from '@shared/wizard';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { ToggleButtons, type ToggleOption } from '@web/components/ui/toggle-buttons';
import { ApiError, call } from '@web/lib/api';
import { whenIdle } from '@web/lib/when-idle';
import { cn } from '@web/lib/cn';
import { sessionQuery } from '@web/lib/session';
import { LoginRequiredModal } from '@web/features/auth/LoginRequiredModal';
import '@web/features/invitation/renderer/renderer.css';
import { useWords } from '@web/i18n/i18n';
import { invitationQuery, type LoadedInvitation } from './api';
import { publishedTemplateQuery } from '@web/features/templates/api';
import { LeaveDialog } from './components/LeaveDialog';
import { PreviewPane, type PreviewDevice } from './components/PreviewPane';
import { prefetchRichTextEditor } from './components/RichTextField';
import { StepIndicator } from './components/StepIndicator';
import { TutorialButton } from './components/TutorialButton';
import type { DraftScope } from './draft';
import './editor.css';
import { useLayout } from './hooks/useLayout';
import { arrivingEventType, useLocalDraft } from './hooks/useLocalDraft';
import { useSaveInvitation } from './hooks/useSaveInvitation';
import { useStepNavigation } from './hooks/useStepNavigation';
import { SidePanel } from './panel/SidePanel';
import type { PreviewMeta } from './preview';
import { EDITOR_STEPS } from './steps/registry';
import { ruleText, stepName } from './words';

type Pane = 'form' | 'design' | 'preview';

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
  // The gallery's Select as a link (decision 0036): a tap made before its script had run names the template in the address.
  // Once it has arrived it goes into the navigation state, as a Select inside the app puts it, and leaves the address.
  const templateParam = !id && !admin && !template ? new URLSearchParams(location.search).get(TEMPLATE_PARAM) : null;
  const linked = useQuery({ ...publishedTemplateQuery(templateParam ?? ''), enabled: Boolean(templateParam), retry: false });
  useEffect(() => {
    if (!templateParam || linked.isPending) return;
    const search = new URLSearchParams(location.search);
    search.delete(TEMPLATE_PARAM);
    // A template no longer published (or no such id) leaves a blank invitation, as choosing none would.
    const state: CreateEventLocationState | null = linked.data ? { template: toSelectedTemplate(linked.data) } : null;
    void navigate({ pathname: location.pathname, search: search.toString() ? `?${search}` : '' }, { replace: true, state });
  }, [templateParam, linked.isPending, linked.data, location.pathname, location.search, navigate]);
  const dashboard = admin ? paths.admin.dashboard : paths.dashboard;
  const words = useWords('editor');

  const query = useQuery({ ...invitationQuery(id ?? ''), enabled: Boolean(id) });
  const notFound = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);

  // Start loading TipTap while the page settles: the event details step needs it first.
  useEffect(() => whenIdle(() => prefetchRichTextEditor()), []);

  const reported = useRef(false);
  useEffect(() => {
    if (!query.error || reported.current) return;
    reported.current = true;
    if (notFound) {
      toast.error(words.messages.notFound);
      void navigate(dashboard, { replace: true });
    } else {
      toast.error(words.messages.loadError);
    }
  }, [query.error, notFound, navigate, dashboard, words]);

  if (id && (query.isPending || notFound)) return <EditorSkeleton />;
  if (templateParam) return <EditorSkeleton />;
  if (id && query.isError) {
    return (
      <div className="mx-auto flex w-full max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
        <h1 className="font-serif text-2xl font-semibold text-stone-900">{words.messages.loadError}</h1>
        <p className="text-stone-700">{words.page.checkConnection}</p>
        <Button
          icon={<RefreshCw />}
          onClick={() => {
            reported.current = false;
            void query.refetch();
          }}
        >
          {words.page.tryAgain}
        </Button>
      </div>
    );
  }
  return <Editor key={id ?? 'new'} scope={scope} admin={admin} loaded={query.data ?? null} template={template} />;
}

function EditorSkeleton() {
  const words = useWords('editor');
  return (
    <div className="editor-root mx-auto grid w-full max-w-[1600px] gap-4 px-3 py-4 sm:px-4 lg:px-6" role="status" aria-label={words.page.loading}>
      <Skeleton className="h-9 w-64" />
      <Skeleton className="h-14 w-full" />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_387px]">
        <Skeleton className="h-[28rem]" />
        <Skeleton className="hidden h-[36rem] lg:block" />
      </div>
    </div>
  );
}

interface EditorProps {
  scope: DraftScope;
  admin: boolean;
  loaded: LoadedInvitation | null;
  template: SelectedTemplate | null;
}

/** Layout and wiring: the steps come from the registry, the state from the draft, navigation and save hooks. */
function Editor({ scope, admin, loaded, template: arriving }: EditorProps) {
  const location = useLocation();
  const queryClient = useQueryClient();
  const id = scope.kind === 'edit' ? scope.id : undefined;
  const layout = useLayout();
  const words = useWords('editor');

  const [templateName, setTemplateName] = useState<string | undefined>(undefined);
  const [loginRequired, setLoginRequired] = useState(false);
  const [pane, setPane] = useState<Pane>('form');
  // The admin's preview screen saves with the owner cleared: never for a host's own invitation.
  const hostsInvitation = admin && loaded !== null && !loaded.isPreview;
  const [device, setDevice] = useState<PreviewDevice>('mobile');

  const draft = useLocalDraft(scope, loaded, arriving, arrivingEventType(location.state));
  const { input, setInput, update, baseline } = draft;
  const navigation = useStepNavigation(EDITOR_STEPS, input, () => setPane('form'));
  const { stepIndex, step, stepError, goToStep, requestStep, landOn } = navigation;
  const { status, save, errors, discardImage } = useSaveInvitation({
    steps: EDITOR_STEPS,
    admin,
    id,
    input,
    baseline,
    hostsInvitation,
    draft,
    navigation,
    showDesign: () => {
      if (layout !== 'wide') setPane('design');
    },
    onLoginRequired: () => setLoginRequired(true),
  });

  const latestStep = useRef(stepIndex);
  useEffect(() => {
    latestStep.current = stepIndex;
  });

  // Arriving: say what was loaded; with a template from the gallery (already applied by the draft's
  // start), say so and jump to event details.
  const arrived = useRef(false);
  useEffect(() => {
    if (arrived.current) return;
    arrived.current = true;
    if (loaded) toast.success(words.messages.loaded);
    if (arriving) {
      toast.success(words.messages.templateSelected);
      toast.success(words.messages.fontColors);
      // The template is in the form (and the draft) now: drop it from history so a reload does not apply it again.
      landOn('event-details');
    }
  }, [arriving, loaded, landOn, words]);

  // ── Templates ─────────────────────────────────────────────────────────────
  const templateQuery = useQuery({
    queryKey: ['templates', 'one', input.template.id] as const,
    queryFn: (): Promise<Template> => call('GET /api/templates/{id}', { path: { id: input.template.id } }),
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
      toast.success(words.messages.templateSelected);
      toast.success(words.messages.fontColors);
      if (latestStep.current === 0) goToStep(1);
    },
    [queryClient, goToStep, setInput, words],
  );

  const onContinue = () => {
    if (navigation.isLast) void save();
    else requestStep(stepIndex + 1);
  };

  // ── Layout ────────────────────────────────────────────────────────────────
  const activePane: Pane = layout === 'medium' && pane === 'preview' ? 'form' : pane;
  const showForm = layout === 'wide' || activePane === 'form';
  const showDesign = layout === 'wide' || activePane === 'design';
  const showPreview = layout !== 'narrow' || activePane === 'preview';
  const meta = useMemo<PreviewMeta>(() => (loaded ? { id: loaded.id, customSlug: loaded.customSlug, templateStatus: loaded.templateStatus } : {}), [loaded]);
  const busy = status !== 'editing';
  const saveLabel = id ? words.page.saveChanges : words.page.save;
  const backTo = admin ? paths.admin.dashboard : id ? paths.dashboard : paths.templates;
  const backLabel = admin ? words.page.backToDashboard : id ? words.page.backToInvitations : words.page.backToTemplates;
  const title = admin ? (id ? words.page.editPreview : words.page.createPreview) : id ? words.page.edit : words.page.create;
  /** The panes a narrower screen switches between; the preview is a pane of its own only on a phone. */
  const panes: ToggleOption<Pane>[] = [
    { value: 'form', label: words.page.details, icon: PencilLine },
    { value: 'design', label: words.page.design, icon: Brush },
  ];
  if (layout === 'narrow') panes.push({ value: 'preview', label: words.page.preview, icon: Eye });

  const StepBody = step.component;
  const editorServices = { selectTemplate: (template: Template) => void selectTemplate(template), templateName: shownTemplateName, savedGiftUrls: giftImageUrls(baseline.gift), discardImage };

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
    <div className="editor-root mx-auto grid w-full max-w-[1600px] gap-2 px-3 pb-6 pt-2 sm:gap-4 sm:px-4 sm:pt-3 lg:px-6">
      {/* On a phone one row (back arrow, title, buttons), so the first field is near the top of the screen. */}
      {/* min-w-0: a longer title (Malay) truncates instead of widening the page's grid past a phone's screen. */}
      <div className="flex min-w-0 items-center justify-between gap-x-2 sm:flex-wrap sm:gap-x-4 sm:gap-y-2">
        <div className="flex min-w-0 items-center sm:block">
          <Button to={backTo} variant="link" size="sm" icon={<ArrowLeft />} title={backLabel} className="min-h-10 shrink-0 max-sm:w-9 max-sm:justify-start sm:min-h-8">
            <span className="max-sm:sr-only">{backLabel}</span>
          </Button>
          <h1 className="truncate font-serif text-xl font-semibold tracking-tight text-stone-900 sm:text-3xl">{title}</h1>
        </div>
        <div className="flex shrink-0 items-center gap-2 sm:flex-wrap">
          <TutorialButton />
          <Button icon={status === 'saved' ? <Check /> : <Save />} loading={status === 'saving'} disabled={busy || hostsInvitation} onClick={() => void save()}>
            {saveLabel}
          </Button>
        </div>
      </div>

      {hostsInvitation && (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {words.messages.hostsInvitation}
        </p>
      )}

      <StepIndicator steps={EDITOR_STEPS} current={stepIndex} valid={navigation.valid} onStep={requestStep} />

      {layout !== 'wide' && (
        <ToggleButtons
          label={words.page.panes}
          options={panes}
          value={activePane}
          onChange={setPane}
          className="sticky top-16 z-30 -mx-1 flex bg-stone-100/95 shadow-sm backdrop-blur"
          buttonClassName="min-h-9 flex-1 justify-center sm:min-h-10"
        />
      )}

      <div className={cn('grid items-start gap-4 xl:gap-5', gridColumns)}>
        <aside
          aria-label={words.page.design}
          hidden={!showDesign}
          className={cn('rounded-2xl border border-stone-200 bg-white p-3', layout === 'wide' && 'sticky top-20 max-h-[calc(100dvh-6rem)] overflow-y-auto')}
        >
          <SidePanel input={input} update={update} onSelectTemplate={selectTemplate} />
        </aside>

        <section aria-labelledby="step-heading" hidden={!showForm} className="grid min-w-0 gap-4">
          <div ref={navigation.formTop} className="scroll-mt-32" />
          {draft.restoredNotice && (
            <div role="status" className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
              <RotateCcw aria-hidden="true" className="size-4 shrink-0" />
              <p className="flex-1 font-medium">{words.messages.draftRestored}</p>
              <Button size="sm" variant="outline" onClick={draft.discardDraft}>
                {words.page.discard}
              </Button>
              <Button size="icon" variant="ghost" aria-label={words.page.dismiss} className="size-8" onClick={draft.dismissRestored}>
                <X aria-hidden="true" className="size-4" />
              </Button>
            </div>
          )}
          <div className="rounded-2xl border border-stone-200 bg-white p-3 shadow-sm sm:p-6">
            {/* On a phone the step's number sits beside its name (one line less above the first field). */}
            <div className="mb-3 flex flex-row-reverse items-baseline justify-between gap-2 sm:mb-4 sm:block">
              <p className="shrink-0 text-xs font-medium text-brand-700 sm:text-sm">
                {words.page.stepOf(stepIndex + 1, EDITOR_STEPS.length)}
              </p>
              <h2 id="step-heading" ref={navigation.stepHeading} tabIndex={-1} className="min-w-0 font-serif text-xl font-semibold text-stone-900 focus:outline-none sm:text-2xl">
                {stepName(words, step)}
              </h2>
            </div>
            {stepError && (
              <p role="alert" className="mb-4 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
                {ruleText(words, stepError)}
              </p>
            )}
            <StepBody input={input} update={update} errors={errors} stepError={stepError} editor={editorServices} />
          </div>
          <div
            data-testid="editor-step-bar"
            className={cn(
              'flex items-center justify-between gap-3',
              // On a narrow screen the bar stays at the foot of the screen; editor.css lifts toasts above it.
              layout === 'narrow' && 'editor-step-bar sticky bottom-0 z-20 -mx-3 border-t border-stone-200 bg-stone-50/95 px-3 py-3 backdrop-blur',
            )}
          >
            <Button variant="outline" icon={<ArrowLeft />} disabled={stepIndex === 0 || busy} onClick={() => goToStep(stepIndex - 1)}>
              {words.page.previous}
            </Button>
            {layout === 'narrow' && (
              // The preview, one tap away wherever the form is scrolled: in the bar, so it covers no field.
              <Button
                variant="secondary"
                size="icon"
                icon={<Eye />}
                aria-label={words.page.showPreview}
                title={words.page.showPreview}
                className="size-11 shrink-0 rounded-full shadow-md"
                onClick={() => {
                  setPane('preview');
                  window.scrollTo({ top: 0 });
                }}
              />
            )}
            <Button icon={<ArrowRight />} iconPosition="right" loading={status === 'saving' && navigation.isLast} disabled={busy} onClick={onContinue}>
              {words.page.continue}
            </Button>
          </div>
        </section>

        {showPreview && (
          <aside aria-label={words.page.preview} className={cn(layout !== 'narrow' && 'sticky top-20')}>
            <PreviewPane input={input} meta={meta} device={device} onDevice={setDevice} section={step.previewSection} anchor={step.previewAnchor} />
          </aside>
        )}
      </div>

      <LeaveDialog blocker={draft.blocker} />
      <LoginRequiredModal open={loginRequired} onOpenChange={setLoginRequired} redirectTo={`${location.pathname}${location.search}`} />
    </div>
  );
}
