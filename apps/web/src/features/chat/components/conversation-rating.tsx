import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@exchange/ui/button';
import { formatDecimal } from '@exchange/ui/format';
import { StarIcon } from '@/components/ui/icons';
import { useRateConversation } from '../api/chat-mutations';

const SCORES = [1, 2, 3, 4, 5] as const;

/** A finished customer-service conversation's 1–5 rating, sent once (the server refuses a second one). */
export function ConversationRating({ groupId }: { groupId: number }) {
  const { t } = useTranslation();
  const [score, setScore] = useState<number | null>(null);
  const rate = useRateConversation();
  if (rate.isSuccess) return <p className="text-center text-sm text-success">{t('chat.rating.thanks')}</p>;
  return (
    <form
      className="flex flex-col items-center gap-2 rounded-2xl bg-surface-raised p-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (score !== null && !rate.isPending) rate.mutate({ groupId, score });
      }}
    >
      <fieldset className="flex flex-col items-center gap-2">
        <legend className="text-sm font-medium">{t('chat.rating.title')}</legend>
        <div className="flex gap-1">
          {SCORES.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={score === value}
              aria-label={t('chat.rating.score', { score: formatDecimal(value, { decimals: 0 }) })}
              onClick={() => setScore(value)}
              className="rounded-md p-1 text-warning focus-visible:outline-2 focus-visible:outline-brand"
            >
              <StarIcon isFilled={score !== null && value <= score} />
            </button>
          ))}
        </div>
      </fieldset>
      <Button type="submit" isSmall disabled={score === null} isLoading={rate.isPending}>
        {t('chat.rating.submit')}
      </Button>
    </form>
  );
}
