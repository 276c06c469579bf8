import { formationBoundGap, formationDuration, formationPlaced, formationPoolSize } from '@ember/platform';
import type { FormationReport } from '../domain/round/formation-report.js';

/** A formation in the worker's metrics: its time, pool, members placed and distance from the bound. */
export function recordFormation(report: FormationReport): void {
  formationDuration.observe(report.runTimeMs / 1000);
  formationPoolSize.observe(report.candidates);
  formationPlaced.observe(report.placed);
  formationBoundGap.observe({ measure: 'placed' }, report.gap.placed);
  formationBoundGap.observe({ measure: 'edges' }, report.gap.edges);
}
