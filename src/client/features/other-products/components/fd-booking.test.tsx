import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { FdBooking } from './fd-booking.tsx';

describe('the FD Senior Citizen switch', () => {
  it('is off for an investor under 60 and on for one of 60 or more', () => {
    const { unmount } = render(<FdBooking companies={[]} seniorByAge={false} />);
    expect(screen.getByRole('switch', { name: 'Senior Citizen' })).not.toBeChecked();
    unmount();
    render(<FdBooking companies={[]} seniorByAge />);
    expect(screen.getByRole('switch', { name: 'Senior Citizen' })).toBeChecked();
  });

  it('is on, as the spec sets it, when the date of birth is not known', () => {
    render(<FdBooking companies={[]} seniorByAge={null} />);
    expect(screen.getByRole('switch', { name: 'Senior Citizen' })).toBeChecked();
  });
});
