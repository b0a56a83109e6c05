import { paths } from '../../../../paths';
import { DISCLAIMER_HTML } from './disclaimer';

export { METABOLISM_MISUNDERSTOOD_META } from './metabolism-misunderstood.meta';

/** A function, so bundlers can leave the body out of pages that only need the summary. */
export const metabolismMisunderstoodBody = (): string => `
<p>"My metabolism has crashed" is one of the most common things physicians hear from patients in their 40s and 50s. The frustration is real: the same meals and routines that kept weight steady at 35 seem to add a few kilograms a year a decade later, often around the waist. But the idea that metabolism suddenly breaks in midlife does not hold up well to evidence. What changes is usually more ordinary, and more fixable, than that.</p>

<h2>What metabolism actually is</h2>
<p>Metabolism is the sum of the chemical work your body does to stay alive and move. Its energy use has three main parts:</p>
<ul>
<li><strong>Resting energy expenditure:</strong> the energy needed to keep your heart beating, your brain working and your organs repairing themselves. For most people it is the largest share of daily energy use, and it depends mostly on body size and how much lean tissue, especially muscle and organs, you carry.</li>
<li><strong>The thermic effect of food:</strong> the energy used to digest and store what you eat, roughly a tenth of the total.</li>
<li><strong>Physical activity:</strong> planned exercise plus all the incidental movement of daily life, such as walking to meetings, taking the stairs, gardening or fidgeting. This is the most variable part and differs enormously from one person to the next.</li>
</ul>

<h2>What research says about age</h2>
<p>A large study published in <em>Science</em> in 2021, led by Herman Pontzer and colleagues, measured daily energy expenditure in more than 6,000 people from infancy to old age using a precise laboratory method. After adjusting for body size and composition, energy expenditure in adults was remarkably stable from about age 20 to about 60, and only then began a gradual decline. In other words, for most people in their 40s and 50s, the engine itself is running much as it always has.</p>
<p>That does not mean nothing changes. It means the explanation usually lies elsewhere.</p>

<h2>What really shifts in midlife</h2>
<ul>
<li><strong>Muscle.</strong> Without regular strength training, adults gradually lose muscle mass and strength, and the loss tends to speed up in later decades. Less muscle means slightly lower energy use, but more importantly it means poorer blood sugar control, because muscle is where much of the sugar from a meal is stored.</li>
<li><strong>Everyday movement.</strong> Careers often become more senior and more sedentary. Long days at a desk, driving and screen-based evenings can quietly remove hundreds of calories of incidental activity each day.</li>
<li><strong>Sleep and stress.</strong> Short or broken sleep affects appetite-regulating hormones and makes the body handle sugar less efficiently. Chronic stress pushes many people towards convenience foods and evening snacking.</li>
<li><strong>Hormones.</strong> During perimenopause and after menopause, many women notice fat shifting towards the abdomen. In men, testosterone declines gradually with age, and more steeply with obesity and poor sleep.</li>
<li><strong>Medications and alcohol.</strong> Some medications, including certain antidepressants, antipsychotics, steroids and diabetes treatments, can promote weight gain. Alcohol adds energy without much satiety and tends to loosen food choices.</li>
</ul>
<p>The result is a slow mismatch between energy in and energy out that adds up over years. Often the most important consequence is not the number on the scale but insulin resistance: a state in which the body needs more insulin to keep blood sugar normal, a precursor to type 2 diabetes and fatty liver disease.</p>

<h2>When it is worth testing</h2>
<p>Sometimes a medical condition does contribute. An underactive thyroid can cause fatigue, weight gain, feeling cold and constipation, and a simple TSH blood test is reasonable when those symptoms are present. Blood sugar or A1C, cholesterol and liver tests help show whether weight change is affecting your metabolic health. Loud snoring and daytime sleepiness should prompt an assessment for sleep apnea, which is both worsened by weight gain and a cause of it. If you want to understand which tests add useful information, our article on <a href="${paths.article('advanced-blood-work-what-standard-panels-miss')}">advanced blood work</a> explains the options.</p>

<h2>What works</h2>
<ul>
<li><strong>Lift something.</strong> The Canadian 24-Hour Movement Guidelines recommend muscle-strengthening activities at least twice a week. For midlife metabolism, this may be the single most valuable habit.</li>
<li><strong>Move more between workouts.</strong> Short walks after meals, walking meetings and standing breaks raise daily energy use and help blood sugar after eating.</li>
<li><strong>Build meals around protein, vegetables and fibre.</strong> Canada's Food Guide suggests filling half the plate with vegetables and fruit, a quarter with protein foods and a quarter with whole grains, and choosing water as your usual drink. Protein spread across the day helps preserve muscle, and fibre supports fullness.</li>
<li><strong>Sleep and recover.</strong> Aim for a consistent 7 to 9 hours; better sleep makes every other change easier.</li>
<li><strong>Skip the extremes.</strong> Very low-calorie diets can cost muscle and are hard to sustain. Modest, steady changes usually outlast dramatic ones.</li>
</ul>
<p>For some people, lifestyle changes alone are not enough, and that is not a personal failure. Canada's adult obesity clinical practice guideline, published in 2020, describes obesity as a chronic disease defined by its effects on health rather than by weight alone, and supports psychological, medical and surgical treatments alongside nutrition and activity. Medications for weight management are an option to discuss with a physician who knows your full history.</p>

<h2>A better measure of success</h2>
<p>Rather than chasing a number on the scale, track markers that reflect metabolic health: waist circumference, blood pressure, A1C, strength and how easily you climb stairs. These improve with the right habits even before much weight comes off, and they are the measures most closely tied to long-term health.</p>
${DISCLAIMER_HTML}
`;
