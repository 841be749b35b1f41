// The two lines the supervision figures are read against (SPEC is silent; admin.yaml states
// them). Both are the same for every brand until brands can set their own.

/**
 * The score every store should reach: the global score's target line. 85 is where the demo
 * data's supervisors start writing a "good" comment instead of findings.
 */
export const SUPERVISION_TARGET = 85;

/** A supervision scoring below this fails: the failing rate per module and overall. */
export const FAILING_BELOW = 70;
