import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { Experience, SiteSetting } from '@ember/content';
import { ComparisonTableBlock } from '../../blocks/comparison-table-block';
import { HeroBlock } from '../../blocks/hero-block';
import { HowItWorksBlock } from '../../blocks/how-it-works-block';
import { BlockHeading, BlockSection } from '../../components/block-section';
import { hoursText, money } from '../../components/format';
import { mediaAlt, mediaUrl } from '../../components/media';
import { PageSkeleton } from '../../components/page-skeleton';
import { PageMissing, PageUnavailable } from '../../components/page-states';
import { useContent } from '../../hooks/use-content';
import { usePageMeta } from '../../hooks/use-page-meta';
import { Button } from '@ember/ui';
import styles from './experience-landing-route.module.css';

/** Spec 3 §4: the landing's Join navigates after 500 ms. */
export const joinDelayMs = 500;

export function joinPath(experienceId: string): string {
  return `/emberite/experiences/${encodeURIComponent(experienceId)}/join`;
}

function JoinButton({ experienceId, label }: { experienceId: string; label: string }) {
  const navigate = useNavigate();
  const [joining, setJoining] = useState(false);
  const timer = useRef(0);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return (
    <Button
      size="large"
      loading={joining}
      onClick={() => {
        setJoining(true);
        timer.current = window.setTimeout(() => navigate(joinPath(experienceId)), joinDelayMs);
      }}
    >
      {label}
    </Button>
  );
}

function Landing({ experience, settings }: { experience: Experience; settings: SiteSetting | null }) {
  const { landing, host } = experience;
  usePageMeta(landing?.heroTitle ?? experience.title, landing?.heroDescription ?? experience.subtitle);
  const image = mediaUrl(experience.image, 'card');
  const avatar = mediaUrl(host.avatar, 'thumbnail');
  const page = settings?.experienceLanding;
  const description = landing?.description?.length ? landing.description : [{ text: experience.whatToExpect }];
  const cta = landing?.cta;
  const facts: [string, string][] = [
    ['Price', `${money(experience.price, experience.currency)} per person`],
    ['Duration', hoursText(experience.duration.hours, experience.duration.minutes)],
    ['Language', experience.language],
    ['Group', `${experience.participants.min}-${experience.participants.max} people`],
  ];

  return (
    <>
      <HeroBlock
        blockId="experience-hero"
        headingLevel={1}
        surface="dark"
        block={{
          blockType: 'hero',
          eyebrow: `${experience.category} · ${experience.area}`,
          heading: landing?.heroTitle || experience.title,
          subheading: landing?.heroDescription || experience.subtitle,
          background: landing?.heroBackground ? 'image' : 'theme',
          image: landing?.heroBackground ?? null,
          primaryCta: { label: cta?.buttonText || 'Join', href: '#join' },
        }}
      />

      <BlockSection surface="plain" labelledBy="experience-details">
        <div className={styles.details}>
          <div className={styles.copy}>
            <BlockHeading level={2} id="experience-details" intro={experience.subtitle}>
              The experience
            </BlockHeading>
            {description.map((paragraph) => (
              <p key={paragraph.text}>{paragraph.text}</p>
            ))}
            <dl className={styles.facts}>
              {facts.map(([term, value]) => (
                <div key={term}>
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <p className={styles.location}>
              <strong>{experience.location.name}</strong> · {experience.location.address}{' '}
              {experience.location.mapLink && (
                <a href={experience.location.mapLink} target="_blank" rel="noopener noreferrer">
                  map<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              )}
            </p>
          </div>
          {image && <img className={styles.image} src={image} alt={mediaAlt(experience.image)} loading="lazy" />}
        </div>
      </BlockSection>

      <BlockSection surface="tinted" labelledBy="experience-host-heading">
        <div className={styles.host}>
          {avatar ? (
            <img className={styles.avatar} src={avatar} alt="" loading="lazy" />
          ) : (
            <span className={styles.avatar} aria-hidden="true">
              {host.name.slice(0, 1)}
            </span>
          )}
          <div className={styles.hostText}>
            <BlockHeading level={2} id="experience-host-heading" eyebrow="your host">
              {host.name}
            </BlockHeading>
            {host.title && <p className={styles.hostTitle}>{host.title}</p>}
            {host.bio && <p>{host.bio}</p>}
          </div>
        </div>
      </BlockSection>

      {page?.comparison && page.comparison.length > 0 && (
        <ComparisonTableBlock
          blockId="experience-comparison"
          headingLevel={2}
          surface="plain"
          block={{
            blockType: 'comparisonTable',
            heading: page.comparisonHeading || 'Not just another event',
            alternativeLabel: 'a generic event',
            ourLabel: experience.title,
            rows: page.comparison.map((row) => ({ topic: row.topic, alternative: row.genericEvent, ours: row.ours })),
          }}
        />
      )}

      {page?.steps && page.steps.length > 0 && (
        <HowItWorksBlock
          blockId="experience-steps"
          headingLevel={2}
          surface="tinted"
          block={{
            blockType: 'howItWorks',
            anchor: 'how-it-works',
            heading: page.stepsHeading || 'How it works',
            presentation: 'list',
            steps: page.steps,
          }}
        />
      )}

      <BlockSection surface="plain" anchor="join" labelledBy="experience-join">
        <div className={styles.join}>
          <BlockHeading level={2} id="experience-join" intro={cta?.details} align="center">
            {cta?.heading || 'Want in?'}
          </BlockHeading>
          <JoinButton experienceId={experience.experienceId} label={cta?.buttonText || 'Join'} />
        </div>
      </BlockSection>
    </>
  );
}

/**
 * An experience's landing page (spec 3 §2.5) at `/yvr/{experienceId}`: hero, details, host, a
 * comparison with generic events and how it works in five steps, then Join, which goes to
 * /emberite/experiences/{id}/join. An unknown id shows the shuffle dance (the CMS's fallback).
 */
export function ExperienceLandingRoute() {
  const { experienceId } = useParams();
  const state = useContent(`experience-landing:${experienceId ?? ''}`, async (client) => {
    const [experience, settings] = await Promise.all([
      client.experienceOrFallback(experienceId),
      client.siteSettings().catch(() => null),
    ]);
    return experience ? { experience, settings } : null;
  });
  switch (state.status) {
    case 'loading':
      return <PageSkeleton />;
    case 'unavailable':
      return <PageUnavailable retry={state.retry} />;
    case 'missing':
      return <PageMissing what="experience" />;
    case 'ready':
      return <Landing experience={state.data.experience} settings={state.data.settings} />;
  }
}
