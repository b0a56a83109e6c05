import { SITE_CONFIG } from '../../../config/site-config';
import { paths } from '../../../paths';
import { address, clinicAddressLines, link, list, mainPhoneLink, p } from './blocks';
import type { LegalDocumentContent } from './legal-schema';

/** Change this whenever the text below changes. */
export const TERMS_LAST_UPDATED = '2026-11-21';

/** The spec's minimum notice before a material change takes effect. */
export const TERMS_CHANGE_NOTICE_DAYS = 30;

const { clinicName } = SITE_CONFIG;

export const TERMS_AND_CONDITIONS: LegalDocumentContent = {
  title: 'Terms and Conditions',
  seoTitle: 'Terms and Conditions',
  description:
    'The terms that apply to using our website and to buying memberships and packages from our Toronto preventive-health clinic.',
  lastUpdated: TERMS_LAST_UPDATED,
  intro: [
    `These terms apply when you use this website or buy a membership, package or service from ${clinicName} (“the clinic”, “we”, “us”). By using the website or making a purchase, you agree to them, so please read them carefully.`,
    [
      'Our ',
      link('Privacy Policy', paths.privacy),
      ' explains how we handle your information. Nothing on this website is medical advice. In an emergency, call 911.',
    ],
  ],
  aside: 'Earlier versions of this site called this page “Terms of Conditions”. Its address has not changed.',
  sections: [
    {
      id: 'purchases',
      heading: 'Purchases: memberships, packages, payment and refunds',
      blocks: [
        p(
          'Memberships are annual and renewable. Packages are sets of sessions or services sold together. Before you pay, we give you a written agreement or quote describing what is included, the price, the term and how renewal works. If that agreement conflicts with these terms, the agreement applies.',
        ),
        p(
          'Memberships and packages cover services that are not insured by the Ontario Health Insurance Plan (OHIP). We never charge you for OHIP-insured services, and buying a membership or package is never a condition of receiving them.',
        ),
        list(
          'Prices are in Canadian dollars, plus any applicable taxes.',
          'Payment is due as set out in your agreement. We accept the payment methods we list when you buy.',
          'A membership renews only as your agreement describes, and we remind you before any renewal charge.',
          'To cancel or reschedule an appointment, please give at least 48 hours’ notice. Your agreement explains any fee for late cancellations or missed appointments.',
          'Refunds and cancellation of a membership or package follow your written agreement. Unless it says otherwise, if you cancel a package before using every session, we refund the sessions you have not used, less the value of any discount that depended on buying the full package.',
        ),
        p(
          'Nothing in these terms limits any right you have under the Consumer Protection Act, 2002 (Ontario) or other consumer protection laws.',
        ),
      ],
    },
    {
      id: 'accuracy',
      heading: 'Accuracy of information',
      blocks: [
        p(
          'We work to keep the website accurate and up to date, but it may occasionally contain errors, omissions or information that has since changed, including in descriptions of services, team members, availability and prices. We may correct errors and update information at any time without notice.',
        ),
        p(
          'If a price is listed in error, we will tell you before you pay, or, if you have already paid, offer you the choice of paying the correct price or cancelling for a full refund.',
        ),
      ],
    },
    {
      id: 'promotions',
      heading: 'Promotions and special offers',
      blocks: [
        p(
          'From time to time we may offer promotions, such as package pricing for a limited time or a free initial consultation. Each promotion has the terms stated with it. Unless those terms say otherwise:',
        ),
        list(
          'a promotion is available for the stated period only, or while we announce it on this website;',
          'promotions cannot be combined with each other and have no cash value;',
          'a free consultation or assessment does not oblige you to buy anything, and its purpose is to check whether a service is suitable for you.',
        ),
      ],
    },
    {
      id: 'user-content',
      heading: 'Your messages and other content you send us',
      blocks: [
        p(
          'When you send us a message, review or other content, you confirm that it is yours to share, that it is accurate to the best of your knowledge, and that it is not unlawful, abusive or misleading. Please do not include detailed health information in website forms.',
        ),
        p(
          'We will not publish a testimonial, or anything that identifies you as a patient, without your express written consent, and you may withdraw that consent for future use at any time. We may decline to publish, or remove, any content that does not meet these terms.',
        ),
      ],
    },
    {
      id: 'accounts',
      heading: 'Accounts',
      blocks: [
        p(
          'You do not need an account to use this website. Sign-in on this website is for authorized clinic staff only; anyone else must not try to access it.',
        ),
        p(
          'If we give you access to an account or portal, keep your sign-in details confidential and tell us promptly if you believe someone else has used them. You are responsible for activity under your account unless it results from our failure to protect it.',
        ),
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual property',
      blocks: [
        p(
          `The website and its content, including text, illustrations, logos, videos and design, belong to ${clinicName} or to those who have licensed them to us, and are protected by copyright and trademark law.`,
        ),
        p(
          'You may view, download and print pages for your own personal, non-commercial use. You may not copy, republish, sell or otherwise use our content for any other purpose without our written permission. Linking to our pages is welcome.',
        ),
      ],
    },
    {
      id: 'links',
      heading: 'Links to other websites',
      blocks: [
        p(
          'The website links to, and opens windows from, services that others run, such as our online booking provider, a video player and social media sites. We provide them for convenience and do not control them. Their own terms and privacy policies apply, and we are not responsible for their content, availability or practices.',
        ),
      ],
    },
    {
      id: 'termination',
      heading: 'Suspension and termination',
      blocks: [
        p(
          'We may suspend or end access to the website, or to any part of it, for anyone who breaches these terms or misuses the website, for example by attempting to disrupt it or gain unauthorized access.',
        ),
        p(
          'Memberships and packages end as described in your written agreement. If either of us ends one, any amounts owed or refunds due are settled as that agreement provides. Sections of these terms that by their nature should continue, such as intellectual property, indemnification, limitation of liability and governing law, continue after termination.',
        ),
      ],
    },
    {
      id: 'indemnification',
      heading: 'Indemnification',
      blocks: [
        p(
          'To the extent the law allows, you agree to compensate the clinic, its team and its service providers for claims, losses and reasonable costs, including legal fees, that result from your breach of these terms or your misuse of the website. This does not apply to anything caused by our own fault.',
        ),
      ],
    },
    {
      id: 'liability',
      heading: 'Limitation of liability',
      blocks: [
        p(
          'To the extent the law allows, the clinic is not liable for indirect, incidental or consequential losses arising from your use of, or inability to use, the website, such as lost data or lost business opportunities. Our total liability for any claim relating to the website is limited to the amount you paid us, if any, for the product or service the claim concerns.',
        ),
        p(
          'These limits apply to the website only. They do not apply to the professional care you receive from our clinicians, which is governed by the law and the professional standards that apply to that care, and they do not limit any liability that cannot be limited by law.',
        ),
      ],
    },
    {
      id: 'disclaimers',
      heading: 'Disclaimers: not medical advice',
      blocks: [
        p(
          'The information on this website, including our articles, is for general education only. It is not medical advice, diagnosis or treatment and does not replace an assessment by a qualified health professional who knows your history. Using the website or sending us a message does not create a patient relationship.',
        ),
        p(
          'If you think you have a medical emergency, call 911 or go to the nearest emergency department right away. Do not use our contact form or email for urgent concerns.',
        ),
        p(
          'Results of any assessment or treatment vary from person to person, and we cannot guarantee a particular outcome. The website is provided “as is”, and we do not promise that it will always be available or free of errors.',
        ),
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law',
      blocks: [
        p(
          'These terms are governed by the laws of the Province of Ontario and the federal laws of Canada that apply in Ontario. Any dispute will be heard by the courts of Ontario, sitting in Toronto, unless consumer protection law gives you the right to bring it elsewhere.',
        ),
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [
        p(
          `We may update these terms from time to time. For material changes, we will give at least ${TERMS_CHANGE_NOTICE_DAYS} days’ notice before they take effect, by posting the new terms on this page with their effective date and, where we have your email address as a member, by email. Smaller changes, such as corrections or clarifications, take effect when posted.`,
        ),
        p(
          'Changes do not apply to purchases made before they take effect. If you continue to use the website after a change takes effect, the updated terms apply.',
        ),
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        p(['Questions about these terms? Call us at ', mainPhoneLink, ` during clinic hours (${SITE_CONFIG.hours}).`]),
        p('You can also write to us:'),
        address(...clinicAddressLines('Attention: Terms and Conditions')),
      ],
    },
  ],
};
