import { act, fireEvent, render, screen } from '@testing-library/react';
import { AcknowledgeDialog } from './AcknowledgeDialog';

// The acknowledge dialog says under its comment what the server would refuse, and sends only what it keeps.
describe('AcknowledgeDialog', () => {
  it('asks for a comment no longer than the server keeps, then sends it trimmed', async () => {
    const onAcknowledge = jest.fn(() => Promise.resolve());
    render(<AcknowledgeDialog label="Stagecoach Reservoir Outlet, Water temperature (alert 1)" onAcknowledge={onAcknowledge} onClose={jest.fn()} />);
    const comment = screen.getByLabelText<HTMLTextAreaElement>(/^Comment/);
    const acknowledge = screen.getByRole('button', { name: 'Acknowledge' });
    const message = () => document.getElementById(comment.getAttribute('aria-describedby') ?? '')?.textContent;

    await act(async () => fireEvent.click(acknowledge));
    expect(message()).toBe('*Required field');
    fireEvent.change(comment, { target: { value: 'x'.repeat(2001) } });
    await act(async () => fireEvent.click(acknowledge));
    expect(message()).toBe('*Must be at most 2000 characters');
    expect(onAcknowledge).not.toHaveBeenCalled();

    fireEvent.change(comment, { target: { value: ` ${'x'.repeat(2000)} ` } });
    expect(message()).toBeUndefined();
    await act(async () => fireEvent.click(acknowledge));
    expect(onAcknowledge).toHaveBeenCalledWith('x'.repeat(2000));
  });
});
