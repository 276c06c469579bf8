/** The objective, compared lexicographically: members placed, then mutual edges inside groups, then fairness. */
export interface FormationScore {
  readonly placed: number;
  readonly edges: number;
  /** Σ roundsWaited of placed members. */
  readonly waited: number;
}

export const zeroScore: FormationScore = { placed: 0, edges: 0, waited: 0 };

/** Positive when `a` is better than `b`, negative when worse, 0 when equal. */
export function compareScores(a: FormationScore, b: FormationScore): number {
  return a.placed - b.placed || a.edges - b.edges || a.waited - b.waited;
}

export function addScores(a: FormationScore, b: FormationScore): FormationScore {
  return { placed: a.placed + b.placed, edges: a.edges + b.edges, waited: a.waited + b.waited };
}
