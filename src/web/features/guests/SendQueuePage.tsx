/** /guests/:id/send: the WhatsApp send queue, one household at a time (issue 17; built by the sending work). */
export default function SendQueuePage() {
  return <div className="mx-auto max-w-xl px-4 py-10">Send queue</div>;
}
