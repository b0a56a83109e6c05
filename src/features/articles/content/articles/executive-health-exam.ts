import { EXECUTIVE_EXAM_HOURS } from '../../../../config/business-constants';
import { paths } from '../../../../paths';
import { DISCLAIMER_HTML } from './disclaimer';

export { EXECUTIVE_HEALTH_EXAM_META } from './executive-health-exam.meta';

/** A function, so bundlers can leave the body out of pages that only need the summary. */
export const executiveHealthExamBody = (): string => `
<p>For busy people, health care tends to happen in fragments: a rushed appointment when something hurts, a requisition for blood work that sits in a bag for months, a specialist referral that never quite gets booked. Each piece may be fine on its own, yet no one sees the whole picture. A comprehensive executive health exam is designed to solve that problem by bringing the pieces together, in one place, on one day.</p>

<h2>What the day usually includes</h2>
<p>Every clinic's programme differs, and a good one adapts to the person in front of it. Our own comprehensive assessment takes about ${EXECUTIVE_EXAM_HOURS.min} to ${EXECUTIVE_EXAM_HOURS.max} hours. A typical day includes:</p>
<ul>
<li><strong>A detailed history</strong> covering symptoms, past illnesses, medications, family history, work, travel, sleep, stress, alcohol and activity.</li>
<li><strong>A thorough physical examination</strong> with blood pressure measured carefully, often more than once.</li>
<li><strong>Laboratory testing</strong> of blood and urine, chosen to match your age, history and risk rather than a one-size-fits-all panel.</li>
<li><strong>Heart and fitness assessment</strong>, which may include an electrocardiogram and, when your history suggests it would be useful, an exercise stress test.</li>
<li><strong>Other targeted checks</strong> such as body composition, vision, hearing or lung function, depending on your needs.</li>
<li><strong>A review of screening</strong> so that colorectal, breast, cervical, lung and other recommended screening is up to date or booked.</li>
<li><strong>Time with a physician</strong> to go through the findings, answer questions and agree on priorities.</li>
</ul>

<h2>Why more tests are not the goal</h2>
<p>It is tempting to assume that the best exam is the one with the longest list of tests. Evidence suggests otherwise. Every test has a chance of a false alarm, and tests done without a clear reason often uncover incidental findings: harmless shadows and borderline numbers that lead to repeat scans, anxiety and, occasionally, procedures with real risks.</p>
<p>Choosing Wisely Canada, a national campaign led by clinicians, recommends against several common tests in people without symptoms, such as screening electrocardiograms and chest X-rays in low-risk adults, and yearly blood tests that are not guided by a person's risk profile. A well-designed executive exam respects those lessons. It goes deeper where your history points, such as a family history of early heart disease or a pattern of symptoms, and avoids testing simply because it is possible.</p>

<h2>Why one day can change your year</h2>
<p>The value of a comprehensive exam comes less from any single result than from the way the results are brought together. Because the history, examination and tests happen together, your physician can connect them while you are in the room. A slightly raised blood pressure, a borderline A1C and poor sleep might each seem minor; seen side by side, they may tell a clearer story and point to one or two changes that address all three.</p>
<p>An exam can reveal things that have been quietly building, such as high blood pressure, prediabetes, raised cholesterol or signs of sleep apnea. It can also provide reassurance that is grounded in evidence rather than guesswork, which is valuable in its own right. Most importantly, it should end with a short, prioritised plan: what to change now, what to recheck and when, and who is responsible for each next step.</p>

<h2>How to prepare</h2>
<ul>
<li>Follow the fasting and medication instructions you are given before blood work.</li>
<li>Bring a list of your medications and supplements, including doses.</li>
<li>Gather previous test results and reports, especially from other provinces or countries.</li>
<li>Ask relatives about family history: heart disease, stroke, diabetes and cancers, and the age at which they occurred.</li>
<li>Write down the questions and symptoms you want to discuss. It is easy to forget them on the day.</li>
<li>Wear comfortable clothing and shoes in case you have an exercise test, and try to sleep well the night before.</li>
</ul>

<h2>After the exam: where the real work happens</h2>
<p>A single day creates momentum; follow-through turns it into results. Expect a written summary of your findings and recommendations. With your consent, a copy should go to your family physician so that your care stays connected. An executive health exam complements your family physician rather than replacing them, and the care you receive through OHIP continues as before.</p>
<p>Plan follow-up for anything that needs rechecking, and choose the one or two changes that matter most rather than trying to fix everything at once. Over the following months, small adjustments, such as regular strength training, more consistent sleep or better blood pressure control, are what actually change your risk.</p>
<p>For a broader look at what prevention involves after 40, read <a href="${paths.article('what-does-prevention-actually-look-like-after-40')}">what prevention actually looks like after 40</a>. If you would like an assessment with ongoing support throughout the year, our <a href="${paths.membership}">executive membership</a> includes an annual assessment and regular follow-up with a dedicated clinical team.</p>
${DISCLAIMER_HTML}
`;
