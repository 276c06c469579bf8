import type { FormationOutput } from './formation-output.js';
import type { FormationScore } from './formation-score.js';

/**
 * How the groups were found, per component of the mutual graph: 'exact' when HiGHS proved every
 * component optimal, 'heuristic' when it proved none (an unproven HiGHS incumbent is still used where
 * it beats the heuristic), 'mixed' otherwise. `optimal` also counts components whose heuristic
 * solution met the combinatorial ceiling.
 */
export type FormationMethod = 'exact' | 'heuristic' | 'mixed';

/**
 * Upper bounds on the optimum's members placed and mutual edges. Per component the tightest of: the
 * combinatorial ceiling, the LP relaxation (for members placed by column generation, valid even when
 * the budget cuts it short; for edges where the feasible groups could be listed), the MILP's dual
 * bound, and the proven optimum itself. `kind` says whether HiGHS (LP or MILP) bounded every
 * component ('lp'), none ('combinatorial') or some ('mixed').
 */
export interface FormationBound {
  readonly placed: number;
  readonly edges: number;
  readonly kind: 'lp' | 'combinatorial' | 'mixed';
}

export interface FormationResult {
  readonly output: FormationOutput;
  readonly method: FormationMethod;
  /** True when every component's groups are proven optimal (by HiGHS or by meeting a bound). */
  readonly optimal: boolean;
  readonly score: FormationScore;
  readonly bound: FormationBound;
  /** (bound − achieved) / bound for members placed and for edges; 0 when the bound is 0. */
  readonly gap: { readonly placed: number; readonly edges: number };
  readonly stats: FormationStats;
}

export interface FormationStats {
  readonly members: number;
  /** Members with at least one mutual pick. */
  readonly eligible: number;
  /** Components of the compatible mutual graph large enough to hold a group. */
  readonly components: number;
  readonly exactComponents: number;
  readonly candidateGroups: number;
  readonly timeMs: number;
}
