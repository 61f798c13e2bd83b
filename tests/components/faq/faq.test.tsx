// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../support/render-route.tsx';
import { HomeFaq } from '../../../src/app/home-page/home-faq.tsx';
import { Faq } from '../../../src/components/faq/faq.tsx';
import { home } from '../../../src/lib/content.ts';

const questions = home.faqs.map((item) => item.question);
const question = (i: number) => screen.getByRole('button', { name: questions[i] });
const PROMPT = 'Click on a question to see the answer.';

describe('FAQ (spec §2, §4)', () => {
  it('has the six home questions, the first open on the home page', () => {
    renderWithProviders(<HomeFaq />);
    expect(questions).toHaveLength(6);
    expect(question(0)).toHaveAttribute('aria-expanded', 'true');
    for (let i = 1; i < 6; i++) expect(question(i)).toHaveAttribute('aria-expanded', 'false');
    // Open: its answer is shown (inline for narrow screens and in the side panel for wide ones).
    expect(screen.getAllByText(home.faqs[0]!.answer).length).toBeGreaterThan(0);
  });

  it('keeps one question open at a time and closes the open one when clicked again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HomeFaq />);
    await user.click(question(2));
    expect(question(2)).toHaveAttribute('aria-expanded', 'true');
    expect(question(0)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);

    await user.click(question(2));
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
    expect(await screen.findByText(PROMPT)).toBeInTheDocument();
  });

  it('shows the side-panel prompt while nothing is open, then the chosen answer', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Faq items={home.faqs} />);
    expect(screen.getByText(PROMPT)).toBeInTheDocument();
    await user.click(question(3));
    const panel = document.getElementById(question(3).getAttribute('aria-controls')!.split(' ')[1]!)!;
    expect(await within(panel).findByText(home.faqs[3]!.answer)).toBeInTheDocument();
    expect(within(panel).queryByText(PROMPT)).not.toBeInTheDocument();
  });

  it('points every button at its inline answer and the side panel, and keeps closed answers in the markup', () => {
    renderWithProviders(<HomeFaq />);
    for (let i = 0; i < 6; i++) {
      const [inlineId, panelId] = question(i).getAttribute('aria-controls')!.split(' ');
      const inline = document.getElementById(inlineId!);
      expect(inline).toHaveTextContent(home.faqs[i]!.answer);
      expect(inline!.hidden).toBe(i !== 0);
      expect(document.getElementById(panelId!)).not.toBeNull();
    }
  });
});
