// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../support/render-route.tsx';
import { Testimonials, wrapIndex } from '../../../src/components/testimonials/testimonials.tsx';
import { testimonials } from '../../../src/lib/content.ts';

const first = testimonials[0]!;
const last = testimonials.at(-1)!;

describe("Testimonials: 'TALES BY DREAMER' (spec §2, §4)", () => {
  it('has five testimonials and starts on the first, city in upper case', () => {
    renderWithProviders(<Testimonials />);
    expect(testimonials).toHaveLength(5);
    expect(screen.getByRole('heading', { name: 'TALES BY DREAMER' })).toBeInTheDocument();
    expect(screen.getByText(first.name)).toBeInTheDocument();
    // Upper case in the text itself, not only through CSS.
    expect(screen.getByText(first.city.toUpperCase())).toBeInTheDocument();
    expect(screen.queryByText(first.city)).not.toBeInTheDocument();
    expect(screen.getByText(`“${first.quote}”`)).toBeInTheDocument();
  });

  it('wraps backwards from the first to the last, and forwards from the last to the first', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Testimonials />);
    await user.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(await screen.findByText(last.name)).toBeInTheDocument();
    expect(screen.getByText(last.city.toUpperCase())).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '5');

    await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(await screen.findByText(first.name)).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
  });

  it('reports progress as (index + 1) / count', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Testimonials />);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuemax', '5');
    await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
    await screen.findByText(testimonials[1]!.name);
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuetext', 'Testimonial 2 of 5');
  });

  it('shows an optional side image', () => {
    renderWithProviders(<Testimonials mainImageUrl="home/about" />);
    expect(screen.getAllByRole('img').length).toBe(2);
  });

  it('wrapIndex wraps in both directions', () => {
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(2, 5)).toBe(2);
  });
});
