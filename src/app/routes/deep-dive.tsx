import { useLoaderData } from 'react-router';
import type { Guide } from '../../../shared/schemas/index.ts';
import { loadGuide, destinationName, site } from '../../lib/content.ts';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { NotFound } from '../../components/not-found/not-found.tsx';
import { Seo } from '../../components/seo/seo.tsx';
import { PrintContact } from '../../components/print-contact/print-contact.tsx';
import { DeepDiveGuide } from '../../features/guides/components/deep-dive-guide.tsx';
import { SaveForOffline } from '../../features/saved-trips/components/save-for-offline.tsx';
import { SavedPageNote } from '../../features/saved-trips/components/saved-page-note.tsx';
import { paths } from '../../../shared/config/paths.ts';

interface DeepDiveData {
  slug: string;
  guide: Guide | null;
}

/** spec §2: the static long-form guide; a destination without one shows the "went on vacation" message. */
function DeepDiveRoute() {
  const { slug, guide } = useLoaderData() as DeepDiveData;
  if (!guide) return <NotFound title="The page went on vacation before you — we’ll bring it back soon" tabTitle="Guide coming soon" />;
  const name = destinationName(slug) ?? slug;
  return (
    <PageFrame>
      <Seo title={`A Deep Dive into ${name}`} description={guide.summary} />
      <SavedPageNote href={paths.deepDive.href(slug)} />
      <DeepDiveGuide guide={guide} actions={<SaveForOffline target={{ kind: 'guide', slug, title: `${name} guide` }} />} />
      <PrintContact heading={`Plan your ${name} journey with ${site.brandName}`} />
    </PageFrame>
  );
}

export function createRoute() {
  return {
    Component: DeepDiveRoute,
    loader: async ({ params }: { params: { slug?: string } }): Promise<DeepDiveData> => {
      const slug = params.slug ?? '';
      return { slug, guide: await loadGuide(slug) };
    },
  };
}
