/** The spreadsheet import (issue 17; built by the import work): preview, progress, then write. */
export function ImportPanel(_props: { invitationId: string; onDone: () => void }) {
  return null;
}
