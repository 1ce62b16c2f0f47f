import { callOperation } from '@/lib/api-client';
import { operations } from '@/lib/operations';

/** Heartbeat; a 409 answer (session replaced on another device) triggers the forced logout in the API client. */
export function sendKeepOnline() {
  return callOperation(operations.keepOnline, { noMsg: true });
}
