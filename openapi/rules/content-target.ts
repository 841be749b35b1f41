// A content target as typed in the console (SPEC silent): the completion target, a
// whole percentage 1–100, and for a mandatory course the days after registration to complete
// it, 1–365, or nothing. The contract (ContentTargetInput) holds the same bounds.

const TARGET_MIN = 1;
const TARGET_MAX = 100;
const DUE_DAYS_MIN = 1;
const DUE_DAYS_MAX = 365;

export type TargetInput =
  | { ok: true; value: { target: number; due_days: number | null } }
  | { ok: false; field: 'target' | 'due_days' };

const wholeIn = (text: string, min: number, max: number): number | null => {
  const t = text.trim();
  if (!/^\d{1,4}$/.test(t)) return null;
  const n = Number(t);
  return n >= min && n <= max ? n : null;
};

/** Reads the two fields of the target dialog; the first field that is wrong is named. */
export function parseTargetInput(target: string, dueDays: string): TargetInput {
  const t = wholeIn(target, TARGET_MIN, TARGET_MAX);
  if (t === null) return { ok: false, field: 'target' };
  if (dueDays.trim() === '') return { ok: true, value: { target: t, due_days: null } };
  const d = wholeIn(dueDays, DUE_DAYS_MIN, DUE_DAYS_MAX);
  if (d === null) return { ok: false, field: 'due_days' };
  return { ok: true, value: { target: t, due_days: d } };
}
