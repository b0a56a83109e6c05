type StatusRadiosProps = {
  /** The fieldset's id, which the error summary links to; also the radios' group name. */
  id: string;
  published: boolean;
  onChange: (published: boolean) => void;
};

/** Published or draft, said in words (what visitors will see) rather than a bare switch. */
export function StatusRadios({ id, published, onChange }: StatusRadiosProps) {
  return (
    <fieldset className="form-choice" id={id}>
      <legend>Status</legend>
      <label>
        <input type="radio" name={id} checked={published} onChange={() => onChange(true)} />
        Published: visible on the website
      </label>
      <label>
        <input type="radio" name={id} checked={!published} onChange={() => onChange(false)} />
        Draft: hidden from visitors
      </label>
    </fieldset>
  );
}
