import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { isOnServerPage } from './server-page';
import { NEAR_VIEWPORT_MARGIN } from '../lib/use-near-viewport';

/**
 * Per section still waiting for its code: the button last pressed in it, and how to stop watching for the visitor
 * (observer and listeners), whether the section hydrated or its page was left first.
 */
type Waiting = { pressed: HTMLButtonElement | null; stop: () => void };
const waiting = new Map<string, Waiting>();
/** Per section whose page was just left: the pending stop, cancelled if the section mounts again at once. */
const leaving = new Map<string, ReturnType<typeof setTimeout>>();

function stopWaiting(selector: string): Waiting | undefined {
  const entry = waiting.get(selector);
  waiting.delete(selector);
  entry?.stop();
  return entry;
}

/**
 * Resolves when the prerendered element matching `selector` comes within NEAR_VIEWPORT_MARGIN (about a screen) of the viewport, or
 * is pointed at, pressed or focused first; at once when there is no such element (or no IntersectionObserver).
 */
function whenNear(selector: string, scope: string, margin: string): Promise<void> {
  const element = document.querySelector(`${scope} ${selector}`);
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const early = ['pointerover', 'pointerdown', 'focusin'] as const;
    const unobserve = () => {
      observer.disconnect();
      for (const type of early) document.removeEventListener(type, onEarly, true);
    };
    const near = () => {
      unobserve();
      resolve();
    };
    // Heard at the document, capturing: React stops a focus or pointer event aimed at a section it has not hydrated
    // yet at the app's root, so a listener on the section itself would never hear it.
    const onEarly = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) near();
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && near(), {
      rootMargin: `${margin} 0px`,
    });
    observer.observe(element);
    for (const type of early) document.addEventListener(type, onEarly, { capture: true, passive: true });
    // A press before the code arrives reaches no handler: React stops it at the app's root. Remember the button (the
    // document sees the press before React does), to press it again once the code is there; a press that reaches
    // the document again on its way back up was not stopped, so React handled it and there is nothing to repeat.
    const inside = (event: Event) => event.target instanceof Element && element.contains(event.target);
    const onPress = (event: Event) => {
      if (!inside(event)) return;
      entry.pressed = (event.target as Element).closest('button');
      near();
    };
    const onHandled = (event: Event) => {
      if (inside(event)) entry.pressed = null;
    };
    const entry: Waiting = {
      pressed: null,
      stop: () => {
        unobserve();
        document.removeEventListener('click', onPress, true);
        document.removeEventListener('click', onHandled);
      },
    };
    document.addEventListener('click', onPress, true);
    document.addEventListener('click', onHandled);
    waiting.set(selector, entry);
  });
}

/**
 * Progressive hydration for a section below the fold. It is prerendered in full like the rest of the page; in the
 * browser its code loads only as the visitor nears it. Until then React leaves its prerendered HTML in place (a
 * dehydrated Suspense boundary), then hydrates it: nothing is hidden, moved or rendered twice, links work all
 * along, and a button pressed meanwhile is pressed again once it works. `selector` finds the section's root element
 * in the server's HTML (inside <main>, or inside `scope`: the footer's newsletter form is outside it). A visit by
 * client-side navigation loads the section at once. Used by the home page, by the parts far down other pages and by
 * the footer's sign-up form (decision 0016). `margin` narrows "near" for a section close to the top, such as the
 * hero's contact form, whose code would otherwise load with the page.
 */
export function deferredSection<P extends object>(
  selector: string,
  load: () => Promise<ComponentType<P>>,
  scope = 'main',
  margin = NEAR_VIEWPORT_MARGIN,
): ComponentType<P> {
  const hydrated = (Section: ComponentType<P>) =>
    function HydratedSection(props: P) {
      useEffect(() => {
        // After the event being dispatched, if any: a press may be what made React hydrate the section just now.
        const timer = setTimeout(() => {
          const entry = stopWaiting(selector);
          if (entry?.pressed?.isConnected) entry.pressed.click();
        });
        return () => clearTimeout(timer);
      }, []);
      return <Section {...props} />;
    };
  const Now = lazy(async () => ({ default: await load() }));
  const Near = lazy(async () => {
    await whenNear(selector, scope, margin);
    const Section = await load().catch((error: unknown) => {
      // The prerendered section stays as it is, its links working, rather than the page giving way to an error.
      console.error(`Deferred section ${selector}: its code failed to load.`, error);
      return new Promise<never>(() => {});
    });
    return { default: hydrated(Section) };
  });

  return function DeferredSection(props: P) {
    // Chosen once per mount: the page the server rendered waits for the visitor; any other renders it at once.
    const [Section] = useState(() => (isOnServerPage() ? Near : Now));
    useEffect(() => {
      clearTimeout(leaving.get(selector));
      // The page is left before the visitor neared the section: stop watching (its code never loads; a later visit
      // renders it at once). A tick later, so that React's development remount (StrictMode) does not end the wait.
      return () =>
        void leaving.set(
          selector,
          setTimeout(() => stopWaiting(selector)),
        );
    }, []);
    return (
      <Suspense fallback={null}>
        <Section {...props} />
      </Suspense>
    );
  };
}
