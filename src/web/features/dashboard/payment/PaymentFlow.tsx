import { Clock, CircleCheck, CircleX, ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { PACKAGES, type PackageType } from '../../../../shared/constants';
import type { LatestPayment } from '../../../../shared/dashboard';
import { MESSAGES } from '../../../../shared/messages';
import { Button } from '../../../components/ui/button';
import { CustomUrlPanel } from '../CustomUrlPanel';
import { formatPrice, PackageSelection } from './PackageSelection';

export type PaymentStep = 'status' | 'packages' | 'custom-url' | 'checkout';

export const STEP_TITLES: Record<PaymentStep, string> = {
  status: 'Payment Status',
  packages: 'Choose a package',
  'custom-url': 'Customize URL',
  checkout: 'Complete your payment',
};

/** The latest payment's package and status with the SPEC §4 texts. */
export function PaymentStatusView({ payment, onPayAgain }: { payment: LatestPayment; onPayAgain: () => void }) {
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
            {label} package ({formatPrice(payment.packageType)}): {view.title}
          </p>
          <p className="text-sm text-stone-700">{view.text}</p>
        </div>
      </div>
      {payment.status === 'rejected' && (
        <div className="flex justify-end">
          <Button onClick={onPayAgain}>Pay Again</Button>
        </div>
      )}
    </div>
  );
}

export interface PaymentFlowProps {
  invitationId: string;
  currentSlug: string | null;
  latestPayment: LatestPayment | null;
  step: PaymentStep;
  onStepChange: (step: PaymentStep) => void;
}

/**
 * Payment Status / Proceed Payment (SPEC §2): the status of the latest request, or the packages;
 * Platinum asks for the custom URL first (SPEC §5: Platinum needs a slug), Back returns. The
 * checkout step ends at the amount: the receipt upload and submission arrive with the payments work.
 */
export function PaymentFlow({ invitationId, currentSlug, latestPayment, step, onStepChange }: PaymentFlowProps) {
  const [selected, setSelected] = useState<PackageType | null>(null);
  const [slug, setSlug] = useState<string | undefined>(undefined);

  if (step === 'status' && latestPayment) return <PaymentStatusView payment={latestPayment} onPayAgain={() => onStepChange('packages')} />;

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
        onBack={() => onStepChange('packages')}
      />
    );
  }

  if (step === 'checkout' && selected) {
    return (
      <div className="grid gap-4">
        <div className="grid gap-2 rounded-xl border border-stone-200 bg-stone-50 p-4">
          <p className="flex items-center gap-2 font-medium text-stone-900">
            <ReceiptText aria-hidden="true" className="size-5 text-brand-700" />
            {PACKAGES[selected].label} package: {formatPrice(selected)}, one time
          </p>
          {selected === 'platinum' && slug && (
            <p className="text-sm text-stone-700">
              Custom URL: <span className="font-mono">/{slug}</span>
            </p>
          )}
          <p className="text-sm text-stone-700">
            Next you will upload your payment receipt. Our team reviews it, which usually takes 1-2 business days.
          </p>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onStepChange(selected === 'platinum' ? 'custom-url' : 'packages')}>
            Back
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <PackageSelection selected={selected} onSelect={setSelected} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {latestPayment && (
          <Button variant="outline" onClick={() => onStepChange('status')}>
            Back
          </Button>
        )}
        <Button disabled={!selected} onClick={() => onStepChange(selected === 'platinum' ? 'custom-url' : 'checkout')}>
          Continue
        </Button>
      </div>
    </div>
  );
}
