import type { ProposedGroup } from '@ember/api-client';

/** How the host's answer to a proposed group reads. */
export const approvalTexts: Record<ProposedGroup['approval'], string> = {
  pending: 'Waiting for your approval',
  approved: 'Approved',
  'auto-approved': 'Approved at the deadline',
  'not-needed': 'Invited',
  released: 'Released back to the pool',
};

/** 'Friday, December 19, 7:00 PM' in the viewer's zone. */
export function meetingText(iso: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}
