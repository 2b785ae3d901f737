/**
 * `@dsm/sdk/msw`: MSW (v2) handlers for every operation of the contract, answering with its examples,
 * for a consumer's tests and demos (`msw` is an optional peer dependency: only this entry needs it).
 *
 *   const server = setupServer(...dsmHandlers());
 *   server.use(failOperation('contactsCount', 'No access.'));
 */
export {
  dsmHandlers,
  mockOperation,
  failOperation,
  networkErrorOperation,
  exampleReply,
  type DsmHandlerOptions,
  type DsmHandlersOptions,
  type MockOperationOptions,
  type OperationFailure,
} from './handlers.js';
export type { OperationReply, ReplyResolver, ReplyContext, ReplyContent, ReplyInit, StaticReply } from './replies.js';
export { OperationMatcher, type OperationMatch, type OperationRoute } from './operation-matcher.js';
export { mockedOperations, type MockedOperation } from '../../generated/msw/operations.js';
