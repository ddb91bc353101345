// Scaffold: replaced by its feature.
export default function AdminTemplatesPage() {
  return null;
}
