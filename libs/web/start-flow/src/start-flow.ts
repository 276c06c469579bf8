/** One Halloween event a visitor picked on the campaign page (spec 2 §2.8). */
export interface HalloweenEventPick {
  eventName: string;
  venue: string;
  neighborhood: string;
}

export interface StartFlow {
  /** The campaign page the visitor came from, e.g. 'brains-and-barstools'. */
  campaignPath: string | null;
  /** The program to enrol in at the end of the wizard, e.g. 'prog-halloween-2025'. */
  programId: string | null;
  /** Sent as customAnswers.halloweenEvents with the enrollment. */
  halloweenEvents: HalloweenEventPick[];
  /** The invite the visitor came with; counted once when the profile is created. */
  inviteCode: string | null;
}

export const startFlowStorageKey = 'ember.startFlow';

const empty: StartFlow = { campaignPath: null, programId: null, halloweenEvents: [], inviteCode: null };

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: { raw: string | null; flow: StartFlow; unsaved?: boolean } | null = null;

function rawStored(): string | null {
  try {
    return localStorage.getItem(startFlowStorageKey);
  } catch {
    return null;
  }
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function isPick(value: unknown): value is HalloweenEventPick {
  const pick = value as HalloweenEventPick | null;
  return (
    typeof pick === 'object' &&
    pick !== null &&
    typeof pick.eventName === 'string' &&
    typeof pick.venue === 'string' &&
    typeof pick.neighborhood === 'string'
  );
}

function parse(raw: string | null): StartFlow {
  try {
    const stored = JSON.parse(raw ?? 'null') as Partial<StartFlow> | null;
    if (!stored || typeof stored !== 'object') return empty;
    return {
      campaignPath: text(stored.campaignPath),
      programId: text(stored.programId),
      halloweenEvents: Array.isArray(stored.halloweenEvents) ? stored.halloweenEvents.filter(isPick) : [],
      inviteCode: text(stored.inviteCode),
    };
  } catch {
    // Damaged or unavailable storage holds nothing.
    return empty;
  }
}

/**
 * The start flow as stored now: the same object until the stored copy changes (so a sign-out
 * that clears the browser's storage clears it here too).
 */
export function readStartFlow(): StartFlow {
  const raw = rawStored();
  if (!cached || (cached.raw !== raw && !cached.unsaved)) cached = { raw, flow: parse(raw) };
  return cached.flow;
}

function write(next: StartFlow): void {
  const raw = JSON.stringify(next);
  let unsaved = false;
  try {
    localStorage.setItem(startFlowStorageKey, raw);
  } catch {
    // Private windows may refuse storage: the flow still works for this page's lifetime.
    unsaved = true;
  }
  cached = { raw, flow: next, unsaved };
  for (const listener of listeners) listener();
}

export function setCampaignPath(campaignPath: string | null): void {
  write({ ...readStartFlow(), campaignPath: text(campaignPath) });
}

export function setProgramId(programId: string | null): void {
  write({ ...readStartFlow(), programId: text(programId) });
}

export function setInviteCode(inviteCode: string | null): void {
  write({ ...readStartFlow(), inviteCode: text(inviteCode) });
}

export function setHalloweenEvents(events: readonly HalloweenEventPick[]): void {
  write({ ...readStartFlow(), halloweenEvents: events.filter(isPick).map((event) => ({ ...event })) });
}

/** Spec 2 §2.9: a selection is identified by the event's title, venue and neighbourhood. */
export const samePick = (a: HalloweenEventPick, b: HalloweenEventPick) =>
  a.eventName === b.eventName && a.venue === b.venue && a.neighborhood === b.neighborhood;

/** Adds the event, or removes it when it was already picked; answers whether it is picked now. */
export function toggleHalloweenEvent(event: HalloweenEventPick): boolean {
  const current = readStartFlow().halloweenEvents;
  const picked = current.some((pick) => samePick(pick, event));
  setHalloweenEvents(picked ? current.filter((pick) => !samePick(pick, event)) : [...current, event]);
  return !picked;
}

/** Forgets everything: the wizard's submission is done, or the person signed out. */
export function clearStartFlow(): void {
  cached = { raw: null, flow: empty };
  try {
    localStorage.removeItem(startFlowStorageKey);
  } catch {
    // Nothing stored.
  }
  for (const listener of listeners) listener();
}

export function subscribeStartFlow(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    // Another tab changed it.
    if (event.key === startFlowStorageKey || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
