import { useForcedLogoutPush } from '@/features/auth/hooks/use-forced-logout-push';
import { useKeepOnline } from '@/features/auth/hooks/use-keep-online';
import { useChatLogoutCleanup } from '@/features/chat/hooks/use-chat-logout-cleanup';
import { ContractNoticeHost } from '@/features/contract/components/contract-notice-host';
import { useContractPushes } from '@/features/contract/hooks/use-contract-pushes';
import { RealNameRejectedDialog } from '@/features/member/components/real-name-rejected-dialog';
import { useMemberPushes } from '@/features/member/hooks/use-member-pushes';
import { useMessagePushes } from '@/features/messages/hooks/use-message-pushes';
import { useSpotPushes } from '@/features/spot/hooks/use-spot-pushes';
import { useVipPushes } from '@/features/vip/hooks/use-vip-pushes';
import { WithdrawalRejectedDialog } from '@/features/wallet/components/withdrawal-rejected-dialog';
import { useWalletPushes } from '@/features/wallet/hooks/use-wallet-pushes';

/**
 * What runs only while a user is signed in: keep-online, the forced-logout, wallet, contract, spot, member, VIP and
 * message pushes, and the dialogs they open; and the chat's cleanup at logout. The app shell loads this module lazily once there is a
 * session, so a visitor's first screen (/market, /login) downloads none of it (issue 13). Signing out unmounts it,
 * which ends every subscription.
 */
export default function SignedInServices() {
  useKeepOnline(true);
  useForcedLogoutPush(true);
  useWalletPushes(true);
  useContractPushes(true);
  useSpotPushes(true);
  useMemberPushes(true);
  useVipPushes(true);
  useMessagePushes(true);
  useChatLogoutCleanup(true);
  return (
    <>
      <WithdrawalRejectedDialog />
      <ContractNoticeHost />
      <RealNameRejectedDialog />
    </>
  );
}
