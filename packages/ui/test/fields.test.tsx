import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SelectField } from '../src/select-field';
import { inputClasses, TextField } from '../src/text-field';

describe('TextField', () => {
  it('labels its input and describes it by the hint', async () => {
    render(<TextField label="Nickname" hint="2 to 20 characters" />);
    const input = screen.getByRole('textbox', { name: 'Nickname' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('2 to 20 characters').id);
    await userEvent.type(input, 'Ada');
    expect(input).toHaveProperty('value', 'Ada');
  });

  it('announces its error and marks the input invalid', () => {
    render(<TextField label="Email" error="Enter an email address" hint="We never share it" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    const error = screen.getByRole('alert');
    expect(error.textContent).toBe('Enter an email address');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toEqual([
      error.id,
      screen.getByText('We never share it').id,
    ]);
  });

  it('draws start and end content inside its border', () => {
    render(
      <TextField label="Phone" start={<span>+44</span>} end={<button type="button">Send code</button>} />,
    );
    const frame = screen.getByRole('textbox', { name: 'Phone' }).parentElement;
    expect(frame?.textContent).toBe('+44Send code');
  });

  it('gives a bare input the field look, red with an error', () => {
    expect(inputClasses(false).split(' ')).toEqual(
      expect.arrayContaining(['min-h-(--ui-field-height)', 'border-border']),
    );
    expect(inputClasses(true).split(' ')).toContain('border-danger');
  });
});

describe('SelectField', () => {
  const options = [
    { value: 'en', label: 'English' },
    { value: 'zh', label: '中文' },
  ];

  it('is a labelled native select of its options', async () => {
    render(<SelectField label="Language" options={options} defaultValue="en" />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['English', '中文']);
    await userEvent.selectOptions(select, 'zh');
    expect(select).toHaveProperty('value', 'zh');
  });

  it('announces its error and marks the select invalid', () => {
    render(<SelectField label="Language" options={options} error="Choose a language" />);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });
});
