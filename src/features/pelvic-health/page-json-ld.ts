import { absoluteUrl } from '../../components/seo/absolute-url';
import { breadcrumbJsonLd, faqPageJsonLd, type JsonLd } from '../../components/seo/json-ld';
import { SITE_CONFIG } from '../../config/site-config';
import { paths } from '../../paths';
import { OVERVIEW_SEO } from './content/overview-seo';
import type { FaqEntry, PageSeo, ProgramContent } from './content/types';

type MedicalPage = { seo: PageSeo; path: string; conditions: string[]; therapy: string };

/** schema.org MedicalWebPage: what the page is about, for whom, and who publishes it. */
export function medicalWebPageJsonLd({ seo, path, conditions, therapy }: MedicalPage): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'MedicalWebPage',
    name: seo.title,
    description: seo.description,
    url: absoluteUrl(path),
    inLanguage: 'en-CA',
    audience: { '@type': 'MedicalAudience', audienceType: 'Patient' },
    about: conditions.map((name) => ({ '@type': 'MedicalCondition', name })),
    mainEntity: { '@type': 'MedicalTherapy', name: therapy },
    publisher: { '@type': 'MedicalClinic', name: SITE_CONFIG.clinicName, url: SITE_CONFIG.siteUrl },
  };
}

const CHAIR_THERAPY = 'Electromagnetic pelvic floor stimulation (pelvic chair)';
const INCONTINENCE = ['Stress urinary incontinence', 'Urge urinary incontinence'];

export function overviewJsonLd(): JsonLd[] {
  return [
    breadcrumbJsonLd([{ name: OVERVIEW_SEO.breadcrumb, path: paths.pelvicFloor }]),
    medicalWebPageJsonLd({
      seo: OVERVIEW_SEO,
      path: paths.pelvicFloor,
      conditions: [...INCONTINENCE, 'Pelvic floor weakness'],
      therapy: CHAIR_THERAPY,
    }),
  ];
}

export function programJsonLd(program: ProgramContent): JsonLd[] {
  const conditions =
    program.audience === 'men'
      ? [...INCONTINENCE, 'Urinary incontinence after prostatectomy']
      : [...INCONTINENCE, 'Postpartum pelvic floor weakness'];
  return [
    breadcrumbJsonLd([
      { name: OVERVIEW_SEO.breadcrumb, path: paths.pelvicFloor },
      { name: program.seo.breadcrumb, path: program.path },
    ]),
    faqPageJsonLd(program.faq),
    medicalWebPageJsonLd({ seo: program.seo, path: program.path, conditions, therapy: CHAIR_THERAPY }),
  ];
}

/** The ED page's copy comes from the page, so no other pelvic page downloads it with this module. */
export function edTreatmentJsonLd(seo: PageSeo, faq: FaqEntry[]): JsonLd[] {
  return [
    breadcrumbJsonLd([{ name: seo.breadcrumb, path: paths.edTreatment }]),
    faqPageJsonLd(faq),
    medicalWebPageJsonLd({
      seo,
      path: paths.edTreatment,
      conditions: ['Erectile dysfunction'],
      therapy: 'Low-intensity extracorporeal shockwave therapy (Li-ESWT)',
    }),
  ];
}
