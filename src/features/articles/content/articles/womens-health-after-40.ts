import { paths } from '../../../../paths';
import { DISCLAIMER_HTML } from './disclaimer';

export { WOMENS_HEALTH_AFTER_40_META } from './womens-health-after-40.meta';

/** A function, so bundlers can leave the body out of pages that only need the summary. */
export const womensHealthAfter40Body = (): string => `
<p>For many women, the years after 40 are among the busiest of their lives: careers at their peak, children growing up, parents needing more support. It is easy for personal health to slip down the list. Yet this is also a decade of real biological change, and a few adjustments to how you approach prevention can make a lasting difference to your heart, bones, mind and quality of life.</p>

<h2>Understanding perimenopause</h2>
<p>Perimenopause is the transition leading up to menopause. It often begins in the 40s and can last several years. Menopause itself is confirmed after 12 months without a period, and in Canada it occurs on average around age 51. During the transition, hormone levels fluctuate rather than falling smoothly, which explains why symptoms can come and go.</p>
<p>Common experiences include:</p>
<ul>
<li>changes in the timing and flow of periods;</li>
<li>hot flashes and night sweats;</li>
<li>disrupted sleep, even without night sweats;</li>
<li>mood changes, irritability or anxiety;</li>
<li>difficulty concentrating, often described as brain fog;</li>
<li>joint aches, vaginal dryness and urinary symptoms.</li>
</ul>
<p>Some changes in bleeding are expected, but very heavy periods, bleeding between periods or after sex, and any bleeding after menopause should always be checked by a physician.</p>

<h2>Treatment is a real option</h2>
<p>Many women are told, or assume, that symptoms simply have to be endured. They do not. Menopausal hormone therapy remains the most effective treatment for hot flashes and night sweats. Current guidance from the Society of Obstetricians and Gynaecologists of Canada and other expert bodies indicates that, for most healthy women under 60 or within about ten years of their last period, the benefits of treating bothersome symptoms generally outweigh the risks. The right choice depends on your personal and family history, including any history of breast cancer, blood clots, stroke or heart disease.</p>
<p>Effective non-hormonal options also exist, both medications and approaches such as cognitive behavioural therapy for sleep and hot flashes. For vaginal dryness and urinary symptoms, low-dose vaginal estrogen acts locally and is suitable for many women who cannot or prefer not to take systemic hormones.</p>

<h2>Your heart deserves fresh attention</h2>
<p>Heart disease is a leading cause of death for women in Canada, and risk rises after menopause as blood pressure, cholesterol and abdominal fat tend to increase. Women are also more likely than men to have heart attack symptoms beyond chest discomfort, such as shortness of breath, nausea, unusual fatigue, or pain in the jaw, neck or back. Any of these, especially when sudden, deserves urgent attention.</p>
<p>Your pregnancy history is part of your heart history. Preeclampsia, high blood pressure in pregnancy, gestational diabetes and preterm delivery are each linked with a higher risk of heart disease later in life. Make sure your physician knows about them, because they can change how closely your blood pressure, cholesterol and blood sugar should be followed.</p>

<h2>Protecting bone and muscle</h2>
<p>Bone loss speeds up in the years around menopause as estrogen falls. Osteoporosis often has no symptoms until a fracture occurs. Osteoporosis Canada's guidance focuses on identifying women at higher risk of fracture, using age, bone density testing and risk factors such as a previous fracture, a parent who broke a hip, smoking, certain medications and low body weight.</p>
<p>Resistance training and balance exercises are among the best protections for both bone and muscle, and they help prevent the falls that cause many fractures. Aim to get calcium mainly from food, ask your physician whether a vitamin D supplement makes sense for you, avoid smoking and keep alcohol low.</p>

<h2>Keeping screening up to date</h2>
<ul>
<li><strong>Breast:</strong> in Ontario, women aged 40 to 74 can book a screening mammogram through the Ontario Breast Screening Program without a referral. Ask whether your breast density or family history means you would benefit from additional imaging.</li>
<li><strong>Cervical:</strong> screening continues into your 60s. Ontario is moving from Pap tests to HPV testing, which looks for the virus that causes most cervical cancers and, when the result is normal, can be repeated less often.</li>
<li><strong>Colorectal:</strong> from 50, a home FIT test every two years for people at average risk, or colonoscopy when family history or previous findings call for it.</li>
<li><strong>Metabolic health:</strong> cholesterol, blood sugar and blood pressure checks, as outlined in our article on <a href="${paths.article('what-does-prevention-actually-look-like-after-40')}">prevention after 40</a>.</li>
</ul>

<h2>Pelvic floor, bladder and comfort</h2>
<p>Leaking urine when you cough, laugh or exercise, or feeling a sudden urge that is hard to hold, is common after childbirth and around menopause, but it is not something you simply have to accept. Pelvic floor physiotherapy is an effective first-line treatment, and other options are available when needed. Learn more about our <a href="${paths.pelvicFloorWomen}">pelvic floor therapy for women</a>.</p>

<h2>Mind, mood and sleep</h2>
<p>Perimenopause is associated with a higher risk of depressive symptoms, particularly in women with a previous history of depression or severe premenstrual mood changes. Sleep often suffers too, and poor sleep makes mood, concentration and weight harder to manage. If you notice persistent low mood, anxiety or exhaustion, raise it with your physician; it is not a sign of weakness and it is treatable. Our article on <a href="${paths.article('sleep-recovery-and-performance-in-high-performers')}">sleep and recovery</a> offers practical strategies.</p>

<h2>Two blood tests worth remembering</h2>
<p>Heavy periods in perimenopause are a common cause of low iron stores, which can cause fatigue, breathlessness and hair shedding; a ferritin test can check for it. Thyroid conditions are also more common in women and can mimic perimenopausal symptoms, so a thyroid test is reasonable when fatigue, weight change or mood symptoms do not have a clear explanation.</p>

<h2>Putting it together</h2>
<p>What should change after 40 is not your worth as a patient but the questions you ask. A yearly review that covers symptoms, heart and bone risk, screening, mental health and the goals that matter to you is one of the best investments you can make in the decades ahead.</p>
${DISCLAIMER_HTML}
`;
