import { RealNameStatus } from '@exchange/contracts';
import type { AppContext, Caller } from '../../platform/context';
import { latestRealNameSubmission } from './users-repository';

/** The caller's latest submission (document number and images stay private), or status 0 when there is none. */
export const getRealName = async (context: AppContext, caller: Caller) => {
  const latest = await latestRealNameSubmission(context.db, caller.userId);
  if (!latest) {
    return {
      status: RealNameStatus.none,
      realName: null,
      nationality: null,
      documentType: null,
      remark: null,
      submittedAt: null,
    };
  }
  return {
    status: latest.status,
    realName: latest.realName,
    nationality: latest.nationality,
    documentType: latest.documentType,
    remark: latest.remark,
    submittedAt: latest.createdAt.getTime(),
  };
};
