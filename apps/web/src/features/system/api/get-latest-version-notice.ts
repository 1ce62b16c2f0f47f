import { callOperation } from '@/lib/api-client';
import { systemOperations } from './system-operations';

/**
 * The newest version notice, or null. Checked once at start, quietly: a failed check shows nothing (the next
 * VERSION_UPDATE push or the next start gets another chance).
 */
export function fetchLatestVersionNotice() {
  return callOperation(systemOperations.getLatestVersionNotice, { noMsg: true });
}
