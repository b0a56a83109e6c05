import type { ReactNode } from 'react';
import { Helmet } from 'react-helmet-async';

/** The head library, in its own chunk: only client-side navigations and server renders load it. */
export default function HelmetHead({ children }: { children: ReactNode }) {
  return <Helmet prioritizeSeoTags>{children}</Helmet>;
}
