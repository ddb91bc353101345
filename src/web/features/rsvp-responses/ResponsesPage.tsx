// Scaffold: replaced by its feature.
export default function ResponsesPage() {
  return null;
}
