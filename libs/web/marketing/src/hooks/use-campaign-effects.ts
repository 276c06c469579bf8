import { useEffect } from 'react';
import type { Campaign } from '@ember/content';
import { setCampaignPath, setProgramId } from '@ember/start-flow';

export const utmKeys = ['utm_source', 'utm_medium', 'utm_campaign'] as const;

/**
 * What a campaign page does on load (spec 2 §2.8-2.10): it puts its campaign path and program id
 * (as the CMS gives them) into the start-flow state for the wizard, and where the campaign says so
 * (the Halloween mystery) logs the utm values it was opened with, unvalidated, to the console only.
 */
export function useCampaignEffects(campaign: Campaign | null): void {
  const slug = campaign?.slug;
  const campaignPath = campaign?.campaignPath;
  const programId = campaign?.programId;
  const logUtm = Boolean(campaign?.logUtm);
  useEffect(() => {
    if (!slug) return;
    if (campaignPath) setCampaignPath(campaignPath);
    if (programId) setProgramId(programId);
  }, [slug, campaignPath, programId]);
  useEffect(() => {
    if (!slug || !logUtm) return;
    const query = new URLSearchParams(window.location.search);
    console.log('utm', Object.fromEntries(utmKeys.map((key) => [key, query.get(key)])));
  }, [slug, logUtm]);
}
