// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { StorageSummary } from '../../../src/features/saved-trips/components/storage-summary.tsx';

describe('the storage summary on the saved trips page', () => {
  it('says nothing is saved yet rather than "0 bytes"', () => {
    render(<StorageSummary savedBytes={0} />);
    expect(screen.getByText('Saved trips: nothing yet')).toBeTruthy();
    expect(screen.queryByText(/0 bytes/)).toBeNull();
  });

  it('gives the size of what is saved, as a phone shows storage', () => {
    render(<StorageSummary savedBytes={8_412_345} />);
    expect(screen.getByText('Saved trips: 8.4 MB')).toBeTruthy();
  });
});
