// Build-time options of the console. The DC3 option is on unless the build says otherwise
// (SPEC §2: /training/dc3 is visible only when the DC3 option is on, on by default).
const env = import.meta.env as { VITE_DC3?: string };

/** Whether the DC3 forms page and its menu entry exist. */
export const DC3_ENABLED = env.VITE_DC3 !== 'false';
