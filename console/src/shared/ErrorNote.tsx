/** A failed call as the user sees it: the typed error's kind and message (which never carry a key). */
import { isDsmError } from '@dsm/sdk';

export function ErrorNote(props: { error: unknown }) {
  const { error } = props;
  const kind = isDsmError(error) ? error.kind : 'unknown';
  const message = error instanceof Error ? error.message : 'The call failed.';
  return (
    <p role="alert" className="error">
      <strong>{kind === 'validation' ? 'Not sent' : 'The call failed'}</strong> ({kind}): {message}
    </p>
  );
}
