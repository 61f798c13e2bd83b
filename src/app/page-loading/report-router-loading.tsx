import { useEffect } from 'react';
import { useNavigation } from 'react-router';
import { usePageLoading } from './page-loading-store.ts';

/** Tells the page-loading bar when the router is loading a page's code and data (root-layout.tsx). */
export function ReportRouterLoading() {
  const loading = useNavigation().state !== 'idle';
  useEffect(() => usePageLoading.getState().setLoading(loading), [loading]);
  return null;
}
