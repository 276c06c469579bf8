import { token } from '@ember/kernel';

/** The context's settings, from the configuration. */
export interface RoundSettings {
  /** The reminder goes this long before picks close (at the window's middle when it is shorter). */
  reminderLeadMs: number;
  /** The formation heuristic's wall-clock budget. */
  formationTimeLimitMs: number;
}

export const ROUND_SETTINGS = token<RoundSettings>('ROUND_SETTINGS');
