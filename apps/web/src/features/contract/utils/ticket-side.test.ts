import { describe, expect, it } from 'vitest';
import { PositionSide } from '@exchange/contracts/enums';
import { requestedDirection, ticketSearch } from './ticket-side';

const direction = (search: string) => requestedDirection(new URLSearchParams(search));

describe('ticket side in the address', () => {
  it('reads buy and sell (and long and short) as the ticket direction, in any case', () => {
    expect(direction('?symbol=BTCUSDT&side=buy')).toBe(PositionSide.long);
    expect(direction('?side=SELL')).toBe(PositionSide.short);
    expect(direction('?side=long')).toBe(PositionSide.long);
    expect(direction('?side=%20short%20')).toBe(PositionSide.short);
  });

  it('ignores a missing or unknown side', () => {
    expect(direction('?symbol=BTCUSDT')).toBeNull();
    expect(direction('?side=')).toBeNull();
    expect(direction('?side=hold')).toBeNull();
    expect(direction('?side=toString')).toBeNull();
    expect(direction('?side=constructor')).toBeNull();
  });

  it('writes the address a chart opens the ticket with, which reads back as the same side', () => {
    expect(ticketSearch('BTCUSDT', 'buy')).toBe('?symbol=BTCUSDT&side=buy');
    expect(ticketSearch('ETHUSDT', 'sell')).toBe('?symbol=ETHUSDT&side=sell');
    expect(direction(ticketSearch('ETHUSDT', 'sell'))).toBe(PositionSide.short);
  });
});
