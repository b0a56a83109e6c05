import type { Service } from '../types';
import { DNA_TESTING_CARD } from './dna-clinical-testing.card';

/** The page's copy, loaded on demand by service-loaders.ts (named by its slug). */
export const SERVICE: Service = {
  ...DNA_TESTING_CARD,
  seo: {
    title: 'DNA Clinical Testing in Toronto',
    description:
      'Physician-guided genetic testing in Toronto: hereditary risk and medication-response (pharmacogenomic) tests, with results explained in plain language and kept private.',
  },
  hero: {
    heading: 'Genetic testing that leads to clear, practical next steps',
    paragraph:
      'Your genes are one part of your health story. We help you decide whether testing makes sense, choose a reputable clinical test, and turn the results into a prevention plan you understand.',
  },
  intro: {
    heading: 'Clinical tests, not curiosity kits',
    paragraphs: [
      'Clinical genetic tests are run by accredited laboratories and ordered for a health reason. Depending on your history, that may mean a hereditary risk panel, for example for some cancers or heart conditions, or a pharmacogenomic test that shows how your body is likely to process certain medications.',
      'A genetic result describes risk, not destiny. Most common conditions depend on many genes together with lifestyle and environment, so we always read results alongside your personal and family history.',
    ],
  },
  details: {
    kind: 'list',
    heading: 'Why, who and how',
    items: [
      {
        title: 'Why test',
        text: 'To decide when to start or how often to repeat screening, to help choose medications and doses, and to inform relatives who may share the same risk.',
      },
      {
        title: 'Who it may suit',
        text: 'Adults with a strong family history of cancer, heart disease or early-onset conditions, people starting long-term medications, and anyone planning preventive care in detail.',
      },
      {
        title: 'How it works',
        text: 'A consultation to review your history and goals, a saliva or blood sample, and a follow-up visit to go through the report and agree on next steps, with a referral to genetic counselling when it is needed.',
      },
    ],
  },
  benefits: {
    heading: 'What you can expect',
    items: [
      'A physician helps you decide whether testing is worthwhile before you spend anything',
      'Accredited laboratories and tests matched to your history',
      'Results explained in plain language, including what they do not tell you',
      'A written plan for screening, medication or lifestyle changes',
      'Your genetic information stays private and is shared only with your consent',
    ],
  },
  related: [
    { slug: 'aging-wellness-clinic', reason: 'Turn your results into a long-term prevention plan.' },
    { slug: 'naturopathic-medicine', reason: 'Talk through nutrition and lifestyle changes that fit your results.' },
  ],
  faq: [
    {
      question: 'Is a clinical DNA test different from a consumer ancestry kit?',
      answer:
        'Yes. Clinical tests are ordered for a medical reason, run by accredited laboratories and reviewed by a clinician. Consumer kits are designed mainly for ancestry or general interest and can miss important variants or report results that need confirmation.',
    },
    {
      question: 'Can my genetic results affect my insurance or employment?',
      answer:
        "Canada's Genetic Non-Discrimination Act makes it an offence to require anyone to take a genetic test, or to disclose results, as a condition of providing goods or services or entering into a contract. We release your results only with your consent. Ask us if you have specific questions.",
    },
    {
      question: 'What if a result shows a higher risk?',
      answer:
        'We explain what the result means for you, how it changes your screening or prevention plan, and whether relatives may want to be tested. When appropriate we refer you to a genetic counsellor or a specialist.',
    },
    {
      question: 'Is genetic testing covered by OHIP?',
      answer:
        'Ontario publicly funds some genetic tests when eligibility criteria are met, usually through a hospital genetics clinic. Tests arranged through our clinic are private services; we tell you the cost before anything is ordered, and we will say so if you are likely to qualify for a funded test.',
    },
  ],
};
