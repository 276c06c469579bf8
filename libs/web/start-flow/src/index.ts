/**
 * The start flow: what landing pages hand to the onboarding wizard (campaign path, program id,
 * Halloween picks, invite code), kept in the browser until the wizard's submission clears it.
 */
export {
  type HalloweenEventPick,
  type StartFlow,
  clearStartFlow,
  readStartFlow,
  samePick,
  setCampaignPath,
  setHalloweenEvents,
  setInviteCode,
  setProgramId,
  startFlowStorageKey,
  subscribeStartFlow,
  toggleHalloweenEvent,
} from './start-flow';
export { useStartFlow } from './use-start-flow';
