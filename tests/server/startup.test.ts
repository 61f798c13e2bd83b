import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStubSite, startServerProcess } from './support/server-process.ts';

let root: string;
let site: ReturnType<typeof createStubSite>;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'tbd-startup-'));
  writeFileSync(join(root, 'not-a-folder'), 'a file where the data folder should be');
  site = createStubSite();
});
afterAll(() => {
  rmSync(root, { recursive: true, force: true });
  site.remove();
});

describe('a start that cannot use its data directory stops with the path and the reason', () => {
  it.each([
    ['a file is in the way', 'not-a-folder', 'a file of that name is in the way (EEXIST)'],
    ['the path runs through a file', 'not-a-folder/data', 'part of the path is a file, not a folder (ENOTDIR)'],
  ])('%s', async (_label, dataDir, reason) => {
    const path = join(root, dataDir);
    await expect(startServerProcess({ DIST_DIR: site.distDir, DATA_DIR: path })).rejects.toThrow(
      `server exited with code 1 before listening: Cannot use the data directory ${path}: ${reason}. Set DATA_DIR to a folder this process can write.`,
    );
  });
});

it('refuses to start on an invalid setting, naming the variable', async () => {
  await expect(startServerProcess({ DIST_DIR: site.distDir, DATA_DIR: join(root, 'data'), TRUST_PROXY: 'true' })).rejects.toThrow(/exited with code 1 before listening: TRUST_PROXY=true would trust every X-Forwarded-For hop/);
});

it('says where PostgreSQL was expected when it cannot be reached, without the password', async () => {
  const socketDir = join(root, 'no-postgres-here');
  await expect(startServerProcess({ DIST_DIR: site.distDir, DATABASE_URL: `postgres://agency:s3cret@localhost:5449/site?host=${socketDir}` })).rejects.toThrow(
    new RegExp(`exited with code 1 before listening: Cannot reach PostgreSQL at ${socketDir}:5449/site: (?!.*s3cret)`),
  );
});
