import type { BlogInput } from '../../../src/shared/schemas/blog';
import type { Category } from '../../../src/shared/schemas/category';
import type { LocationPageInput } from '../../../src/shared/schemas/location-page';
import { placeholder } from '../../../src/shared/placeholder';

/** Demo content for the local stack. Original copy; validated against the shared schemas by tools/scripts/lib/seed.test.ts. */
export const DEMO_CATEGORIES: Category[] = [
  { category_id: 0, category: 'All' },
  { category_id: 1, category: 'Prevention' },
  { category_id: 2, category: 'Heart Health' },
  { category_id: 3, category: 'Healthy Ageing' },
  { category_id: 4, category: 'Nutrition & Metabolism' },
];

export const DEMO_BLOGS: { id: string; blog: BlogInput }[] = [
  {
    id: 'demo-blog-blood-pressure',
    blog: {
      title: 'Know Your Numbers: Blood Pressure After 40',
      slug_url: 'know-your-numbers-blood-pressure-after-40',
      brief_paragraph:
        'High blood pressure rarely causes symptoms, yet it is one of the strongest predictors of stroke and heart disease. Here is how to measure it well and what the results mean.',
      published_date: 'November 3, 2026',
      category: 2,
      blogs_content: [
        {
          heading: 'Why a silent number matters',
          paragraph:
            '<p>Blood pressure is the force of blood against artery walls. When it stays high for years, arteries stiffen and the heart works harder, raising the risk of stroke, heart attack, kidney disease and dementia. Most people with hypertension feel perfectly well, which is why regular measurement matters more than symptoms.</p>',
        },
        {
          heading: 'Measuring it properly at home',
          paragraph:
            '<p>Use a validated upper-arm cuff of the right size. Sit quietly for five minutes with your back supported, feet flat and arm resting at heart level. Take two readings a minute apart, morning and evening, for a week, and bring the log to your appointment.</p><ul><li>Avoid caffeine, exercise and smoking for 30 minutes before.</li><li>Do not talk during the reading.</li></ul>',
        },
        {
          heading: 'What you can change',
          paragraph:
            '<p>Lower sodium intake, more vegetables and fruit, regular aerobic activity, limiting alcohol and good sleep all lower blood pressure measurably. When medication is needed, it works best alongside these habits, not instead of them. Your physician will set a target that suits your overall risk.</p>',
        },
      ],
      metaTitle: 'Blood Pressure After 40: Measure It Right',
      metaDescription:
        'Why blood pressure matters after 40, how to measure it accurately at home, and the everyday changes that lower it.',
      published: true,
    },
  },
  {
    id: 'demo-blog-strength-training',
    blog: {
      title: 'Strength Training Is Preventive Medicine',
      slug_url: 'strength-training-is-preventive-medicine',
      brief_paragraph:
        'Muscle mass declines from our thirties onward. Resistance exercise slows that loss and protects bones, balance and blood sugar.',
      published_date: 'October 20, 2026',
      category: 3,
      blogs_content: [
        {
          heading: 'Muscle as an organ of longevity',
          paragraph:
            '<p>Skeletal muscle helps regulate blood glucose, supports joints and protects against falls. Adults lose muscle gradually with age, a process called sarcopenia, and inactivity speeds it up. Strength is consistently associated with independence later in life.</p>',
        },
        {
          heading: 'How much is enough',
          paragraph:
            '<p>Canadian guidelines suggest muscle-strengthening activities for major muscle groups at least twice a week. Start with body-weight movements such as sit-to-stand, wall push-ups and step-ups, then add resistance as technique becomes reliable.</p>',
        },
        {
          heading: 'Starting safely',
          paragraph:
            '<p>If you have heart disease, uncontrolled blood pressure, joint problems or recent surgery, speak with your clinician first. A physiotherapist or kinesiologist can tailor a plan and check your form so that progress is steady and injury-free.</p>',
        },
      ],
      metaTitle: 'Strength Training Is Preventive Medicine',
      metaDescription:
        'How resistance exercise protects muscle, bone, balance and blood sugar after 40, and how to start safely.',
      published: true,
    },
  },
  {
    id: 'demo-blog-fibre',
    blog: {
      title: 'Fibre: The Most Underrated Nutrient on Your Plate',
      slug_url: 'fibre-the-most-underrated-nutrient',
      brief_paragraph:
        'Most adults eat about half the fibre they need. Closing that gap supports cholesterol, blood sugar, digestion and a healthy weight.',
      published_date: 'September 28, 2026',
      category: 4,
      blogs_content: [
        {
          heading: 'What fibre does',
          paragraph:
            '<p>Soluble fibre, found in oats, beans and lentils, helps lower LDL cholesterol and slows the rise of blood sugar after meals. Insoluble fibre, in whole grains and vegetables, keeps digestion regular. Both feed the gut bacteria that produce beneficial short-chain fatty acids.</p>',
        },
        {
          heading: 'Simple ways to eat more',
          paragraph:
            '<ul><li>Choose whole-grain bread and cereals.</li><li>Add a handful of beans or lentils to soups and salads.</li><li>Keep the skin on fruit and vegetables where you can.</li><li>Snack on nuts and seeds.</li></ul>',
        },
        {
          heading: 'Go gradually',
          paragraph:
            '<p>Increase fibre over a few weeks and drink more water so that your digestive system adapts comfortably. If you have a bowel condition, ask your clinician which sources suit you best.</p>',
        },
      ],
      metaTitle: 'Fibre: The Most Underrated Nutrient',
      metaDescription:
        'How dietary fibre supports cholesterol, blood sugar and digestion, and simple ways to eat more of it.',
      published: true,
    },
  },
];

