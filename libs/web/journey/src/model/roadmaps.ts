import { sameLocation } from '@ember/member-rules';

export interface RoadmapStep {
  /** A step without an id is not ready: it says 'Coming soon'. */
  id: string | null;
  title: string;
  /** What the step page says, paragraph by paragraph. */
  body: string[];
  action?: { label: string; to: string };
}

export type RoadmapIcon = 'compass' | 'sparkles' | 'letter' | 'wave';

export interface Roadmap {
  id: string;
  title: string;
  /** The picture beside the title. */
  icon: RoadmapIcon;
  tasks: RoadmapStep[];
}

/** The step whose completion, with fewer than two videos, brings the video reminder (spec 3 §4). */
export const craftProfileStepId = 'craft-profile';

export const roadmaps: readonly Roadmap[] = [
  {
    id: 'getting-started',
    title: 'get set up',
    icon: 'compass',
    tasks: [
      {
        id: craftProfileStepId,
        title: 'craft your profile',
        body: [
          'Your profile is how people decide to meet you: a clear photo, your first name and a few interests.',
          'Check that your photo shows your face, and that your neighbourhoods and weekend times are right.',
        ],
        action: { label: 'open my profile', to: '/me' },
      },
      {
        id: 'record-videos',
        title: 'record your two intro videos',
        body: [
          'Two 15-second videos, one fun and one useful, let people see the real you. They also make you discoverable.',
          'Only people who also upload a video can see yours, and every submission is reviewed.',
        ],
        action: { label: 'go to videos', to: '/emberite/settings/videos' },
      },
      {
        id: 'vibe-check',
        title: 'take the vibe check',
        body: ['A few private questions about who you would like to meet and how. Your answers are never shared.'],
        action: { label: 'take the vibe check', to: '/vibe-check' },
      },
      {
        id: 'interests',
        title: 'finish your interests',
        body: [
          'For each interest, say what you are looking for and what you can bring. Incomplete interests stay hidden from others.',
        ],
        action: { label: 'open my interests', to: '/interests' },
      },
      {
        id: 'bucket-list',
        title: 'write your bucket list',
        body: ['A few things you want to do. They give people an easy way to start a conversation.'],
        action: { label: 'edit my bucket list', to: '/emberite/settings/bucketlist' },
      },
    ],
  },
  {
    id: 'how-it-works',
    title: 'how groups form',
    icon: 'sparkles',
    tasks: [
      {
        id: 'picking',
        title: 'pick who you would like to meet',
        body: [
          'When profiles open, you privately pick the people you would like to meet. Nobody ever learns who picked whom, not even after a group forms.',
        ],
      },
      {
        id: 'groups',
        title: 'groups form from mutual picks',
        body: [
          'Within 24 to 48 hours we form small groups where people picked each other. If nobody picks you this round, we tell you no group formed and you try again next round.',
        ],
      },
      {
        id: 'review',
        title: 'review and join',
        body: ['You see your group before you commit, and have 24 hours to join. You pay only when you join.'],
      },
      { id: null, title: 'your first meetup', body: [] },
    ],
  },
  {
    id: 'bring-friends',
    title: 'bring a friend',
    icon: 'letter',
    tasks: [
      {
        id: 'invite',
        title: 'create an invite',
        body: ['An invite code lets a friend join. Each works for a few people and expires after a while.'],
        action: { label: 'my invites', to: '/emberite/settings/invites' },
      },
      { id: null, title: 'plan a group with friends', body: [] },
    ],
  },
];

/** Spec 3 §4: a bonus roadmap only for members in Metro Vancouver, BC. */
export const metroVancouverRoadmap: Roadmap = {
  id: 'metro-vancouver',
  title: 'Metro Vancouver extras',
  icon: 'wave',
  tasks: [
    {
      id: 'night-out',
      title: 'see the night-out experiences',
      body: ['Small groups go out together in Vancouver: pick the nights that suit you.'],
      action: { label: 'night out', to: '/yvr' },
    },
    {
      id: 'poetry-night',
      title: 'poetry night in Revelstoke',
      body: ['A poetry night for 8-12 people, a few hours up the road.'],
      action: { label: 'poetry night', to: '/poetry' },
    },
  ],
};

export function isMetroVancouver(location: string | null | undefined): boolean {
  if (!location) return false;
  return /metro vancouver/i.test(location) || sameLocation(location, 'CA:BC:Vancouver');
}

/** The roadmaps a member sees: the bonus one for Metro Vancouver. */
export function roadmapsFor(location: string | null | undefined): Roadmap[] {
  return isMetroVancouver(location) ? [...roadmaps, metroVancouverRoadmap] : [...roadmaps];
}

export type Completed = Readonly<Record<string, readonly string[]>>;

export function isDone(completed: Completed, roadmapId: string, stepId: string | null): boolean {
  return stepId !== null && (completed[roadmapId] ?? []).includes(stepId);
}

/** Spec 3 §4: the share of steps done, rounded down. */
export function progressPercent(roadmap: Roadmap, completed: Completed): number {
  const steps = roadmap.tasks.filter((task) => task.id !== null);
  if (steps.length === 0) return 0;
  const done = steps.filter((task) => isDone(completed, roadmap.id, task.id)).length;
  return Math.floor((done / steps.length) * 100);
}

/** Spec 3 §2.7: the first step not done is active; later ones are dimmed. */
export function activeStepIndex(roadmap: Roadmap, completed: Completed): number {
  return roadmap.tasks.findIndex((task) => task.id !== null && !isDone(completed, roadmap.id, task.id));
}

/** Marking a step adds it to its roadmap's list (spec 3 §4); the whole map is saved. */
export function withStepDone(completed: Completed, roadmapId: string, stepId: string): Record<string, string[]> {
  const current = completed[roadmapId] ?? [];
  return {
    ...Object.fromEntries(Object.entries(completed).map(([id, steps]) => [id, [...steps]])),
    [roadmapId]: current.includes(stepId) ? [...current] : [...current, stepId],
  };
}

export function findStep(roadmapId: string, stepId: string, location?: string | null) {
  const roadmap = roadmapsFor(location).find((candidate) => candidate.id === roadmapId);
  const step = roadmap?.tasks.find((task) => task.id === stepId);
  return roadmap && step ? { roadmap, step } : null;
}

/** Spec 3 §4: the video reminder once the profile step is done with fewer than two videos. */
export function needsVideoReminder(completed: Completed, videoCount: number): boolean {
  return isDone(completed, 'getting-started', craftProfileStepId) && videoCount < 2;
}

/** Every step with an id done, and two videos: nothing left to do until a group forms. */
export function isAllSet(list: readonly Roadmap[], completed: Completed, videoCount: number): boolean {
  return videoCount >= 2 && list.every((roadmap) => progressPercent(roadmap, completed) === 100);
}
