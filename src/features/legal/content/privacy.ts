import { SITE_CONFIG } from '../../../config/site-config';
import { NEWSLETTER_CONFIRM_DAYS } from '@shared/newsletter-consent';
import { address, clinicAddressLines, link, list, mainPhoneLink, p } from './blocks';
import type { LegalDocumentContent } from './legal-schema';

/** Change this whenever the text below changes. */
export const PRIVACY_LAST_UPDATED = '2026-11-27';

const { clinicName, retention } = SITE_CONFIG;

export const PRIVACY_POLICY: LegalDocumentContent = {
  title: 'Privacy Policy',
  seoTitle: 'Privacy Policy',
  description:
    'How our Toronto preventive-health clinic collects, uses and protects personal information and personal health information under PIPEDA and PHIPA.',
  lastUpdated: PRIVACY_LAST_UPDATED,
  intro: [
    `Your privacy matters to us. This policy explains, in plain language, what personal information ${clinicName} collects through this website and when you contact us, why we collect it, how we protect it, and the choices you have.`,
  ],
  aside: [
    'The short version: we collect only what we need to answer you and care for you, we never sell your information, and you can ask to see, correct or delete it. ',
    link('Contact us', '#contact'),
    ' with any question.',
  ],
  sections: [
    {
      id: 'scope',
      heading: 'Who we are and what this policy covers',
      blocks: [
        p(
          `${clinicName} (“the clinic”, “we”, “us”) is a private preventive-health clinic in Toronto, Ontario. This policy applies to personal information we collect through this website, by email and phone, and through the services we use to run the website.`,
        ),
        p(
          'Two privacy laws apply to our work. Ontario’s Personal Health Information Protection Act, 2004 (PHIPA) governs personal health information: information about your health and the care you receive. The federal Personal Information Protection and Electronic Documents Act (PIPEDA) applies to other personal information we collect in the course of our business, such as a website inquiry or a newsletter subscription.',
        ),
        p('Patients receive further information about how their health records are handled when they begin care.'),
      ],
    },
    {
      id: 'information-collected',
      heading: 'Information we collect',
      blocks: [
        p('We collect only what we need for the purposes described in this policy. Information you give us:'),
        list(
          'your name, email address and phone number, when you send our contact form, request an appointment, subscribe to our newsletter or call us;',
          'the content of your message, including anything you choose to tell us about why you are contacting us;',
          'booking details, such as the type and time of appointment you choose, when you book through our scheduling provider.',
        ),
        p('Information collected automatically when you visit the website:'),
        list(
          'your IP address, which our hosting provider records and which we use to protect our forms against abuse;',
          'your browser type and version, device type and operating system;',
          'the pages you view, the page that referred you, and the date and time of your visit;',
          [
            'error reports and page-speed measurements, which hold no information about who you are (see ',
            link('Error reports and page speed', '#site-quality'),
            ').',
          ],
        ),
        p([
          'When you become a patient, we also collect personal health information, such as your medical history and test results, to provide your care. See ',
          link('Personal health information and PHIPA', '#health-information'),
          '.',
        ]),
      ],
    },
    {
      id: 'use',
      heading: 'How we use your information',
      blocks: [
        p('We use personal information to:'),
        list(
          'respond to your inquiries and requests;',
          'schedule and confirm appointments and send you reminders;',
          'operate, secure and improve this website, for example by finding pages that are hard to use and fixing errors;',
          [
            'send you news about our services, events and health topics, but only if you have agreed, and you can opt out at any time (see ',
            link('Newsletter and email messages', '#newsletter'),
            ');',
          ],
          'meet our legal, regulatory and professional obligations.',
        ),
        p(
          'We will ask for your consent before using your personal information for any other purpose, unless the law permits or requires that use without consent.',
        ),
        p([
          'To stop marketing messages, use the unsubscribe link in any message or ',
          link('contact us', '#contact'),
          '. Opting out does not stop messages about appointments or care you have asked for.',
        ]),
      ],
    },
    {
      id: 'no-selling',
      heading: 'We do not sell your personal information',
      blocks: [
        p(
          'We do not sell, rent or trade personal information, and we never share it with others for their own marketing. We share personal information only:',
        ),
        list(
          'with service providers that help us run the clinic and this website, such as website hosting, email delivery and appointment scheduling, under agreements that limit their use of it to the service they provide to us and require them to protect it;',
          'with other health care providers involved in your care, as PHIPA permits;',
          'when the law requires or permits it, for example in response to a court order;',
          'with your consent.',
        ),
        p(
          'Some service providers may store or process information outside Ontario or Canada, where the laws of that place may allow authorities to access it. We choose providers that protect information to a standard comparable to ours.',
        ),
      ],
    },
    {
      id: 'health-information',
      heading: 'Personal health information and PHIPA',
      blocks: [
        p(
          'When you receive care at the clinic, your personal health information is handled under PHIPA. The clinic acts as a health information custodian: we are responsible for the personal health information in our custody or control, including when staff or service providers handle it on our behalf.',
        ),
        p(
          'We collect, use and disclose personal health information with your consent, or without it only where PHIPA permits or requires. We may rely on your implied consent to share information with other health care providers who are caring for you, unless you tell us not to. You may ask us not to share particular information; we will explain what that may mean for your care.',
        ),
        p(
          'Please do not send detailed health information through the website contact form or by ordinary email. We will ask for what we need in a secure setting.',
        ),
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and similar technologies',
      blocks: [
        p('We keep cookies and similar technologies to what the website needs in order to work:'),
        list(
          'Preferences. The site may save choices such as your preferred text size in your browser’s local storage, so they stay in place on your next visit. They stay on your device and are not sent to us.',
          'Administrator sign-in. When clinic staff sign in to manage the site, their browser keeps the sign-in session. Visitors never need to sign in.',
          'Offline use. The site uses a service worker, a small script that saves the site’s pages, styles and images in your browser’s cache, so pages load quickly and remain available without a connection. The cache holds website content, not the messages you send us.',
        ),
        p(
          'We do not use advertising cookies. When you open the booking window or play a video, content loads from our scheduling provider or video platform, which may set its own cookies under its own privacy policy.',
        ),
        p(
          'You can clear stored preferences, cookies and cached pages in your browser’s settings, usually under Privacy or Site data. The site will still work, but your preferences will reset and pages will need a connection to load again.',
        ),
      ],
    },
    {
      id: 'site-quality',
      heading: 'Error reports and page speed',
      blocks: [
        p(
          'To find and fix problems, and to keep pages fast on slower phones, the website measures two things in your browser:',
        ),
        list(
          'Error reports. When something on a page fails (a script error, a part of the page that does not load, the offline feature not starting), your browser sends us a short technical report: what went wrong and where in our code, the address of the page without anything after a “?” or “#”, the kind of browser, and the version of the website. Before the report is stored, we remove anything that looks like an email address or a security code. We keep these reports in our hosting provider’s error logs, and they are deleted automatically after 30 days.',
          'Page speed. On about one visit in four, your browser measures how quickly the page appeared, how quickly it responded to your taps and clicks, and whether its content moved while loading. It sends only these three numbers and the kind of page (for example “blog post” or “home page”), never the page’s address. We add them to daily totals per kind of page and keep no individual measurement; the totals are deleted after 28 days.',
        ),
        p(
          'Neither is linked to you: we do not store your internet address with them, use no cookie or identifier for them, and never combine them with anything you send us. Your internet address is used only for a moment, to stop any one device from sending too many reports.',
        ),
      ],
    },
    {
      id: 'security',
      heading: 'How we protect your information',
      blocks: [
        p('We protect personal information with safeguards suited to how sensitive it is:'),
        list(
          'administrative safeguards, such as access only for staff who need it, confidentiality agreements and privacy training;',
          'technical safeguards, such as encrypted connections (HTTPS) for this website, access controls on our systems and limits that block automated abuse of our forms;',
          'physical safeguards, such as secured premises and restricted access to records.',
        ),
        p(
          'No way of sending or storing information is completely secure, so we cannot promise absolute security. If your personal health information is stolen or lost, or used or disclosed without authority, we will tell you at the first reasonable opportunity, as PHIPA requires, and report to the Information and Privacy Commissioner of Ontario where the law requires. We also report and notify you of breaches of other personal information that create a real risk of significant harm, as PIPEDA requires.',
        ),
      ],
    },
    {
      id: 'external-links',
      heading: 'Links to other websites and services',
      blocks: [
        p(
          'This website links to, and opens windows from, services we do not control: our online booking provider (when you choose to book a consultation), a video player for clinic videos, and our social media profiles. Information you give those services is collected under their own terms and privacy policies, which we encourage you to read. We are not responsible for their content or practices.',
        ),
        p(
          'Details you enter in the booking window go to the booking provider and then to us, so that we can confirm your appointment.',
        ),
      ],
    },
    {
      id: 'newsletter',
      heading: 'Newsletter and email messages',
      blocks: [
        p(
          'We send newsletters and other commercial electronic messages only to people who have agreed to receive them, or where Canada’s Anti-Spam Legislation (CASL) allows us to rely on an existing relationship. Sending the contact form does not subscribe you.',
        ),
        p(
          `When you sign up, we email you a link to confirm; nothing else is sent until you open it and confirm. The link works once, for ${NEWSLETTER_CONFIRM_DAYS} days. If you do not confirm, we delete the sign-up after ${retention.pendingNewsletterDays} days. When you confirm, we keep, as the record of your consent: the wording you agreed to and its version, the date and time, the page where you signed up, and a one-way code derived from your internet address (not the address itself).`,
        ),
        p(
          'Every newsletter has an unsubscribe link that works in one click, without signing in, and most email programs also show their own unsubscribe button for it. Unsubscribing takes effect at once, well within the 10 business days the law allows: we delete your email address and keep only a one-way code of it, so that we can show we respected your choice.',
        ),
        p([
          'You can also ask us to erase you from the list: ',
          link('contact us', '#contact'),
          '. We then delete your address, its links and any message waiting to be sent, and keep only a one-way code so that the address is never emailed by us again, even if someone signs it up later.',
        ]),
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep information',
      blocks: [
        list(
          `Contact form requests: deleted automatically ${retention.contactRequestDays} days after you send them. Our staff are told of a new request by an email that gives only your name, never your message.`,
          `Newsletter sign-ups never confirmed: deleted after ${retention.pendingNewsletterDays} days. Confirmed subscriptions: until you unsubscribe or ask to be erased, with the consent record described above.`,
          'Emails waiting to be sent, and the record that they were sent: deleted after 30 days.',
          'Counters we use to stop abuse of our forms and sign-in (kept under a one-way code of your internet address or email address, never the address itself): deleted within a day or two.',
          'Clinical records: as long as the law and professional standards require. For physicians in Ontario, that is at least 10 years after the last entry in the record, or 10 years after the patient’s 18th birthday if that is later.',
          'Website server logs: for a limited period, for security and troubleshooting. Error reports from your browser: 30 days. Page-speed totals: 28 days (they hold no personal information).',
        ),
        p('When we no longer need information, we securely destroy it or remove anything that identifies you.'),
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights: access, correction and deletion',
      blocks: [
        p('You may:'),
        list(
          'ask whether we hold personal information about you, and ask to see it;',
          'ask us to correct or update information that is inaccurate or incomplete;',
          'ask us to delete information that we no longer need;',
          'withdraw your consent to a use of your information, subject to legal or contractual limits. We will explain what that means for your request or your care.',
        ),
        p(
          'Under PHIPA you have the right to access the personal health information in your record and to ask for corrections, subject to limited exceptions set out in the law. We cannot delete information from a clinical record that we are required to keep; if we do not agree to a correction you ask for, you may add a statement of disagreement to your record.',
        ),
        p([
          'To make a request, ',
          link('contact us', '#contact'),
          '. We may need to confirm your identity. We answer within 30 days; if the law allows more time and we need it, we will tell you in writing. We may charge a reasonable fee, as the law permits, for copies of health records, and we will tell you the amount first.',
        ]),
        p([
          'If you are not satisfied with our answer, you may complain to the ',
          link('Information and Privacy Commissioner of Ontario (ipc.on.ca)', 'https://www.ipc.on.ca/'),
          ' about personal health information, or to the ',
          link('Office of the Privacy Commissioner of Canada (priv.gc.ca)', 'https://www.priv.gc.ca/'),
          ' about other personal information. We would welcome the chance to resolve your concern first.',
        ]),
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        p(
          'We may update this policy when our services or the law change. The date at the top of this page shows when it last changed, and we will point out significant changes on this website.',
        ),
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        p('For questions, requests or concerns about privacy, please contact our privacy officer:'),
        address(...clinicAddressLines('Attention: Privacy Officer')),
        p(['You can also call us at ', mainPhoneLink, ` during clinic hours (${SITE_CONFIG.hours}).`]),
      ],
    },
  ],
};
