import { paths } from '../../../../paths';
import { DISCLAIMER_HTML } from './disclaimer';

export { PREVENTION_AFTER_40_META } from './prevention-after-40.meta';

/** A function, so bundlers can leave the body out of pages that only need the summary. */
export const preventionAfter40Body = (): string => `
<p>Turning 40 does not flip a switch in your body, but it is a sensible moment to take stock. Many of the conditions that shape health in later decades, including heart disease, type 2 diabetes, several common cancers and the gradual loss of muscle and bone, develop quietly for years before they cause symptoms. Prevention is the work of finding those trends early and changing their direction while the options are still wide.</p>
<p>It is also less dramatic than it sounds. Good preventive care is rarely about one impressive test. It is a steady routine: knowing a handful of key numbers, keeping up with screening that has proven value, and building habits that protect your heart, brain and independence. This article outlines what that routine usually includes for adults in Canada.</p>

<h2>Start with your risk, not a checklist</h2>
<p>Two people of the same age can need very different plans. A useful preventive visit begins with your personal and family history: heart attacks or strokes in parents or siblings at a young age, cancers that run in the family, diabetes or high blood pressure during pregnancy, smoking, alcohol use, sleep, stress and the medications and supplements you take. Together with a physical examination, this history tells your physician which risks deserve the closest attention.</p>
<p>Canadian guidance supports this approach. Rather than testing everyone for everything, groups such as the Canadian Task Force on Preventive Health Care weigh the benefits of each screening test against its harms, such as false alarms, anxiety and unnecessary procedures, and recommend a test only where that balance is favourable.</p>

<h2>The numbers worth knowing</h2>
<ul>
<li><strong>Blood pressure.</strong> High blood pressure rarely causes symptoms, yet it is one of the most important modifiable causes of stroke, heart attack and kidney disease. It should be checked regularly, and readings taken at home with a validated monitor often give a truer picture than a single measurement in the office.</li>
<li><strong>Cholesterol and cardiovascular risk.</strong> The Canadian Cardiovascular Society recommends lipid testing for men and women from age 40, or earlier when other risk factors are present, and suggests measuring lipoprotein(a), an inherited risk marker, once in a lifetime. Your results are combined with your age, blood pressure, smoking status and other factors to estimate your risk of a heart attack or stroke over the next ten years.</li>
<li><strong>Blood sugar.</strong> Diabetes Canada recommends screening with a fasting glucose or A1C test every three years from age 40, and earlier or more often for people with additional risk factors. Finding prediabetes gives you time to change course.</li>
<li><strong>Waist circumference.</strong> Where you carry weight matters. Fat stored around the abdomen is more closely linked with heart and metabolic risk than body weight alone.</li>
</ul>

<h2>Cancer screening that has earned its place</h2>
<p>Screening programmes are designed for people without symptoms. If you notice a new lump, unexplained bleeding, a persistent change in bowel habits or unexplained weight loss, see a physician rather than waiting for your next screening date. In Ontario, the main organised programmes include:</p>
<ul>
<li><strong>Colorectal cancer:</strong> a home fecal immunochemical test (FIT) every two years for people aged 50 to 74 at average risk, and colonoscopy for people at higher risk because of family history or previous findings.</li>
<li><strong>Breast cancer:</strong> screening mammography, which people aged 40 to 74 in Ontario can book through the Ontario Breast Screening Program.</li>
<li><strong>Cervical cancer:</strong> regular screening for people with a cervix, which Ontario is moving from the Pap test to HPV testing.</li>
<li><strong>Lung cancer:</strong> low-dose CT screening for people aged 55 to 74 who have a long history of daily smoking.</li>
</ul>
<p>Some tests are a personal decision rather than a routine recommendation. The prostate-specific antigen (PSA) blood test is the best-known example: it can find some cancers early, but it also finds many slow-growing cancers that would never have caused harm, and treating them carries its own risks. Canadian organisations differ on its use, so it deserves an unhurried conversation with your physician about your own risk and values.</p>

<h2>Habits that do the heavy lifting</h2>
<p>Tests identify risk; daily habits change it. The Canadian 24-Hour Movement Guidelines for Adults recommend at least 150 minutes of moderate-to-vigorous aerobic activity a week, muscle-strengthening activities at least twice a week, 7 to 9 hours of good-quality sleep for adults under 65, and limiting long periods of sitting. Strength work becomes especially valuable after 40, because muscle and bone are gradually lost with age unless they are regularly challenged.</p>
<p>Canada's Guidance on Alcohol and Health, published in 2023, describes a continuum of risk: two standard drinks or fewer a week is considered low risk, and the risk of several cancers and heart problems rises with each additional drink. Stopping smoking brings measurable benefits at any age, and free support is available through public programmes and your physician.</p>
<p>Sleep and stress belong on this list too. Long-term stress affects blood pressure, sleep and eating patterns; our article on <a href="${paths.article('how-stress-and-burnout-affect-long-term-health')}">how stress and burnout affect long-term health</a> explores the connection in more detail.</p>

<h2>Vaccines are prevention too</h2>
<p>Adult immunisation is easy to forget. The National Advisory Committee on Immunization recommends a tetanus and diphtheria booster every ten years and a shingles vaccine for adults aged 50 and older, along with seasonal vaccines such as influenza according to current advice. Pneumococcal vaccination is recommended for older adults and for younger adults with certain health conditions. Public funding varies by age and province, so ask which vaccines you are due for and which are covered.</p>

<h2>What a preventive plan looks like in practice</h2>
<p>For most people over 40, prevention settles into a rhythm: a yearly review of history and risk, blood work at intervals guided by your results, screening on schedule, and one or two clear priorities for the year ahead, such as lowering blood pressure, starting strength training or improving sleep. The plan should be written down, shared with your family physician and revisited as your health changes.</p>
<p>An <a href="${paths.article('the-executive-health-exam-why-one-day-can-change-your-year')}">executive health exam</a> can bring these pieces together in a single coordinated assessment. Still, the most important part of prevention is what happens afterwards: the follow-up, the small changes that last, and the conversations that keep you on track.</p>
${DISCLAIMER_HTML}
`;
