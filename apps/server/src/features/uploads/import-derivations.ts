import { heatmapsDerivation } from '../heatmaps/heatmaps.derivation';
import { insightsDerivation } from '../insights/insights.derivation';
import { registerDerivation, type ImportDerivation } from '../../jobs/import-derivation';
import { accessPointsDerivation, floorPlansDerivation, radiosDerivation } from './plan-derivations';
import { surveysDerivation } from './survey-derivation';

/**
 * Every derivation an import runs, in insert order (removes run in reverse order, so a table may refer to
 * one listed before it). Other features append theirs here; the import worker imports this same list.
 */
export const IMPORT_DERIVATIONS: ImportDerivation<unknown>[] = [
  registerDerivation(floorPlansDerivation),
  registerDerivation(accessPointsDerivation),
  registerDerivation(radiosDerivation),
  registerDerivation(surveysDerivation),
  registerDerivation(insightsDerivation),
  registerDerivation(heatmapsDerivation),
];
