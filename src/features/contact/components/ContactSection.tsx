import type { ReactNode } from 'react';
import type { SubmitContactRequest } from '../api/submit-contact-request';
import { ContactDetails } from './ContactDetails';
import { ContactForm } from './ContactForm';
import './contact.css';

/** The whole contact page body: heading and intro, then the form beside the clinic's details. */
export function ContactSection({
  onSubmit,
  bookingAction,
}: {
  onSubmit?: SubmitContactRequest;
  /** A booking button, composed by the page (the booking feature is not this feature's). */
  bookingAction?: ReactNode;
}) {
  return (
    <div className="contact-page">
      <header className="contact-intro">
        <div className="container contact-intro__inner">
          <p className="contact-intro__eyebrow">Take the first step</p>
          <h1>Contact us</h1>
          <p className="contact-intro__lead">
            Whether you are curious about an executive health assessment, considering membership, or referring a
            patient, we are glad to hear from you. Send us a short message or call during clinic hours, and a member of
            our care team will get back to you.
          </p>
          {bookingAction ? <p className="contact-intro__action">{bookingAction}</p> : null}
          <p className="contact-intro__notice">
            <strong>Not for emergencies.</strong> Messages are read during clinic hours only. If you have a medical
            emergency, call 911 or go to the nearest emergency department.
          </p>
        </div>
      </header>
      <div className="container contact-layout">
        <ContactForm onSubmit={onSubmit} />
        <ContactDetails />
      </div>
    </div>
  );
}
