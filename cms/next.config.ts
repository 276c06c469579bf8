import { withPayload } from '@payloadcms/next/withPayload';
import type { NextConfig } from 'next';
import { fileURLToPath } from 'node:url';

// Served under /cms so it can sit behind the web's origin; CMS_BASE_PATH='' serves it at the root.
const basePath = process.env.CMS_BASE_PATH ?? '/cms';

const nextConfig: NextConfig = {
  basePath: basePath || undefined,
  // next is hoisted to the monorepo root.
  turbopack: { root: fileURLToPath(new URL('..', import.meta.url)) },
  outputFileTracingRoot: fileURLToPath(new URL('..', import.meta.url)),
  images: { unoptimized: true },
  // Workspace libraries published as TypeScript source (the theme catalogue).
  transpilePackages: ['@ember/themes'],
  poweredByHeader: false,
};

export default withPayload(nextConfig, { devBundleServerPackages: false });
