/** Whose activity a counter row holds: a signed-in member (user id) or an anonymous visitor (cookie id). */
export type ActivitySubject = { kind: 'member'; id: string } | { kind: 'visitor'; id: string };

export const subjectKinds = ['member', 'visitor'] as const;
