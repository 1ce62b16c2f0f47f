import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../src/query-state';
import { appCatalogues, stringAt } from './catalogues';

describe.each(Object.entries(appCatalogues))('query states with the %s strings', (_app, readCatalogue) => {
  const catalogue = readCatalogue();
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: 'test',
    resources: { test: { translation: catalogue } },
    initAsync: false,
    showSupportNotice: false,
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  const text = (key: string) => {
    const value = stringAt(catalogue, key);
    expect(value, key).toBeTruthy();
    return value ?? '';
  };

  it('says it is loading, unless given its own words', () => {
    const { rerender } = render(<LoadingState />, { wrapper });
    expect(screen.getByRole('status').textContent).toBe(text('common.loading'));
    rerender(<LoadingState label="Fetching orders" />);
    expect(screen.getByRole('status').textContent).toBe('Fetching orders');
  });

  it('says loading failed and offers a retry', async () => {
    const onRetry = vi.fn();
    render(<ErrorState onRetry={onRetry} />, { wrapper });
    expect(screen.getByRole('alert').textContent).toContain(text('common.loadFailed'));
    await userEvent.click(screen.getByRole('button', { name: text('common.retry') }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says there is nothing yet', () => {
    render(<EmptyState />, { wrapper });
    expect(screen.getByText(text('common.empty'))).toBeTruthy();
  });
});
