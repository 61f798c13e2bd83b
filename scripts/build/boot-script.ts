import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Rollup } from 'vite';

/** The boot script's source (src/boot/boot.ts): what a prerendered page runs before the app's code. */
const BOOT_SOURCE = 'src/boot/boot.ts';

/** The boot script as a page takes it: from its file, or inline (code-after-first-paint.ts). */
export interface BootScript {
  /** Its path on the site, /assets/boot-<hash>.js. */
  path: string;
  /** Its code, byte for byte the file's: the server allows it inline by this code's hash (server/plugins/security.ts). */
  code: string;
}

/**
 * Compiles the boot script on its own, as a minified classic script (an IIFE, no imports), and writes
 * it to dist/assets/boot-<hash>.js, so it is cached as immutable and precached like every asset.
 */
export async function writeBootScript(root: string, distDir: string): Promise<BootScript> {
  const result = (await build({
    root,
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      target: 'es2020',
      lib: { entry: join(root, BOOT_SOURCE), formats: ['iife'], name: 'taleweaveBoot', fileName: 'boot' },
    },
  })) as Rollup.RollupOutput[];
  const [chunk] = result[0]!.output;
  const code = chunk.code.trim();
  // Inline in a page, this would end the script element early.
  if (/<\/script/i.test(code)) throw new Error(`${BOOT_SOURCE}: the compiled boot script contains "</script"`);
  const file = `assets/boot-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(join(distDir, file), code);
  return { path: `/${file}`, code };
}
