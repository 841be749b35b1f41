/** Onboarding delays of SPEC §9, by name (shown in the visualiser as `after onboardingStep`). */
export const ONBOARDING_DELAYS = { onboardingStep: 500, individualAddStep: 400 } as const;
