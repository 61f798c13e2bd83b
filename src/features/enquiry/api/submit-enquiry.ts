import { useMutation, type QueryClient } from '@tanstack/react-query';
import { apiPostJson, messageOf } from '../../../lib/api-client.ts';
import { apiPaths } from '../../../../shared/config/paths.ts';
import { ENQUIRY_REDIRECT_DELAY_MS } from '../../../../shared/config/constants.ts';
import { enquiryMessage, whatsappLink } from '../../../lib/whatsapp.ts';
import { site } from '../../../lib/content.ts';
import type { Enquiry, EnquiryField } from '../../../../shared/schemas/enquiry.ts';
import { ENQUIRY_TEXT } from '../../../../shared/config/enquiry-text.ts';

export const enquiryKeys = {
  all: ['enquiries'] as const,
  submit: () => [...enquiryKeys.all, 'submit'] as const,
};

/** What one enquiry send carries; the key makes a retried POST store the enquiry once. */
export interface EnquirySubmission {
  enquiry: Enquiry;
  idempotencyKey: string;
}

/** The server refused the enquiry (4xx/5xx): its message and per-field problems. */
export class EnquiryRejected extends Error {
  override name = 'EnquiryRejected';
  readonly status: number;
  readonly fieldErrors: Partial<Record<EnquiryField, string>>;
  constructor(message: string, status: number, fieldErrors: Partial<Record<EnquiryField, string>> = {}) {
    super(message);
    this.status = status;
    this.fieldErrors = fieldErrors;
  }
}

/** spec §7: POST /api/inquiries/submit; success is decided by the HTTP ok status. */
export async function submitEnquiry({ enquiry, idempotencyKey }: EnquirySubmission): Promise<{ message: string }> {
  const { ok, status, body } = await apiPostJson(apiPaths.enquiry(), enquiry, { 'idempotency-key': idempotencyKey });
  const message = messageOf(body);
  if (!ok) {
    const fieldErrors = (body as { fieldErrors?: Partial<Record<EnquiryField, string>> } | null)?.fieldErrors ?? {};
    throw new EnquiryRejected(message ?? ENQUIRY_TEXT.failed, status, fieldErrors);
  }
  return { message: message ?? ENQUIRY_TEXT.success };
}

/** Where a sent enquiry hands over to WhatsApp; replaced in tests. */
export const handOff = {
  navigate: (url: string) => window.location.assign(url),
};

/**
 * Mutation defaults live on the client, not in a component, so an enquiry paused offline and
 * persisted to IndexedDB can be resumed after a reload (TanStack's offline example) and still
 * hand over to WhatsApp once the server has stored it.
 */
export function registerEnquiryMutation(queryClient: QueryClient): void {
  queryClient.setMutationDefaults(enquiryKeys.submit(), {
    mutationFn: submitEnquiry,
    networkMode: 'online',
    // Network failures are retried (the idempotency key keeps it to one stored enquiry); refusals are not.
    retry: (failureCount, error) => !(error instanceof EnquiryRejected && error.status < 500) && failureCount < 2,
    retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 4000),
    onSuccess: (_data, { enquiry }) => {
      window.setTimeout(
        () => handOff.navigate(whatsappLink(site.chatNumber, enquiryMessage(enquiry))),
        ENQUIRY_REDIRECT_DELAY_MS,
      );
    },
  });
}

/** The enquiry mutation with the defaults above. */
export function useSubmitEnquiry() {
  return useMutation<{ message: string }, unknown, EnquirySubmission>({ mutationKey: enquiryKeys.submit() });
}
