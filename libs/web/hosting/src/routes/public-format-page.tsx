import { Link, useParams } from 'react-router';
import { type PublicEventFormat, isApiError, useGetPublicFormatQuery } from '@ember/api-client';
import {
  cancellationTerms,
  dietaryOptionLabels,
  formatCategoryLabels,
  formatDollars,
  isTimeChoice,
  refundPolicyTexts,
  timeChoiceLabel,
} from '@ember/hosting-rules';
import { Button, LoadingState, buttonClassName, usePageTitle } from '@ember/ui';
import { CopyLinkButton } from '../components/copy-link-button';
import { InterestPanel } from '../components/public/interest-panel';
import styles from '../components/public/public-format.module.css';
import { longDate } from '../model/calendar-month';
import { placeText } from '../model/format-text';

function included(details: PublicEventFormat['eventDetails']): string[] {
  return [
    details.includesFood && (details.foodDetails ? `Food: ${details.foodDetails}` : 'Food'),
    details.includesDrinks && (details.drinkDetails ? `Drinks: ${details.drinkDetails}` : 'Drinks'),
    details.includesMaterials && (details.materialsDetails ? `Materials: ${details.materialsDetails}` : 'Materials'),
  ].filter((item): item is string => Boolean(item));
}

function FormatPage({ format }: { format: PublicEventFormat }) {
  usePageTitle(format.format);
  const extras = included(format.eventDetails);
  return (
    <article className={styles.page} aria-labelledby="format-title">
      <header className={styles.hero}>
        {format.category && <p className={styles.eyebrow}>{formatCategoryLabels[format.category]}</p>}
        <h1 id="format-title" className={styles.title}>
          {format.format}
        </h1>
        {format.hostFirstName && <p className={styles.host}>Hosted by {format.hostFirstName}</p>}
        <dl className={styles.keyFacts}>
          <div>
            <dt>Price</dt>
            <dd>{formatDollars(format.pricing.ticketPrice)} per person</dd>
          </div>
          <div>
            <dt>Where</dt>
            <dd>{placeText(format.location)}</dd>
          </div>
          <div>
            <dt>Group size</dt>
            <dd>
              {format.capacity.minParticipants}-{format.capacity.maxParticipants} people
            </dd>
          </div>
        </dl>
      </header>
      <div className={styles.body}>
        <InterestPanel slug={format.slug} />
        <section className={styles.section} aria-labelledby="about-title">
          <h2 id="about-title">About</h2>
          {format.description.split(/\n{2,}/).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {format.eventDetails.description && <p>{format.eventDetails.description}</p>}
        </section>
        <section className={styles.section} aria-labelledby="dates-title">
          <h2 id="dates-title">Possible dates</h2>
          <ul className={styles.dates}>
            {format.possibleDates.map(({ date, time }) => (
              <li key={date}>
                <strong>{longDate(date)}</strong>
                <span>{isTimeChoice(time) ? timeChoiceLabel(time) : time}</span>
              </li>
            ))}
          </ul>
          <p className={styles.muted}>
            {format.timeline.interestClosesOn
              ? `Interest closes on ${longDate(format.timeline.interestClosesOn)}. `
              : ''}
            Groups form only from people who picked each other; the date is settled about 7 days before.
          </p>
        </section>
        {(extras.length > 0 || format.eventDetails.whatToBring || format.eventDetails.dietaryOptions.length > 0) && (
          <section className={styles.section} aria-labelledby="included-title">
            <h2 id="included-title">What to expect</h2>
            <ul>
              {extras.map((item) => (
                <li key={item}>{item}</li>
              ))}
              {format.eventDetails.dietaryOptions.length > 0 && (
                <li>
                  Dietary options:{' '}
                  {format.eventDetails.dietaryOptions.map((option) => dietaryOptionLabels[option]).join(', ')}
                </li>
              )}
              {format.eventDetails.whatToBring && <li>Bring: {format.eventDetails.whatToBring}</li>}
            </ul>
          </section>
        )}
        <section className={styles.section} aria-labelledby="policy-title">
          <h2 id="policy-title">Refunds and cancellation</h2>
          <p>
            {refundPolicyTexts[format.pricing.refundPolicy].description}{' '}
            {cancellationTerms[format.pricing.cancellationPolicy].description}
          </p>
        </section>
        <div className={styles.actions}>
          <CopyLinkButton address={window.location.href} label="Copy the link" variant="secondary" />
          <Link to="/create-event" className={buttonClassName({ variant: 'ghost' })}>
            Host your own format
          </Link>
        </div>
      </div>
    </article>
  );
}

/** /f/{slug}: the public, shareable page of an active format. */
export function PublicFormatPage() {
  const { slug = '' } = useParams();
  const query = useGetPublicFormatQuery({ slug });
  if (query.data) return <FormatPage format={query.data} />;
  if (query.error) {
    const missing = isApiError(query.error) && query.error.status === 404;
    return (
      <section className={styles.missing} aria-labelledby="missing-title">
        <h1 id="missing-title">{missing ? 'This format is not available' : 'We couldn’t load this format'}</h1>
        <p>{missing ? 'It may have ended, or the link is mistyped.' : 'Check your connection and try again.'}</p>
        {missing ? (
          <Link to="/" className={buttonClassName()}>
            Back to the home page
          </Link>
        ) : (
          <Button onClick={() => void query.refetch()}>Try again</Button>
        )}
      </section>
    );
  }
  return <LoadingState label="Loading the format…" />;
}
