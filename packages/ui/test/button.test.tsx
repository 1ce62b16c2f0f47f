import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, buttonClasses } from '../src/button';

describe('Button', () => {
  it('is a plain button that runs its action', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveProperty('type', 'button');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('blocks clicks and says it is busy while loading', async () => {
    const onClick = vi.fn();
    render(
      <Button isLoading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('takes the app height by default, the compact one in table rows, and the full row when asked', () => {
    const regular = buttonClasses('primary').split(' ');
    expect(regular).toContain('min-h-(--ui-button-height)');
    expect(regular).not.toContain('w-full');
    expect(buttonClasses('primary', true).split(' ')).toContain('w-full');
    const small = buttonClasses('secondary', false, true).split(' ');
    expect(small).toEqual(expect.arrayContaining(['min-h-8', 'text-xs', 'whitespace-nowrap']));
    expect(small).not.toContain('min-h-(--ui-button-height)');
  });

  it('keeps the caller’s classes after its own', () => {
    render(
      <Button variant="danger" className="self-start">
        Delete
      </Button>,
    );
    const classes = screen.getByRole('button', { name: 'Delete' }).className.split(' ');
    expect(classes).toContain('bg-danger');
    expect(classes.at(-1)).toBe('self-start');
  });
});
