// Scaffold: replaced by its feature.
export default function AdminInvitationsPage() {
  return null;
}
