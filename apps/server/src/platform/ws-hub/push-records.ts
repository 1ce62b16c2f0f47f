import type { ServerMessage } from '@exchange/contracts';
import type { AppContext } from '../context';
import type { DbOrTx } from '../db/index';
import { ExtensionPoint } from '../modules/index';

/** A data-socket message for one user, sent once what produced it has committed. */
export interface LivePush {
  userId: number;
  message: ServerMessage;
}

/**
 * What a user push or a broadcast leaves behind besides the frame (issue 21 §3: the durable message a user reads
 * later). The notices module contributes one; `userId` is null for a broadcast to everyone.
 */
export interface PushRecorder {
  /** Whether `message` leaves a record at all (most pushes are live only): checked before anything is written. */
  records(message: ServerMessage): boolean;
  /**
   * Writes the record with `db` — the transaction of the change the push reports when it is staged
   * (user-push.ts `stageUserPush`) — and returns the live pushes to send once that has committed (a badge).
   */
  record(
    context: AppContext,
    db: DbOrTx,
    userId: number | null,
    message: ServerMessage,
  ): Promise<readonly LivePush[]>;
}
export const PUSH_RECORDERS = new ExtensionPoint<PushRecorder>('platform.pushRecorders');

type RecordContext = Pick<AppContext, 'logger'> & Partial<Pick<AppContext, 'modules' | 'db'>>;

/**
 * Runs every recorder that records `message`, writing with `db`, and returns the live pushes they ask for. A recorder
 * that fails is logged, never thrown: in a transaction it runs in a savepoint, so its failure rolls back its own
 * writes and leaves the change it reports to commit (a message must never cost the change).
 */
export const writePushRecords = async (
  context: RecordContext,
  db: DbOrTx,
  userId: number | null,
  message: ServerMessage,
): Promise<LivePush[]> => {
  if (!context.modules) return [];
  const lives: LivePush[] = [];
  for (const recorder of context.modules.contributions(PUSH_RECORDERS)) {
    const record = (writer: DbOrTx) => recorder.record(context as AppContext, writer, userId, message);
    try {
      if (!recorder.records(message)) continue;
      // Outside a transaction (db is the pool) a failed write has nothing to roll back.
      lives.push(...(await (db === context.db ? record(db) : db.transaction(record))));
    } catch (error) {
      context.logger.warn({ err: error, userId, type: message.type }, 'push not recorded');
    }
  }
  return lives;
};

/**
 * Records a push that reports a change already committed (a push with no transaction of its own to join: a forced
 * logout, a version notice), before the push goes out, so a client refetching on the push finds the record.
 */
export const recordPush = async (context: RecordContext, userId: number | null, message: ServerMessage) => {
  if (!context.db) return [];
  return writePushRecords(context, context.db, userId, message);
};
