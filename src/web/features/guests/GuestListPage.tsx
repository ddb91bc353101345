/** /guests/:id: the host's guest list (issue 17; built by the guest-list work). */
export default function GuestListPage() {
  return <div className="mx-auto max-w-5xl px-4 py-10">Guest list</div>;
}
