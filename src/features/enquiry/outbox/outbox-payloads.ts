import type { ExpertRequest } from '../../../../shared/schemas/enquiry.ts';

/** The expert request as it is sent: the form's fields plus the itinerary it is about (issue 8). */
export interface ExpertRequestSubmission extends ExpertRequest {
  itineraryId: string;
  itineraryName: string;
}
