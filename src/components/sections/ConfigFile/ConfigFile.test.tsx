import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigFile, partsOf } from './ConfigFile.tsx';

const config = {
  file: 'gateway.yaml',
  status: 'Checked',
  caption: 'An example configuration.',
  code: '# A gateway\ngateway:\n  name: line2\n\nsources:\n  - name: plc\n    endpoint: opc.tcp://10.0.0.1:4840',
  copy: 'Copy the file',
  copied: 'Copied to the clipboard',
};

describe('ConfigFile', () => {
  it('is a figure named by its caption, in a window titled by the file', () => {
    render(<ConfigFile config={config} />);
    const figure = screen.getByRole('figure', { name: config.caption });
    expect(within(figure).getByText(config.file)).toBeVisible();
    expect(within(figure).getByText(config.status)).toBeVisible();
  });

  it('shows the file as written, line for line, indents and blank lines kept', () => {
    render(<ConfigFile config={config} />);
    const exactly = new RegExp(`^${config.code.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
    expect(screen.getByRole('code')).toHaveTextContent(exactly, { normalizeWhitespace: false });
  });

  it('is a region named by the file that takes focus, so that the keyboard can scroll a long line', () => {
    render(<ConfigFile config={config} />);
    const listing = screen.getByRole('region', { name: config.file });
    listing.focus();
    expect(listing).toHaveFocus();
    expect(listing).toContainElement(screen.getByRole('code'));
  });

  it('copies the file as written, and says so on the button and once, politely', async () => {
    // After user-event's setup, which puts a clipboard of its own in place.
    const user = userEvent.setup();
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<ConfigFile config={config} />);
    await user.click(screen.getByRole('button', { name: config.copy }));
    expect(writeText).toHaveBeenCalledWith(config.code);
    expect(await screen.findByRole('button', { name: config.copied })).toBeVisible();
    // eslint-disable-next-line testing-library/no-node-access -- the live region is found by aria-live, which gives it no role
    expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent(config.copied);
  });

  it('selects the file for the visitor to copy where the clipboard refuses', async () => {
    // After user-event's setup, which puts a clipboard of its own in place.
    const user = userEvent.setup();
    const writeText = jest.fn(() => Promise.reject(new Error('denied')));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<ConfigFile config={config} />);
    await user.click(screen.getByRole('button', { name: config.copy }));
    await waitFor(() => expect(window.getSelection()?.toString()).toBe(config.code));
    expect(screen.queryByText(config.copied)).not.toBeInTheDocument();
  });

  it.each([
    ['# A comment: with a colon', { comment: '# A comment: with a colon' }],
    ['gateway:', { indent: '', key: 'gateway', rest: ':' }],
    ['    endpoint: opc.tcp://10.0.0.1:4840', { indent: '    ', key: 'endpoint', rest: ': opc.tcp://10.0.0.1:4840' }],
    ['  - name: plc', { indent: '  - ', key: 'name', rest: ': plc' }],
    ['', { rest: '' }],
  ])('reads %p as its parts', (line, parts) => {
    expect(partsOf(line)).toEqual(parts);
  });
});
