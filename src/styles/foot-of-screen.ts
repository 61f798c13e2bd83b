/**
 * What the site stacks at the foot of the screen (the offline banner, enquiries still on their way;
 * src/app/site-frame.tsx) publishes its height here. What floats at the foot of a page, the itinerary's
 * booking bar and the WhatsApp button, floats that much higher: the banner once lay over both, offline,
 * when "PLAN WITH AN EXPERT" is how a request gets into the outbox.
 */
export const FOOT_STACK_HEIGHT = '--foot-stack-height';

/** The stack's height as CSS: 0 while it is empty, and before the page's script has run. */
export const footStackHeight = `var(${FOOT_STACK_HEIGHT}, 0px)`;
