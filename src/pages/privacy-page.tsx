import { breadcrumbJsonLd } from '../components/seo/json-ld';
import { Seo } from '../components/seo/Seo';
import { LegalDocument } from '../features/legal/components/LegalDocument';
import { PRIVACY_POLICY } from '../features/legal/content/privacy';
import { paths } from '../paths';

export function PrivacyPage() {
  return (
    <>
      <Seo
        title={PRIVACY_POLICY.seoTitle}
        description={PRIVACY_POLICY.description}
        path={paths.privacy}
        jsonLd={breadcrumbJsonLd([{ name: PRIVACY_POLICY.title, path: paths.privacy }])}
      />
      <LegalDocument document={PRIVACY_POLICY} />
    </>
  );
}
