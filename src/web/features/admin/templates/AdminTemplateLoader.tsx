import { useQuery } from '@tanstack/react-query';
import { FileQuestion } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { MESSAGES } from '@shared/messages';
import { paths } from '@shared/paths';
import type { Template } from '@shared/templates';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api';
import { adminTemplateQuery, errorMessage } from '@web/features/admin/api';

/**
 * Loads one template for the view and edit pages. Missing: 'Template Not Found' with a way back;
 * any other failure: 'Error loading template: …' and back to the dashboard (product.md §8).
 */
export function AdminTemplateLoader({ id, children }: { id: string; children: (template: Template) => ReactNode }) {
  const query = useQuery(adminTemplateQuery(id));
  const navigate = useNavigate();
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  const reported = useRef(false);

  useEffect(() => {
    if (!query.isError || notFound || reported.current) return;
    reported.current = true;
    toast.error(`Error loading template: ${errorMessage(query.error)}`);
    void navigate(paths.admin.dashboard, { replace: true });
  }, [query.isError, query.error, notFound, navigate]);

  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading template" className="mx-auto grid max-w-5xl gap-6 md:grid-cols-[minmax(0,1fr)_18rem]">
        <Skeleton className="h-96" />
        <Skeleton className="h-48" />
      </div>
    );
  }
  if (notFound) return <TemplateNotFound />;
  if (query.isError) return null;
  return <>{children(query.data)}</>;
}

export function TemplateNotFound() {
  return (
    <div className="mx-auto max-w-md rounded-2xl border border-stone-200 bg-white p-8 text-center">
      <FileQuestion aria-hidden="true" className="mx-auto size-10 text-stone-400" />
      <h1 className="mt-3 font-serif text-2xl text-stone-900">{MESSAGES.templateNotFound}</h1>
      <p className="mt-2 text-stone-600">It may have been deleted, or the link is wrong.</p>
      <Button to={paths.admin.dashboard} className="mt-6">
        Return to Dashboard
      </Button>
    </div>
  );
}
