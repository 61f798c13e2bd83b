import { join } from 'node:path';
import { build, mergeConfig, type InlineConfig } from 'vite';
import { siteConfig } from '../../vite.config.ts';

interface BundleOptions {
  root: string;
  outDir: string;
  /** The same id for both bundles of one build (vite.config.ts). */
  buildId: string;
}

const bundle = ({ root, buildId }: BundleOptions, config: InlineConfig) =>
  build(mergeConfig(siteConfig({ buildId }), { configFile: false, root, logLevel: 'warn', ...config } satisfies InlineConfig));

/** The server bundle the prerender renders pages with; returns its entry file. */
export async function buildServerBundle(options: BundleOptions): Promise<string> {
  await bundle(options, { build: { ssr: 'src/entry-server.tsx', outDir: options.outDir, emptyOutDir: true } });
  return join(options.outDir, 'entry-server.js');
}

/** The browser bundle: index.html (the prerender's template), hashed assets, Vite's manifest, the web app manifest. */
export async function buildClientBundle(options: BundleOptions): Promise<void> {
  await bundle(options, { build: { outDir: options.outDir, emptyOutDir: true } });
}
