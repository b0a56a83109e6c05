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
import type { MegaMenuColumn } from './MegaMenuPanel';
import { NavLink } from './NavLink';
import { onDemand, preload, useOnDemand } from '../../lib/on-demand';
import { useDismiss } from './use-dismiss';
import './mega-menu.css';

/** The panel's contents: loaded when a visitor first points at or focuses the menu, and shown only while open. */
export const megaMenuPanel = onDemand(() => import('./MegaMenuPanel'));

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

const focusColumn = (panel: HTMLElement | null, column: MegaMenuColumn) =>
  panel?.querySelector<HTMLElement>(`[data-column="${column}"] a`)?.focus();

/**
 * Desktop navigation (1024 px and up): Services and Articles are links to their pages, and About the
 * Clinic, which has no page, is the button that discloses the mega menu. Hovering any of the three
 * opens the panel; from the keyboard, Enter or Space on the button toggles it and ArrowDown on any of
 * the three opens it and moves to that column's first link. The panel follows the button in the DOM,
 * so Tab walks straight into it. Its contents are rendered only while it is open (the prerendered header
 * holds the closed menu), from a module loaded on the first hover or focus; opened before that module has
 * arrived, the panel shows as soon as it has (and takes focus then, if opened from the keyboard).
 */
export function MegaMenu() {
  const panelId = useId();
  const [location] = useLocation();
  const [open, setOpen] = useState<OpenState | null>(null);
  // Navigating closes it; forgetting the old page too stops it reopening on a return visit (Back).
  if (open !== null && open.at !== location) setOpen(null);
  const isOpen = open?.at === location;
  const Panel = useOnDemand(megaMenuPanel)?.MegaMenuPanel;

  const rootRef = useRef<HTMLElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  /** Where Escape sends focus: the item the menu was opened from. */
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The column whose first link takes focus once the panel's module has loaded (opened from the keyboard before). */
  const pendingFocusRef = useRef<MegaMenuColumn | null>(null);

  const cancelClose = useCallback(() => clearTimeout(closeTimer.current), []);
  const close = useCallback(() => {
    cancelClose();
    setOpen(null);
  }, [cancelClose]);
  useEffect(() => cancelClose, [cancelClose]);
  useDismiss({ isOpen, rootRef, toggleRef: returnFocusRef, onDismiss: close });

  useEffect(() => {
    const column = pendingFocusRef.current;
    if (!isOpen) pendingFocusRef.current = null;
    if (!isOpen || !Panel || !column) return;
    pendingFocusRef.current = null;
    focusColumn(panelRef.current, column);
  }, [isOpen, Panel]);

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
    if (Panel) {
      focusColumn(panelRef.current, column);
    } else {
      pendingFocusRef.current = column;
      preload(megaMenuPanel);
    }
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
    preload(megaMenuPanel);
    setOpen({ at: location, by: fromKeyboard ? 'keyboard' : 'pointer', since: event.timeStamp });
  };

  return (
    <nav
      aria-label="Main"
      className="site-nav"
      ref={rootRef}
      onPointerEnter={() => {
        preload(megaMenuPanel);
        cancelClose();
      }}
      onFocus={() => preload(megaMenuPanel)}
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
          <div id={panelId} ref={panelRef} className="mega-menu" hidden={!(isOpen && Panel)}>
            {isOpen && Panel ? <Panel onNavigate={close} /> : null}
          </div>
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
