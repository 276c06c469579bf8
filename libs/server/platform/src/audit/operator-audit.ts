/** An operator action that a context other than moderation carries out, for the audit log. */
export interface OperatorAction {
  operator: { id: string; email: string };
  action: 'round.created' | 'round.rescheduled';
  target: { type: 'round'; id: string; label: string };
  reason?: string | null;
}

/**
 * Where contexts report what an operator did through their own routes (a round planned or moved);
 * the moderation context keeps the append-only log behind it.
 */
export abstract class OperatorAudit {
  abstract record(action: OperatorAction): Promise<void>;
}
