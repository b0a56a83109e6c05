import { z } from 'zod';

/** PUT /api/contact-requests/{id}: staff mark an inquiry handled (or not). */
export const inquiryUpdateSchema = z.object({ handled: z.boolean() }).strict();

/** A contact request as the admin Inquiries list receives it. */
export type Inquiry = {
  id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  handled: boolean;
  createdAt: string;
};
