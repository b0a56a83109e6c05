import './about.css';

/** Abstract artwork: concentric rings and a rising line, drawn at a fixed size so nothing shifts on load. */
function AboutArtwork() {
  return (
    <svg
      className="about-hero__art"
      width="360"
      height="300"
      viewBox="0 0 360 300"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="0" y="0" width="360" height="300" rx="28" fill="var(--color-ink)" />
      <circle cx="250" cy="110" r="86" fill="none" stroke="var(--color-gold)" strokeWidth="2" opacity="0.5" />
      <circle cx="250" cy="110" r="58" fill="none" stroke="var(--color-gold)" strokeWidth="2" opacity="0.75" />
      <circle cx="250" cy="110" r="30" fill="var(--color-gold-light)" />
      <path
        d="M30 240 C 90 236, 110 196, 160 196 S 230 226, 330 150"
        fill="none"
        stroke="var(--color-on-ink)"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <circle cx="160" cy="196" r="8" fill="var(--color-on-ink)" />
      <circle cx="330" cy="150" r="8" fill="var(--color-gold-light)" />
    </svg>
  );
}

export function AboutHero() {
  return (
    <section className="about-hero" aria-labelledby="about-hero-heading">
      <div className="container about-hero__inner">
        <div className="about-hero__text">
          <p className="about-eyebrow">About the clinic</p>
          <h1 id="about-hero-heading">Preventive, concierge-style care in Toronto</h1>
          <p className="about-hero__lead">
            We are a private clinic for adults who would rather stay ahead of their health than react to it. We take
            time to understand you, look carefully for early signs of risk, and stay with you as your plan unfolds.
          </p>
          <p>
            Concierge-style care means easier access and fewer loose ends: unhurried appointments, a team that knows
            you, and help arranging the tests and specialist visits your plan calls for.
          </p>
        </div>
        <AboutArtwork />
      </div>
    </section>
  );
}
