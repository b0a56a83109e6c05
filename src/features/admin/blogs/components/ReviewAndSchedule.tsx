import { Field, TextField } from '../../../../components/form/fields';
import { formatTorontoTime, isScheduled, torontoLocalToIso } from '@shared/schedule';
import { useNow } from '../../records/use-now';
import type { BlogFormValues } from '../blog-form';

type ReviewAndScheduleProps = {
  value: BlogFormValues;
  set: (patch: Partial<BlogFormValues>) => void;
  errors: Readonly<Record<string, string>>;
  fieldId: (name: string) => string;
};

/** The medical review stamp (shown on the public page) and the publishing time, in Toronto time. */
export function ReviewAndSchedule({ value, set, errors, fieldId }: ReviewAndScheduleProps) {
  const publishAt = torontoLocalToIso(value.publishAtLocal);
  const now = useNow();
  const scheduled = publishAt !== null && isScheduled(publishAt, now);
  return (
    <>
      <fieldset className="form-fieldset">
        <legend>Medical review</legend>
        <p className="form-field__hint">
          Shown on the article as “Medically reviewed by … on …”. Health articles should be reviewed at least every 12
          months.
        </p>
        <TextField
          id={fieldId('reviewedBy')}
          label="Medically reviewed by"
          hint="Name and credentials, e.g. Dr. Ana Reyes, MD, CCFP."
          value={value.reviewedBy}
          maxLength={200}
          error={errors.reviewedBy}
          onChange={(reviewedBy) => set({ reviewedBy })}
        />
        <Field id={fieldId('lastReviewed')} label="Last reviewed on" error={errors.lastReviewed}>
          {(control) => (
            <input
              {...control}
              className="form-field__control"
              type="date"
              value={value.lastReviewed}
              onChange={(event) => set({ lastReviewed: event.target.value })}
            />
          )}
        </Field>
      </fieldset>
      <fieldset className="form-fieldset">
        <legend>Schedule</legend>
        <Field
          id={fieldId('publishAt')}
          label="Publish on (Toronto time)"
          hint="Leave empty to publish as soon as you save. A published blog with a later time stays hidden from visitors until then, with nothing more to do."
          error={errors.publishAt}
        >
          {(control) => (
            <input
              {...control}
              className="form-field__control"
              type="datetime-local"
              value={value.publishAtLocal}
              onChange={(event) => set({ publishAtLocal: event.target.value })}
            />
          )}
        </Field>
        {scheduled && value.published && (
          <p className="form-field__hint" role="status">
            Scheduled for {formatTorontoTime(publishAt)}.
          </p>
        )}
        {value.publishAtLocal && (
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => set({ publishAtLocal: '' })}
          >
            Publish at once instead
          </button>
        )}
      </fieldset>
    </>
  );
}
