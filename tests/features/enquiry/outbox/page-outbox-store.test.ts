import { openPageOutboxStore } from '../../../../src/features/enquiry/outbox/page-outbox-store.ts';
import { newEntry } from '../../../../src/features/enquiry/outbox/outbox-entry.ts';

const enquiry = { name: 'Meera Iyer', date: '2027-01-20', contact: '+91 98450 12345', email: 'meera@example.com' };

afterEach(() => vi.unstubAllGlobals());

it('where the browser refuses to open IndexedDB, keeps the outbox in the page and says it is not durable', async () => {
  // What a browser with storage switched off does: the open request fails.
  vi.stubGlobal('indexedDB', {
    open: () => {
      const request: { error?: DOMException; onerror?: () => void; onsuccess?: () => void } = {};
      setTimeout(() => {
        request.error = new DOMException('The user denied permission to access the database.', 'SecurityError');
        request.onerror?.();
      });
      return request;
    },
  });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const notDurable = vi.fn();
  const store = openPageOutboxStore(notDurable);
  await store.add(newEntry('enquiry', enquiry, 'key-memory-0001', 1));
  expect((await store.list()).map((e) => e.key)).toEqual(['key-memory-0001']);
  expect(notDurable).toHaveBeenCalledTimes(1);
});
