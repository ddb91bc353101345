// Scaffold: replaced by its feature.
export default function DashboardPage() {
  return null;
}
