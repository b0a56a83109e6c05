import type { ReactNode } from 'react';
import './home.css';

export type ApproachSectionProps = {
  /** The approach carousel, composed by the page (it belongs to the services feature). */
  children?: ReactNode;
};

/** "A Holistic Approach to Your Health": the introduction above the approach carousel. */
export function ApproachSection({ children }: ApproachSectionProps) {
  return (
    <section className="home-approach" aria-labelledby="home-approach-heading">
      <div className="container">
        <div className="home-approach__intro">
          <h2 id="home-approach-heading">A Holistic Approach to Your Health</h2>
          <p>
            Your health is more than a set of test results. Sleep, stress, movement, nutrition, hormones, hearing,
            joints and mood all affect one another, so our physicians work alongside specialists and allied health
            professionals under one roof, sharing one record and one plan.
          </p>
          <p>
            Each service below can stand on its own, or become part of your membership when you and your physician agree
            it would help.
          </p>
        </div>
        {children}
      </div>
    </section>
  );
}
