import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { LoadMore } from './load-more';

describe('LoadMore', () => {
  it('ends a list that fitted in one page with nothing', () => {
    const { container } = render(
      <LoadMore hasNextPage={false} isFetchingNextPage={false} fetchNextPage={vi.fn()} />,
    );
    expect(container.textContent).toBe('');
  });

  it('offers the next page, then ends a paged list with a quiet "No more records"', () => {
    const fetchNextPage = vi.fn();
    const { rerender } = render(
      <LoadMore hasNextPage isFetchingNextPage={false} fetchNextPage={fetchNextPage} />,
    );
    screen.getByRole('button', { name: 'Load more' }).click();
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
    rerender(<LoadMore hasNextPage={false} isFetchingNextPage={false} fetchNextPage={fetchNextPage} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('No more records').className).toContain('text-muted');
  });
});
