/** How the console names each audited action. */
export const auditActionLabels: Record<string, string> = {
  'role.granted': 'granted a role',
  'role.revoked': 'revoked a role',
  'member.suspended': 'suspended',
  'member.restored': 'unsuspended',
  'report.dismissed': 'dismissed a report',
  'report.warned': 'warned',
  'report.media-removed': 'removed media',
  'report.suspended': 'suspended on a report',
  'content.approved': 'approved media',
  'content.removed': 'removed media',
  'format.unpublished': 'unpublished a format',
  'round.created': 'planned a round',
  'round.rescheduled': 'moved a round’s deadlines',
};

const when = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short' });

export function auditTime(at: string): string {
  return when.format(new Date(at));
}
