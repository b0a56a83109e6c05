import type { FieldChange } from '../editor-types';

type FieldChangesTableProps = {
  changes: FieldChange[];
  /** The headings of the two columns: what `version` and `current` hold where the table is shown. */
  versionHeading: string;
  currentHeading: string;
  className?: string;
};

/** Two versions of a record side by side, one row a field that differs: the History and conflict panels' comparison. */
export function FieldChangesTable({ changes, versionHeading, currentHeading, className }: FieldChangesTableProps) {
  return (
    <table className={className}>
      <caption className="visually-hidden">Fields that differ</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">{versionHeading}</th>
          <th scope="col">{currentHeading}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field}>
            <th scope="row">{change.label}</th>
            <td>{change.version}</td>
            <td>{change.current}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
