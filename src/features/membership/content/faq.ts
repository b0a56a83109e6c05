/**
 * Membership FAQ. Answers are plain text (paragraphs separated by blank lines) so the same text feeds
 * the accordion and the FAQPage JSON-LD. General information only: no tax or legal advice.
 */
export type MembershipFaqEntry = { question: string; answer: string };

export const MEMBERSHIP_FAQ: readonly MembershipFaqEntry[] = [
  {
    question: 'Can Canadian citizens and permanent residents become members?',
    answer: [
      'Yes. Most members live in Ontario and have provincial health coverage. The membership fee pays for services the Ontario Health Insurance Plan (OHIP) does not cover, such as the extended time, coordination and coaching that come with membership.',
      'Membership never affects your access to OHIP-insured services, at our clinic or anywhere else. Insured services are billed to OHIP as usual, and you keep your own family doctor; with your consent, we share your results with them.',
    ].join('\n\n'),
  },
  {
    question: 'Can foreign nationals or visitors to Canada become members?',
    answer: [
      'Yes. We welcome members who live outside Canada or spend part of the year in Toronto. Without provincial coverage, some tests, specialist visits or hospital care may be billed separately, so we explain the expected costs before anything is booked.',
      'We recommend keeping private health or travel insurance that covers care in Canada. Your results and plan can be shared securely with your physicians at home.',
    ].join('\n\n'),
  },
  {
    question: 'Do you offer memberships for families?',
    answer: [
      'Membership is designed for adults, and each person has their own assessment, record and plan. Partners and adult family members can join together, and where it helps we arrange their visits on the same day.',
      'Ask about family arrangements during your consultation and we will explain the options and fees for your household.',
    ].join('\n\n'),
  },
  {
    question: 'Is membership suitable for older adults?',
    answer: [
      'Yes. Many members are in their sixties, seventies and beyond. For older adults, assessments give extra attention to medications, balance and falls, memory, hearing, vision and independence at home, and visits are paced to suit you.',
      'With your permission, a family member or caregiver can join your appointments. Families looking for a specialised geriatric assessment can also ask their family physician about a referral to our Geriatric Health Assessment Program, which is covered by OHIP.',
    ].join('\n\n'),
  },
  {
    question: 'Are there tax benefits to membership?',
    answer: [
      'It depends. A membership may or may not be eligible as a medical expense for the medical expense tax credit, depending on what it includes and on your own circumstances. Some employers cover executive health through a health spending account or as a business expense.',
      'We can provide a receipt that lists what your membership includes. Before making a claim, please consult a tax professional or the Canada Revenue Agency’s guidance on eligible medical expenses. This is general information, not tax advice.',
    ].join('\n\n'),
  },
];

export const toAnswerParagraphs = (answer: string): string[] =>
  answer
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
