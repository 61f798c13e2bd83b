import dubaiJson from '../../../content/destination-pages/dubai.json';
import andamanJson from '../../../content/destination-pages/andaman.json';
import { destinationPageSchema, type DestinationPage } from '../../../shared/schemas/destination-page.ts';

/** The Dubai page exactly as content/ holds it (no itinerary ids merged in: that is the API's job). */
export const dubai: DestinationPage = destinationPageSchema.parse(dubaiJson);
export const andaman: DestinationPage = destinationPageSchema.parse(andamanJson);

/** The Dubai page as GET /api/page/Dubai answers it: every Page3 card with an `_id`. */
export const dubaiWithIds: DestinationPage = {
  ...dubai,
  Page3: { ...dubai.Page3, cards: dubai.Page3.cards.map((card) => ({ ...card, _id: `dubai-itinerary-${card.id}` })) },
};
