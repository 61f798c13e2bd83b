import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';

/** Enquiries as the server stored them, read straight from its database file. */
export function storedEnquiries(): Array<{ name: string; travel_date: string; contact: string; email: string }> {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  const db = new DatabaseSync(join(dir, 'site.sqlite'), { readOnly: true });
  try {
    return db.prepare('SELECT name, travel_date, contact, email FROM enquiries ORDER BY created_at').all() as never;
  } finally {
    db.close();
  }
}
