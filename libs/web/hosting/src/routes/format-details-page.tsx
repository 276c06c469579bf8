import { Link, useParams } from 'react-router';
import { type EventFormatDetails, isApiError, useGetFormatQuery } from '@ember/api-client';
import {
  type FormatDraftInput,
  balancePreferenceTexts,
  calendarDateIn,
  cancellationTerms,
  cityBySlug,
  formatDollars,
  refundPolicyTexts,
  timeChoiceLabel,
  validateFormat,
} from '@ember/hosting-rules';
import { LoadingState } from '@ember/ui';
import { ConsolePage, EmptyState, Panel } from '../components/console/console-page';
import styles from '../components/console/console.module.css';
import { FormatActions } from '../components/console/format-actions';
import { GroupProgress } from '../components/console/group-progress';
import { LoadFailed } from '../components/console/load-failed';
import { ProposedGroups } from '../components/console/proposed-groups';
import { ShareLink } from '../components/console/share-link';
import { StatusBadge } from '../components/console/status-badge';
import { longDate, shortDate } from '../model/calendar-month';
import { draftOfFormat } from '../model/draft-request';
import { formatTitle, groupsText, placeText } from '../model/format-text';

/** Spec 3 §8's text for a format that is not there (or not the host's). */
export const formatNotFoundText = 'Format not found';

/** What still keeps a draft from going live, by the shared publishing rules, today in its city. */
function publishProblems(format: EventFormatDetails) {
  const zone = cityBySlug(format.location.city)?.timeZone ?? 'America/Toronto';
  return validateFormat(draftOfFormat(format as unknown as FormatDraftInput), {
    mode: 'publish',
    today: calendarDateIn(new Date(), zone),
  });
}

function Facts({ format }: { format: EventFormatDetails }) {
  const { counts } = format;
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Next date</dt>
        <dd>{format.nextDate ? longDate(format.nextDate) : 'No date yet'}</dd>
      </div>
      <div>
        <dt>Interested</dt>
        <dd>{counts.interested}</dd>
      </div>
      <div>
        <dt>Confirmed</dt>
        <dd>{counts.confirmed}</dd>
      </div>
      <div>
        <dt>Groups formed</dt>
        <dd>{counts.groupsFormed}</dd>
      </div>
      <div>
        <dt>Revenue</dt>
        <dd>{formatDollars(counts.revenue)}</dd>
      </div>
      <div>
        <dt>Attendance</dt>
        <dd>{counts.attendanceRate === null ? 'Not yet' : `${counts.attendanceRate} %`}</dd>
      </div>
    </dl>
  );
}

function Timeline({ format }: { format: EventFormatDetails }) {
  const { timeline } = format;
  return (
    <ol className={styles.timeline}>
      <li>
        <span className={styles.timelineDot} aria-hidden="true" />
        <span>
          <strong>Interest collection</strong>: {timeline.interestCollection} days
          {timeline.interestClosesOn
            ? `, closing ${longDate(timeline.interestClosesOn)}`
            : ', from the day it is published'}
        </span>
      </li>
      <li>
        <span className={styles.timelineDot} aria-hidden="true" />
        <span>
          <strong>Selection window</strong>: {timeline.selectionWindow} day{timeline.selectionWindow === 1 ? '' : 's'}{' '}
          to form and approve groups
        </span>
      </li>
      <li>
        <span className={styles.timelineDot} aria-hidden="true" />
        <span>
          <strong>Confirmation period</strong>: {timeline.confirmationPeriod} days to confirm and pay
        </span>
      </li>
      <li>
        <span className={styles.timelineDot} aria-hidden="true" />
        <span>
          <strong>Event dates</strong>:{' '}
          {format.possibleDates.length === 0
            ? 'none chosen yet'
            : format.possibleDates.map(({ date, time }) => `${shortDate(date)}, ${timeChoiceLabel(time)}`).join(' · ')}
        </span>
      </li>
    </ol>
  );
}

function Settings({ format }: { format: EventFormatDetails }) {
  const { capacity, groupRules, pricing, location } = format;
  const rows: [string, string][] = [
    ['Groups', groupsText(groupRules.maxGroups)],
    [
      'Group size',
      `${capacity.minParticipants}-${capacity.maxParticipants} people (ideally ${capacity.optimalParticipants})`,
    ],
    ['Balance', balancePreferenceTexts[groupRules.balancePreference].label],
    ['Host approval', groupRules.hostApproval ? 'You approve each group' : 'Groups are invited as they form'],
    ['Price', `${formatDollars(pricing.ticketPrice)} per person (you keep ${formatDollars(pricing.hostEarnings)})`],
    ['Refund policy', refundPolicyTexts[pricing.refundPolicy].label],
    ['Cancellation', cancellationTerms[pricing.cancellationPolicy].description],
    ['Place', placeText(location)],
    ['Venue', location.venueDetails || 'Not given'],
  ];
  return (
    <dl className={styles.facts}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /host/format/{id}/details (spec 3 §2.11, §4): a format's numbers, its participants, timeline and
 * settings, the group-formation progress of an active format, what it still needs to go live,
 * and what can be done with it. "Format not found" for an id that is not the host's.
 */
export function FormatDetailsPage() {
  const { id = '' } = useParams();
  const query = useGetFormatQuery({ id });
  if (query.error) {
    if (isApiError(query.error) && query.error.status === 404)
      return (
        <ConsolePage title={formatNotFoundText} lead="It may have been deleted, or it belongs to another account.">
          <p>
            <Link to="/host/formats">See your formats</Link>
          </p>
        </ConsolePage>
      );
    return <LoadFailed what="this format" retry={() => void query.refetch()} />;
  }
  const format = query.data;
  if (!format) return <LoadingState label="Loading the format…" />;

  const problems = format.status === 'draft' ? publishProblems(format) : [];
  return (
    <ConsolePage
      title={formatTitle(format.format)}
      lead={<StatusBadge status={format.status} />}
      actions={<FormatActions format={format} canPublish={problems.length === 0} />}
    >
      {problems.length > 0 && (
        <Panel title="Before you can publish">
          <ul className={styles.checklist}>
            {problems.map((problem) => (
              <li key={`${problem.field}:${problem.message}`}>{problem.message}</li>
            ))}
          </ul>
        </Panel>
      )}
      {format.status === 'active' && format.slug && <ShareLink slug={format.slug} />}
      {format.status === 'active' && format.groupRules.maxGroups > 0 && (
        <GroupProgress groupsFormed={format.counts.groupsFormed} maxGroups={format.groupRules.maxGroups} />
      )}
      <Facts format={format} />
      {/* Groups exist only once the selection formed some: before that there is nothing to ask for. */}
      {format.status !== 'draft' && format.counts.groupsFormed > 0 && <ProposedGroups formatId={format.id} />}
      <div className={styles.columns}>
        <Panel title="Participants">
          {format.participants.length === 0 ? (
            <EmptyState title="No participants yet">
              <p>
                {format.status === 'active'
                  ? 'People who say they are interested show up here.'
                  : 'Once the format is published, people who are interested show up here.'}
              </p>
            </EmptyState>
          ) : (
            <ul className={styles.people}>
              {format.participants.map((participant) => (
                <li key={participant.id}>
                  <span>{participant.name ?? 'A member'}</span>
                  <span className={styles.activityMeta}>
                    since {shortDate(participant.joinedDate.slice(0, 10))} · {participant.status}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel title="Timeline">
          <Timeline format={format} />
        </Panel>
      </div>
      <Panel title="Settings">
        <Settings format={format} />
      </Panel>
    </ConsolePage>
  );
}