const locationSections = (area: string) => ({
  heading_1: `Executive health assessments in ${area}`,
  paragraph_1: `<p>A comprehensive assessment brings your history, examination, laboratory work and imaging together in one coordinated visit, so that you leave with a clear picture of your health and a plan for the year ahead.</p>`,
  heading_2: 'A team that knows you',
  paragraph_2:
    '<p>Members see the same physicians and allied health professionals over time. Continuity lets small changes be noticed early and acted upon before they become problems.</p>',
  heading_3: 'Prevention built around your life',
  paragraph_3:
    '<p>We translate results into practical steps for sleep, movement, nutrition and stress, and we follow up to see how those steps are working for you.</p>',
  heading_4: 'Getting started',
  paragraph_4:
    '<p>Book a consultation to discuss your goals. We will explain what the membership includes and help you decide whether it is right for you.</p>',
});

/** The demo's directions: placeholder(...) marks each value the clinic must supply (src/shared/placeholder.ts). */
const YORKVILLE_DIRECTIONS = {
  street_address: placeholder('000 Avenue Road, Suite 000'),
  postal_code: placeholder('M5R 0A0'),
  latitude: placeholder(43.6736),
  longitude: placeholder(-79.3966),
  phone: placeholder('416-555-0100'),
  transit: placeholder(
    'From Bay or Museum station (Line 1), walk about 10 minutes; the 5 Avenue Road bus stops nearby.',
  ),
  parking: placeholder('Paid underground parking in the building; street parking on nearby side streets.'),
  accessibility: placeholder({
    step_free_entrance: true,
    elevator: true,
    accessible_washroom: true,
    note: 'Ask at reception for a wheelchair; the entrance door opens automatically.',
  }),
} satisfies Partial<LocationPageInput>;

export const DEMO_LOCATION_PAGES: { id: string; page: LocationPageInput }[] = [
  {
    id: 'demo-location-yorkville',
    page: {
      slug_url: 'executive-health-yorkville',
      main_heading: 'Preventive Care for Yorkville Professionals',
      main_paragraph:
        '<p>Minutes from Yorkville, our clinic offers unhurried executive health assessments and year-round preventive care for busy professionals.</p>',
      highlighted_heading: 'Take the first step toward a healthier year',
      ...locationSections('Yorkville'),
      meta_keywords: 'executive health Yorkville, preventive care Toronto, health assessment',
      meta_link: 'https://example.com/location/executive-health-yorkville',
      meta_title: 'Executive Health Assessments near Yorkville',
      meta_description:
        'Comprehensive executive health assessments and preventive care memberships near Yorkville, Toronto.',
      published: true,
      // The "Getting here" kit. Every clinic fact here is a stand-in, marked like the site config's.
      ...YORKVILLE_DIRECTIONS,
    },
  },
  {
    id: 'demo-location-north-york',
    page: {
      slug_url: 'preventive-care-north-york',
      main_heading: 'Preventive Health Care for North York',
      main_paragraph:
        '<p>Residents of North York can reach our Avenue Road clinic easily for comprehensive assessments, specialist access and ongoing preventive care.</p>',
      highlighted_heading: 'Your health plan starts with one conversation',
      ...locationSections('North York'),
      meta_keywords: 'preventive care North York, executive physical, Toronto clinic',
      meta_link: 'https://example.com/location/preventive-care-north-york',
      meta_title: 'Preventive Health Care for North York',
      meta_description: 'Executive health assessments and preventive care memberships for North York residents.',
      published: true,
    },
  },
];

export const DEMO_ACCOUNTS = [
  { email: 'admin@example.com', password: 'Admin-demo-1', isAdmin: true, displayName: 'Demo Administrator' },
  { email: 'visitor@example.com', password: 'Visitor-demo-1', isAdmin: false, displayName: 'Demo Visitor' },
] as const;
