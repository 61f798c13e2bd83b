import { home } from '../../lib/content.ts';
import { anchors } from '../../../shared/config/paths.ts';
import { HOME_FAQ_INITIAL_OPEN } from '../../../shared/config/constants.ts';
import { Faq } from '../../components/faq/faq.tsx';

/** spec §2 home item 8: the six home questions, the first one open (spec §4). */
export function HomeFaq() {
  return (
    <Faq
      id={anchors.faq}
      items={home.faqs}
      initialOpen={HOME_FAQ_INITIAL_OPEN}
      title="Questions travellers ask us"
      intro="Planning, prices, safety and the trees we plant: the answers our planners give most often."
    />
  );
}
