import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The boot script's files in a build (scripts/build/boot-script.ts writes one per build). */
const BOOT_SCRIPT = /^boot-[\w-]+\.js$/;

/**
 * CSP hash sources (`'sha256-…'`) for the scripts the build may put inline in a page: the boot
 * script, whose inline code is its file's byte for byte (scripts/build/inline-boot.ts). Read from
 * the build the server serves, so the policy allows exactly that build's code. None without a build.
 */
export function inlineScriptHashes(distDir: string): string[] {
  let files: string[];
  try {
    files = readdirSync(join(distDir, 'assets')).filter((file) => BOOT_SCRIPT.test(file));
  } catch {
    return [];
  }
  return files.sort().map((file) => `'sha256-${createHash('sha256').update(readFileSync(join(distDir, 'assets', file))).digest('base64')}'`);
}
