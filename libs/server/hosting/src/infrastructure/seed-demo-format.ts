import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '@ember/kernel';
import { addDays, calendarDateIn, cityBySlug, earliestEventDate } from '@ember/hosting-rules';
import { FormatLifecycleEvents } from '../application/format-lifecycle-events.js';
import { EventFormat } from '../domain/event-format.entity.js';
import { FormatActivity, activityMessages } from '../domain/format-activity.entity.js';
import { SqlEventFormatRepository } from './sql-event-format.repository.js';
import { SqlFormatActivityRepository } from './sql-format-activity.repository.js';
import { SqlLifecycleRecords } from './sql-lifecycle-records.js';

export interface DemoFormatSeed {
  host: { id: string; email: string; firstName: string };
  /** Members with a profile others can see, interested in the order given. */
  interested: readonly { id: string; firstName: string }[];
}

const day = 24 * 3600 * 1000;
/** The format went live this long ago, so its interest period is under way and has days left. */
const publishedDaysAgo = 3;
const interestDays = 7;

/**
 * One active format for a newcomer to look at after `npm start`: published three days ago by the
 * demo host, with its members' interest spread over those days, dates counted from today. Once per
 * host: a host who already has a format is left alone.
 */
export async function seedDemoFormat(em: EntityManager, clock: Clock, seed: DemoFormatSeed): Promise<boolean> {
  const formats = new SqlEventFormatRepository(em);
  if ((await formats.listByOwner(seed.host.id, ['draft', 'active', 'completed', 'archived'])).length > 0) return false;
  const now = clock.now();
  const publishedAt = new Date(now.getTime() - publishedDaysAgo * day);
  const earliest = earliestEventDate(calendarDateIn(publishedAt, cityBySlug('toronto')?.timeZone), interestDays, 2);
  const format = EventFormat.draft(
    seed.host.id,
    seed.host.email,
    {
      format: 'Dumplings from scratch',
      description:
        'We fold dumplings together, steam them and eat them around one long table. No cooking skills needed: you leave knowing three folds and five new people.',
      category: 'skill-building',
      timeline: { interestCollection: interestDays, selectionWindow: 2, confirmationPeriod: 3 },
      possibleDates: [
        { date: addDays(earliest, 1), time: '18:00-21:00' },
        { date: addDays(earliest, 8), time: '18:00-21:00' },
      ],
      groupRules: { maxGroups: 2, multipleGroups: true, hostApproval: true, balancePreference: 'gender' },
      capacity: { minParticipants: 4, maxParticipants: 8, optimalParticipants: 6 },
      pricing: { ticketPrice: 3500 },
      hostInfo: { firstName: seed.host.firstName },
      location: { city: 'toronto', neighborhood: 'kensington-market', venueDetails: 'Studio 4, 22 Baldwin Street' },
      eventDetails: { includesFood: true, foodDetails: 'Everything we fold, and tea', whatToBring: 'An apron' },
    },
    publishedAt,
  );
  format.publish(publishedAt);
  await formats.save(format);
  const activities = new SqlFormatActivityRepository(em);
  await activities.record(
    FormatActivity.record(
      format.id,
      format.title,
      'new_format',
      activityMessages.newFormat(format.title),
      publishedAt,
      `new_format:${format.id}`,
    ),
  );
  const events = new FormatLifecycleEvents(formats, new SqlLifecycleRecords(em), activities, clock);
  const spread = (publishedDaysAgo * day) / Math.max(seed.interested.length, 1);
  for (const [index, member] of seed.interested.entries())
    await events.interestRegistered({
      formatId: format.id,
      memberId: member.id,
      displayName: member.firstName,
      at: new Date(publishedAt.getTime() + (index + 0.5) * spread),
    });
  return true;
}
