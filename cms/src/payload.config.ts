import { postgresAdapter } from '@payloadcms/db-postgres';
import { lexicalEditor } from '@payloadcms/richtext-lexical';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildConfig } from 'payload';
import sharp from 'sharp';

import { Brands } from './collections/brands';
import { Campaigns } from './collections/campaigns';
import { ChatTopics } from './collections/chat-topics';
import { GuidedChats } from './collections/guided-chats';
import { ExperienceTypes } from './collections/experience-types';
import { Experiences } from './collections/experiences';
import { Faqs } from './collections/faqs';
import { Media } from './collections/media';
import { Pages } from './collections/pages';
import { PressArticles } from './collections/press-articles';
import { Programs } from './collections/programs';
import { StoryCardSets } from './collections/story-card-sets';
import { Testimonials } from './collections/testimonials';
import { Themes } from './collections/themes';
import { Users } from './collections/users';
import { healthEndpoint } from './endpoints/health';
import { readCmsEnv } from './env';
import { PrivacyPolicy, TermsOfUse } from './globals/legal';
import { SeedState } from './globals/seed-state';
import { SiteSettings } from './globals/site-settings';
import { ThemePicker } from './globals/theme-picker';

const env = readCmsEnv();
const dirname = path.dirname(fileURLToPath(import.meta.url));
const here = (relative: string) => path.resolve(dirname, relative);

export default buildConfig({
  admin: {
    user: Users.slug,
    importMap: { baseDir: here('.') },
    meta: { titleSuffix: ' · Ember CMS' },
  },
  collections: [
    Pages,
    Campaigns,
    Faqs,
    Testimonials,
    ChatTopics,
    GuidedChats,
    StoryCardSets,
    PressArticles,
    Programs,
    Experiences,
    ExperienceTypes,
    Brands,
    Themes,
    Media,
    Users,
  ],
  globals: [SiteSettings, ThemePicker, PrivacyPolicy, TermsOfUse, SeedState],
  endpoints: [healthEndpoint],
  editor: lexicalEditor(),
  secret: env.secret,
  cors: env.corsOrigins,
  graphQL: { disable: true },
  telemetry: false,
  typescript: { outputFile: here('./payload-types.ts'), declare: false },
  db: postgresAdapter({
    pool: { connectionString: env.databaseUrl, max: 10 },
    push: false,
    migrationDir: here('./migrations'),
  }),
  sharp,
});
