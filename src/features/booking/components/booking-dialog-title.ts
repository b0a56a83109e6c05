export const BOOKING_DIALOG_TITLE = 'Book a consultation';
