import { useQuery } from '@tanstack/react-query';
import { ImageOff } from 'lucide-react';
import { formatCategory, type Template } from '../../../shared/templates';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { api } from '../../lib/api';

const adminTemplatesQuery = {
  queryKey: ['admin', 'templates'],
  queryFn: () => api<{ data: Template[] }>('GET', '/api/admin/templates'),
};

/** /admin/dashboard: template management (payment management joins it with the payments work). */
export default function AdminDashboardPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-6 font-serif text-3xl text-stone-900">Admin Dashboard</h1>
      <Tabs defaultValue="templates">
        <TabsList>
          <TabsTrigger value="templates">Templates</TabsTrigger>
        </TabsList>
        <TabsContent value="templates">
          <h2 className="mb-4 mt-6 text-xl font-semibold text-stone-900">Template Management</h2>
          <TemplatesTable />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function TemplatesTable() {
  const { data, isPending, isError, refetch } = useQuery(adminTemplatesQuery);
  if (isPending) {
    return (
      <div role="status" className="space-y-2" aria-label="Loading templates">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="h-16 animate-pulse rounded-xl bg-stone-200" />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <p role="alert" className="text-red-700">
        Error fetching templates.{' '}
        <button type="button" className="underline" onClick={() => refetch()}>
          Try again
        </button>
      </p>
    );
  }
  if (data.data.length === 0) return <p className="text-stone-600">No templates found. Create your first template!</p>;
  return (
    <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white" role="region" aria-label="Templates" tabIndex={0}>
      <table className="w-full min-w-[32rem] text-left text-sm">
        <thead className="bg-stone-50 text-stone-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">Preview</th>
            <th scope="col" className="px-4 py-3 font-medium">Name</th>
            <th scope="col" className="px-4 py-3 font-medium">Category</th>
            <th scope="col" className="px-4 py-3 font-medium">Has Preview</th>
          </tr>
        </thead>
        <tbody>
          {data.data.map((template) => {
            const image = template.preview_image_url || template.image_url;
            return (
              <tr key={template.id} className="border-t border-stone-100">
                <td className="px-4 py-2">
                  {image ? (
                    <img src={image} alt="" width={40} height={71} loading="lazy" className="h-[71px] w-10 rounded-md object-cover" />
                  ) : (
                    <ImageOff aria-label="No image" className="size-6 text-stone-400" />
                  )}
                </td>
                <td className="px-4 py-2 font-medium text-stone-900">{template.name}</td>
                <td className="px-4 py-2 text-stone-700">{formatCategory(template.category)}</td>
                <td className="px-4 py-2 text-stone-700">{template.preview_id ? 'Yes' : 'No'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
