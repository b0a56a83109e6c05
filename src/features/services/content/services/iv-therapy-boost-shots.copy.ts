import type { Service } from '../types';
import { IV_THERAPY_CARD } from './iv-therapy-boost-shots.card';

/** The page's copy, loaded on demand by service-loaders.ts (named by its slug). */
export const SERVICE: Service = {
  ...IV_THERAPY_CARD,
  seo: {
    title: 'IV Therapy & Boost Shots in Toronto',
    description:
      'Clinician-prescribed IV hydration, vitamin and mineral infusions and boost shots in Toronto. Every infusion starts with a health review; most take 45 to 60 minutes.',
  },
  hero: {
    heading: 'IV therapy and boost shots, prescribed with care',
    paragraph:
      'Fluids, vitamins and minerals delivered directly into the bloodstream or by a quick injection, always after a clinician has reviewed your health and confirmed that a treatment is suitable for you.',
  },
  intro: {
    heading: 'What IV therapy is, and what it is not',
    paragraphs: [
      'IV therapy delivers fluids and nutrients through a small catheter in a vein, so they bypass digestion. Boost shots are short intramuscular injections, such as vitamin B12, that take only a few minutes.',
      'These treatments can help when you are dehydrated or low in a specific nutrient. They are not a substitute for a balanced diet, sleep or treatment of an underlying condition, and we will tell you honestly when a treatment is unlikely to help.',
    ],
  },
  details: {
    kind: 'steps',
    heading: 'How a visit works',
    items: [
      {
        title: 'Health review',
        text: 'A clinician asks about your medical history, medications and goals, checks your vital signs and, where useful, reviews recent blood work.',
      },
      {
        title: 'A plan made for you',
        text: 'If a treatment is appropriate, it is prescribed for you. If it is not, we explain why and suggest better options.',
      },
      {
        title: 'Your infusion or shot',
        text: 'An infusion usually lasts 45 to 60 minutes in a comfortable chair, with a clinician nearby throughout. A boost shot takes a few minutes.',
      },
      {
        title: 'Aftercare',
        text: 'We check how you feel before you leave and tell you what to watch for, such as bruising or tenderness where the needle was placed.',
      },
    ],
  },
  benefits: {
    heading: 'Why people choose us for IV therapy',
    items: [
      'Every treatment is prescribed after a review of your health, never chosen from a menu',
      'Sterile preparation and a clinician present for the whole infusion',
      'A quiet, private space to rest, read or work',
      'Plain answers about the evidence, including when a treatment is not worth your time',
      'Results and notes shared with the rest of your care team at the clinic',
    ],
  },
  related: [
    { slug: 'naturopathic-medicine', reason: 'Look at nutrition, sleep and stress alongside any supplements.' },
    { slug: 'dna-clinical-testing', reason: 'Understand how your genes may affect how you process medications.' },
    { slug: 'aging-wellness-clinic', reason: 'Build a long-term plan for energy, strength and healthy aging.' },
  ],
  faq: [
    {
      question: 'How long does an IV infusion take?',
      answer:
        'Most infusions take 45 to 60 minutes. Plan for a little extra time for the health review beforehand and a short check before you leave. Boost shots take a few minutes.',
    },
    {
      question: 'Is IV therapy safe?',
      answer:
        'IV therapy is generally well tolerated when it is prescribed and given by trained clinicians. Possible effects include bruising, discomfort at the needle site and, rarely, vein irritation or infection. Some people, including those with certain heart or kidney conditions, should not receive some infusions, which is why we review your health first.',
    },
    {
      question: 'Will IV vitamins make me healthier if I already eat well?',
      answer:
        'Not necessarily. If your levels are normal, extra vitamins are usually passed out of the body. Infusions are most useful when there is a specific reason, such as dehydration or a documented deficiency, and we will tell you if we do not think you need one.',
    },
    {
      question: 'Is IV therapy covered by OHIP?',
      answer:
        'No. Elective IV therapy and boost shots are private services and are not covered by OHIP. Some extended health plans reimburse part of the cost when a regulated practitioner provides the treatment; check with your insurer.',
    },
  ],
};
