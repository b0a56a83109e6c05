import type { ListFilter } from '../editor-types';

type ListFilterSelectProps = {
  id: string;
  filter: Pick<ListFilter<unknown>, 'label' | 'options'>;
  value: string;
  onChange: (value: string) => void;
};

/** The choice above an admin list that narrows it ("Review due", "Scheduled"). */
export function ListFilterSelect({ id, filter, value, onChange }: ListFilterSelectProps) {
  return (
    <div className="record-manager__filter">
      <label htmlFor={id}>{filter.label}</label>
      <select id={id} className="form-field__control" value={value} onChange={(event) => onChange(event.target.value)}>
        {filter.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
