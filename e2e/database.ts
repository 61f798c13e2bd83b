import { DatabaseSync } from 'node:sqlite';
import { join } from 'node:path';

/** Rows of `sql`, read straight from the test server's database file. */
function read<Row>(sql: string): Row[] {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  const db = new DatabaseSync(join(dir, 'site.sqlite'), { readOnly: true });
  try {
    return db.prepare(sql).all() as Row[];
  } finally {
    db.close();
  }
}

/** Enquiries as the server stored them. */
export function storedEnquiries() {
  return read<{ name: string; travel_date: string; contact: string; email: string }>('SELECT name, travel_date, contact, email FROM enquiries ORDER BY created_at');
}

/** Expert requests ('PLAN WITH AN EXPERT') as the server stored them. */
export function storedExpertRequests() {
  return read<{ name: string; phone: string; travelers: number; travel_date: string; itinerary_id: string; itinerary_name: string }>(
    'SELECT name, phone, travelers, travel_date, itinerary_id, itinerary_name FROM expert_requests ORDER BY created_at',
  );
}
