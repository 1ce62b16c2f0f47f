import { useTranslation } from 'react-i18next';
import { formatExact } from '@/lib/format';
import type { Instrument } from './market-queries';

type Bracket = NonNullable<Instrument['contractSpec']>['brackets'][number];

/** A perpetual's maintenance brackets as the server derived them (with each bracket's `cum`), read-only. */
export function BracketTable({ brackets }: { brackets: readonly Bracket[] }) {
  const { t } = useTranslation();
  const headers = [
    t('markets.bracket'),
    t('markets.notionalFloor'),
    t('markets.notionalCap'),
    t('markets.initialLeverage'),
    t('markets.maintMarginRatio'),
    t('markets.cum'),
  ];
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full text-sm">
        <caption className="sr-only">{t('markets.brackets')}</caption>
        <thead className="bg-surface-sunken text-xs text-muted uppercase">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-2 py-2 text-end font-medium">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {brackets.map((bracket) => (
            <tr key={bracket.bracket} className="border-t border-border text-end tabular-nums">
              <td className="px-2 py-1">{bracket.bracket}</td>
              <td className="px-2 py-1">{formatExact(bracket.notionalFloor)}</td>
              <td className="px-2 py-1">{formatExact(bracket.notionalCap)}</td>
              <td className="px-2 py-1">{`${bracket.initialLeverage}×`}</td>
              <td className="px-2 py-1">{formatExact(bracket.maintMarginRatio)}</td>
              <td className="px-2 py-1">{formatExact(bracket.cum)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
