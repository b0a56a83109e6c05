import { paths } from '../../../../paths';
import { DISCLAIMER_HTML } from './disclaimer';

export { SLEEP_RECOVERY_PERFORMANCE_META } from './sleep-recovery-performance.meta';

/** A function, so bundlers can leave the body out of pages that only need the summary. */
export const sleepRecoveryPerformanceBody = (): string => `
<p>High performers tend to treat sleep as the most flexible item in the calendar. An early flight, a late call with another time zone or an evening of email can always be paid for with an hour less in bed. In the short term that trade seems to work. Over months and years, it tends to cost more than it returns: in focus, mood, decision-making and long-term health.</p>
<p>The encouraging news is that better sleep rarely requires heroic changes. For most people, three habits do most of the work: keeping sleep and wake times regular, creating a low-stimulus window before bed, and using weekends for recovery rather than catch-up.</p>

<h2>How much sleep, and why timing matters too</h2>
<p>The Canadian 24-Hour Movement Guidelines recommend 7 to 9 hours of good-quality sleep a night for adults aged 18 to 64, and 7 to 8 hours for adults 65 and older, with consistent bed and wake-up times. Duration is only part of the picture. Your body clock, the circadian system, times the release of hormones, body temperature, alertness and digestion across the day. It works best when it receives consistent signals, especially morning light and a regular wake time.</p>

<h2>Sleep–wake regularity: the overlooked habit</h2>
<p>Research increasingly suggests that the regularity of sleep may matter as much as its length. In a study of more than 60,000 adults in the UK Biobank who wore activity trackers for a week, Windred and colleagues found that people with the most regular sleep–wake patterns had a lower risk of death over the following years than those with the least regular patterns, and that regularity predicted mortality more strongly than sleep duration did [2]. Because the study was observational, it cannot prove that irregular sleep causes harm, but the association was robust after accounting for many other health and lifestyle factors.</p>
<p>A smaller but detailed study by Phillips and colleagues followed university students for a month [1]. Students with irregular sleep schedules had body clocks that ran later, by roughly two and a half hours as measured by the evening rise in melatonin, than students who kept regular hours. The researchers linked this mainly to differences in light exposure. Students are not executives, but the mechanism applies to anyone whose bedtime and wake time move around from day to day.</p>
<p>In practice, regularity comes down to a few anchors:</p>
<ul>
<li>Keep your wake-up time within about an hour every day, including weekends.</li>
<li>Get outdoor light soon after waking, even on cloudy days; it is the strongest signal for setting the body clock.</li>
<li>Keep meals and exercise at roughly consistent times where your schedule allows.</li>
<li>When travelling across time zones, shift towards local meal and light times quickly rather than living on home time.</li>
</ul>

<h2>Create a low-stimulus window</h2>
<p>Many high performers go straight from a full inbox to bed and then wonder why sleep does not come. The brain needs a runway. A low-stimulus window of 30 to 60 minutes before bed signals that the working day is over.</p>
<ul>
<li><strong>Dim the lights</strong> and use warmer lamps in the evening. Bright light late at night delays the body clock.</li>
<li><strong>Close the work loop earlier.</strong> Write tomorrow's priorities and any lingering worries on paper in the early evening, so they do not surface at midnight.</li>
<li><strong>Put the phone away from the bed.</strong> Email, news and social feeds are designed to hold attention; a paper book, gentle stretching or a warm shower are better companions.</li>
<li><strong>Watch late caffeine and alcohol.</strong> Caffeine can affect sleep many hours after the last cup, so consider a cut-off in the early afternoon. Alcohol may help you fall asleep, but it fragments sleep in the second half of the night.</li>
<li><strong>Keep the bedroom cool, dark and quiet,</strong> and reserve the bed for sleep and intimacy.</li>
</ul>

<h2>Make weekends recovery-centred</h2>
<p>A late Friday, a long lie-in on Saturday and a restless Sunday night is a familiar pattern. Shifting your sleep by two or three hours at the weekend works a little like flying across time zones, and Monday morning becomes a small case of jet lag. A recovery-centred weekend aims to restore energy without unsettling the body clock.</p>
<ul>
<li>Keep your wake time close to your weekday time. If you need more sleep, go to bed a little earlier or take a short nap of 20 to 30 minutes in the early afternoon.</li>
<li>Spend time outdoors and moving: walking, cycling or playing with children or grandchildren restores energy better than another sedentary day.</li>
<li>Set a defined window for checking work messages rather than checking all weekend.</li>
<li>Plan Monday on Friday afternoon, so Sunday evening stays calm.</li>
<li>Protect time with people who restore you. Social connection is part of recovery.</li>
</ul>

<h2>Why this matters for performance</h2>
<p>Even modest, repeated sleep loss affects attention, memory, emotional control and the quality of decisions. Laboratory studies of chronic sleep restriction have shown that performance keeps declining over successive short nights, while people's own sense of sleepiness levels off, so it is easy to underestimate how impaired you are. Poor sleep also makes stress harder to manage, and stress in turn disrupts sleep. Our article on <a href="${paths.article('how-stress-and-burnout-affect-long-term-health')}">how stress and burnout affect long-term health</a> explores that cycle and how to break it.</p>

<h2>When it is more than habits</h2>
<p>Good habits help most people, but some sleep problems need medical care. Insomnia that occurs at least three nights a week for three months or more is best treated with cognitive behavioural therapy for insomnia, the recommended first-line treatment, rather than long-term sleeping pills. Loud snoring, pauses in breathing noticed by a partner, waking up gasping, morning headaches or sleepiness while driving can be signs of obstructive sleep apnea, which is common, treatable and linked with high blood pressure and heart disease. Restless legs, persistent low mood and some medications can also disturb sleep.</p>

<h2>Take the next step</h2>
<p>If your sleep is not restoring you, or you would like a clear picture of how sleep, stress and recovery are affecting your health, our clinical team can help. An assessment can look for medical causes, review your routines and build a practical plan that fits a demanding schedule. <a href="${paths.contact}">Book a consultation</a> to get started, or explore our <a href="${paths.membership}">executive membership</a> for year-round support.</p>

<h2>References</h2>
<ol class="article-references">
<li>Phillips AJK, Clerx WM, O'Brien CS, Sano A, Barger LK, Picard RW, Lockley SW, Klerman EB, Czeisler CA. Irregular sleep/wake patterns are associated with poorer academic performance and delayed circadian and sleep/wake timing. <em>Scientific Reports</em>. 2017;7(1):3216. <a href="https://doi.org/10.1038/s41598-017-03171-4">doi:10.1038/s41598-017-03171-4</a></li>
<li>Windred DP, Burns AC, Lane JM, Saxena R, Rutter MK, Cain SW, Phillips AJK. Sleep regularity is a stronger predictor of mortality risk than sleep duration: A prospective cohort study. <em>Sleep</em>. 2024;47(1):zsad253. <a href="https://doi.org/10.1093/sleep/zsad253">doi:10.1093/sleep/zsad253</a></li>
</ol>
${DISCLAIMER_HTML}
`;
