import { readLocal, storageKeys, writeLocal } from '@/lib/storage';

/** Whether this device has been through the first-run guide (finished or skipped). Kept across logouts. */
export const hasSeenGuide = () => readLocal(storageKeys.guideSeen) === '1';
export const markGuideSeen = () => writeLocal(storageKeys.guideSeen, '1');
