import { Download, RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { PACKAGES } from '@shared/constants';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { SearchInput, useSearchBox } from '@web/components/ui/search-input';
import { Select } from '@web/components/ui/select';
import { cn } from '@web/lib/cn';
import { paymentsCsvUrl, type PaymentFilters } from './api';

const FILTER_KEYS = ['status', 'packageType', 'search', 'from', 'to', 'invitation'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

/** The tab's filters live in the address (?status=pending&search=…), so a filtered view can be shared and survives a reload. */
export function usePaymentFilters() {
  const [params, setParams] = useSearchParams();
  const filters: PaymentFilters = {
    status: params.get('status') ?? 'all',
    packageType: params.get('packageType') ?? 'all',
    search: params.get('search') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    invitation: params.get('invitation') ?? '',
  };
  const setFilter = (key: FilterKey, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value && value !== 'all') next.set(key, value);
        else next.delete(key);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  const reset = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of [...FILTER_KEYS, 'page']) next.delete(key);
        return next;
      },
      { replace: true },
    );
  return { filters, setFilter, reset };
}

/** Status, package, search (payer e-mail, event name or URL), submitted from/to, Reset and the CSV of exactly these filters. */
export function PaymentFiltersBar({ filters, onChange, onReset }: { filters: PaymentFilters; onChange: (key: FilterKey, value: string) => void; onReset: () => void }) {
  const id = useId();
  const search = useSearchBox((value) => onChange('search', value), filters.search);
  const active = FILTER_KEYS.some((key) => filters[key] !== '' && filters[key] !== 'all');
  const badRange = filters.from !== '' && filters.to !== '' && filters.from > filters.to;
  return (
    <form
      role="search"
      aria-label="Filter payment requests"
      className="grid gap-3 rounded-xl border border-stone-200 bg-white p-4"
      onSubmit={(event) => {
        event.preventDefault();
        search.applyNow();
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr]">
        <Field label="Search" id={`${id}-search`} className="sm:col-span-2 lg:col-span-1">
          <SearchInput placeholder="Payer e-mail, event name or URL" maxLength={200} {...search.inputProps} />
        </Field>
        <Field label="Status" id={`${id}-status`}>
          <Select value={filters.status} onChange={(event) => onChange('status', event.target.value)}>
            <option value="all">All statuses</option>
            <option value="pending">Pending</option>
            <option value="approved">Approved</option>
            <option value="rejected">Rejected</option>
          </Select>
        </Field>
        <Field label="Package" id={`${id}-package`}>
          <Select value={filters.packageType} onChange={(event) => onChange('packageType', event.target.value)}>
            <option value="all">All packages</option>
            <option value="silver">{PACKAGES.silver.label}</option>
            <option value="platinum">{PACKAGES.platinum.label}</option>
          </Select>
        </Field>
        <Field label="Submitted from" id={`${id}-from`}>
          <Input type="date" value={filters.from} max={filters.to || undefined} onChange={(event) => onChange('from', event.target.value)} />
        </Field>
        <Field label="Submitted to" id={`${id}-to`}>
          <Input type="date" value={filters.to} min={filters.from || undefined} onChange={(event) => onChange('to', event.target.value)} aria-invalid={badRange || undefined} aria-describedby={badRange ? `${id}-range` : undefined} />
        </Field>
      </div>
      {filters.invitation && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-stone-800">
          Only the payments of one invitation (from the Invitations list).
          <Button type="button" size="sm" variant="outline" onClick={() => onChange('invitation', '')}>
            Show every invitation
          </Button>
        </p>
      )}
      {badRange && (
        <p id={`${id}-range`} role="alert" className="text-sm text-red-700">
          The end date must not be before the start date.
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-stone-600">Dates are Malaysia time. The overview and the CSV use these filters too.</p>
        <div className="flex flex-wrap gap-2">
          {active && (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              icon={<RotateCcw />}
              onClick={() => {
                search.cancel();
                search.setTyped('');
                onReset();
              }}
            >
              Clear filters
            </Button>
          )}
          <a href={paymentsCsvUrl(filters)} download className={cn(buttonClasses('outline', 'sm'), 'gap-2', badRange && 'pointer-events-none opacity-50')} aria-disabled={badRange || undefined}>
            <Download aria-hidden="true" className="size-4" />
            Export CSV
          </a>
        </div>
      </div>
    </form>
  );
}
