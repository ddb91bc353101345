/** A response's date as the host reads it, in the browser's own zone and language. */
export function formatResponseDate(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}
