import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'wouter';
import { paths } from '../../paths';
import { Chevron } from './Chevron';
import { MegaMenuPanel, type MegaMenuColumn } from './MegaMenuPanel';
import { NavLink } from './NavLink';
import { useDismiss } from './use-dismiss';
import './mega-menu.css';

/** Grace period before a mouse leaving the menu closes it, so a diagonal move to the panel is forgiven. */
export const MEGA_MENU_CLOSE_DELAY_MS = 150;
/** A click this soon after hovering opened the menu confirms it instead of closing it again. */
const HOVER_THEN_CLICK_MS = 600;

/**
 * `at` keys the state to the page it was opened on, so navigating closes the menu without an effect.
 * Only a menu opened with the mouse closes when the mouse leaves; one opened from the keyboard stays
 * until Escape, a click outside, or focus moving on.
 */
type OpenState = { at: string; by: 'pointer' | 'keyboard'; since: number };

/**
 * Desktop navigation (1024 px and up): Services and Articles are links to their pages, and About the
 * Clinic, which has no page, is the button that discloses the mega menu. Hovering any of the three
 * opens the panel; from the keyboard, Enter or Space on the button toggles it and ArrowDown on any of
 * the three opens it and moves to that column's first link. The panel follows the button in the DOM,
 * so Tab walks straight into it.
 */
export function MegaMenu() {
  const panelId = useId();
  const [location] = useLocation();
  const [open, setOpen] = useState<OpenState | null>(null);
  // Navigating closes it; forgetting the old page too stops it reopening on a return visit (Back).
  if (open !== null && open.at !== location) setOpen(null);
  const isOpen = open?.at === location;

  const rootRef = useRef<HTMLElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  /** Where Escape sends focus: the item the menu was opened from. */
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelClose = useCallback(() => clearTimeout(closeTimer.current), []);
  const close = useCallback(() => {
    cancelClose();
    setOpen(null);
  }, [cancelClose]);
  useEffect(() => cancelClose, [cancelClose]);
  useDismiss({ isOpen, rootRef, toggleRef: returnFocusRef, onDismiss: close });

  const openByHover = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType !== 'mouse') return;
    cancelClose();
    if (isOpen) return;
    returnFocusRef.current = buttonRef.current;
    setOpen({ at: location, by: 'pointer', since: event.timeStamp });
  };

  const closeAfterLeaving = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType !== 'mouse' || !isOpen || open?.by !== 'pointer') return;
    cancelClose();
    closeTimer.current = setTimeout(close, MEGA_MENU_CLOSE_DELAY_MS);
  };

  const openFromKeyboard = (trigger: HTMLElement, column: MegaMenuColumn) => {
    cancelClose();
    returnFocusRef.current = trigger;
    // The panel must be shown before a link in it can take focus.
    flushSync(() => setOpen({ at: location, by: 'keyboard', since: 0 }));
    panelRef.current?.querySelector<HTMLElement>(`[data-column="${column}"] a`)?.focus();
  };

  const onArrowDown = (event: KeyboardEvent<HTMLElement>, column: MegaMenuColumn) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    openFromKeyboard(event.currentTarget, column);
  };

  const onButtonClick = (event: MouseEvent<HTMLButtonElement>) => {
    // Enter and Space reach here as clicks with no pointer detail.
    const fromKeyboard = event.detail === 0;
    if (isOpen && !fromKeyboard && open?.by === 'pointer' && event.timeStamp - open.since < HOVER_THEN_CLICK_MS) {
      return;
    }
    if (isOpen) {
      close();
      return;
    }
    returnFocusRef.current = event.currentTarget;
    setOpen({ at: location, by: fromKeyboard ? 'keyboard' : 'pointer', since: event.timeStamp });
  };

  return (
    <nav
      aria-label="Main"
      className="site-nav"
      ref={rootRef}
      onPointerEnter={cancelClose}
      onPointerLeave={closeAfterLeaving}
    >
      <ul className="plain-list site-nav__list">
        <li onPointerEnter={openByHover}>
          <NavLink
            href={paths.service}
            className="site-nav__link"
            onKeyDown={(event) => onArrowDown(event, 'services')}
            onClick={close}
          >
            Services
          </NavLink>
        </li>
        <li onPointerEnter={openByHover}>
          <button
            ref={buttonRef}
            type="button"
            className="site-nav__link site-nav__trigger"
            aria-expanded={isOpen}
            aria-controls={panelId}
            onClick={onButtonClick}
            onKeyDown={(event) => onArrowDown(event, 'about')}
          >
            About the Clinic
            <Chevron className="site-nav__chevron" />
          </button>
          <MegaMenuPanel id={panelId} ref={panelRef} isOpen={isOpen} onNavigate={close} />
        </li>
        <li onPointerEnter={openByHover}>
          <NavLink
            href={paths.articles}
            className="site-nav__link"
            onKeyDown={(event) => onArrowDown(event, 'articles')}
            onClick={close}
          >
            Articles
          </NavLink>
        </li>
      </ul>
    </nav>
  );
}
