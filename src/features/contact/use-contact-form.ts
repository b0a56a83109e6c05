import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { ApiRequestError } from '../../lib/api-client';
import { paths } from '../../paths';
import type { SubmitContactRequest } from './api/submit-contact-request';
import { EMPTY_CONTACT_FORM, type ContactFieldErrors, type ContactFormValues } from './contact-form';

// Validation brings zod (24 kB): it is no part of loading the page, and loads when the visitor starts typing
// (or, at the latest, submits). The service worker has it precached, so offline it is there too.
const loadValidation = () => import('./contact-validation');

export const CONNECTION_MESSAGES = {
  offline:
    'You appear to be offline. Sending this form needs an internet connection. Everything you typed is still here, so you can send it once you are back online.',
  network:
    'We could not reach our server. Sending this form needs an internet connection. Everything you typed is still here: check your connection, then try again.',
  unexpected: 'Something went wrong while sending your request. Everything you typed is still here. Please try again.',
} as const;

/**
 * What the visitor typed into the server's HTML before this form's code arrived (the home hero's form loads its code
 * only when the visitor nears or focuses it). Null when nothing differs from an empty form.
 */
export function readTypedValues(form: HTMLFormElement): ContactFormValues | null {
  const field = (name: string) => form.elements.namedItem(name);
  const text = (name: 'name' | 'email' | 'phone' | 'message') => {
    const element = field(name);
    return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element.value : '';
  };
  const consentBox = field('consent');
  const typed: ContactFormValues = {
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    message: text('message'),
    consent: consentBox instanceof HTMLInputElement && consentBox.checked,
  };
  const changed = (Object.keys(typed) as (keyof ContactFormValues)[]).some(
    (key) => typed[key] !== EMPTY_CONTACT_FORM[key],
  );
  return changed ? typed : null;
}

function describeSubmitError(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return CONNECTION_MESSAGES.unexpected;
  return error.kind === 'network' ? CONNECTION_MESSAGES.network : error.message;
}

/**
 * Form state, validation with the shared schema, and the submit flow (busy, errors, navigation). `loadValidationNow`:
 * fetch the validation as the form mounts, for a form whose code itself arrives only once the visitor comes to it, so
 * a connection lost from then on cannot leave the form unable to check what is typed.
 */
export function useContactForm(onSubmit: SubmitContactRequest, { loadValidationNow = false } = {}) {
  const [, navigate] = useLocation();
  const [values, setValues] = useState<ContactFormValues>(EMPTY_CONTACT_FORM);
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  const [hasTriedToSubmit, setHasTriedToSubmit] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  // Bumped on each failed validation so the summary takes focus again, even with the same errors.
  const [summaryFocusRequest, setSummaryFocusRequest] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const busyRef = useRef(false);
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => {
    if (summaryFocusRequest > 0) summaryRef.current?.focus();
  }, [summaryFocusRequest]);

  // Text typed before hydration is in the inputs but not in the state: adopt it before anything can read the state
  // (a layout effect runs before a press made meanwhile is replayed), so it is neither lost nor ignored on submit.
  useLayoutEffect(() => {
    const typed = formRef.current ? readTypedValues(formRef.current) : null;
    if (typed) setValues(typed);
  }, []);

  useEffect(() => {
    if (loadValidationNow) loadValidation().catch(() => undefined);
  }, [loadValidationNow]);

  // Leaving the page cancels a request still in flight, so it cannot navigate afterwards.
  useEffect(() => () => controllerRef.current?.abort(), []);

  const setField = <K extends keyof ContactFormValues>(field: K, value: ContactFormValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    const validation = loadValidation();
    // After a failed attempt, messages follow the typing so a fixed field clears at once. (The module is in
    // by then: a submit loaded it. Promises for it settle in order, so the last keystroke's result wins.)
    if (hasTriedToSubmit) {
      void validation.then(({ validateContactForm }) => {
        const result = validateContactForm(next);
        setErrors(result.success ? {} : result.errors);
      });
    } else {
      validation.catch(() => undefined);
    }
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // aria-disabled keeps the button focusable while busy, so a second press is ignored here.
    if (busyRef.current) return;
    setSubmitError(null);

    // Held while the validation loads too, so a second press meanwhile cannot send the request twice.
    busyRef.current = true;
    let validateContactForm: Awaited<ReturnType<typeof loadValidation>>['validateContactForm'];
    try {
      ({ validateContactForm } = await loadValidation());
    } catch {
      // Not loaded yet and no connection: nothing was sent, and everything typed is still there.
      busyRef.current = false;
      setSubmitError(CONNECTION_MESSAGES.network);
      return;
    }
    // Released for the checks below; taken again for the request itself.
    busyRef.current = false;
    const result = validateContactForm(values);
    if (!result.success) {
      setHasTriedToSubmit(true);
      setErrors(result.errors);
      setSummaryFocusRequest((count) => count + 1);
      return;
    }
    setErrors({});

    if (navigator.onLine === false) {
      setSubmitError(CONNECTION_MESSAGES.offline);
      return;
    }

    const controller = new AbortController();
    controllerRef.current = controller;
    busyRef.current = true;
    setBusy(true);
    try {
      await onSubmit(result.data, { signal: controller.signal });
      if (!controller.signal.aborted) navigate(paths.thankYou);
    } catch (error) {
      // Whatever went wrong, the typed values stay in place so nothing has to be written twice.
      if (!controller.signal.aborted) setSubmitError(describeSubmitError(error));
    } finally {
      busyRef.current = false;
      if (!controller.signal.aborted) setBusy(false);
    }
  };

  return { values, errors, submitError, isBusy, summaryRef, formRef, setField, handleSubmit };
}
