import { deferredSection } from '../../rendering/deferred-section';
import type { FaqAccordionProps } from './Faq';

/**
 * The FAQ accordion, hydrated as the visitor nears it: the FAQs sit near the foot of their pages, so the
 * accordion's code is no part of the first load (decision 0016). A question pressed before then opens once the
 * code is in. One per page (it finds its server HTML by the `.faq` class).
 */
export const DeferredFaqAccordion = deferredSection<FaqAccordionProps>('.faq', () =>
  import('./Faq').then((m) => m.FaqAccordion),
);
