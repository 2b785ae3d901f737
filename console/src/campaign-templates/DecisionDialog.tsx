/** The template import's question, naming the taken name when known: overwrite that template, or import under a new name. */
import type { TemplateImportAnswer } from '@dsm/sdk';
import { useEffect, useId, useRef, useState } from 'react';

export function DecisionDialog(props: {
  open: boolean;
  takenName: string | undefined;
  onAnswer(answer: TemplateImportAnswer | null): void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [choice, setChoice] = useState<'overwrite' | 'newName'>('newName');
  const [newName, setNewName] = useState('');
  const [problem, setProblem] = useState('');
  useEffect(() => {
    const dialog = ref.current;
    if (props.open && dialog && !dialog.open) dialog.showModal();
    if (!props.open && dialog?.open) dialog.close();
  }, [props.open]);
  const confirm = () => {
    if (choice === 'newName' && newName.trim() === '') {
      setProblem('Enter the new name.');
      return;
    }
    if (choice === 'newName' && newName.trim() === props.takenName) {
      setProblem(`A template named ${props.takenName} exists: enter another name.`);
      return;
    }
    setProblem('');
    props.onAnswer(choice === 'overwrite' ? { overwrite: true } : { overwrite: false, newName: newName.trim() });
  };
  return (
    <dialog ref={ref} aria-labelledby={titleId} onCancel={(event) => (event.preventDefault(), props.onAnswer(null))}>
      <h2 id={titleId}>
        {props.takenName ? (
          <>
            A template named <q>{props.takenName}</q> exists
          </>
        ) : (
          'A template with the imported name exists'
        )}
      </h2>
      <fieldset>
        <legend>Continue the import by</legend>
        <div className="check">
          <input
            type="radio"
            id="decision-overwrite"
            name="decision"
            checked={choice === 'overwrite'}
            onChange={() => setChoice('overwrite')}
          />
          <label htmlFor="decision-overwrite">overwriting {props.takenName ? <q>{props.takenName}</q> : 'the existing template'}</label>
        </div>
        <div className="check">
          <input type="radio" id="decision-new-name" name="decision" checked={choice === 'newName'} onChange={() => setChoice('newName')} />
          <label htmlFor="decision-new-name">importing it under a new name</label>
        </div>
        {choice === 'newName' ? (
          <div className="field">
            <label htmlFor="decision-name">New name</label>
            <input
              id="decision-name"
              value={newName}
              aria-invalid={problem !== ''}
              aria-describedby={problem ? 'decision-problem' : undefined}
              onChange={(e) => setNewName(e.currentTarget.value)}
            />
          </div>
        ) : null}
      </fieldset>
      {problem ? (
        <p role="alert" className="error" id="decision-problem">
          {problem}
        </p>
      ) : null}
      <div className="actions">
        <button type="button" className="secondary" onClick={() => props.onAnswer(null)}>
          Leave it waiting
        </button>
        <button type="button" onClick={confirm}>
          Continue the import
        </button>
      </div>
    </dialog>
  );
}
