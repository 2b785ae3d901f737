/**
 * The server settings through the SDK against the sandbox: saved settings are what the next read shows,
 * and a mail server or template that does not exist is refused.
 */
import { describe, expect, it } from 'vitest';
import type { DsmApiError } from '../../../src/errors.js';
import { demoClient, useSandbox } from '../support.js';

useSandbox();
const dsm = demoClient();
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => (error as DsmApiError).message,
  );

describe('server settings', () => {
  it('saved settings are what getsettings then shows, with a mail server and template the lists name', async () => {
    const [, second] = await dsm.call('serverSettingsGetMailServers');
    const templates = await dsm.call('serverSettingsAvailableMailTemplates');
    const before = await dsm.call('serverSettingsGetSettings');
    const settings = { senderAddress: 'system@muster.de', defaultMailServerId: second!.id!, passwordResetMailTemplate: templates.at(-1)! };
    expect(await dsm.call('serverSettingsSaveSettings', { body: settings })).toBe(true);
    expect(await dsm.call('serverSettingsGetSettings')).toEqual({ ...before, ...settings });
  });

  it('refuses a mail server or a template that does not exist, and changes nothing', async () => {
    const before = await dsm.call('serverSettingsGetSettings');
    expect(await failureOf(dsm.call('serverSettingsSaveSettings', { body: { defaultMailServerId: 99 } }))).toBe(
      "There is no mail server with id '99'.",
    );
    expect(await failureOf(dsm.call('serverSettingsSetServerSettings', { body: { passwordResetMailTemplate: 'Gibtsnicht' } }))).toBe(
      "There is no mail template named 'Gibtsnicht'.",
    );
    expect(await dsm.call('serverSettingsGetSettings')).toEqual(before);
  });
});
