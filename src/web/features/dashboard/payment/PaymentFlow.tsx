import { useQuery } from '@tanstack/react-query';
import { Clock, CircleCheck, CircleX } from 'lucide-react';
import { useState } from 'react';
import { PACKAGES, type PackageType } from '@shared/constants';
import type { LatestPayment } from '@shared/dashboard';
import { PACKAGE_RANK, PACKAGE_TYPES, type Payment } from '@shared/payments';
import { Button } from '@web/components/ui/button';
import { CustomUrlPanel } from '@web/features/dashboard/CustomUrlPanel';
import { PackageSelection } from './PackageSelection';
import { ReceiptStep } from './ReceiptStep';
import { latestPaymentDetailsQuery } from './api';
import { decisionNote } from './decision-note';
import { useLanguage, useWords } from '@web/i18n/i18n';
import { formatRinggit } from '@web/i18n/format';

export type PaymentStep = 'status' | 'packages' | 'custom-url' | 'checkout';

/** The admin's reason for a rejection, or a reversed decision and why, as the host reads it. */
function DecisionNote({ details }: { details: Payment | null | undefined }) {
  const words = useWords('dashboard').payment;
  const note = details ? decisionNote(details, words) : null;
  if (!note) return null;
  return (
    <p className="break-words rounded-lg border border-stone-200 bg-white px-3 py-2 text-sm text-stone-800" data-testid="payment-decision-note">
      <span className="font-semibold">{note.title}:</span> {note.reason}
    </p>
  );
}

/**
 * The latest payment's package and status with the product.md §4 texts and the admin's reason (a
 * rejection's, or a reversal's); Pay Again after a rejection, an upgrade after Silver.
 */
export function PaymentStatusView({ payment, details, onPayAgain, onUpgrade }: { payment: LatestPayment; details?: Payment | null; onPayAgain: () => void; onUpgrade?: () => void }) {
  const words = useWords('dashboard').payment;
  const language = useLanguage();
  const label = PACKAGES[payment.packageType].label;
  const views = {
    pending: { icon: <Clock aria-hidden="true" className="size-6 text-amber-700" />, title: words.pendingTitle, text: words.pending },
    approved: { icon: <CircleCheck aria-hidden="true" className="size-6 text-emerald-700" />, title: words.approvedTitle, text: words.approved(label) },
    rejected: { icon: <CircleX aria-hidden="true" className="size-6 text-red-700" />, title: words.rejectedTitle, text: words.rejected },
  } as const;
  const view = views[payment.status];
  return (
    <div className="grid gap-4">
      <div className="flex items-start gap-3 rounded-xl border border-stone-200 bg-stone-50 p-4">
        {view.icon}
        <div className="grid gap-1">
          <p className="font-medium text-stone-900">
            {words.packageStatus(label, formatRinggit(language, PACKAGES[payment.packageType].amount), view.title)}
          </p>
          <p className="text-sm text-stone-700">{view.text}</p>
        </div>
      </div>
      <DecisionNote details={details} />
      {payment.status === 'rejected' && (
        <div className="flex justify-end">
          <Button onClick={onPayAgain}>{words.payAgain}</Button>
        </div>
      )}
      {payment.status === 'approved' && onUpgrade && (
        <div className="flex flex-col gap-2 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-stone-800">{words.upgradeText}</p>
          <Button variant="primary" onClick={onUpgrade} className="self-start sm:self-auto">
            {words.upgrade}
          </Button>
        </div>
      )}
    </div>
  );
}

export interface PaymentFlowProps {
  invitationId: string;
  currentSlug: string | null;
  latestPayment: LatestPayment | null;
  /** The best package already approved: the same or a lower one cannot be paid again. */
  activePackage: PackageType | null;
  step: PaymentStep;
  onStepChange: (step: PaymentStep) => void;
  /** A request was stored: the panel shows its (pending) status. */
  onSubmitted: (payment: Payment) => void;
}

/**
 * Payment Status / Proceed Payment (product.md §2): the status of the latest request, or the packages;
 * Platinum asks for the custom URL first (product.md §5: Platinum needs a slug), then the receipt step
 * with the amount, the QR code and the upload. Back returns one step.
 */
export function PaymentFlow({ invitationId, currentSlug, latestPayment, activePackage, step, onStepChange, onSubmitted }: PaymentFlowProps) {
  const words = useWords('dashboard').payment;
  const unavailable = activePackage ? PACKAGE_TYPES.filter((type) => PACKAGE_RANK[type] <= PACKAGE_RANK[activePackage]) : [];
  const [selected, setSelected] = useState<PackageType | null>(() => (activePackage === 'silver' ? 'platinum' : null));
  const [slug, setSlug] = useState<string | undefined>(undefined);
  // The reason is asked for only when a decision was made (a pending request has none).
  const details = useQuery({ ...latestPaymentDetailsQuery(invitationId), enabled: latestPayment !== null && latestPayment.status !== 'pending' }).data;

  if (step === 'status' && latestPayment) {
    return (
      <PaymentStatusView
        payment={latestPayment}
        details={details}
        onPayAgain={() => onStepChange('packages')}
        onUpgrade={
          activePackage === 'silver' && latestPayment.status === 'approved'
            ? () => {
                setSelected('platinum');
                onStepChange('custom-url');
              }
            : undefined
        }
      />
    );
  }

  if (step === 'custom-url') {
    return (
      <CustomUrlPanel
        invitationId={invitationId}
        currentSlug={currentSlug}
        hasPlatinum={false}
        initialSlug={slug}
        onSave={() => {}}
        onContinue={(chosen) => {
          setSlug(chosen);
          onStepChange('checkout');
        }}
        onBack={() => onStepChange(activePackage ? 'status' : 'packages')}
      />
    );
  }

  if (step === 'checkout' && selected) {
    return (
      <ReceiptStep
        invitationId={invitationId}
        packageType={selected}
        activePackage={activePackage}
        customSlug={selected === 'platinum' ? slug : undefined}
        onBack={() => onStepChange(selected === 'platinum' ? 'custom-url' : 'packages')}
        onSubmitted={onSubmitted}
      />
    );
  }

  const rejection = details ? decisionNote(details, words) : null;
  return (
    <div className="grid gap-4">
      {latestPayment?.status === 'rejected' && (
        <div role="status" className="grid gap-1 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p>{words.rejected}</p>
          {rejection && (
            <p className="break-words">
              <span className="font-semibold">{rejection.title}:</span> {rejection.reason}
            </p>
          )}
        </div>
      )}
      <PackageSelection selected={selected} onSelect={setSelected} unavailable={unavailable} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {latestPayment && (
          <Button variant="outline" onClick={() => onStepChange('status')}>
            {words.back}
          </Button>
        )}
        <Button disabled={!selected || unavailable.includes(selected)} onClick={() => onStepChange(selected === 'platinum' ? 'custom-url' : 'checkout')}>
          {words.continue}
        </Button>
      </div>
    </div>
  );
}
