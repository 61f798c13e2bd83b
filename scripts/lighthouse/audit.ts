/**
 * lighthouserc.json as the Lighthouse scripts read it, and one Lighthouse run against a Chromium
 * they launched (run.ts, compare-builds.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { root } from '../lib/built-site.ts';
import type { checkBudgets } from './summary.ts';

export interface LighthouseRc {
  ci: {
    collect: { numberOfRuns: number; url: string[]; chromePath: string; settings: Flags & { chromeFlags: string } };
    assert: { assertMatrix: Array<{ assertions: Parameters<typeof checkBudgets>[2] }> };
  };
  bareReference: { pages: string[]; maxLcpRatio: number };
  repeatVisit: { maxPrecachedLcpMs: number };
}

export const readLighthouseRc = (): LighthouseRc => JSON.parse(readFileSync(join(root, 'lighthouserc.json'), 'utf8')) as LighthouseRc;

/** One Lighthouse run; a trace that failed to record (NO_NAVSTART and the like) is tried again. */
export async function audit(url: string, settings: Flags, chromePort: number, attempts = 3): Promise<Result> {
  const flags: Flags = { ...settings, port: chromePort, output: 'json', logLevel: 'error' };
  const result = await lighthouse(url, flags);
  if (result?.lhr && !result.lhr.runtimeError) return result.lhr;
  const problem = result?.lhr.runtimeError?.message ?? 'no result';
  if (attempts <= 1) throw new Error(`${url}: ${problem}`);
  console.log(`${url}: ${problem} (trying again)`);
  return audit(url, settings, chromePort, attempts - 1);
}
