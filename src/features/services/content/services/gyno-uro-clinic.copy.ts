import type { Service } from '../types';
import { GYNO_URO_CLINIC_CARD } from './gyno-uro-clinic.card';

/** The page's copy, loaded on demand by service-loaders.ts (named by its slug). */
export const SERVICE: Service = {
  ...GYNO_URO_CLINIC_CARD,
  seo: {
    title: 'Gyno-Uro Clinic in Toronto',
    description:
      'Private gynaecological and urological care in Toronto: menopause, bladder control, recurrent urinary infections, pelvic pain and prostate health, with time to talk.',
  },
  hero: {
    heading: 'Gynaecological and urological care, with time to talk',
    paragraph:
      'Bladder, pelvic, menopause and prostate concerns are common and treatable, yet many people wait years to mention them. We offer a private, unhurried setting to discuss them openly.',
  },
  intro: {
    heading: 'One clinic for closely connected concerns',
    paragraphs: [
      'The bladder, pelvic floor and reproductive organs work closely together, so symptoms often overlap. Our clinic brings gynaecological and urological care together for women and men.',
      'Common reasons for a visit include menopause symptoms, leaking urine, frequent or urgent urination, recurrent urinary tract infections, pelvic pain or pressure, and changes in prostate health.',
    ],
  },
  details: {
    kind: 'list',
    heading: 'Why, who and how',
    items: [
      {
        title: 'Why come in',
        text: 'Many of these symptoms respond well to treatment, and some need to be checked to rule out other conditions. Early advice often means simpler treatment.',
      },
      {
        title: 'Who it may suit',
        text: 'Women in perimenopause or menopause, anyone with bladder control or pelvic floor concerns, people with recurrent urinary infections, and men with urinary symptoms or questions about prostate health.',
      },
      {
        title: 'How it works',
        text: 'A confidential conversation, an examination only with your consent, tests where useful, and a treatment plan that may include pelvic floor therapy, medication or specialist referral.',
      },
    ],
  },
  benefits: {
    heading: 'What you can expect',
    items: [
      'A private, respectful setting and time to explain your symptoms',
      'Examinations only with your consent; you can ask for a chaperone',
      'Screening that follows current Ontario guidance',
      'Non-surgical options such as pelvic floor therapy considered early',
      'Coordination with specialists when tests or treatment require it',
    ],
  },
  related: [
    { slug: 'naturopathic-medicine', reason: 'Add nutrition and lifestyle support during menopause.' },
    { slug: 'aging-wellness-clinic', reason: 'Plan for bone, heart and hormonal health as you age.' },
    { slug: 'medical-aesthetics', reason: 'Talk about skin changes that often come with menopause.' },
  ],
  faq: [
    {
      question: 'Is leaking urine just a normal part of getting older?',
      answer:
        'It is common, but it is not something you simply have to live with. Pelvic floor exercises, bladder training, pelvic floor therapy and other treatments help many people.',
    },
    {
      question: 'Can you help with menopause symptoms?',
      answer:
        'Yes. We discuss hot flashes, sleep, mood, vaginal dryness and bladder changes, and review treatment options, including hormone therapy where appropriate, with their benefits and risks.',
    },
    {
      question: 'Do you see men?',
      answer:
        'Yes. Men come to us for urinary symptoms, pelvic floor concerns and questions about prostate health and screening.',
    },
    {
      question: 'When should I seek urgent care?',
      answer:
        'Go to an emergency department if you cannot pass urine, have fever with back or side pain, see heavy bleeding, or have sudden severe pelvic pain.',
    },
  ],
};
