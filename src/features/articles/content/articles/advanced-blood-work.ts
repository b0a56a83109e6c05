import { paths } from '../../../../paths';
import { DISCLAIMER_HTML } from './disclaimer';

export { ADVANCED_BLOOD_WORK_META } from './advanced-blood-work.meta';

/** A function, so bundlers can leave the body out of pages that only need the summary. */
export const advancedBloodWorkBody = (): string => `
<p>Blood work is one of the most useful tools in preventive medicine. A few tubes can reveal early diabetes, kidney problems, anaemia and cholesterol patterns that raise the risk of heart attack and stroke. But a standard panel is built to answer common questions for most people, and it does not always tell the whole story. A small number of additional tests, chosen thoughtfully, can fill specific gaps. Choosing them well matters as much as running them.</p>

<h2>What a standard panel usually covers</h2>
<p>A routine set of blood tests for an adult in Canada typically includes some or all of the following:</p>
<ul>
<li>a complete blood count, which looks at red cells, white cells and platelets;</li>
<li>electrolytes and creatinine, with an estimate of kidney function (eGFR);</li>
<li>fasting glucose or A1C, which reflects average blood sugar over about three months;</li>
<li>a lipid profile: total cholesterol, LDL and HDL cholesterol, triglycerides and non-HDL cholesterol;</li>
<li>sometimes liver enzymes and a thyroid test (TSH), depending on symptoms and history.</li>
</ul>
<p>These tests are valuable and well understood. Their limits are mostly about what they were not designed to measure.</p>

<h2>Markers that can add useful information</h2>
<h3>Apolipoprotein B (apoB)</h3>
<p>LDL cholesterol measures how much cholesterol is carried in certain particles, not how many of those particles there are. Each particle that can enter the artery wall carries one molecule of apoB, so apoB is a more direct count of them. The two measures usually agree, but they can diverge, particularly in people with high triglycerides, diabetes or excess abdominal weight. Recent Canadian Cardiovascular Society guidance favours non-HDL cholesterol or apoB over LDL cholesterol alone for assessing risk.</p>

<h3>Lipoprotein(a)</h3>
<p>Lipoprotein(a), often written Lp(a), is a cholesterol-carrying particle whose level is largely inherited and changes little over a lifetime. A high level increases the risk of heart attack, stroke and narrowing of the aortic valve, even when other cholesterol numbers look normal. Canadian guidance recommends measuring it once in a person's lifetime. A high result does not call for repeated testing; it helps your physician decide how actively to manage your other risk factors, and it can be a reason for relatives to be tested too.</p>

<h3>Urine albumin-to-creatinine ratio</h3>
<p>Kidney damage from high blood pressure or diabetes often shows up first as small amounts of protein in the urine, before blood tests of kidney function change. Diabetes Canada recommends this simple urine test yearly for people with diabetes, and it is useful for many people with high blood pressure.</p>

<h3>Liver health</h3>
<p>Fatty liver disease, now often called metabolic dysfunction-associated steatotic liver disease, is very common and usually silent. Liver enzymes can be normal even when it is present. A score called FIB-4, calculated from age, two liver enzymes and the platelet count, helps estimate whether scarring of the liver is likely and whether further assessment, such as a specialised ultrasound, is needed.</p>

<h3>Ferritin and vitamin B12</h3>
<p>Ferritin reflects iron stores. A low level points to iron deficiency, common with heavy periods, some diets and bleeding from the gut, which always needs explaining. A high level can reflect inflammation, liver disease or alcohol, and occasionally an inherited iron overload condition. Vitamin B12 is worth checking in people taking metformin or long-term acid-suppressing medications, in older adults and in those following a strict plant-based diet.</p>

<h3>High-sensitivity C-reactive protein</h3>
<p>This marker of inflammation can help refine treatment decisions for some people whose cardiovascular risk falls in a grey zone. It rises with infections, injuries and many other conditions, so a single result must be interpreted carefully, and it is not a general measure of health.</p>

<h2>Why more is not always better</h2>
<p>Reference ranges are usually set so that about 95 percent of healthy people fall inside them. That means around one healthy person in twenty will have a result outside the range on any given test simply by chance. Order twenty tests and an "abnormal" result becomes more likely than not, even in a perfectly well person. Each one can lead to repeat tests, imaging, specialist visits and worry.</p>
<p>Some popular tests also have limited value for people without symptoms. Choosing Wisely Canada advises against routine vitamin D testing in healthy adults, and in Ontario it is publicly covered only for specific conditions that affect bone or absorption. Fasting insulin and similar measures lack standard reference ranges for everyday use. Large direct-to-consumer panels can be interesting, but they often produce numbers without a plan.</p>
<p>A good question to ask before any test is: "What would we do differently depending on the result?" If the answer is nothing, the test may not be worth doing.</p>

<h2>Getting the most from your results</h2>
<ul>
<li><strong>Look at trends.</strong> A value that has drifted steadily over five years can matter more than one result that sits just outside the range.</li>
<li><strong>Use the same laboratory where possible,</strong> because methods and ranges vary slightly between labs.</li>
<li><strong>Follow the preparation instructions.</strong> Many lipid tests no longer require fasting, but some tests still do, and recent illness, hard exercise or alcohol can affect certain results.</li>
<li><strong>Interpret results in context.</strong> Blood work is most useful alongside your history, examination and blood pressure, not as a stand-alone score.</li>
</ul>
<p>Thoughtful blood work is one part of a broader assessment. To see how it fits into a coordinated day of testing and advice, read about <a href="${paths.article('the-executive-health-exam-why-one-day-can-change-your-year')}">the executive health exam</a>. If weight or energy changes are what prompted your questions, our article on <a href="${paths.article('your-metabolism-isnt-broken-its-misunderstood')}">metabolism in midlife</a> may also help.</p>
${DISCLAIMER_HTML}
`;
