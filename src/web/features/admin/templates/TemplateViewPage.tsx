// Scaffold: replaced by its feature.
export default function TemplateViewPage() {
  return null;
}
