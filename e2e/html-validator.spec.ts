import { test, expect } from '@playwright/test';
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';

const root = resolve(import.meta.dirname, '..');
/** The built site the e2e server serves (global-setup.ts). */
const distDir = resolve(root, process.env.DIST_DIR ?? 'dist');
/** vnu-jar's main export is the path of the W3C Nu HTML Checker's jar. */
const vnuJar = createRequire(import.meta.url)('vnu-jar') as string;
const java = process.env.JAVA_HOME ? join(process.env.JAVA_HOME, 'bin', 'java') : 'java';

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
}

test('every prerendered page passes the W3C Nu HTML Checker with no errors', async () => {
  // One Java process for the whole of dist/: the checker takes seconds to start.
  test.setTimeout(240_000);
  const pages = readdirSync(distDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  expect(pages.length).toBeGreaterThan(100);
  const run = await promisify(execFile)(java, ['-jar', vnuJar, '--errors-only', '--skip-non-html', '--format', 'json', distDir], { maxBuffer: 64 * 1024 * 1024 }).then(
    (result) => result,
    // The checker exits 1 when it reports errors; its report is on stderr either way.
    (error: { stdout: string; stderr: string; code?: number }) => (error.code === 1 ? error : Promise.reject(error)),
  );
  const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
  const problems = messages.map((m) => `${relative(distDir, new URL(m.url).pathname)}:${m.lastLine ?? '?'}: ${m.type}: ${m.message}`);
  expect(problems).toEqual([]);
});
