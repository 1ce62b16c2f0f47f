import { useTranslation } from 'react-i18next';
import type { Channel } from '@exchange/contracts/http/wallet/channels';
import { SegmentedControl } from '@/components/ui/segmented-control';

interface WithdrawChannelPickerProps {
  channels: readonly Channel[];
  coin: string;
  channel: Channel;
  onCoinChange: (coin: string) => void;
  onChannelChange: (channelId: string) => void;
}

/** The coin to withdraw, then how: a network for crypto, or a bank transfer. */
export function WithdrawChannelPicker({
  channels,
  coin,
  channel,
  onCoinChange,
  onChannelChange,
}: WithdrawChannelPickerProps) {
  const { t } = useTranslation();
  const coins = [...new Set(channels.map((entry) => entry.coin))];
  const coinChannels = channels.filter((entry) => entry.coin === coin);
  return (
    <>
      <SegmentedControl
        variant="chips"
        label={t('withdraw.form.coin')}
        value={coin}
        onChange={onCoinChange}
        options={coins.map((value) => ({ value, label: value }))}
      />
      <SegmentedControl
        variant="chips"
        label={t('withdraw.form.channel')}
        value={String(channel.id)}
        onChange={onChannelChange}
        options={coinChannels.map((entry) => ({
          value: String(entry.id),
          label: entry.chain || entry.name,
        }))}
      />
    </>
  );
}
