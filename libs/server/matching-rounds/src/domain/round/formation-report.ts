/**
 * What admins and hosts learn about a round's formation: counts and quality only, never which
 * members picked or matched whom.
 */
export interface FormationReport {
  /** Discoverable members enrolled in the program in the round's city when picks closed. */
  candidates: number;
  /** Candidates with at least one mutual pick. */
  eligible: number;
  placed: number;
  groups: number;
  /** Mutual edges inside the groups, in total and per placed member. */
  mutualEdges: number;
  mutualEdgesPerPlaced: number;
  /** Upper bounds on members placed and mutual edges, and how far the groups are below them (0-1). */
  bound: { placed: number; edges: number; kind: string };
  gap: { placed: number; edges: number };
  /** Hard rules the groups break, counted by the independent validator: must be 0. */
  violations: number;
  runTimeMs: number;
  /** 'exact', 'heuristic' or 'mixed'; optimal when every part was proven optimal. */
  method: string;
  optimal: boolean;
}
