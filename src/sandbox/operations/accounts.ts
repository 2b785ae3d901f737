/**
 * The accounts area: create an account with its first user (the create-account model's defaults), list
 * an account's users, delete a user; deleting an account is a job (see `jobs/plans/accounts.ts`).
 */
import type { components } from '../../../generated/schema.js';
import type { SandboxContext, SandboxHandlers } from '../context.js';
import { accountById, accountByName, type AccountRecord, givenText } from '../records/accounts.js';
import { given, quoted, SandboxRefusal } from '../refusal.js';
import type { SandboxStore } from '../store/index.js';
import { isoInstant } from '../values.js';

type AccountCreateModel = components['schemas']['AccountCreateModel'];

/** The create-account model's defaults (spec 001 §3.2 and §9). */
const DEFAULT_MAX_USERS = 10;
const DEFAULT_LP_LOGIN_MODE = 0;

/** Every user of an account, in id order. */
export const usersOf = (store: SandboxStore, accountId: number) => store.accountUsers.all().filter((user) => user.accountId === accountId);

export function accountHandlers({ store, reply, now }: SandboxContext): SandboxHandlers {
  const create = (model: AccountCreateModel | undefined) => {
    const accountName = givenText(model?.accountName, 'accountName');
    const password = given(model?.password, 'password');
    if (accountByName(store, accountName)) throw new SandboxRefusal(`There is already an account named '${accountName}'.`);
    const account: AccountRecord = {
      id: store.accounts.nextId(),
      accountName,
      description: model?.description ?? null,
      maxUsers: model?.maxUsers ?? DEFAULT_MAX_USERS,
      lpLoginMode: model?.lpLoginMode ?? DEFAULT_LP_LOGIN_MODE,
      companyName: model?.companyName ?? null,
      onHoldCallbackUrl: model?.onHoldCallbackUrl ?? null,
      additionalOptionsJson: model?.additionalOptionsJson ?? null,
      createdOn: isoInstant(now()),
    };
    store.accounts.insert(account);
    // The account's first user signs in with the account's name and password.
    store.accountUsers.insert({
      id: store.accountUsers.nextId(),
      accountId: account.id,
      login: accountName,
      eMail: model?.eMail ?? null,
      firstName: model?.firstName ?? null,
      lastName: model?.lastName ?? null,
      salutation: model?.salutation ?? null,
      gender: model?.gender ?? null,
      password,
    });
    return reply.ok(account.id);
  };

  return {
    accountsCreate: ({ body }) => create(body),
    accountsAccountUsers: ({ params }) =>
      reply.ok(
        usersOf(store, accountById(store, params.accountId).id).map(({ id, login, eMail, firstName, lastName }) => ({
          userId: id,
          login,
          eMail,
          firstName,
          lastName,
        })),
      ),
    accountsDeleteUser: ({ body }) => {
      const userId = given(body?.userId, 'userId');
      const user = store.accountUsers.get(userId);
      const accountId = body?.accountId ?? undefined;
      if (accountId !== undefined) accountById(store, accountId);
      if (!user || (accountId !== undefined && user.accountId !== accountId))
        throw new SandboxRefusal(`There is no user with id '${quoted(userId)}'.`);
      return reply.ok(store.accountUsers.delete(user.id));
    },
    accountsAutomatedTaskStates: () => {
      // Two demo tasks on demo campaigns; a task whose campaign is gone is gone with it.
      const tasks = [
        { taskId: 31, name: 'Geburtstagsmail', campaignId: 4716, isActive: true, isOnHold: false, nextExecution: '2026-11-23T06:00:00Z' },
        { taskId: 32, name: 'Erinnerung Messe', campaignId: 4712, isActive: true, isOnHold: true, nextExecution: null },
      ];
      return reply.ok(
        tasks.flatMap(({ campaignId, ...task }) => {
          const campaign = store.campaigns.get(campaignId);
          return campaign ? [{ ...task, campaignName: campaign.name }] : [];
        }),
      );
    },
  };
}
