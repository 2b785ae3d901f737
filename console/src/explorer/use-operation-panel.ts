/**
 * The state of one operation's panel: the form's text, the admin-key switch, the schema problems, the
 * call waiting for confirmation, the exchange shown and the last "copy as" text. A query is sent on
 * submit; a mutation only after `confirm()`.
 */
import type { OperationEntry } from '@dsm/sdk/operations';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useConnection } from '../connection/ConnectionContext';
import { initialFormValues, readCallInput, type FormValues } from './call-input';
import { type CopiedText, type CopyFormat, copyCall } from './copy-as';
import type { OpenApiDocument } from './openapi-document';
import type { SchemaProblem } from './schema-check';
import { sendOperation, type CallInputValues, type Exchange } from './send';

export function useOperationPanel(document: OpenApiDocument, operation: OperationEntry) {
  const { settings } = useConnection();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<FormValues>(() => initialFormValues(operation));
  // A system-admin-only call starts with the admin pair ticked: an account's own keys are refused.
  const [adminKeys, setAdminKeys] = useState(operation.systemAdminOnly);
  const [problems, setProblems] = useState<SchemaProblem[]>([]);
  const [pending, setPending] = useState<CallInputValues | null>(null);
  const [sending, setSending] = useState(false);
  const [exchange, setExchange] = useState<Exchange | null>(null);
  const [copied, setCopied] = useState<CopiedText | null>(null);

  /** The call's input when it matches the contract; otherwise null, with the problems shown. */
  const checkedInput = () => {
    const { input, problems: found } = readCallInput(document, operation, values);
    setProblems(found);
    return found.length === 0 ? input : null;
  };

  const send = async (input: CallInputValues) => {
    setPending(null);
    setSending(true);
    setExchange(await sendOperation(settings, operation.id, input, { adminKeys }));
    setSending(false);
    // A mutation may change what any screen shows: every entry of the SDK is read again (a settled job is not).
    if (operation.kind === 'mutation') void queryClient.invalidateQueries({ queryKey: ['dsm'] });
  };

  return {
    settings,
    values,
    adminKeys,
    problems,
    sending,
    exchange,
    copied,
    awaitingConfirmation: pending !== null,
    setAdminKeys,
    setPathValue: (name: string, text: string) => setValues((previous) => ({ ...previous, path: { ...previous.path, [name]: text } })),
    setBody: (body: string) => setValues((previous) => ({ ...previous, body })),
    resetToExample: () => setValues(initialFormValues(operation)),
    submit: (event: FormEvent) => {
      event.preventDefault();
      const input = checkedInput();
      if (!input) return;
      if (operation.kind === 'mutation') setPending(input);
      else void send(input);
    },
    confirm: () => pending && void send(pending),
    cancel: () => setPending(null),
    copyAs: async (format: CopyFormat) => {
      const input = checkedInput();
      if (input) setCopied(await copyCall(format, settings, operation, input, adminKeys));
    },
  };
}
