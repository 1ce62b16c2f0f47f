import { describe, expect, it } from 'vitest';
import { fireEvent, render } from '@testing-library/react';
import { badgeColourOf, bundledCoinIconUrl, CoinIcon } from '../src/coin-icon';
import { COIN_ICONS_VERSION } from '../src/coin-icon-symbols';

const folder = `/assets/coins-${COIN_ICONS_VERSION}`;

describe('CoinIcon', () => {
  it('shows the bundled logo of a known coin, decorative, in a fixed box', () => {
    const { container } = render(<CoinIcon symbol="BTC" size={24} />);
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe(`${folder}/BTC.svg`);
    expect(image?.getAttribute('alt')).toBe('');
    expect(image?.getAttribute('width')).toBe('24');
    expect(image?.getAttribute('height')).toBe('24');
    expect(image?.style.width).toBe('24px');
  });

  it('finds a per-thousand contract by its coin, whatever the case', () => {
    expect(bundledCoinIconUrl('1000shib')).toBe(`${folder}/SHIB.svg`);
    expect(bundledCoinIconUrl('eth')).toBe(`${folder}/ETH.svg`);
    expect(bundledCoinIconUrl('1000PEPE')).toBe(`${folder}/PEPE.svg`);
    expect(bundledCoinIconUrl('AAPL')).toBeNull();
  });

  it('draws the letter for a coin the set lacks, in a colour that stays with the symbol', () => {
    const { container } = render(<CoinIcon symbol="NEWCOIN" size={32} />);
    expect(container.querySelector('img')).toBeNull();
    const badge = container.querySelector('[data-coin-icon]');
    expect(badge?.textContent).toBe('N');
    expect(badge?.getAttribute('aria-hidden')).toBe('true');
    expect(badge?.className).toContain(badgeColourOf('NEWCOIN'));
    expect((badge as HTMLElement).style.width).toBe('32px');
    expect(badgeColourOf('NEWCOIN')).toBe(badgeColourOf('NEWCOIN'));
  });

  it('shows the staff-uploaded logo first, then the bundled one, then the letter as each fails to load', () => {
    const { container } = render(<CoinIcon symbol="ETH" logo="/uploads/eth.png" />);
    const image = () => container.querySelector('img');
    expect(image()?.getAttribute('src')).toBe('/uploads/eth.png');
    fireEvent.error(image()!);
    expect(image()?.getAttribute('src')).toBe(`${folder}/ETH.svg`);
    fireEvent.error(image()!);
    expect(image()).toBeNull();
    expect(container.textContent).toBe('E');
  });

  it('gives a stock only its uploaded logo or its letter', () => {
    const { container, rerender } = render(<CoinIcon symbol="BTC" isCoin={false} />);
    expect(container.querySelector('img')).toBeNull();
    rerender(<CoinIcon symbol="AAPL" logo="/uploads/aapl.png" isCoin={false} />);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/uploads/aapl.png');
  });
});
