import { PageFrame } from '../layout/page-frame.tsx';
import { Seo } from '../seo/seo.tsx';
import { StatusPage } from '../status-page/status-page.tsx';
import { OnwardLinks, type OnwardLink } from './onward-links.tsx';

interface NotFoundProps {
  /** The spec's words for this state (e.g. 'Oops! This journey seems to be off the map.'). */
  title: string;
  message?: string;
  /** The spec's own link for this state, shown first ('See All Destinations', '← Back to Home'). */
  primary?: OnwardLink;
  /** Browser tab title; defaults to `title`. */
  tabTitle?: string;
}

/**
 * The site's one "not found" page: the header and footer stay, the spec's texts are shown unchanged,
 * and the traveller is offered ways on. It marks the page 404 and noindex for the prerender. Its
 * texts never depend on the URL: the same prerendered page answers every unknown id of a route.
 */
export function NotFound({ title, message, primary, tabTitle }: NotFoundProps) {
  return (
    <PageFrame>
      <Seo title={tabTitle ?? title} description={message ?? title} notFound />
      <StatusPage title={title} message={message}>
        <OnwardLinks primary={primary} />
      </StatusPage>
    </PageFrame>
  );
}
