import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LocaleProvider } from '../locale-provider/locale-provider';
import { DateField, parseIsoDate } from './date-field';

function renderInDanish(ui: React.ReactNode) {
  return render(<LocaleProvider locale="da-DK">{ui}</LocaleProvider>);
}

describe('DateField', () => {
  it("emits 'YYYY-MM-DD' once day, month and year are typed (Danish order)", async () => {
    const onChange = vi.fn();
    renderInDanish(<DateField label="Fødselsdato" onChange={onChange} />);
    const day = screen.getByRole('spinbutton', { name: /dag/i });
    await userEvent.click(day);
    await userEvent.keyboard('17051994');
    expect(onChange).toHaveBeenLastCalledWith('1994-05-17');
  });

  it("shows a 'YYYY-MM-DD' value in the reader's order", () => {
    renderInDanish(<DateField label="Fødselsdato" value="1994-05-17" />);
    const group = screen.getByRole('group', { name: 'Fødselsdato' });
    expect(group).toHaveTextContent(/^17\.0?5\.1994$/);
  });

  it('shows the error under the field and marks it invalid', () => {
    renderInDanish(
      <DateField
        label="Fødselsdato"
        value="2010-01-01"
        errorMessage="Du skal være mindst 18 år."
      />,
    );
    expect(screen.getByText('Du skal være mindst 18 år.')).toBeVisible();
    for (const segment of screen.getAllByRole('spinbutton')) {
      expect(segment).toHaveAttribute('aria-invalid', 'true');
      expect(segment).toHaveAccessibleDescription(/Du skal være mindst 18 år\./);
    }
  });

  it('emits null once every part is cleared', async () => {
    const onChange = vi.fn();
    renderInDanish(<DateField label="Dato" defaultValue="2000-01-02" onChange={onChange} />);
    const year = screen.getByRole('spinbutton', { name: /år/i });
    await userEvent.click(year);
    // Backspace empties a part, then moves on to the one before it.
    await userEvent.keyboard('{Backspace>12/}');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});

describe('parseIsoDate', () => {
  it('reads ISO dates and refuses anything else', () => {
    expect(parseIsoDate('2024-02-29')?.toString()).toBe('2024-02-29');
    expect(parseIsoDate('')).toBeNull();
    expect(parseIsoDate('29-02-2024')).toBeNull();
    expect(parseIsoDate(undefined)).toBeNull();
  });
});
