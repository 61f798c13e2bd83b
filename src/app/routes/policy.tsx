import { useEffect } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useLocation } from '../../lib/navigation/navigation.tsx';
import { loadPolicy } from '../../lib/content.ts';
import type { Policy } from '../../../shared/schemas/guide.ts';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { Seo } from '../../components/seo/seo.tsx';
import { NotFound } from '../../components/not-found/not-found.tsx';
import { PolicyPage } from '../../features/policies/components/policy-page.tsx';
import { policySlugFromPath } from '../../features/policies/policy-text.ts';

/** The route table mounts this module at each of the four policy paths; the path names the policy. */
async function policyLoader({ request }: LoaderFunctionArgs): Promise<Policy | null> {
  const slug = policySlugFromPath(new URL(request.url).pathname);
  return slug ? loadPolicy(slug) : null;
}

const firstSentence = (text: string) => text.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? text;

function PolicyRoute() {
  const policy = useLoaderData<Policy | null>();
  const { pathname, hash } = useLocation();

  // spec §2: each policy page opens at the top ('instant': the site scrolls smoothly by default),
  // unless the link names a clause (`#sharing`): then it opens at that clause.
  useEffect(() => {
    if (!hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash]);

  if (!policy) return <NotFound title="Policy not found" message="We couldn't find the policy you were looking for." />;

  return (
    <PageFrame>
      <Seo title={policy.title} description={firstSentence(policy.intro)} />
      <PolicyPage policy={policy} />
    </PageFrame>
  );
}

export function createRoute() {
  return { Component: PolicyRoute, loader: policyLoader };
}
