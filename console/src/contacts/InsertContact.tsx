/** Insert a contact: the platform's new-contact defaults, plus the names and city the user types. */
import { newContact } from '@dsm/sdk';
import { useContactsInsert } from '@dsm/sdk/react';
import { useState, type FormEvent } from 'react';
import { ErrorNote } from '../shared/ErrorNote';
import { useInvalidateAreas } from '../shared/invalidate-area';

export function InsertContact() {
  // A new contact changes the contacts area: the table, its count and every contacts query are read again.
  const insert = useContactsInsert({ mutation: { onSuccess: useInvalidateAreas('contacts') } });
  const [values, setValues] = useState({ firstName: '', lastName: '', city: '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const contact = { ...newContact(), ...Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== '')) };
    insert.mutate({ data: contact } as Parameters<typeof insert.mutate>[0]);
  };
  return (
    <form onSubmit={submit} aria-labelledby="insert-title" className="panel">
      <h2 id="insert-title">Insert a contact</h2>
      {(['firstName', 'lastName', 'city'] as const).map((field) => (
        <div className="field" key={field}>
          <label htmlFor={`insert-${field}`}>{field === 'firstName' ? 'First name' : field === 'lastName' ? 'Last name' : 'City'}</label>
          <input id={`insert-${field}`} value={values[field]} onChange={(e) => setValues({ ...values, [field]: e.currentTarget.value })} />
        </div>
      ))}
      <button type="submit" disabled={insert.isPending}>
        Insert
      </button>
      {insert.isError ? <ErrorNote error={insert.error} /> : null}
      {insert.isSuccess ? (
        <p role="status" className="ok">
          Inserted contact {String((insert.data as { dsm_CustomerId?: number } | undefined)?.dsm_CustomerId ?? '')}.
        </p>
      ) : null}
    </form>
  );
}
