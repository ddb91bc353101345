import { useQuery } from '@tanstack/react-query';
import { Clock, CircleCheck, CircleX } from 'lucide-react';
import { useState } from 'react';
import { PACKAGES, type PackageType } from '@shared/constants';
import type { LatestPayment } from '@shared/dashboard';
import { MESSAGES } from '@shared/messages';
import { formatAmount, hostDecisionNote, PACKAGE_RANK, PACKAGE_TYPES, type Payment } from '@shared/payments';
import { Button } from '@web/components/ui/button';
import { CustomUrlPanel } from '@web/features/dashboard/CustomUrlPanel';
import { PackageSelection } from './PackageSelection';
import { ReceiptStep } from './ReceiptStep';
import { latestPaymentDetailsQuery } from './api';

export type PaymentStep = 'status' | 'packages' | 'custom-url' | 'checkout';

export const STEP_TITLES: Record<PaymentStep, string> = {
  status: 'Payment Status',
  packages: 'Choose a package',
  'custom-url': 'Customize URL',
  checkout: 'Complete your payment',
};

/** The admin's reason for a rejection, or a reversed decision and why, as the host reads it. */
function DecisionNote({ details }: { details: Payment | null | undefined }) {
  const note = details ? hostDecisionNote(details) : null;
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
  const label = PACKAGES[payment.packageType].label;
  const views = {
    pending: { icon: <Clock aria-hidden="true" className="size-6 text-amber-700" />, title: 'Pending review', text: MESSAGES.paymentPending },
    approved: { icon: <CircleCheck aria-hidden="true" className="size-6 text-emerald-700" />, title: 'Approved', text: MESSAGES.paymentApproved(label) },
    rejected: { icon: <CircleX aria-hidden="true" className="size-6 text-red-700" />, title: 'Rejected', text: MESSAGES.paymentRejected },
  } as const;
  const view = views[payment.status];
  return (
    <div className="grid gap-4">
      <div className="flex items-start gap-3 rounded-xl border border-stone-200 bg-stone-50 p-4">
        {view.icon}
        <div className="grid gap-1">
          <p className="font-medium text-stone-900">
            {label} package ({formatAmount(PACKAGES[payment.packageType].amount)}): {view.title}
          </p>
          <p className="text-sm text-stone-700">{view.text}</p>
        </div>
      </div>
      <DecisionNote details={details} />
      {payment.status === 'rejected' && (
        <div className="flex justify-end">
          <Button onClick={onPayAgain}>Pay Again</Button>
        </div>
      )}
      {payment.status === 'approved' && onUpgrade && (
        <div className="flex flex-col gap-2 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-stone-800">Want your own address? Platinum adds a custom URL and gift integration.</p>
          <Button variant="primary" onClick={onUpgrade} className="self-start sm:self-auto">
            Upgrade to Platinum
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
        customSlug={selected === 'platinum' ? slug : undefined}
        onBack={() => onStepChange(selected === 'platinum' ? 'custom-url' : 'packages')}
        onSubmitted={onSubmitted}
      />
    );
  }

  return (
    <div className="grid gap-4">
      {latestPayment?.status === 'rejected' && (
        <div role="status" className="grid gap-1 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p>{MESSAGES.paymentRejected}</p>
          {details && hostDecisionNote(details) && (
            <p className="break-words">
              <span className="font-semibold">{hostDecisionNote(details)!.title}:</span> {hostDecisionNote(details)!.reason}
            </p>
          )}
        </div>
      )}
      <PackageSelection selected={selected} onSelect={setSelected} unavailable={unavailable} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {latestPayment && (
          <Button variant="outline" onClick={() => onStepChange('status')}>
            Back
          </Button>
        )}
        <Button disabled={!selected || unavailable.includes(selected)} onClick={() => onStepChange(selected === 'platinum' ? 'custom-url' : 'checkout')}>
          Continue
        </Button>
      </div>
    </div>
  );
}
