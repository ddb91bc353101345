import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { LANGUAGE_PREFIXES } from '@shared/language-paths';
import { prefetchLanding } from '@web/features/home/landing-prefetch';
import { prefetchGallery } from '@web/features/templates/gallery-params';
import { responsesQuery } from '@web/features/rsvp-responses/api';
import { FIRST_PAGE, guestListQuery } from '@web/features/guests/list-api';
import type { Area } from '@web/i18n/catalogues';
import { changeLanguage, currentLanguage, loadAreas } from '@web/i18n/i18n';
import { queryClient } from '@web/lib/query-client';
import { sessionQuery } from '@web/lib/session';
import { RequireAdmin, RequireUser } from './guards';
import { PageLoader } from './PageLoader';
import { RouteError } from './RouteError';

/**
 * Each page is its own chunk: a route loads only its own code (architecture.md §6), and with it
 * its words in the visitor's language (`areas`, decision 0030), so it never draws untranslated.
 */
const page =
  (load: () => Promise<{ default: React.ComponentType }>, areas: readonly Area[] = []) =>
  async () => {
    const [module] = await Promise.all([load(), loadAreas(areas)]);
    return { Component: module.default };
  };

/**
 * The responses page's first data (session and page 1) is asked for with its code, not after it:
 * the page is usable sooner for a host with thousands of answers (architecture.md §6: under 1 s).
 */
function prefetchResponses({ params }: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(sessionQuery);
  if (params.id) void queryClient.prefetchQuery(responsesQuery(params.id, { q: '', filter: 'all', page: 1 }));
  return null;
}

/** The same for the guest list (product.md §12: 2,000 households usable within 1 s). */
function prefetchGuestList({ params }: LoaderFunctionArgs) {
  void queryClient.prefetchQuery(sessionQuery);
  if (params.id) void queryClient.prefetchQuery(guestListQuery(params.id, FIRST_PAGE));
  return null;
}

/** The pages two routes each open, named once. */
const editorPage = page(() => import('@web/features/editor/EditorPage'), ['common', 'ui', 'editor']);
const responsesPage = page(() => import('@web/features/rsvp-responses/ResponsesPage'), ['ui', 'responses', 'messages']);
const templateFormPage = page(() => import('@web/features/admin/templates/TemplateFormPage'), ['messages']);

