/** A response's date as the host reads it, in the browser's own zone and language. */
export function formatResponseDate(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}

/** An event's date (YYYY-MM-DD, a calendar day) as the host reads it: never shifted by the browser's zone. */
export function formatEventDate(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? date : day.toLocaleDateString(undefined, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
}
