/** The ids of a download call (`ids=3,1,3`), repeats dropped, in the order asked. */
export function parseIds(raw: string): number[] {
  return [...new Set(raw.split(',').map(Number))];
}
