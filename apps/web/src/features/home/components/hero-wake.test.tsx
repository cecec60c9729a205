import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { mockApi, stubLayout } from '@/test/harness';
import { SearchCard } from './search-card';

mockApi();
stubLayout();

describe('the hero flight form, woken by a click on its preview', () => {
  it('takes the first click on 往返 (the real form opens on a round trip)', async () => {
    render(
      <MemoryRouter>
        <SearchCard />
      </MemoryRouter>,
    );
    const preview = screen.getByRole('radio', { name: '往返' });
    fireEvent.pointerDown(preview);
    fireEvent.click(preview);
    await waitFor(() => expect(screen.getByTestId('flight-search-form')).toBeInTheDocument(), {
      timeout: 15_000,
    });
    await waitFor(() => expect(screen.getByRole('radio', { name: '往返' })).toBeChecked());
    expect(screen.getByRole('radio', { name: '单程' })).not.toBeChecked();
  });

  it('still takes a click on 单程 as no change', async () => {
    render(
      <MemoryRouter>
        <SearchCard />
      </MemoryRouter>,
    );
    const preview = screen.getByRole('radio', { name: '单程' });
    fireEvent.pointerDown(preview);
    fireEvent.click(preview);
    await waitFor(() => expect(screen.getByTestId('flight-search-form')).toBeInTheDocument(), {
      timeout: 15_000,
    });
    expect(screen.getByRole('radio', { name: '单程' })).toBeChecked();
  });
});
