/**
 * Application settings as objects (docs/protocol.md §6: the application value travels as JSON text; seed
 * 002 §3: objects are serialised to a string). Text is sent as it is.
 */
import type { DsmClient, SendOptions } from '../client.js';
import { applicationSettingsToWire, type ApplicationSettings } from '../models/json-text.js';
import type { CallInput } from '../operation-types.js';

type AdminSave = CallInput<'applicationsAdminSave'>['body'];

/** Saves the settings of an application of the account. */
export function saveApplication(
  client: DsmClient,
  api: CallInput<'applicationsSave'>['path']['api'],
  name: string,
  value: ApplicationSettings,
  options?: SendOptions,
): Promise<boolean> {
  return client.call('applicationsSave', { path: { api, name }, body: { value: applicationSettingsToWire(value) } }, options);
}

/** Saves the settings of an application of another account (admin keys: the body carries the flag). */
export function saveApplicationForAccount(
  client: DsmClient,
  application: Omit<AdminSave, 'settings'> & { settings: ApplicationSettings },
  options?: SendOptions,
): Promise<boolean> {
  const body = { sendWithAdminKeys: true, ...application, settings: applicationSettingsToWire(application.settings) } as AdminSave;
  return client.call('applicationsAdminSave', { body }, options);
}
