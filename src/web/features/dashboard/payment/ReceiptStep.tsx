import { useQuery } from '@tanstack/react-query';
import { FileText, QrCode, ReceiptText, Upload, Zap } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { PACKAGES, type PackageType } from '@shared/constants';
import { RECEIPT_TYPES, receiptFormSchema, type Payment } from '@shared/payments';
import type { HostLanguage } from '@shared/host-language';
import { upgradePrice } from '@shared/invoices';
import { useSchemaForm } from '@web/components/form/use-schema-form';
import { useObjectUrl } from '@web/components/hooks/use-object-url';
import { Button } from '@web/components/ui/button';
import { Field } from '@web/components/ui/field';
import { FileInput } from '@web/components/ui/file-input';
import { UploadProgress } from '@web/components/ui/upload-progress';
import { isAbort } from '@web/lib/upload';
import { checkoutAvailabilityQuery, paymentConfigQuery, paymentErrorMessage, useStartCheckout, useSubmitPayment } from './api';
import { useLanguage, useWords } from '@web/i18n/i18n';
import { formatNumber, formatRinggit } from '@web/i18n/format';

export interface ReceiptStepProps {
  invitationId: string;
  packageType: PackageType;
  /** The best package already approved: an upgrade over it pays the difference. */
  activePackage?: PackageType | null;
  customSlug?: string;
  onBack: () => void;
  onSubmitted: (payment: Payment) => void;
}

const formatSize = (language: HostLanguage, bytes: number) =>
  bytes < 1024 * 1024
    ? `${formatNumber(language, Math.max(1, Math.round(bytes / 1024)))} KB`
    : `${formatNumber(language, bytes / (1024 * 1024), { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`;

/**
 * The last payment step (product.md §2, §5): the amount, the payment QR, the receipt (image or PDF,
 * checked here by the shared receipt schema for type and size as soon as it is chosen, then by the
 * server by its bytes) with an upload progress bar, and the submission.
 */
