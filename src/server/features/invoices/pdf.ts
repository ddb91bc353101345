import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { ringgitOfSen, type InvoiceDocument } from '@shared/invoices';

/**
 * An invoice or credit note as an A4 PDF (pdfkit, decision 0034). Noto Sans SC draws every word,
 * so a buyer's name in Chinese prints as written (the font carries Latin and CJK; pdfkit embeds
 * only the glyphs used). Runs in a worker thread (worker-pool-tasks.ts: `renderInvoice`).
 */

const require = createRequire(import.meta.url);
const FONT_REGULAR = require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf');
const FONT_BOLD = require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf');

const ringgitOf = ringgitOfSen;

/** 2026-12-02T06:00:00Z → '2 December 2026, 2:00 pm (MYT)'. */
const malaysiaDate = (iso: string) =>
  `${new Intl.DateTimeFormat('en-MY', { timeZone: 'Asia/Kuala_Lumpur', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' }).format(new Date(iso))} (MYT)`;

export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Uint8Array> {
  const title = invoice.kind === 'invoice' ? 'Invoice' : 'Credit note';
  const doc = new PDFDocument({ size: 'A4', margin: 56, info: { Title: `${title} ${invoice.number}`, Author: invoice.seller.name, Subject: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const amountX = left + width - 140;

  // The seller, as configured when the document was issued.
  doc.font('bold').fontSize(16).text(invoice.seller.name, left, 56, { width: width - 170 });
  doc.font('regular').fontSize(9).fillColor('#444');
  doc.text(`Registration no.: ${invoice.seller.registrationNumber}`, { width: width - 170 });
  if (invoice.seller.sstNumber) doc.text(`SST registration no.: ${invoice.seller.sstNumber}`, { width: width - 170 });
  for (const line of invoice.seller.address) doc.text(line, { width: width - 170 });
  if (invoice.seller.email) doc.text(invoice.seller.email, { width: width - 170 });
  const afterSeller = doc.y;

  doc.fillColor('#000').font('bold').fontSize(20).text(title.toUpperCase(), left + width - 170, 56, { width: 170, align: 'right' });
  doc.font('regular').fontSize(10).text(invoice.number, { width: 170, align: 'right' });
  doc.fontSize(9).fillColor('#444').text(malaysiaDate(invoice.issuedAt), { width: 170, align: 'right' });

  doc.y = Math.max(afterSeller, doc.y) + 24;
  doc.fillColor('#000').font('bold').fontSize(10).text('Bill to', left);
  doc.font('regular').text(invoice.buyer.name || invoice.buyer.email);
  if (invoice.buyer.name) doc.text(invoice.buyer.email);
  if (invoice.creditsInvoice) doc.moveDown(0.5).text(`Credits invoice ${invoice.creditsInvoice}`);
  if (invoice.reason) doc.text(`Reason: ${invoice.reason}`, { width });
  doc.moveDown(0.5).text(`Payment reference: ${invoice.paymentReference}`, { width });

  // Lines, then the tax and the total.
  doc.moveDown(1.5);
  const headerY = doc.y;
  doc.font('bold').text('Description', left, headerY, { width: width - 150 });
  doc.text(`Amount (${invoice.currency})`, amountX, headerY, { width: 140, align: 'right' });
  doc.moveTo(left, doc.y + 4).lineTo(left + width, doc.y + 4).strokeColor('#999').stroke();
  doc.moveDown(0.6);
  doc.font('regular');
  for (const line of invoice.lines) {
    const y = doc.y;
    doc.text(line.description, left, y, { width: width - 150 });
    const next = doc.y;
    doc.text(ringgitOf(line.amountSen), amountX, y, { width: 140, align: 'right' });
    doc.y = Math.max(next, doc.y) + 4;
  }
  doc.moveTo(left, doc.y + 2).lineTo(left + width, doc.y + 2).stroke();
  doc.moveDown(0.6);
  const row = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'bold' : 'regular').text(label, left, y, { width: width - 150, align: 'right' });
    doc.text(value, amountX, y, { width: 140, align: 'right' });
  };
  row('Subtotal (excluding tax)', ringgitOf(invoice.subtotalSen));
  row(invoice.taxRatePercent > 0 ? `Service tax (SST) ${invoice.taxRatePercent}%` : 'Service tax (SST): not registered', ringgitOf(invoice.taxSen));
  row(invoice.kind === 'invoice' ? 'Total paid' : 'Total credited', ringgitOf(invoice.totalSen), true);

  doc.moveDown(3).font('regular').fontSize(8).fillColor('#666');
  doc.text(
    invoice.kind === 'invoice'
      ? 'This invoice is also the e-receipt of the payment above. Prices include service tax where it is charged.'
      : 'This credit note records money returned against the invoice above.',
    left,
    doc.y,
    { width },
  );
  doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}
