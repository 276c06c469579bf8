import { Link } from 'react-router';
import {
  cancellationPolicies,
  cancellationTerms,
  confirmationPeriodDays,
  hostSharePercent,
  interestCollectionDays,
  maxParticipants,
  minParticipants,
  platformFeePercent,
  processingFee,
  refundPolicies,
  refundPolicyTexts,
  selectionWindowDays,
  ticketPriceDollars,
} from '@ember/hosting-rules';
import { ConsolePage, Panel } from '../components/console/console-page';
import styles from '../components/console/console.module.css';

export interface HostHelpPageProps {
  /** Where hosts write for help. */
  supportEmail: string;
}

/** /host/help: how hosting works, what it costs, the policies, and whom to write to. */
export function HostHelpPage({ supportEmail }: HostHelpPageProps) {
  return (
    <ConsolePage title="Help" lead="How hosting works, what it costs, and where to ask.">
      <Panel title="How a format runs">
        <ol className={styles.timeline}>
          <li>
            <span className={styles.timelineDot} aria-hidden="true" />
            <span>
              <strong>Interest</strong> ({interestCollectionDays.min}-{interestCollectionDays.max} days): once you
              publish, people who like your format say they are in and pick, privately, whom they would like to meet.
            </span>
          </li>
          <li>
            <span className={styles.timelineDot} aria-hidden="true" />
            <span>
              <strong>Selection</strong> ({selectionWindowDays.min}-{selectionWindowDays.max} days): the platform
              suggests groups of {minParticipants.min}-{maxParticipants.max} made only of mutual picks; with approval
              on, you approve each one.
            </span>
          </li>
          <li>
            <span className={styles.timelineDot} aria-hidden="true" />
            <span>
              <strong>Confirmation</strong> ({confirmationPeriodDays.default} days): selected participants confirm and
              pay. Then the event happens.
            </span>
          </li>
        </ol>
      </Panel>
      <Panel title="Money">
        <div className={styles.prose}>
          <p>
            Tickets cost ${ticketPriceDollars.min}-${ticketPriceDollars.max}, in steps of ${ticketPriceDollars.step}.
            You keep {hostSharePercent} % of every ticket and the platform {platformFeePercent} %; payment processing
            costs about {processingFee.percent} % plus {processingFee.fixedCents} cents a ticket.
          </p>
          <p>People pay only once their group is confirmed. Amounts are shown in US dollars.</p>
        </div>
      </Panel>
      <Panel title="Policies you can choose">
        <div className={styles.prose}>
          <ul>
            {refundPolicies.map((policy) => (
              <li key={policy}>
                <strong>{refundPolicyTexts[policy].label}</strong>: {refundPolicyTexts[policy].description}
              </li>
            ))}
            {cancellationPolicies.map((policy) => (
              <li key={policy}>
                <strong>{cancellationTerms[policy].label} cancellation</strong>: {cancellationTerms[policy].description}
              </li>
            ))}
          </ul>
        </div>
      </Panel>
      <Panel title="Still stuck?">
        <div className={styles.prose}>
          <p>
            Write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a>; a person answers, usually within a day.
          </p>
          <p>
            Ready for your next idea? <Link to="/create-event">Create a new format</Link>.
          </p>
        </div>
      </Panel>
    </ConsolePage>
  );
}
