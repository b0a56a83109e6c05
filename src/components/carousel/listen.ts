type Listeners = { [K in keyof HTMLElementEventMap]?: (event: HTMLElementEventMap[K]) => void };

/**
 * Adds the listeners to the element and gives back what removes them all: an effect's set-up and its clean-up in
 * one line, so the two cannot drift apart.
 */
export function listen(target: HTMLElement, listeners: Listeners, options?: AddEventListenerOptions): () => void {
  const entries = Object.entries(listeners) as [string, EventListener][];
  for (const [type, listener] of entries) target.addEventListener(type, listener, options);
  return () => {
    for (const [type, listener] of entries) target.removeEventListener(type, listener, options);
  };
}
