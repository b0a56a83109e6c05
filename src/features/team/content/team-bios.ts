/**
 * Team bios as HTML, keyed by member id (spec: "a separate HTML list keyed by id, may contain line
 * breaks, empty for several ids"). Bundled, trusted content: rendered with dangerouslySetInnerHTML.
 * An empty string means no bio yet; the profile then shows the member's specialty summary only.
 */
// PLACEHOLDER: replace with the clinic's real team before launch
export const TEAM_BIOS: Readonly<Record<number, string>> = {
  1: '<p>Dr. Whitfield founded the clinic on a simple idea: a thorough, unhurried assessment and a physician who knows you are the best tools preventive medicine has. An internist by training, she leads the clinical team and oversees every member’s annual assessment plan.</p><p>Clinical interests: cardiometabolic risk, healthy ageing<br />Languages: English, French</p>',
  2: '<p>Dr. Menon is a vascular surgeon who focuses on finding circulation problems early, from carotid and aortic screening to the assessment of leg pain on walking. He explains results in plain language and works closely with each member’s physician when follow-up care is needed.</p>',
  3: '<p>Dr. Castellano is a cardiologist who interprets the heart testing done during the executive assessment. She helps members see their heart health in context (blood pressure, cholesterol, fitness and family history) and builds a practical plan to lower their risk.</p>',
  4: '<p>Dr. Okafor sees members with diabetes, prediabetes, thyroid conditions and other hormone-related concerns. He favours clear targets and gradual, sustainable changes, and works closely with the clinic’s dietitian and kinesiologist.</p>',
  5: '<p>Dr. Zhao is a gastroenterologist with a focus on digestive health and colorectal cancer screening. She helps members choose the screening approach that suits their age and history, and goes over the results with them herself.</p><p>Languages: English, Mandarin, Cantonese</p>',
  6: '<p>Dr. Lindqvist is a urologist who cares for bladder, prostate and sexual health concerns. He believes these conversations should be easy to start, and takes time to talk through the options before any test or treatment.</p>',
  7: '',
  8: '<p>Dr. Fontaine is a dermatologist who performs full-skin examinations and follows members with moles, sun damage and long-standing skin conditions. He shows members which changes to watch for between visits.</p><p>Languages: English, French</p>',
  9: '<p>Dr. Abergel practises sport and exercise medicine, helping members return to activity after an injury and stay active as they age. Whether the goal is a first 5 km walk or a pain-free round of golf, she builds the plan around the member’s own priorities.</p>',
  10: '<p>Dr. Adeyemi is an orthopaedic surgeon who assesses joint pain, arthritis and sports injuries of the knee, hip and shoulder. He starts with non-surgical treatment where it is appropriate and works with the clinic’s physiotherapists to help members move with confidence.</p>',
  11: '<p>Dr. Solberg is a geriatrician who leads the clinic’s geriatric health assessment program. She looks at the whole picture (memory, mobility, medications, mood and support at home) and works with families to help older adults stay independent.</p>',
  12: '',
  13: '<p>Dr. Tremblay is a neurologist who sees members with headaches, memory concerns, numbness and balance problems. She explains each step of an assessment before it begins and welcomes family members to appointments.</p><p>Languages: English, French</p>',
  14: '<p>Dr. Bhattacharya is a rheumatologist who diagnoses and manages inflammatory arthritis, osteoporosis and other conditions of the joints and bones. His aim is to keep members active while treatment takes effect.</p>',
  15: '<p>Dr. Goldstein is a radiologist who reviews the imaging completed during members’ assessments. She takes time to explain what the images show, and what they cannot show, so members can make informed decisions with their physician.</p>',
  16: '<p>Dr. Morimoto is an ear, nose and throat surgeon who assesses sinus problems, voice changes, dizziness and hearing concerns. He works alongside the clinic’s audiologist so that hearing results and medical advice are brought together.</p>',
  17: '<p>Nadia Petrovic is a naturopathic doctor who supports members with nutrition, sleep, stress and lifestyle goals. She shares her plans with each member’s physician so that all advice fits together safely.</p>',
  18: '<p>Olivia Brennan is an audiologist who provides hearing assessments, hearing aid fittings and tinnitus counselling. She makes sure every member leaves understanding their results and their options.</p>',
  19: '<p>Dr. Qureshi is a family physician with a focused practice in medical aesthetics. She prefers a conservative, natural-looking approach, and every treatment plan starts with a medical consultation and a frank conversation about expectations.</p>',
  20: '<p>Dr. Kowalski is a family physician who provides ongoing primary care for members between their annual assessments. He coordinates referrals, keeps track of long-term goals and is often the first call when a new health question comes up.</p>',
  21: '<p>Dr. Mensah is a family physician with a special interest in women’s health, including menopause, bone health and heart health in women. She provides continuity of care for members and their families.</p><p>Languages: English, Twi</p>',
  22: '<p>Claire Dubois is a registered dietitian who helps members turn their assessment results into meals they enjoy. She works on cholesterol, blood sugar, weight and digestive goals without rigid rules.</p><p>Languages: English, French</p>',
  23: '<p>Mateo Alvarez is a physiotherapist with additional training in pelvic floor rehabilitation and orthopaedic care. He designs exercise programs that fit into busy schedules and adjusts them as members progress.</p><p>Languages: English, Spanish</p>',
  24: '',
  25: '<p>Jordan Blake is the clinic’s nurse navigator and the main point of contact on assessment day. Jordan coordinates tests, answers questions and makes sure every member knows what happens next.</p>',
  26: '<p>Elif Yilmaz is a registered psychotherapist who supports members through stress, burnout, life transitions and sleep difficulties. She uses practical, evidence-based approaches and sets goals together with each member.</p>',
  27: '<p>Noah Fitzgerald is a clinical pharmacist who reviews members’ medications and supplements for interactions, duplicates and chances to simplify. His reviews are especially useful for members who take several medications.</p>',
  28: '<p>Victoria Chen is a cardiac sonographer who performs the heart and vascular ultrasound scans done at the clinic. She explains each step as she works, so the test feels calm and straightforward.</p>',
  29: '<p>Isabel Moreau runs the clinic’s day-to-day operations, from scheduling to member services. She makes sure visits run on time and every question reaches the right person.</p>',
  30: '',
  32: '<p>Amara Nwosu helps people understand the executive membership and choose the options that suit them. She is happy to answer questions by phone or in person, with no obligation.</p>',
  33: '<p>Lucas Romano welcomes members at the front desk and helps with appointments, forms and directions.<br />He is often the first voice members hear when they call the clinic.</p>',
};
