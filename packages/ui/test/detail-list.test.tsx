import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { DetailList } from '../src/detail-list';

describe('DetailList', () => {
  it('pairs each label with its value, a dash for a missing one', () => {
    render(
      <DetailList
        items={[
          { label: 'Amount', value: '100.00 USDT' },
          { label: 'Remark', value: null },
          { label: 'Address', value: 'TXYZ…', isLtr: true },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const definitions = screen.getAllByRole('definition');
    expect(terms).toEqual(['Amount', 'Remark', 'Address']);
    expect(definitions.map((definition) => definition.textContent)).toEqual(['100.00 USDT', '—', 'TXYZ…']);
    expect(definitions[2]?.getAttribute('dir')).toBe('ltr');
    expect(definitions[0]?.getAttribute('dir')).toBeNull();
  });

  it('draws a card of its own on request', () => {
    const { container } = render(<DetailList variant="card" items={[{ label: 'Fee', value: '1' }]} />);
    expect(container.querySelector('dl')?.className).toContain('rounded-2xl');
  });
});
