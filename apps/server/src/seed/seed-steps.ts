import { accountsSeedStep } from './accounts-seed';
import type { SeedStep } from './demo-seed';
import { projectsSeedStep } from './projects-seed';
import { sharingSeedStep } from '../features/sharing/sharing.seed';

/** The demo data steps in order; each feature that has demo data adds its step here. */
export const DEMO_SEED_STEPS: SeedStep[] = [accountsSeedStep, projectsSeedStep, sharingSeedStep];
