// Saving a file the browser already holds (a fetched CSV, an error report) under a given name.

/** Offers `blob` as a download named `name`. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.append(a);
  a.click();
  a.remove();
  // Revoke later: some browsers start reading the object URL only after the click handler.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** Offers `text` as a UTF-8 CSV download (with a BOM so spreadsheet programs read accents). */
export function saveCsvText(text: string, name: string): void {
  const body = text.startsWith('\uFEFF') ? text : `\uFEFF${text}`;
  saveBlob(new Blob([body], { type: 'text/csv;charset=utf-8' }), name);
}
