import { useGetRoundReportQuery } from '@ember/api-client';
import { Alert, LoadingState } from '@ember/ui';
import styles from './admin.module.css';

/** A round's report in numbers only: who could be grouped, who was, and how the review went. */
export function RoundReportFigures({ roundId }: { roundId: string }) {
  const report = useGetRoundReportQuery({ roundId });
  if (report.isLoading) return <LoadingState label="Loading the report…" />;
  if (report.isError || !report.data) return <Alert>We couldn’t load the report. Please try again.</Alert>;
  const { formation, review } = report.data;
  const figures: [string, string | number][] = [
    ...(formation
      ? ([
          ['candidates', formation.candidates],
          ['with a mutual pick', formation.eligible],
          ['placed', formation.placed],
          ['groups', formation.groups],
          ['mutual edges per placed member', formation.mutualEdgesPerPlaced.toFixed(2)],
          ['gap to the bound (placed)', `${(formation.gap.placed * 100).toFixed(1)} %`],
          ['rule violations', formation.violations],
          ['engine time', `${formation.runTimeMs} ms`],
        ] as [string, string | number][])
      : []),
    ['not answered yet', review.invited],
    ['joined', review.joined],
    ['declined', review.declined],
    ['did not answer in time', review.expired],
    ['groups in review', review.reviewingGroups],
    ['groups confirmed', review.confirmedGroups],
    ['groups released', review.releasedGroups],
  ];
  return (
    <div>
      {!formation && <p className={styles.muted}>No groups formed yet.</p>}
      <dl className={styles.figures}>
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
