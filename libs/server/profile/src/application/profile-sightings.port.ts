/** Whether one member may see another now, by the browse read model's facts. */
export abstract class ProfileSightings {
  /**
   * True when the target is discoverable (two videos, a complete interest, not suspended) and
   * neither member blocked the other. The pre-launch date is the caller's to check.
   */
  abstract canSee(viewerId: string, targetId: string): Promise<boolean>;
}
