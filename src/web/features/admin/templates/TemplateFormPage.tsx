// Scaffold: replaced by its feature.
export default function TemplateFormPage() {
  return null;
}
