import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { AuditLogTab } from './audit/AuditLogTab';
import { PaymentRequestsTab } from './payments/PaymentRequestsTab';
import { PendingPaymentsBadge } from './payments/PendingPaymentsBadge';
import { NewTemplateButton, TemplateTable } from './templates/TemplateTable';

const TABS = ['templates', 'payments', 'audit'] as const;
type DashboardTab = (typeof TABS)[number];

/** /admin/dashboard (product.md §2 Admin): the Templates, Payment Requests and Audit log tabs; ?tab=payments or ?tab=audit opens one. */
export default function AdminDashboardPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: DashboardTab = TABS.includes(requested as DashboardTab) ? (requested as DashboardTab) : 'templates';

  return (
    <div className="mx-auto max-w-6xl">
      <h1 className="mb-6 font-serif text-3xl text-stone-900">Admin Dashboard</h1>
      <Tabs value={tab} onValueChange={(next) => setParams(next === 'templates' ? {} : { tab: next }, { replace: true })}>
        <TabsList>
          <TabsTrigger value="templates">Templates</TabsTrigger>
          <TabsTrigger value="payments" className="gap-2">
            Payment Requests
            <PendingPaymentsBadge />
          </TabsTrigger>
          <TabsTrigger value="audit">Audit log</TabsTrigger>
        </TabsList>
        <TabsContent value="templates">
          <div className="mb-4 mt-2 flex flex-wrap items-center justify-between gap-3">
            <h2 className="text-xl font-semibold text-stone-900">Template Management</h2>
            <NewTemplateButton />
          </div>
          <TemplateTable variant="dashboard" />
        </TabsContent>
        <TabsContent value="payments">
          <h2 className="mb-4 mt-2 text-xl font-semibold text-stone-900">Payment Management</h2>
          <PaymentRequestsTab />
        </TabsContent>
        <TabsContent value="audit">
          <h2 className="mb-4 mt-2 text-xl font-semibold text-stone-900">Audit log</h2>
          <AuditLogTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
