// Every image and video slot of the seeded content, and the file that fills it. The images live in
// cms/src/seed/media/ and are uploaded to the media collection by the seed; the videos are served
// by the web app from apps/web/public/media/. `npm run seed-media:make` draws them all again.
// No imports: the generator in tools/seed-media reads this file as it is.

export interface SeedImage {
  /** The file in cms/src/seed/media/. */
  file: string;
  alt: string;
}

export interface ExperienceMedia {
  /** What the pictures show, in the colours of the experience's category. */
  motif: 'water' | 'mountains' | 'target' | 'table' | 'dance' | 'talk' | 'laptops' | 'acro';
  category: string;
  image: SeedImage;
  detail: SeedImage;
  hostAvatar: SeedImage;
  /** The host's short clip, a path the web app serves. */
  hostVideo: string;
}

const experience = (
  id: string,
  category: string,
  motif: ExperienceMedia['motif'],
  scene: string,
  host: string,
): ExperienceMedia => ({
  motif,
  category,
  image: { file: `experience-${id}.webp`, alt: scene },
  detail: { file: `experience-${id}-detail.webp`, alt: `${scene}, up close` },
  hostAvatar: { file: `host-${id}.webp`, alt: `${host}, the host` },
  hostVideo: `/media/hosts/${id}.mp4`,
});

/** By experienceId: every experience the seed creates has its pictures, its host's face and clip. */
export const experienceMedia: Record<string, ExperienceMedia> = {
  'paddleboard-workshop': experience(
    'paddleboard-workshop',
    'Outdoors',
    'water',
    'Three paddleboarders on a calm lake',
    'Kara',
  ),
  'axe-throwing': experience(
    'axe-throwing',
    'Games',
    'target',
    'A target on a wooden wall and a small crowd cheering',
    'Dylan',
  ),
  'mediterranean-cooking-class': experience(
    'mediterranean-cooking-class',
    'Food',
    'table',
    'Five people at a long table of steaming dishes',
    'Sami',
  ),
  'latin-dance': experience('latin-dance', 'Dance', 'dance', 'A group dancing on a lit-up floor', 'Valeria'),
  'remote-work-surf-talk': experience(
    'remote-work-surf-talk',
    'Talks',
    'talk',
    'A speaker beside a screen, the audience listening',
    'Noel',
  ),
  'website-building-workshop': experience(
    'website-building-workshop',
    'Workshops',
    'laptops',
    'Four people building websites on laptops',
    'Ari',
  ),
  'meal-kit-cooking-contest': experience(
    'meal-kit-cooking-contest',
    'Food',
    'table',
    'Teams cooking side by side at one table',
    'Jun',
  ),
  'partner-acrobatics': experience(
    'partner-acrobatics',
    'Movement',
    'acro',
    'One partner balancing another overhead on a mat',
    'Tess',
  ),
  'hike-with-water-dip': experience(
    'hike-with-water-dip',
    'Outdoors',
    'mountains',
    'Hikers under snowy peaks by a lake',
    'Maddie',
  ),
  'shuffle-dance': experience('shuffle-dance', 'Dance', 'dance', 'A crew shuffling under a disco ball', 'Kai'),
};

/** By testimonial name: an illustrated portrait each. */
export const testimonialPhotos: Record<string, SeedImage> = Object.fromEntries(
  ['Priya', 'Marcus', 'Elena', 'Dev', 'Sam', 'Hannah'].map((name) => [
    name,
    { file: `testimonial-${name.toLowerCase()}.webp`, alt: `Illustrated portrait of ${name}` },
  ]),
);

/** By press article title. */
export const pressImages: Record<string, SeedImage> = {
  'A small-town pilot wants singles to meet in groups, not on apps': {
    file: 'press-revelstoke-review.webp',
    alt: 'A newspaper front page with a mountain town and a group of friends',
  },
};

/** Root landing v1's hero background. */
export const heroV1Image: SeedImage = {
  file: 'hero-v1.webp',
  alt: 'Friends around a long table under string lights at night',
};

/** Videos the seeded pages play, besides the hosts' clips: path → what it shows. */
export const pageVideos: Record<string, string> = {
  '/media/landing-loop.mp4': 'the root landing v2 hero loop',
  '/media/brains-and-barstools-past-event.mp4': 'a few seconds of the previous talk night',
};

/** Every image file the seed uploads. */
export function allSeedImages(): SeedImage[] {
  return [
    heroV1Image,
    ...Object.values(testimonialPhotos),
    ...Object.values(pressImages),
    ...Object.values(experienceMedia).flatMap((media) => [media.image, media.detail, media.hostAvatar]),
  ];
}
