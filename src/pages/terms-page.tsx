import { breadcrumbJsonLd } from '../components/seo/json-ld';
import { Seo } from '../components/seo/Seo';
import { LegalDocument } from '../features/legal/components/LegalDocument';
import { TERMS_AND_CONDITIONS } from '../features/legal/content/terms';
import { paths } from '../paths';

export function TermsPage() {
  return (
    <>
      <Seo
        title={TERMS_AND_CONDITIONS.seoTitle}
        description={TERMS_AND_CONDITIONS.description}
        path={paths.terms}
        jsonLd={breadcrumbJsonLd([{ name: TERMS_AND_CONDITIONS.title, path: paths.terms }])}
      />
      <LegalDocument document={TERMS_AND_CONDITIONS} />
    </>
  );
}
