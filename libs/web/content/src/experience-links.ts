/** Link to an experience: public, or the pilot members' route (login required). */
export function experienceLink(experienceId: string | null | undefined, options: { member?: boolean } = {}): string {
  if (!experienceId) throw new Error('Experience ID is required to generate a link.');
  const id = encodeURIComponent(experienceId);
  return options.member ? `/emberite/experience/${id}` : `/experience/${id}`;
}

export interface ExperienceImagePaths {
  main: string;
  midTop: string;
  midBottom: string;
  last: string;
  hostAvatar: string;
}

/** The default image paths of an experience, under /images/{id}/, used when the CMS has no uploads. */
export function experienceImages(experienceId: string, extension = 'jpg'): ExperienceImagePaths {
  const base = `/images/${encodeURIComponent(experienceId)}`;
  return {
    main: `${base}/main.${extension}`,
    midTop: `${base}/mid-top.${extension}`,
    midBottom: `${base}/mid-bottom.${extension}`,
    last: `${base}/last.${extension}`,
    hostAvatar: `${base}/host-avatar.${extension}`,
  };
}

/** A category's address: its name in lower case, words joined by hyphens ('Food & Drink' → 'food-drink'). */
export function categoryId(category: string): string {
  return category
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The page listing a category's experiences. */
export function categoryLink(category: string): string {
  return `/category/${categoryId(category)}`;
}