export function ReceiptStep({ invitationId, packageType, activePackage, customSlug, onBack, onSubmitted }: ReceiptStepProps) {
  const words = useWords('dashboard').receipt;
  const language = useLanguage();
  // An upgrade pays the difference (issue 31): the same price the server charges (upgradePrice).
  const price = upgradePrice(packageType, activePackage ?? undefined);
  const amount = formatRinggit(language, price.amount);
  const config = useQuery(paymentConfigQuery);
  const submit = useSubmitPayment();
  const checkout = useQuery(checkoutAvailabilityQuery);
  const startCheckout = useStartCheckout();
  const { handleSubmit, setValue, watch, formState } = useSchemaForm(receiptFormSchema);
  // One message under the field: the schema's, else the server's.
  const [failure, setFailure] = useState<string>();
  const [progress, setProgress] = useState(0);
  // Closing the panel mid-upload stops the upload.
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const problem = formState.errors.receipt?.message ?? failure;
  // A refused file is not shown as the chosen one.
  const file = formState.errors.receipt ? undefined : watch('receipt');
  const preview = useObjectUrl(file?.type.startsWith('image/') ? file : null);

  function choose(chosen: File | undefined) {
    if (!chosen) return;
    setFailure(undefined);
    // The schema's verdict at once, before anything is sent.
    setValue('receipt', chosen, { shouldValidate: true });
  }

  const onSubmit = handleSubmit(({ receipt }) => {
    setFailure(undefined);
    setProgress(0);
    const controller = new AbortController();
    abort.current = controller;
    submit.mutate(
      { input: { invitationId, packageType, customSlug, receipt }, onProgress: setProgress, signal: controller.signal },
      {
        onSuccess: (payment) => {
          toast.success(words.submitted);
          onSubmitted(payment);
        },
        onError: (error) => {
          if (isAbort(error)) return;
          const message = paymentErrorMessage(error, words);
          setFailure(message);
          toast.error(message);
        },
      },
    );
  });

  // Instant checkout (decision 0032): to the gateway's page; it sends the browser back to the dashboard.
  function payOnline() {
    startCheckout.mutate(
      { invitationId, packageType, customSlug: packageType === 'platinum' ? customSlug : undefined },
      {
        onSuccess: ({ checkoutUrl }) => window.location.assign(checkoutUrl),
        onError: (error) => toast.error(words.payOnlineError(error instanceof Error ? error.message : words.submitFailed)),
      },
    );
  }

  const busy = submit.isPending || startCheckout.isPending || startCheckout.isSuccess;

  return (
    <form className="grid gap-4" onSubmit={onSubmit} noValidate>
      <div className="grid gap-1 rounded-xl border border-stone-200 bg-stone-50 p-4">
        <p className="flex items-center gap-2 font-medium text-stone-900">
          <ReceiptText aria-hidden="true" className="size-5 text-brand-700" />
          {words.summary(PACKAGES[packageType].label, amount)}
        </p>
        {price.upgradedFrom && (
          <p className="text-sm text-stone-700" data-testid="upgrade-credit">
            {words.upgradeCredit(PACKAGES[price.upgradedFrom].label, formatRinggit(language, price.creditSen / 100), formatRinggit(language, PACKAGES[packageType].amount))}
          </p>
        )}
        {packageType === 'platinum' && customSlug && (
          <p className="text-sm text-stone-700">
            {words.customUrl}
            <span className="font-mono">/{customSlug}</span>
          </p>
        )}
      </div>

      {checkout.data?.enabled && (
        <div className="grid gap-2 rounded-xl border border-brand-200 bg-white p-4">
          <Button type="button" onClick={payOnline} loading={startCheckout.isPending || startCheckout.isSuccess} disabled={busy}>
            <Zap aria-hidden="true" className="size-4 shrink-0" />
            {/* Buttons do not wrap; this label may (the Malay one is wider than a 375 px dialog). */}
            <span className="whitespace-normal text-center">{words.payOnline}</span>
          </Button>
          <p className="text-sm text-stone-700">{words.payOnlineHint}</p>
          <p className="text-sm font-medium text-stone-900">{words.orReceipt}</p>
        </div>
      )}

      <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-start">
        <figure className="mx-auto grid w-44 gap-1 text-center sm:mx-0">
          {config.data ? (
            <img src={config.data.paymentQrImageUrl} alt={words.qrOf(amount)} width={176} height={203} className="h-auto w-44 rounded-lg border border-stone-200 bg-white" />
          ) : (
            <div className="flex aspect-[360/416] w-44 items-center justify-center rounded-lg border border-dashed border-stone-300 text-stone-500">
              <QrCode aria-hidden="true" className="size-10" />
              <span className="sr-only">{config.isError ? words.qrFailed : words.qrLoading}</span>
            </div>
          )}
          <figcaption className="text-xs text-stone-600">{words.scan}</figcaption>
        </figure>
        <ol className="grid list-decimal gap-2 pl-5 text-sm text-stone-700">
          <li>
            {words.pay[0]}
            <strong className="font-semibold text-stone-900">{amount}</strong>
            {words.pay[1]}
          </li>
          <li>{words.screenshot}</li>
          <li>{words.upload}</li>
        </ol>
      </div>

      <div className="grid gap-1.5">
        <Field
          label={
            <span className="inline-flex items-center gap-2">
              <Upload aria-hidden="true" className="size-4" />
              {words.label}
            </span>
          }
          hint={words.hint}
          error={problem}
        >
          <FileInput accept={RECEIPT_TYPES.join(',')} disabled={busy} onChange={(event) => choose(event.target.files?.[0])} />
        </Field>
        {file && (
          <div className="flex items-center gap-3 rounded-xl border border-stone-200 bg-white p-2">
            {preview ? (
              <img src={preview} alt="" className="size-14 rounded-lg object-cover" />
            ) : (
              <FileText aria-hidden="true" className="size-10 shrink-0 text-stone-500" />
            )}
            <p className="min-w-0 text-sm text-stone-800">
              <span className="block truncate font-medium">{file.name}</span>
              <span className="text-stone-600">{formatSize(language, file.size)}</span>
            </p>
          </div>
        )}
        <UploadProgress status={busy ? 'uploading' : 'idle'} progress={progress} label={words.progress} />
      </div>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onBack} disabled={busy}>
          {words.back}
        </Button>
        <Button type="submit" loading={busy}>
          {words.submit}
        </Button>
      </div>
    </form>
  );
}
