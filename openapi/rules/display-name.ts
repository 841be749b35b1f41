// SPEC §3 "Person display": fullName unless it contains the text null (a null first or last
// word is dropped); then e-mail, phone, enrollment, else empty.

export interface DisplayNameSource {
  fullName?: string | null;
  email?: string | null;
  phone?: string | null;
  enrollment?: string | null;
}

/** The name to show for a person, by the spec's fallback order. */
export function displayName(p: DisplayNameSource): string {
  const full = (p.fullName ?? '').trim();
  if (full !== '') {
    if (!full.includes('null')) return full;
    const words = full.split(/\s+/);
    if (words[0] === 'null') words.shift();
    if (words[words.length - 1] === 'null') words.pop();
    const cleaned = words.join(' ').trim();
    if (cleaned !== '' && !cleaned.split(/\s+/).includes('null')) return cleaned;
  }
  for (const v of [p.email, p.phone, p.enrollment]) {
    if (v && v.trim() !== '') return v.trim();
  }
  return '';
}