/** The landing and the gallery: at their own path, and again under each language's (language-paths.ts, issue 29). */
const localisedPages: RouteObject[] = [
  {
    index: true,
    // Starts the carousel's list, code and first image with the page's code (its LCP).
    loader: () => {
      prefetchLanding(queryClient);
      return null;
    },
    lazy: page(() => import('@web/features/home/HomePage'), ['landing']),
  },
  {
    path: 'templates',
    // The gallery's list and first images load with the page's code, not after it.
    loader: ({ request }) => {
      prefetchGallery(queryClient, new URL(request.url).searchParams);
      return null;
    },
    lazy: page(() => import('@web/features/templates/TemplatesPage'), ['ui', 'gallery']),
  },
];

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        lazy: page(() => import('./layouts/PublicLayout'), ['common']),
        children: [
          ...localisedPages,
          // The same pages at their URL per language (/ms/, /zh/templates), which sets the language.
          ...(['malay', 'chinese'] as const).map((language) => ({
            path: LANGUAGE_PREFIXES[language].slice(1),
            loader: () => (currentLanguage() === language ? null : changeLanguage(language).then(() => null)),
            children: localisedPages,
          })),
          { path: 'about-us', lazy: page(() => import('@web/features/static-pages/AboutUsPage'), ['pages']) },
          { path: 'contact-us', lazy: page(() => import('@web/features/static-pages/ContactUsPage'), ['pages']) },
          { path: 'privacy-policy', lazy: page(() => import('@web/features/static-pages/PrivacyPolicyPage'), ['pages']) },
          { path: 'terms', lazy: page(() => import('@web/features/static-pages/TermsPage'), ['pages']) },
          { path: 'cookies', lazy: page(() => import('@web/features/static-pages/CookiesPage'), ['pages']) },
          { path: 'auth', lazy: page(() => import('@web/features/auth/AuthPage'), ['ui', 'auth', 'messages']) },
          { path: 'forgot-password', lazy: page(() => import('@web/features/auth/ForgotPasswordPage'), ['ui', 'auth', 'messages']) },
          { path: 'reset-password', lazy: page(() => import('@web/features/auth/ResetPasswordPage'), ['ui', 'auth', 'messages']) },
          {
            element: <RequireUser />,
            children: [
              { path: 'profile', lazy: page(() => import('@web/features/profile/ProfilePage'), ['ui', 'dashboard', 'messages']) },
              // The invitation editor (product.md §2 Create/edit invitation): its own chunk, TipTap lazy inside it.
              { path: 'create-event', lazy: editorPage },
              { path: 'create-event/:id', lazy: editorPage },
              { path: 'dashboard', lazy: page(() => import('@web/features/dashboard/DashboardPage'), ['ui', 'dashboard', 'messages']) },
              { path: 'payment-history', lazy: page(() => import('@web/features/payments/PaymentHistoryPage'), ['ui', 'dashboard']) },
              { path: 'rsvp/:id', loader: prefetchResponses, lazy: responsesPage },
              { path: 'guests/:id', loader: prefetchGuestList, lazy: page(() => import('@web/features/guests/GuestListPage'), ['ui', 'guests', 'messages']) },
              { path: 'guests/:id/send', lazy: page(() => import('@web/features/guests/SendQueuePage'), ['ui', 'guests', 'messages']) },
              // The host's check-in panel: links for helpers and live arrivals (product.md §13).
              { path: 'guests/:id/checkin', lazy: page(() => import('@web/features/checkin/CheckinPanelPage'), ['ui', 'checkin']) },
              { path: 'guests/:id/gifts', lazy: page(() => import('@web/features/gifts/GiftLedgerPage'), ['ui', 'gifts']) },
              { path: 'rsvp-responses/:id', loader: prefetchResponses, lazy: responsesPage },
            ],
          },
          { path: '*', lazy: page(() => import('@web/features/not-found/NotFoundPage'), ['pages']) },
        ],
      },
      // The helpers' page at the door: no account (the link is the key), none of the site's header (product.md §13).
      { path: 'checkin/:token', lazy: page(() => import('@web/features/checkin/CheckinPage'), ['ui', 'checkin']) },
      { path: 'admin/login', lazy: page(() => import('@web/features/admin/AdminLoginPage'), ['auth', 'messages']) },
      {
        path: 'admin',
        element: <RequireAdmin />,
        children: [
          {
            lazy: page(() => import('./layouts/AdminLayout')),
            children: [
              { path: 'dashboard', lazy: page(() => import('@web/features/admin/AdminDashboardPage')) },
              // The same editor, building a template's preview invitation (product.md §2 Admin).
              { path: 'create-preview', lazy: editorPage },
              { path: 'create-preview/:id', lazy: editorPage },
              { path: 'templates', lazy: page(() => import('@web/features/admin/templates/AdminTemplatesPage')) },
              { path: 'templates/new', lazy: templateFormPage },
              { path: 'templates/edit/:id', lazy: templateFormPage },
              { path: 'templates/view/:id', lazy: page(() => import('@web/features/admin/templates/TemplateViewPage')) },
              { path: 'invitations', lazy: page(() => import('@web/features/admin/invitations/AdminInvitationsPage')) },
            ],
          },
        ],
      },
    ],
  },
];

/** Made where there is a browser: the table above is also read in Node (tests/e2e/untranslated-text.spec.ts walks it). */
export const router = typeof document === 'undefined' ? (null as never) : createBrowserRouter(routes);
