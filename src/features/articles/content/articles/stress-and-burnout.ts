import { paths } from '../../../../paths';
import { DISCLAIMER_HTML } from './disclaimer';

export { STRESS_AND_BURNOUT_META } from './stress-and-burnout.meta';

/** A function, so bundlers can leave the body out of pages that only need the summary. */
export const stressAndBurnoutBody = (): string => `
<p>Stress is not the enemy. The same response that sharpens your focus before a board presentation or gets you through a family emergency is one of the body's oldest protective systems. The trouble starts when that system rarely gets to switch off: when deadlines, travel, caregiving and a phone that never stops buzzing keep it running week after week. Over months and years, persistent stress can leave a mark on the heart, the metabolism, sleep and mental health.</p>

<h2>What stress does in the body</h2>
<p>When you face a challenge, the brain signals two systems. The sympathetic nervous system releases adrenaline within seconds, raising your heart rate and blood pressure and sending fuel to the muscles. More slowly, the hormonal stress axis releases cortisol, which mobilises energy, tunes the immune response and helps you stay alert. Once the challenge passes, both systems are meant to settle.</p>
<p>With chronic stress, they settle less completely. Blood pressure can stay higher for longer, sleep becomes lighter and more broken, and appetite tends to shift towards quick, energy-dense foods. Many people also lean on coping habits that add their own risks, such as an extra drink in the evening, skipped workouts or more caffeine to push through the afternoon.</p>
<p>Large studies link long-term psychological stress with a higher risk of heart disease. The international INTERHEART study, for example, found that people who reported ongoing stress at work or at home were more likely to have had a heart attack, even after accounting for other risk factors. Stress is not usually the sole cause; rather, it tends to amplify the risks that are already there.</p>

<h2>Burnout is more than being tired</h2>
<p>The World Health Organization describes burnout in its International Classification of Diseases as an occupational phenomenon rather than a medical condition. It results from chronic workplace stress that has not been successfully managed, and it has three features:</p>
<ul>
<li>feelings of energy depletion or exhaustion;</li>
<li>increased mental distance from your job, or feelings of negativity and cynicism about it;</li>
<li>a sense of reduced effectiveness at work.</li>
</ul>
<p>Burnout and depression overlap, and one can lead to the other. If low mood, loss of interest or pleasure, hopelessness or changes in sleep and appetite last for two weeks or more, or affect life outside work, speak with a physician. If you ever have thoughts of harming yourself, call or text 9-8-8, Canada's suicide crisis helpline, which is available at any hour, or call 911.</p>

<h2>Warning signs worth noticing</h2>
<ul>
<li>Sleep that no longer refreshes you, or waking at 3 a.m. with your mind already at work.</li>
<li>Irritability, impatience or a shorter fuse with people you care about.</li>
<li>Needing alcohol to unwind or caffeine to function.</li>
<li>Frequent headaches, muscle tension, digestive upset or colds that linger.</li>
<li>Difficulty concentrating, making decisions or remembering details.</li>
<li>Withdrawing from friends, exercise or activities you used to enjoy.</li>
</ul>
<p>One important caution: do not assume that chest pain, palpitations, shortness of breath or fainting are "just stress". These symptoms need prompt medical assessment, and sudden or severe chest pain is a reason to call 911.</p>

<h2>Why it matters more after 40</h2>
<p>Midlife often brings the heaviest load: senior responsibilities at work, children still at home, parents who need more help. At the same time, blood pressure, cholesterol and blood sugar tend to drift upwards with age. Stress does not need to be extreme to matter; it only needs to add to those trends for long enough. The good news is that the same habits that buffer stress also lower cardiovascular and metabolic risk, so effort spent here pays off twice.</p>

<h2>What genuinely helps</h2>
<p>There is no single fix, but the evidence points to a few reliable levers.</p>
<ul>
<li><strong>Build recovery into the day, not just the holidays.</strong> Short breaks between meetings, a walk at lunch and a clear end to the working day give the stress response a chance to reset.</li>
<li><strong>Move most days.</strong> Regular physical activity lowers blood pressure, improves sleep and reduces symptoms of anxiety and depression. Even brisk walking counts.</li>
<li><strong>Protect your sleep.</strong> Poor sleep and stress feed each other. Our article on <a href="${paths.article('sleep-recovery-and-performance-in-high-performers')}">sleep, recovery and performance</a> offers practical ways to break that cycle.</li>
<li><strong>Set boundaries with technology.</strong> Turning off work notifications in the evening is a small change with a large effect on mental recovery.</li>
<li><strong>Stay connected.</strong> Supportive relationships are among the strongest buffers against stress. Make time for the people who restore you.</li>
<li><strong>Watch the crutches.</strong> Keeping alcohol and late-day caffeine low makes sleep and mood easier to manage.</li>
<li><strong>Get skilled help.</strong> Structured approaches such as cognitive behavioural therapy and mindfulness-based programmes have good evidence for reducing stress, anxiety and depressive symptoms. Many employers offer confidential counselling through an employee assistance programme.</li>
</ul>

<h2>How a physician can help</h2>
<p>A medical review looks beyond the stress itself. Your physician can check your blood pressure, look for conditions that mimic or worsen stress, such as thyroid disease, anaemia or sleep apnea, screen for depression and anxiety, and review medications, alcohol and caffeine. Together you can set a realistic plan and decide whether counselling, time away from work or treatment would help. Addressing chronic stress is not a luxury or a sign of weakness; it is part of looking after your long-term health, in the same way as managing cholesterol or staying active.</p>
${DISCLAIMER_HTML}
`;
