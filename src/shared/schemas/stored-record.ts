/**
 * A record as the API answers with it and Firestore keeps it: its fields, its id under the type's own name
 * (`blog_id`, `location_id`) and the server's timestamps (ISO strings).
 */
export type StoredRecord<F, IdField extends string> = F & { [K in IdField]: string } & {
  createdAt: string;
  updatedAt: string;
};
