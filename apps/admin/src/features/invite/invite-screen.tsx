import { useTranslation } from 'react-i18next';
import { StaffPermission } from '@exchange/contracts/http/admin/index';
import { PageHeader } from '@/components/ui/page-header';
import { useCan } from '@/lib/staff-session';
import { InviteCodesPanel } from './invite-codes-panel';
import { RebateConfigPanel } from './rebate-config-panel';

/**
 * Invite & rebate: the rebate rules (markets.read to see, markets.write to change) and the invite codes (the
 * section's own users.read; suspend and restore with users.restrict). Each panel shows only to a role that may read it.
 */
export function InviteScreen() {
  const { t } = useTranslation();
  const canReadRules = useCan(StaffPermission.marketsRead);
  return (
    <div className="flex flex-col gap-8">
      <PageHeader title={t('nav.invite')} />
      {canReadRules ? <RebateConfigPanel /> : null}
      <InviteCodesPanel />
    </div>
  );
}
