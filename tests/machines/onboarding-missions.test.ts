import { missionModels } from './onboarding-mission-models';
import { pathSuite } from './suite';

// Their shortest paths also run in Chromium (tests/e2e/onboarding-paths.test.ts).
for (const model of missionModels) pathSuite(model, { browser: true });
